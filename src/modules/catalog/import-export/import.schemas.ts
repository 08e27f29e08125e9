import { Type } from '@sinclair/typebox';
import { StringEnum } from '../../../platform/http/string-enum.ts';
import { importColumns, LIST_SEPARATOR, PAIR_SEPARATOR } from './domain/import-row.ts';
import { importErrorCodes } from './domain/import-errors.ts';

/** The file format, as the upload route documents it (docs/decisions.md says the same at more length). */
export const IMPORT_FORMAT = [
  'One row per variation; the rows of one product share its externalId and follow each other.',
  `Header row required, names in any order and case: ${importColumns.join(', ')}.`,
  'externalId and sku are required columns; an unknown or repeated column refuses the file (400).',
  'CSV in UTF-8 (a BOM is fine) or Windows-1252, separated by `,` or `;` (detected from the header);',
  'XLSX: the first worksheet. Numbers take a decimal point or comma (31.90, 31,90, 1.234,56).',
  'Product columns are read from the first row of each product; later rows repeat them or leave them empty',
  '(rows of a product met again later in the file only add: their empty product cells clear nothing).',
  `eans: values separated by \`${LIST_SEPARATOR}\`, the first is the main one; images: URLs separated by`,
  `\`${LIST_SEPARATOR}\`, the first is the main one; attributes and productAttributes: \`Name=Value${PAIR_SEPARATOR}Name=Value\`.`,
  'Upsert: new products are created; existing ones get the file’s columns (an empty cell clears, a column',
  'absent from the file is left alone) and their variations are upserted by sku — never deleted.',
  'skuId (written by the export) is only checked against the sku; ean/eans follow the EAN list rules of product writes.',
  'Valid rows are written; an invalid row is not, and a product with invalid own fields writes none of its rows.',
].join(' ');

const ImportErrorSchema = Type.Object({
  row: Type.Integer({ description: 'Row of the file; the header is row 1' }),
  field: Type.String({ description: 'The column, or `header` / `file`' }),
  reason: Type.String({ description: 'Why, in English' }),
  code: Type.Union([StringEnum(importErrorCodes), Type.Null()], {
    description: 'Why, as a code a client can word in its own language (null on reports older than codes)',
  }),
  params: Type.Optional(
    Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]), {
      description: 'What the code names: the value, a row, a product, an EAN rule',
    }),
  ),
});

const Status = Type.Union([
  Type.Literal('PENDING'),
  Type.Literal('RUNNING'),
  Type.Literal('DONE'),
  Type.Literal('FAILED'),
]);

export const ImportProgressSchema = Type.Object({
  id: Type.String(),
  fileName: Type.String(),
  format: Type.Union([Type.Literal('CSV'), Type.Literal('XLSX')]),
  source: Type.Union([Type.Literal('UPLOAD'), Type.Literal('CLI')]),
  status: Status,
  totalBytes: Type.Integer(),
  processedBytes: Type.Integer(),
  percent: Type.Integer({ minimum: 0, maximum: 100, description: 'Share of the file read and written' }),
  totalRows: Type.Union([Type.Integer(), Type.Null()], { description: 'Known once the whole file is read' }),
  processedRows: Type.Integer(),
  validRows: Type.Integer(),
  invalidRows: Type.Integer(),
  errorCount: Type.Integer({ description: 'Entries of the error report' }),
  detail: Type.Union([Type.String(), Type.Null()], { description: 'Why a FAILED import stopped' }),
  createdAt: Type.String({ format: 'date-time' }),
  startedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  finishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const ImportDetailSchema = Type.Composite([
  ImportProgressSchema,
  Type.Object({
    errors: Type.Array(ImportErrorSchema, { description: 'The first 100 entries; all in errors.csv' }),
  }),
]);

export const ImportAcceptedSchema = Type.Object({ id: Type.String(), status: Status });
