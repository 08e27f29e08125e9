import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Runtime } from '../../../platform/runtime.ts';
import {
  EntitySchema,
  PagedSchema,
  PagingQuery,
  pageOfArray,
  parsePaging,
  selfLink,
  sendEntity,
  sendPage,
} from '../../../platform/http/hal.ts';
import {
  categoryTree,
  createAttribute,
  createBrand,
  createCategory,
  getAttribute,
  getBrand,
  getCategory,
  listAttributes,
  listBrands,
  updateBrand,
} from './taxonomy.service.ts';
import { created } from '../../../platform/http/handlers.ts';

const EDIT = { scope: 'product:edit' };
const Mappings = Type.Record(
  Type.String({ pattern: '^[A-Z0-9_]{2,40}$' }),
  Type.String({ minLength: 1, maxLength: 120 }),
  {
    description: 'Brand name per marketplace code, e.g. {"MERCADO_LIVRE": "Acme Oficial"}',
  },
);
export const BrandSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  mappings: Type.Record(Type.String(), Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
// Children repeat this shape; a recursive schema would leave an unresolvable $ref in the OpenAPI documents.
export const CategorySchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  parentId: Type.Union([Type.String(), Type.Null()]),
  path: Type.Array(Type.String()),
  children: Type.Array(Type.Unknown(), { description: 'Child categories, of this same shape' }),
});
const AttributeType = Type.Union([
  Type.Literal('TEXT'),
  Type.Literal('NUMBER'),
  Type.Literal('BOOLEAN'),
  Type.Literal('LIST'),
]);
const AttributeSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  type: AttributeType,
  allowedValues: Type.Optional(Type.Array(Type.String())),
});
const IdParams = Type.Object({ id: Type.String() });

/** Brands, categories and attributes under /integration; the web admin's category tree is in taxonomy.bff.routes.ts. */
export async function taxonomyRoutes(fastify: FastifyInstance, rt: Runtime): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const base = rt.config.publicUrl;
  /** Every list is the paged model of the other lists (HAL, or the same object without links). */
  const page = <T>(request: FastifyRequest, reply: FastifyReply, key: string, items: T[]) => {
    const paging = parsePaging(request.query as Record<string, string>);
    return sendPage(request, reply, base, key, paging, pageOfArray(items, paging));
  };
  const link = (path: string, id: string) =>
    selfLink(base, `/integration/${path}/${encodeURIComponent(id)}`).self;
  /** A single brand, category or attribute: HAL with its links, or the plain object (API-06). */
  const entity = (
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    body: { id: string; parentId?: string | null },
  ) =>
    sendEntity(request, reply, base, body, {
      self: link(path, body.id),
      ...(body.parentId ? { parent: link(path, body.parentId) } : {}),
    });

  app.get(
    '/integration/brands',
    {
      schema: {
        operationId: 'listBrands',
        tags: ['brands'],
        summary: "The seller's brands, by name",
        querystring: PagingQuery,
        response: { 200: PagedSchema('brandApiDTOList', BrandSchema) },
      },
    },
    async (request, reply) => page(request, reply, 'brandApiDTOList', await listBrands(request.ctx)),
  );
  app.post(
    '/integration/brands',
    {
      config: EDIT,
      schema: {
        operationId: 'createBrand',
        tags: ['brands'],
        body: Type.Object({
          name: Type.String({ minLength: 1, maxLength: 120 }),
          mappings: Type.Optional(Mappings),
        }),
        response: { 201: BrandSchema },
      },
    },
    created(createBrand),
  );
  app.get(
    '/integration/brands/:id',
    {
      schema: {
        operationId: 'getBrand',
        tags: ['brands'],
        params: IdParams,
        response: { 200: EntitySchema(BrandSchema) },
      },
    },
    async (request, reply) =>
      entity(request, reply, 'brands', await getBrand(request.ctx, request.params.id)),
  );
  app.put(
    '/integration/brands/:id',
    {
      config: EDIT,
      schema: {
        operationId: 'updateBrand',
        tags: ['brands'],
        summary: 'Rename a brand or change its marketplace mappings',
        description: 'Ads with BRAND in their updateOptions follow the change.',
        params: IdParams,
        body: Type.Object(
          {
            name: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
            mappings: Type.Optional(Mappings),
          },
          { minProperties: 1 },
        ),
        response: { 200: BrandSchema },
      },
    },
    async (request) => updateBrand(request.ctx, request.params.id, request.body),
  );

  app.get(
    '/integration/categories',
    {
      schema: {
        operationId: 'listCategories',
        tags: ['categories'],
        summary: "The seller's categories as a tree",
        description: 'Pages over the root categories; each carries its whole subtree in `children`.',
        querystring: PagingQuery,
        response: { 200: PagedSchema('categoryApiDTOList', CategorySchema) },
      },
    },
    async (request, reply) => page(request, reply, 'categoryApiDTOList', await categoryTree(request.ctx)),
  );
  app.post(
    '/integration/categories',
    {
      config: EDIT,
      schema: {
        operationId: 'createCategory',
        tags: ['categories'],
        body: Type.Object({
          name: Type.String({ minLength: 1, maxLength: 120 }),
          parentId: Type.Optional(Type.Union([Type.String(), Type.Null()])),
        }),
      },
    },
    created(createCategory),
  );
  app.get(
    '/integration/categories/:id',
    {
      schema: {
        operationId: 'getCategory',
        tags: ['categories'],
        params: IdParams,
        response: { 200: EntitySchema(CategorySchema) },
      },
    },
    async (request, reply) =>
      entity(request, reply, 'categories', await getCategory(request.ctx, request.params.id)),
  );

  app.get(
    '/integration/attributes',
    {
      schema: {
        operationId: 'listAttributes',
        tags: ['attributes'],
        summary: "The seller's attribute definitions, by name",
        querystring: PagingQuery,
        response: { 200: PagedSchema('attributeApiDTOList', AttributeSchema) },
      },
    },
    async (request, reply) => page(request, reply, 'attributeApiDTOList', await listAttributes(request.ctx)),
  );
  app.post(
    '/integration/attributes',
    {
      config: EDIT,
      schema: {
        operationId: 'createAttribute',
        tags: ['attributes'],
        body: Type.Object({
          name: Type.String({ minLength: 1, maxLength: 120 }),
          type: AttributeType,
          allowedValues: Type.Optional(
            Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 500 }),
          ),
        }),
        response: { 201: AttributeSchema },
      },
    },
    created(createAttribute),
  );
  app.get(
    '/integration/attributes/:id',
    {
      schema: {
        operationId: 'getAttribute',
        tags: ['attributes'],
        summary: 'One attribute definition',
        params: IdParams,
        response: { 200: EntitySchema(AttributeSchema) },
      },
    },
    async (request, reply) =>
      entity(request, reply, 'attributes', await getAttribute(request.ctx, request.params.id)),
  );
}
