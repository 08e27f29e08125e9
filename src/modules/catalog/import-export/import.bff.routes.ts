import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Runtime } from '../../../platform/runtime.ts';
import { PagedSchema, PagingQuery, parsePaging, sendPage } from '../../../platform/http/hal.ts';
import { ImportProgressSchema } from './import.schemas.ts';
import { listImports } from './import.service.ts';
import { surfaceRoutes, type Surface } from './import.surface.ts';

const tags = ['catalog import and export'];

const bffweb: Surface = {
  prefix: '/bffweb/catalog',
  params: {},
  operationId: (name) => name,
  tags,
};

/**
 * The web back end's bulk import and export (`/bffweb/catalog`, area scope `bffweb:catalog`): upload,
 * progress, error report, export, and the seller's list of imports.
 */
export async function importBffRoutes(fastify: FastifyInstance, rt: Runtime): Promise<void> {
  await fastify.register((scope) => surfaceRoutes(scope, rt, bffweb));
  await listRoute(fastify, rt);
}

/** The seller's own import list (the web admin's; an operator's command follows one import). */
async function listRoute(fastify: FastifyInstance, rt: Runtime): Promise<void> {
  const base = rt.config.publicUrl;
  fastify.withTypeProvider<TypeBoxTypeProvider>().get(
    '/bffweb/catalog/imports',
    {
      schema: {
        operationId: 'listCatalogImports',
        tags,
        summary: 'The seller’s imports, newest first',
        querystring: PagingQuery,
        response: { 200: PagedSchema('catalogImportList', ImportProgressSchema) },
      },
    },
    async (request, reply) => {
      const paging = parsePaging(request.query);
      return sendPage(
        request,
        reply,
        base,
        'catalogImportList',
        paging,
        await listImports(request.ctx, paging),
      );
    },
  );
}
