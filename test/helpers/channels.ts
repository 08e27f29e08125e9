import { expect } from 'vitest';
import { sandboxItem } from '../../src/modules/marketplaces/index.ts';
import { productBody } from './catalog.ts';
import { connectPlatform, makeAd, makeProduct } from './factories.ts';
import { eventually, type TestApp } from './test-app.ts';

type Headers = Record<string, string>;

/** Connects the caller's seller to a channel (the caller needs bffweb:marketplaces). */
export async function connectChannel(
  t: TestApp,
  headers: Headers,
  platform: string,
  settings?: Record<string, unknown>,
): Promise<void> {
  const connected = await t.app.inject({
    method: 'POST',
    url: '/bffweb/marketplaces',
    headers,
    payload: { platform, ...(settings ? { settings } : {}) },
  });
  expect(connected.statusCode, connected.body).toBe(201);
}

/** Creates a product through `/integration/products` (product:edit); answers its variations' skuIds. */
export async function createProduct(
  t: TestApp,
  headers: Headers,
  body: object,
): Promise<[string, ...string[]]> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/integration/products',
    headers,
    payload: body,
  });
  expect(created.statusCode, created.body).toBe(202);
  const [first, ...others] = created.json<{ variations: { skuId: string }[] }>().variations;
  return [first!.skuId, ...others.map((v) => v.skuId)];
}

/** Creates an ad through `/bffweb/ads` (bffweb:ads); answers its id. */
export async function createAd(t: TestApp, headers: Headers, payload: object): Promise<string> {
  const ad = await t.app.inject({ method: 'POST', url: '/bffweb/ads', headers, payload });
  expect(ad.statusCode, ad.body).toBe(201);
  return ad.json<{ id: string }>().id;
}

export interface PublishedSkus {
  /** skuId by sku. */
  skuIds: Record<string, string>;
  /** adId by sku, then platform. */
  adIds: Record<string, Record<string, string>>;
}

/**
 * A seller's catalog on the channels, as prices and stock tests need it: one product per sku (in
 * `categoryId` when given), the platforms connected, and an ad of every variation on each platform.
 * Written through the services (`factories.ts`): it is every such file's set-up, not what it tests.
 */
export async function publishSkus(
  t: TestApp,
  sellerId: string,
  input: { skus: string[]; platforms: string[]; categoryId?: string },
): Promise<PublishedSkus> {
  for (const platform of input.platforms) await connectPlatform(t, sellerId, platform);
  const result: PublishedSkus = { skuIds: {}, adIds: {} };
  for (const sku of input.skus) {
    const [skuId] = await makeProduct(
      t,
      sellerId,
      productBody(`P-${sku}`, {
        ...(input.categoryId ? { categoryId: input.categoryId } : {}),
        variations: [{ sku }],
      }),
    );
    result.skuIds[sku] = skuId;
    result.adIds[sku] = {};
    for (const platform of input.platforms) {
      result.adIds[sku][platform] = await makeAd(t, sellerId, { originSkuId: skuId, platform });
    }
  }
  return result;
}

/** Waits until the channel holds `field` = `value` for the ad (what a buyer on that marketplace sees). */
export async function channelShows(
  t: TestApp,
  sellerId: string,
  platform: string,
  adId: string,
  field: 'price' | 'stock',
  value: unknown,
): Promise<void> {
  await eventually(async () => (await sandboxItem(t.rt, sellerId, platform, adId))?.fields[field] === value);
}
