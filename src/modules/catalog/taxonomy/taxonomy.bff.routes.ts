import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { categoryTree, listBrands } from './taxonomy.service.ts';
import { BrandSchema, CategorySchema } from './taxonomy.routes.ts';

/** The web admin's taxonomy under /bffweb/catalog. */
export async function taxonomyBffRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // The web admin picks categories (promotion eligibility) from the same tree, as plain JSON.
  app.get(
    '/bffweb/catalog/categories',
    {
      schema: {
        operationId: 'bffListCategories',
        tags: ['bff catalog'],
        summary: "The seller's categories as a tree",
        response: { 200: Type.Array(CategorySchema) },
      },
    },
    async (request) => categoryTree(request.ctx),
  );
  // The profit guard's settings pick brands for their margins (PRC-35) from the seller's list, as plain JSON.
  app.get(
    '/bffweb/catalog/brands',
    {
      schema: {
        operationId: 'bffListBrands',
        tags: ['bff catalog'],
        summary: "The seller's brands, by name",
        response: { 200: Type.Array(BrandSchema) },
      },
    },
    async (request) => listBrands(request.ctx),
  );
}
