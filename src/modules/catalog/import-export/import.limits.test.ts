import fs from 'node:fs';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { csv, importWorkspace } from '../../../../test/helpers/import-files.ts';
import { plainWorkbook, sharedStringsBomb, zipOf, repeatedPart } from '../../../../test/helpers/xlsx-bomb.ts';
import { bearer } from '../../../../test/helpers/auth.ts';
import { getImport, importFile } from './import.service.ts';
import { readSheet, UnreadableFile, XLSX_TYPE, type SheetRow } from './import.readers.ts';
import { XLSX_LIMITS, type XlsxLimits } from './import.xlsx.ts';
import { createSeller, tokenFor } from '../../../../test/helpers/auth.ts';

const { app, newSeller, file } = importWorkspace();

const header = ['externalId', 'title', 'sku', 'cost'];
const SHARED_STRINGS = 'xl/sharedStrings.xml';

/** The ways an archive can hide what it unpacks to: sizes told, sizes left for later, sizes that lie. */
const bombs = {
  'sizes in its headers': () => sharedStringsBomb(header, 50),
  'sizes after the data (streaming writers)': () => sharedStringsBomb(header, 50, { descriptors: true }),
  'headers that understate': () => sharedStringsBomb(header, 50, { claimedUnpacked: 1000 }),
};

async function rowsOf(content: Buffer, limits: XlsxLimits): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const row of readSheet('XLSX', () => Readable.from([content]), { bytes: 0 }, limits))
    rows.push(row);
  return rows;
}

async function refusal(content: Buffer, limits: XlsxLimits): Promise<UnreadableFile> {
  const error = await rowsOf(content, limits).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UnreadableFile);
  return error as UnreadableFile;
}

describe('XLSX files that unpack too far (issue 37)', () => {
  it('refuses them at upload with a 413 naming the file and the part, keeping nothing', async () => {
    const t = app();
    const seller = await createSeller(t);
    const token = await tokenFor(t, seller.id, ['bffweb:catalog']);
    const list = async () =>
      (await t.app.inject({ method: 'GET', url: '/bffweb/catalog/imports', headers: bearer(token) })).json<{
        page: { totalElements: number };
      }>().page.totalElements;
    for (const [how, bomb] of Object.entries(bombs)) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/bffweb/catalog/imports',
        headers: { ...bearer(token), 'content-type': XLSX_TYPE },
        payload: bomb(),
      });
      expect(response.statusCode, `${how}: ${response.body}`).toBe(413);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json(), how).toMatchObject({
        field: 'file',
        part: SHARED_STRINGS,
        detail: expect.stringMatching(
          /^file: XLSX: too large once unpacked: xl\/sharedStrings\.xml unpacks to more/,
        ),
      });
    }
    expect(await list()).toBe(0);
    // A well-formed workbook of the same parts still goes through.
    const plain = await t.app.inject({
      method: 'POST',
      url: '/bffweb/catalog/imports',
      headers: { ...bearer(token), 'content-type': XLSX_TYPE },
      payload: plainWorkbook(header, { descriptors: true }),
    });
    expect(plain.statusCode, plain.body).toBe(202);
  });

  it('ends an import of one FAILED with a coded reason, the process going on', async () => {
    const ctx = await newSeller();
    for (const [how, bomb] of Object.entries(bombs)) {
      const result = await importFile(ctx, file(bomb(), 'xlsx'));
      expect(result, how).toMatchObject({
        status: 'FAILED',
        format: 'XLSX',
        processedRows: 0,
        errorCount: 1,
      });
      expect(result.detail, how).toMatch(
        /^XLSX: too large once unpacked: xl\/sharedStrings\.xml unpacks to more/,
      );
      const { errors } = await getImport(ctx, result.id);
      expect(errors, how).toEqual([
        {
          row: 1,
          field: 'file',
          reason: result.detail,
          code: 'xlsx-too-large',
          params: { part: SHARED_STRINGS },
        },
      ]);
    }
  });

  it('checks each limit on the bytes really unpacked, whatever the headers say', async () => {
    const loose = { ...XLSX_LIMITS, ratio: 1e9 };
    const bomb = sharedStringsBomb(header, 5, { claimedUnpacked: 1000 });
    expect((await refusal(bomb, { ...loose, sharedStringsBytes: 1024 * 1024 })).message).toMatch(
      /xl\/sharedStrings\.xml unpacks to more than 1 MiB \(the shared strings budget\)/,
    );
    const sheet = zipOf(
      [repeatedPart('xl/worksheets/sheet1.xml', '<worksheet>', ' '.repeat(1 << 20), 5, '</worksheet>')],
      {
        descriptors: true,
      },
    );
    expect((await refusal(sheet, { ...loose, entryBytes: 2 * 1024 * 1024 })).message).toMatch(
      /sheet1\.xml unpacks to more than 2 MiB \(the limit of a part\)/,
    );
    expect((await refusal(sheet, { ...loose, totalBytes: 3 * 1024 * 1024 })).message).toMatch(
      /the archive unpacks to more than 3 MiB in all/,
    );
    expect((await refusal(sheet, XLSX_LIMITS)).message).toMatch(/more than 100 times its packed size/);
    expect(await rowsOf(plainWorkbook(header), XLSX_LIMITS)).toEqual([{ row: 1, cells: header }]);
  });

  it('keeps a reading thread that runs out of memory to itself', async () => {
    const bomb = sharedStringsBomb(header, 200);
    const error = await refusal(bomb, { ...XLSX_LIMITS, ratio: 1e9, heapMb: 32 });
    expect(error.message).toBe('XLSX: too large once unpacked: reading it needs more than 32 MiB of memory');
    expect(error.tooLarge).toEqual({ part: 'file' });
    // This thread is unharmed and the next file reads.
    expect(await rowsOf(plainWorkbook(header), XLSX_LIMITS)).toEqual([{ row: 1, cells: header }]);
  });
});

describe('CSV files are bounded too', () => {
  it('stops at a record longer than 1 MiB, never holding it whole', async () => {
    const ctx = await newSeller();
    const long = 'x'.repeat(2 * 1024 * 1024);
    const rows = [
      header,
      ['P-1', 'Garrafa', 'P-1-A', '1'],
      ['P-2', long, 'P-2-A', '1'],
      ['P-3', 'Copo', 'P-3-A', '1'],
    ];
    const result = await importFile(ctx, file(csv(rows)));
    expect(result).toMatchObject({
      status: 'FAILED',
      detail: 'CSV: row 3 is longer than 1048576 characters',
    });
  });

  it('stops a file of nothing but unreadable records after 1000 of them', async () => {
    const ctx = await newSeller();
    const path = file(`externalId,title,sku\r\n${'a,b"c,d\r\n'.repeat(20_000)}`);
    const result = await importFile(ctx, path);
    expect(result).toMatchObject({ status: 'FAILED', validRows: 0 });
    expect(result.detail).toBe('CSV: more than 1000 unreadable rows in a row: is it a CSV file?');
    expect(fs.existsSync(path)).toBe(true);
  });
});
