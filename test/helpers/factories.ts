import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { createAd as createAdRow } from '../../src/modules/ads/index.ts';
import { CreateAdSchema } from '../../src/modules/ads/ads.schemas.ts';
import { createProduct as createProductRow } from '../../src/modules/catalog/index.ts';
import { ProductInputSchema } from '../../src/modules/catalog/catalog.schemas.ts';
import { connectAccount, connectedAccount } from '../../src/modules/marketplaces/index.ts';
import { createSandboxOrder } from '../../src/modules/orders/index.ts';
import { SandboxOrderSchema } from '../../src/modules/orders/orders.schemas.ts';
import { sandboxInput } from '../../src/modules/orders/orders.routes.ts';
import { putPriceList } from '../../src/modules/prices/index.ts';
import { putStockList } from '../../src/modules/stock/index.ts';
import { commandLineCtx, type Ctx } from '../../src/platform/context.ts';
import { productBody } from './catalog.ts';
import type { TestApp } from './test-app.ts';

/**
 * A test's "given", written through the services instead of HTTP: no token, no routing, no JSON round
 * trip, so a file's set-up costs what the writes cost. The routes' own tests keep HTTP for the behaviour
 * under test (docs/architecture.md, "Tests in three tiers").
 *
 * Each input goes through its route's body schema first, defaults applied and checked, so a factory
 * writes exactly what the same request would have written.
 */
function asRequestBody<T>(schema: TSchema, body: unknown): T {
  const withDefaults = Value.Default(schema, structuredClone(body));
  if (!Value.Check(schema, withDefaults)) {
    const [first] = Value.Errors(schema, withDefaults);
    throw new Error(`factory input is not a valid request body: ${first?.path} ${first?.message}`);
  }
  return withDefaults as T;
}

/** The seller's context for set-up; the change history names the operator's command line. */
const sellerCtx = (t: TestApp, sellerId: string): Ctx => commandLineCtx(t.rt, sellerId);

/** Creates a product as `POST /integration/products` would; answers its variations' skuIds in order. */
export async function makeProduct(
  t: TestApp,
  sellerId: string,
  body: object,
): Promise<[string, ...string[]]> {
  const made = await createProductRow(sellerCtx(t, sellerId), asRequestBody(ProductInputSchema, body));
  const [first, ...others] = made.variations;
  return [first!.skuId, ...others.map((v) => v.skuId)];
}

/** Connects a channel as `POST /bffweb/marketplaces` would; connecting it again is a no-op. */
export async function connectPlatform(
  t: TestApp,
  sellerId: string,
  platform: string,
  settings?: Record<string, unknown>,
): Promise<void> {
  const ctx = sellerCtx(t, sellerId);
  if (await connectedAccount(ctx, platform)) return;
  await connectAccount(ctx, { platform, ...(settings ? { settings } : {}) });
}

/** Creates an ad as `POST /bffweb/ads` would; answers its id. */
export async function makeAd(t: TestApp, sellerId: string, payload: object): Promise<string> {
  const ad = await createAdRow(sellerCtx(t, sellerId), asRequestBody(CreateAdSchema, payload));
  return ad.id;
}

/** Sets SKU prices as the seller's admin would (`PUT /bffweb/prices`), through the profit guard. */
export const setPrices = (t: TestApp, sellerId: string, items: Parameters<typeof putPriceList>[2]) =>
  putPriceList(sellerCtx(t, sellerId), 'ADMIN', items);

/** Sets stock levels as `PUT /integration/stocks` would. */
export const setStock = (t: TestApp, sellerId: string, items: Parameters<typeof putStockList>[1]) =>
  putStockList(sellerCtx(t, sellerId), items);

/** A sandbox channel's order, taken in as `POST /integration/sandbox/orders` would (a sandbox seller's). */
export async function makeSandboxOrder(t: TestApp, sellerId: string, body: object) {
  const made = await createSandboxOrder(
    sellerCtx(t, sellerId),
    sandboxInput(asRequestBody(SandboxOrderSchema, body)),
  );
  return made.order;
}

/**
 * SKUs whose only cost is the one given (no inbound freight, packaging or royalty), each its own product with
 * an ad on SANDBOX, which charges no fees: the profit guard's floor is then the cost over the margin left.
 */
export async function costedSandboxSkus(
  t: TestApp,
  sellerId: string,
  costs: Record<string, number>,
): Promise<{ skuIds: Record<string, string>; adIds: Record<string, string> }> {
  await connectPlatform(t, sellerId, 'SANDBOX');
  const skuIds: Record<string, string> = {};
  const adIds: Record<string, string> = {};
  for (const [code, cost] of Object.entries(costs)) {
    const noOtherCosts = { inboundFreight: 0, packaging: 0, royalty: 0 };
    const body = productBody(`P-${code}`, { productCosts: noOtherCosts, variations: [{ sku: code, cost }] });
    [skuIds[code]] = await makeProduct(t, sellerId, body);
    adIds[code] = await makeAd(t, sellerId, { originSkuId: skuIds[code], platform: 'SANDBOX' });
  }
  return { skuIds, adIds };
}
