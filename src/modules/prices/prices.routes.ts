import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Runtime } from '../../platform/runtime.ts';
import { PagedSchema } from '../../platform/http/hal.ts';
import {
  DomainTypeQuery,
  GuardSettingsSchema,
  HeldConfirmedSchema,
  HeldParams,
  HeldQuery,
  HeldPriceSchema,
  SkuFloorSchema,
  PlatformPriceListSchema,
  PlatformPriceSchema,
  PriceAcceptedSchema,
  PriceHistoryQuery,
  PriceHistorySchema,
  PriceListSchema,
  SkuPriceInputSchema,
  SkuPriceSchema,
  SkuQuery,
} from './prices.schemas.ts';
import {
  getPlatformPrice,
  getSkuPrice,
  listPriceHistory,
  putPlatformPrices,
  putPriceList,
  putSkuPrice,
  type Writer,
} from './prices.service.ts';
import { sendPaged } from '../../platform/http/handlers.ts';
import { parityRoutes } from './prices.parity.routes.ts';
import {
  confirmHeldPrice,
  dropHeldPrice,
  getHeldPrice,
  guardSettings,
  listHeldPrices,
  putGuardSettings,
  skuFloors,
} from './prices.guard.ts';

const HISTORY_LIST_KEY = 'priceHistoryApiDTOList';
const HELD_LIST_KEY = 'heldPrices';

const EDIT = { scope: 'price:edit' };
const ItemParams = Type.Object({ itemId: Type.String({ minLength: 1, maxLength: 100 }) });

/**
 * The price routes both surfaces share (the web admin's in prices.bff.routes.ts); `writer` is recorded
 * as the source of every change they make (API for partners, ADMIN for the web admin) and `id` keeps
 * operationIds unique across the two.
 */
export async function sharedPriceRoutes(
  fastify: FastifyInstance,
  rt: Runtime,
  prefix: '/integration/prices' | '/bffweb/prices',
  writer: Writer,
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const base = rt.config.publicUrl;
  const bff = writer === 'ADMIN';
  const id = (name: string) => (bff ? `bff${name[0]!.toUpperCase()}${name.slice(1)}` : name);
  const tags = ['prices'];
  const write = bff ? {} : { config: EDIT };

  app.put(
    `${prefix}/bysku`,
    {
      ...write,
      schema: {
        operationId: id('putPriceBySku'),
        tags,
        summary: 'Set the SKU-wide list price of one SKU',
        description:
          'Answers 202. Repeating the same value only updates lastModifiedDt: no event, no history entry, no channel push.',
        body: SkuPriceInputSchema,
        response: { 202: PriceAcceptedSchema },
      },
    },
    async (request, reply) => reply.code(202).send(await putSkuPrice(request.ctx, writer, request.body)),
  );

  app.get(
    `${prefix}/bysku`,
    {
      schema: {
        operationId: id('getPriceBySku'),
        tags,
        summary: 'List price ("de") and sale price ("por") of one SKU, SKU-wide and per platform',
        querystring: SkuQuery,
        response: { 200: SkuPriceSchema },
      },
    },
    async (request) => getSkuPrice(request.ctx, request.query, bff ? 'empty' : 'not-found'),
  );

  app.put(
    `${prefix}/list/bysku`,
    {
      ...write,
      schema: {
        operationId: id('putPriceList'),
        tags,
        summary: 'Set many prices at once (DEFAULT or dated PROMOTION, SKU-wide or per platform)',
        description:
          'Every item is checked before anything is written: a bad one is 400 naming `[index].field`, an unknown ' +
          'sku or skuId 404, and nothing is stored. A PROMOTION price wins over the list price inside its window.',
        body: PriceListSchema,
        response: { 202: PriceAcceptedSchema },
      },
    },
    async (request, reply) => reply.code(202).send(await putPriceList(request.ctx, writer, request.body)),
  );

  app.get(
    `${prefix}/floor/bysku`,
    {
      schema: {
        operationId: id('getPriceFloorBySku'),
        tags,
        summary: 'The floor of one SKU per connected channel, with its breakdown',
        description:
          'The floor is the lowest price at which a sale still earns the seller minimum margin: (cost + fixed fee + ' +
          'freight) / (1 − commission − tax − minMargin), rounded up to the cent. A price below it is held.',
        querystring: SkuQuery,
        response: { 200: SkuFloorSchema },
      },
    },
    async (request) => skuFloors(request.ctx, request.query),
  );

  app.get(
    `${prefix}/guard`,
    {
      schema: {
        operationId: id('getPriceGuard'),
        tags,
        summary: "The seller's profit guard: minimum margin, taxes, change factor and channel costs",
        response: { 200: GuardSettingsSchema },
      },
    },
    async (request) => guardSettings(request.ctx),
  );

  app.put(
    `${prefix}/guard`,
    {
      ...write,
      schema: {
        operationId: id('putPriceGuard'),
        tags,
        summary: "Set the seller's profit guard (fields left out keep their value)",
        body: GuardSettingsSchema,
        response: { 200: GuardSettingsSchema },
      },
    },
    async (request) => putGuardSettings(request.ctx, request.body),
  );

  app.get(
    `${prefix}/held`,
    {
      schema: {
        operationId: id('listHeldPrices'),
        tags,
        summary: `Price changes the profit guard held, newest first (HAL ${HELD_LIST_KEY})`,
        querystring: HeldQuery,
        response: { 200: PagedSchema(HELD_LIST_KEY, HeldPriceSchema) },
      },
    },
    async (request, reply) =>
      sendPaged(request, reply, base, HELD_LIST_KEY, (paging) =>
        listHeldPrices(request.ctx, request.query, paging),
      ),
  );

  app.get(
    `${prefix}/held/:id`,
    {
      schema: {
        operationId: id('getHeldPrice'),
        tags,
        summary: 'One held price change, with its reason and floor',
        params: HeldParams,
        response: { 200: HeldPriceSchema },
      },
    },
    async (request) => getHeldPrice(request.ctx, request.params.id),
  );

  app.post(
    `${prefix}/held/:id/confirm`,
    {
      ...write,
      schema: {
        operationId: id('confirmHeldPrice'),
        tags,
        summary: 'Apply a held price change as it was sent, and push it to the channels',
        params: HeldParams,
        response: { 200: HeldConfirmedSchema },
      },
    },
    async (request) => confirmHeldPrice(request.ctx, request.params.id),
  );

  app.delete(
    `${prefix}/held/:id`,
    {
      ...write,
      schema: {
        operationId: id('dropHeldPrice'),
        tags,
        summary: 'Drop a held price change: the price stays what it was',
        params: HeldParams,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      await dropHeldPrice(request.ctx, request.params.id);
      return reply.code(204).send(null);
    },
  );

  await parityRoutes(fastify, rt, prefix, writer, id, write);

  app.get(
    `${prefix}/history`,
    {
      schema: {
        operationId: id('listPriceHistory'),
        tags,
        summary: `Price changes, newest first, with their source (HAL ${HISTORY_LIST_KEY})`,
        description:
          'Filter by sku or skuId, platform and source. Sources: API, ADMIN, RULE (with ruleId), PROMOTION ' +
          '(with promotionId), SCHEDULE (a dated PROMOTION price started or ended).',
        querystring: PriceHistoryQuery,
        response: { 200: PagedSchema(HISTORY_LIST_KEY, PriceHistorySchema) },
      },
    },
    async (request, reply) =>
      sendPaged(request, reply, base, HISTORY_LIST_KEY, (paging) =>
        listPriceHistory(request.ctx, request.query, paging),
      ),
  );
}

/** The partners' prices under /integration/prices. */
export async function pricesRoutes(app: FastifyInstance, rt: Runtime): Promise<void> {
  await sharedPriceRoutes(app, rt, '/integration/prices', 'API');
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['prices'];

  typed.get(
    '/integration/prices/:platform/:itemId',
    {
      schema: {
        operationId: 'getPlatformPrice',
        tags,
        summary: 'What a SKU (or an ad) costs on one platform',
        description: 'domainType PRODUCT (default): itemId is a skuId; AD: an adId on that platform.',
        params: Type.Object({
          platform: Type.String({ minLength: 1, maxLength: 40 }),
          itemId: Type.String({ minLength: 1 }),
        }),
        querystring: DomainTypeQuery,
        response: { 200: PlatformPriceSchema },
      },
    },
    async (request) =>
      getPlatformPrice(request.ctx, request.params.platform, request.params.itemId, request.query.domainType),
  );

  typed.put(
    '/integration/prices/platforms/:itemId',
    {
      config: EDIT,
      schema: {
        operationId: 'putPlatformPrices',
        tags,
        summary: 'Set the prices of one SKU (or ad) on named platforms',
        description:
          'domainType PRODUCT (default): itemId is a skuId; AD: an adId, and every item must be for its platform.',
        params: ItemParams,
        querystring: DomainTypeQuery,
        body: PlatformPriceListSchema,
        response: { 202: PriceAcceptedSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(
          await putPlatformPrices(request.ctx, request.params.itemId, request.query.domainType, request.body),
        ),
  );
}
