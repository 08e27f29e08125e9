import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Runtime } from '../../../platform/runtime.ts';
import {
  EntitySchema,
  JSON_TYPE,
  PagedSchema,
  PagingQuery,
  parsePaging,
  sendEntity,
  sendPage,
} from '../../../platform/http/hal.ts';
import { WriteAcceptedSchema } from '../catalog.schemas.ts';
import { changeMedia, getMedia, listMedia, type MediaChange, type MediaKind } from './media.service.ts';

const EDIT = { scope: 'product:edit' };
const Url = Type.String({ format: 'uri', maxLength: 2000, description: 'An http or https URL' });
const Image = Type.Object({ url: Url, main: Type.Optional(Type.Boolean()) }, { additionalProperties: false });
const Video = Type.Object({ url: Url }, { additionalProperties: false });
const SkuIdParams = Type.Object({ skuId: Type.String({ minLength: 1 }) });

const media = {
  images: { one: 'image', One: 'Image', item: Image, max: 50, listKey: 'imageApiDTOList' },
  videos: { one: 'video', One: 'Video', item: Video, max: 20, listKey: 'videoApiDTOList' },
} as const;

const ViewSchema = (kind: MediaKind) =>
  Type.Object({
    skuId: Type.String(),
    sku: Type.String(),
    productId: Type.String(),
    [kind]: Type.Array(media[kind].item),
  });

/**
 * `/integration/images` and `/integration/videos`: a variation's media on their own, by skuId. Every
 * write changes the variation as a product write would (event, ads following IMAGES or VIDEOS).
 */
export async function catalogMediaRoutes(fastify: FastifyInstance, rt: Runtime): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const base = rt.config.publicUrl;
  for (const kind of ['images', 'videos'] as const) {
    const { one, One, item, max, listKey } = media[kind];
    const tags = [kind];
    const path = `/integration/${kind}`;
    const write = async (ctx: Parameters<typeof changeMedia>[0], skuId: string, change: MediaChange) =>
      changeMedia(ctx, kind, skuId, change);

    app.get(
      path,
      {
        schema: {
          operationId: `list${One}s`,
          tags,
          summary: `Paged ${kind} of every variation`,
          querystring: PagingQuery,
          response: { 200: PagedSchema(listKey, ViewSchema(kind)) },
        },
      },
      async (request, reply) => {
        const paging = parsePaging(request.query);
        const result = await listMedia(request.ctx, kind, paging);
        // Video reads are plain JSON without links, as the V2 video endpoints always were.
        return sendPage(
          request,
          reply,
          base,
          listKey,
          paging,
          result,
          kind === 'videos' ? 'plain' : 'negotiated',
        );
      },
    );

    app.get(
      `${path}/:skuId`,
      {
        schema: {
          operationId: `get${One}s`,
          tags,
          summary: `The ${kind} of one variation, in order`,
          params: SkuIdParams,
          response: { 200: EntitySchema(ViewSchema(kind)) },
        },
      },
      async (request, reply) => {
        const view = await getMedia(request.ctx, kind, request.params.skuId);
        if (kind === 'videos') return reply.type(JSON_TYPE).send(view);
        const skuId = encodeURIComponent(request.params.skuId);
        return sendEntity(request, reply, base, view, {
          self: { href: `${base}${path}/${skuId}` },
          variation: { href: `${base}/integration/products/variations/${skuId}` },
        });
      },
    );

    app.put(
      `${path}/:skuId`,
      {
        config: EDIT,
        schema: {
          operationId: `replace${One}s`,
          tags,
          summary: `Replace the ${kind} of one variation`,
          description:
            kind === 'images'
              ? 'In the order given; the first is main when none is marked, two mains are 400.'
              : 'In the order given.',
          params: SkuIdParams,
          body: Type.Object({ [kind]: Type.Array(item, { maxItems: max }) }, { additionalProperties: false }),
          response: { 202: WriteAcceptedSchema },
        },
      },
      async (request, reply) => {
        const items = (request.body as Record<MediaKind, { url: string; main?: boolean }[]>)[kind];
        return reply.code(202).send(await write(request.ctx, request.params.skuId, { op: 'replace', items }));
      },
    );

    app.post(
      `${path}/:skuId`,
      {
        config: EDIT,
        schema: {
          operationId: `add${One}`,
          tags,
          summary: `Add one ${one} to a variation`,
          description: `At \`position\` (0-based; the end when absent). A URL already present is 400.${
            kind === 'images' ? ' `main: true` makes it the main image.' : ''
          }`,
          params: SkuIdParams,
          body: Type.Composite(
            [item, Type.Object({ position: Type.Optional(Type.Integer({ minimum: 0, maximum: max })) })],
            {
              additionalProperties: false,
            },
          ),
          response: { 202: WriteAcceptedSchema },
        },
      },
      async (request, reply) => {
        const { position, ...added } = request.body as { url: string; main?: boolean; position?: number };
        const change: MediaChange = {
          op: 'add',
          item: added,
          ...(position !== undefined ? { position } : {}),
        };
        return reply.code(202).send(await write(request.ctx, request.params.skuId, change));
      },
    );

    app.delete(
      `${path}/:skuId`,
      {
        config: EDIT,
        schema: {
          operationId: `remove${One}`,
          tags,
          summary: `Remove one ${one} of a variation, by URL`,
          description: `404 when the URL is not among the variation's ${kind}.`,
          params: SkuIdParams,
          querystring: Type.Object({ url: Url }),
          response: { 202: WriteAcceptedSchema },
        },
      },
      async (request, reply) =>
        reply
          .code(202)
          .send(await write(request.ctx, request.params.skuId, { op: 'remove', url: request.query.url })),
    );

    app.put(
      `${path}/:skuId/order`,
      {
        config: EDIT,
        schema: {
          operationId: `order${One}s`,
          tags,
          summary: `Reorder the ${kind} of a variation`,
          description: 'Lists every current URL once, in the new order.',
          params: SkuIdParams,
          body: Type.Object({ urls: Type.Array(Url, { maxItems: max }) }, { additionalProperties: false }),
          response: { 202: WriteAcceptedSchema },
        },
      },
      async (request, reply) =>
        reply
          .code(202)
          .send(await write(request.ctx, request.params.skuId, { op: 'order', urls: request.body.urls })),
    );
  }

  app.put(
    '/integration/images/:skuId/main',
    {
      config: EDIT,
      schema: {
        operationId: 'setMainImage',
        tags: ['images'],
        summary: 'Make one image of a variation its main image',
        params: SkuIdParams,
        body: Type.Object({ url: Url }, { additionalProperties: false }),
        response: { 202: WriteAcceptedSchema },
      },
    },
    async (request, reply) =>
      reply.code(202).send(
        await changeMedia(request.ctx, 'images', request.params.skuId, {
          op: 'main',
          url: request.body.url,
        }),
      ),
  );
}
