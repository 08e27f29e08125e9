import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, eventually, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer, createSeller, tokenFor } from '../../../test/helpers/auth.ts';
import { productBody } from '../../../test/helpers/catalog.ts';
import { channelShows, connectChannel, createAd, createProduct } from '../../../test/helpers/channels.ts';
import { systemCtx, withTransaction, type Ctx } from '../../platform/context.ts';
import { queryRows } from '../../platform/db/sql.ts';
import { putPriceList } from '../prices/index.ts';
import { putStockList } from '../stock/index.ts';

/** Ads learn of price and stock changes, and of their own creation, from events only (ADS-90). */
describe('ads following prices and stock', () => {
  let t: TestApp;
  let seller: string;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    seller = (await createSeller(t)).id;
    headers = bearer(await tokenFor(t, seller, ['product:edit', 'bffweb:ads', 'bffweb:marketplaces']));
    await connectChannel(t, headers, 'SANDBOX');
  });
  afterAll(() => t.close());

  const adValues = async (ctx: Ctx, adId: string) => {
    const [row] = await queryRows<{ price: string | null; stock: number }>(
      ctx.db,
      sql`select price::text, stock from ads where seller_id = ${seller} and id = ${adId}`,
    );
    return row!;
  };
  const publishedSku = async (code: string) => {
    const [skuId] = await createProduct(t, headers, productBody(code, { variations: [{ sku: code }] }));
    // Its SKU has no price or stock yet: it keeps what its body said.
    const adId = await createAd(t, headers, { originSkuId: skuId, platform: 'SANDBOX', price: 50 });
    return { skuId, adId };
  };

  it('a price change leaves the ad alone in its transaction and reaches it through price.PriceUpdated', async () => {
    const { skuId, adId } = await publishedSku('FV-PRICE');
    await withTransaction(systemCtx(t.rt, seller), async (tx) => {
      await putPriceList(tx, 'API', [{ skuId, value: 80.5 }]);
      expect((await adValues(tx, adId)).price).toBe('50.00');
    });
    await eventually(async () => (await adValues(systemCtx(t.rt, seller), adId)).price === '80.50');
    await channelShows(t, seller, 'SANDBOX', adId, 'price', '80.50');
  });

  it('a stock change leaves the ad alone in its transaction and reaches it through stock.StockUpdated', async () => {
    const { skuId, adId } = await publishedSku('FV-STOCK');
    await withTransaction(systemCtx(t.rt, seller), async (tx) => {
      await putStockList(tx, [{ skuId, stock: 12 }]);
      expect((await adValues(tx, adId)).stock).toBe(0);
    });
    await eventually(async () => (await adValues(systemCtx(t.rt, seller), adId)).stock === 12);
    await channelShows(t, seller, 'SANDBOX', adId, 'stock', 12);
  });

  it('a new ad starts from its SKU’s current price and stock, not the ones its body said', async () => {
    const [skuId] = await createProduct(
      t,
      headers,
      productBody('FV-NEW', { variations: [{ sku: 'FV-NEW' }] }),
    );
    const ctx = systemCtx(t.rt, seller);
    await putPriceList(ctx, 'API', [{ skuId, value: 33.9 }]);
    await putStockList(ctx, [{ skuId, stock: 7 }]);
    const adId = await createAd(t, headers, { originSkuId: skuId, platform: 'SANDBOX', price: 99, stock: 1 });
    await eventually(async () => {
      const ad = await adValues(ctx, adId);
      return ad.price === '33.90' && ad.stock === 7;
    });
    await channelShows(t, seller, 'SANDBOX', adId, 'stock', 7);
  });
});
