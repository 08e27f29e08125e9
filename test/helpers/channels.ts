import { expect } from 'vitest';
import { sandboxItem } from '../../src/modules/marketplaces/index.ts';
import { bearer, tokenFor } from './auth.ts';
import { productBody } from './catalog.ts';
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
 */
export async function publishSkus(
  t: TestApp,
  sellerId: string,
  input: { skus: string[]; platforms: string[]; categoryId?: string },
): Promise<PublishedSkus> {
  const headers = bearer(await tokenFor(t, sellerId, ['product:edit', 'bffweb:ads', 'bffweb:marketplaces']));
  for (const platform of input.platforms) {
    const connected = await t.app.inject({
      method: 'POST',
      url: '/bffweb/marketplaces',
      headers,
      payload: { platform },
    });
    expect([201, 409]).toContain(connected.statusCode);
  }
  const result: PublishedSkus = { skuIds: {}, adIds: {} };
  for (const sku of input.skus) {
    const [skuId] = await createProduct(
      t,
      headers,
      productBody(`P-${sku}`, {
        ...(input.categoryId ? { categoryId: input.categoryId } : {}),
        variations: [{ sku }],
      }),
    );
    result.skuIds[sku] = skuId;
    result.adIds[sku] = {};
    for (const platform of input.platforms) {
      result.adIds[sku][platform] = await createAd(t, headers, { originSkuId: skuId, platform });
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
