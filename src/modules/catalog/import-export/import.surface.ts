import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type TProperties } from '@sinclair/typebox';
import type { Runtime } from '../../../platform/runtime.ts';
import { DomainError } from '../../../platform/http/errors.ts';
import { exportProductsCsv } from './export.service.ts';
import { CSV_TYPE, XLSX_TYPE } from './import.readers.ts';
import { ImportAcceptedSchema, ImportDetailSchema, IMPORT_FORMAT } from './import.schemas.ts';
import { getImport, importErrorReport, MAX_UPLOAD_BYTES, receiveUpload } from './import.service.ts';

const attachment = (name: string) => `attachment; filename="${name}"`;
const CsvResponse = (description: string) => ({
  200: { description, content: { 'text/csv': { schema: { type: 'string' } } } },
});

/** Where the import and export routes are served and for which seller they act. */
export interface Surface {
  prefix: string;
  /** Path parameters of the prefix. */
  params: TProperties;
  operationId(name: string): string;
  tags: string[];
  /** Sets the request's seller where the path names it (run before each handler). */
  actFor?: (request: FastifyRequest) => Promise<void>;
}

/**
 * The import and export routes of one surface: an upload is stored and checked, then imported by a
 * job; its progress and error report are read here.
 */
export async function surfaceRoutes(fastify: FastifyInstance, rt: Runtime, surface: Surface): Promise<void> {
  const base = rt.config.publicUrl;
  const { prefix } = surface;
  const PathParams = Type.Object(surface.params);
  const IdParams = Type.Object({ ...surface.params, id: Type.String({ minLength: 1 }) });
  const actFor = surface.actFor;
  if (actFor) fastify.addHook('preHandler', async (request) => actFor(request));
  // Encapsulated: only these routes take file bodies, read as streams and never buffered whole.
  await fastify.register(async (scope) => {
    const uploads = new WeakMap<FastifyRequest, Readable>();
    scope.addContentTypeParser([CSV_TYPE, XLSX_TYPE], (request, payload, done) => {
      uploads.set(request, payload);
      done(null, '');
    });
    const app = scope.withTypeProvider<TypeBoxTypeProvider>();

    app.post(
      `${prefix}/imports`,
      {
        // The parser above hands over a stream; anything else (JSON…) is refused before validation.
        preValidation: async (request) => {
          if (!uploads.has(request)) {
            throw new DomainError('unsupported-media-type', `Send the file as ${CSV_TYPE} or ${XLSX_TYPE}`);
          }
        },
        schema: {
          operationId: surface.operationId('uploadCatalogImport'),
          tags: surface.tags,
          summary: 'Upload a CSV or XLSX file of products to import',
          description:
            `Answers 202 once the file is stored and its header checked; a job imports it (follow Location). ` +
            `At most ${MAX_UPLOAD_BYTES} bytes (413 beyond); an XLSX file that unpacks past the limits of ` +
            `docs/security.md is refused with 413 too, naming the part. ${IMPORT_FORMAT}`,
          consumes: [CSV_TYPE, XLSX_TYPE],
          params: PathParams,
          querystring: Type.Object({
            fileName: Type.Optional(Type.String({ maxLength: 255, description: 'Shown in the import list' })),
          }),
          body: Type.String({ format: 'binary', description: 'The file itself' }),
          response: { 202: ImportAcceptedSchema },
        },
      },
      async (request, reply) => {
        const format = request.headers['content-type']?.startsWith(XLSX_TYPE) ? 'XLSX' : 'CSV';
        const declared = Number(request.headers['content-length']);
        const result = await receiveUpload(request.ctx, {
          fileName: request.query.fileName ?? `upload.${format.toLowerCase()}`,
          format,
          body: uploads.get(request)!,
          declaredBytes: Number.isFinite(declared) ? declared : undefined,
          maxBytes: MAX_UPLOAD_BYTES,
        });
        const at = request.url.split('?', 1)[0]!;
        return reply.code(202).header('Location', `${base}${at}/${result.id}`).send(result);
      },
    );
  });

  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    `${prefix}/imports/:id`,
    {
      schema: {
        operationId: surface.operationId('getCatalogImport'),
        tags: surface.tags,
        summary: 'Progress of an import, with the first entries of its error report',
        params: IdParams,
        response: { 200: ImportDetailSchema },
      },
    },
    async (request) => getImport(request.ctx, request.params.id),
  );

  app.get(
    `${prefix}/imports/:id/errors.csv`,
    {
      schema: {
        operationId: surface.operationId('getCatalogImportErrors'),
        tags: surface.tags,
        summary: 'The whole error report of an import as CSV: row, field, reason',
        params: IdParams,
        response: CsvResponse('UTF-8 with BOM; columns row, field, reason'),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const report = await importErrorReport(request.ctx, id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', attachment(`${id}-errors.csv`))
        .send(Readable.from(report));
    },
  );

  app.get(
    `${prefix}/export.csv`,
    {
      schema: {
        operationId: surface.operationId('exportCatalog'),
        tags: surface.tags,
        summary: 'The seller’s catalog as CSV, in the import’s format (one row per variation)',
        description:
          'Importing the file back, here or into another seller, gives the same catalog. `delimiter=semicolon` ' +
          'writes `;` and decimal commas, which Excel in Portuguese opens as columns and numbers.',
        params: PathParams,
        querystring: Type.Object({
          delimiter: Type.Optional(
            Type.Union([Type.Literal('comma'), Type.Literal('semicolon')], { default: 'comma' }),
          ),
        }),
        response: CsvResponse('UTF-8 with BOM; the columns of the import'),
      },
    },
    async (request, reply) => {
      const delimiter = request.query.delimiter === 'semicolon' ? ';' : ',';
      const day = rt.clock.now().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', attachment(`catalog-${day}.csv`))
        .send(Readable.from(exportProductsCsv(request.ctx, { delimiter })));
    },
  );
}
