import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Runtime } from '../../platform/runtime.ts';
import { DomainError } from '../../platform/http/errors.ts';
import { CSV_TYPE, XLSX_TYPE } from '../catalog/index.ts';
import { sharedPriceRoutes } from './prices.routes.ts';
import { MAX_IMPORT_ROWS, importPrices } from './prices.import.ts';
import { PriceImportSchema } from './prices.schemas.ts';

/** A price file is read whole: 10,000 rows of a sku, a price and a platform fit well inside. */
const MAX_IMPORT_BYTES = 2 * 1024 * 1024;

/** The web admin's prices under /bffweb/prices: the partners' routes, changes recorded as ADMIN's. */
export async function pricesBffRoutes(app: FastifyInstance, rt: Runtime): Promise<void> {
  await sharedPriceRoutes(app, rt, '/bffweb/prices', 'ADMIN');
  // Encapsulated: only the import takes a file body.
  await app.register(async (scope) => {
    // The file stays beside the request: the body the schema sees is the empty string.
    const files = new WeakMap<FastifyRequest, Buffer>();
    scope.addContentTypeParser(
      [CSV_TYPE, XLSX_TYPE],
      { parseAs: 'buffer', bodyLimit: MAX_IMPORT_BYTES },
      (request, body, done) => {
        files.set(request, body as Buffer);
        done(null, '');
      },
    );
    scope.withTypeProvider<TypeBoxTypeProvider>().post(
      '/bffweb/prices/import',
      {
        bodyLimit: MAX_IMPORT_BYTES,
        preValidation: async (request) => {
          if (!files.has(request)) {
            throw new DomainError('unsupported-media-type', `Send the file as ${CSV_TYPE} or ${XLSX_TYPE}`);
          }
        },
        schema: {
          operationId: 'bffImportPrices',
          tags: ['prices'],
          summary: 'Import a CSV or XLSX file of prices, through the profit guard',
          description:
            'Columns: sku, price (31.90, 31,90 or 1.234,56) and optionally platform (empty: SKU-wide). Every row ' +
            'is checked before anything is written: a wrong one is 400 naming its row, and nothing is stored. ' +
            `At most ${MAX_IMPORT_ROWS} prices and ${MAX_IMPORT_BYTES} bytes (413 beyond). Rows below their ` +
            'floor or changing the price too much are held, reported with their row; the rest are applied.',
          consumes: [CSV_TYPE, XLSX_TYPE],
          body: Type.String({ format: 'binary', description: 'The file itself' }),
          response: { 200: PriceImportSchema },
        },
      },
      async (request) =>
        importPrices(
          request.ctx,
          request.headers['content-type']?.startsWith(XLSX_TYPE) ? 'XLSX' : 'CSV',
          files.get(request)!,
        ),
    );
  });
}
