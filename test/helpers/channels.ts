import { expect } from 'vitest';
import { sandboxItem } from '../../src/modules/marketplaces/index.ts';
import { bearer, tokenFor } from './auth.ts';
import { productBody } from './catalog.ts';
import { eventually, type TestApp } from './test-app.ts';

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
    const created = await t.app.inject({
      method: 'POST',
      url: '/integration/products',
      headers,
      payload: productBody(`P-${sku}`, {
        ...(input.categoryId ? { categoryId: input.categoryId } : {}),
        variations: [{ sku }],
      }),
    });
    expect(created.statusCode, created.body).toBe(202);
    const skuId = created.json().variations[0].skuId as string;
    result.skuIds[sku] = skuId;
    result.adIds[sku] = {};
    for (const platform of input.platforms) {
      const ad = await t.app.inject({
        method: 'POST',
        url: '/bffweb/ads',
        headers,
        payload: { originSkuId: skuId, platform },
      });
      expect(ad.statusCode, ad.body).toBe(201);
      result.adIds[sku][platform] = ad.json().id;
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
