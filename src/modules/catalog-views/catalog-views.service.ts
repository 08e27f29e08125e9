import type { Static } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import { sellerOf, type Ctx } from '../../platform/context.ts';
import type { Paging } from '../../platform/http/hal.ts';
import { adSummariesOfSkus, hasAdOn } from '../ads/index.ts';
import {
  searchProducts,
  type BffProductSchema,
  type getProduct,
  type ProductSearch,
} from '../catalog/index.ts';
import { currentPrices } from '../prices/index.ts';
import { stockLevels } from '../stock/index.ts';

type Product = Awaited<ReturnType<typeof getProduct>>;

/** The catalog's product search, with `notPublishedOn` (variations without an ad on a platform) applied. */
export function searchProductViews(ctx: Ctx, filter: ProductSearch, paging: Paging) {
  const { notPublishedOn, ...catalogFilter } = filter;
  const sellerId = sellerOf(ctx);
  return searchProducts(
    ctx,
    catalogFilter,
    paging,
    notPublishedOn ? (skuId) => sql`not ${hasAdOn(sellerId, notPublishedOn, skuId)}` : undefined,
  );
}

/**
 * Each variation with its ads, SKU-wide price and stock, so the admin lists what sells where for how
 * much and offers "Anunciar" only elsewhere. Three reads for the whole page, whatever its size.
 */
export async function withAds(ctx: Ctx, items: Product[]) {
  const skuIds = items.flatMap((p) => p.variations.map((v) => v.skuId));
  const [ads, prices, stock] = await Promise.all([
    adSummariesOfSkus(ctx, skuIds),
    currentPrices(ctx, skuIds, []),
    stockLevels(ctx, skuIds),
  ]);
  const money = (text: string | null) => (text === null ? null : Number(text));
  const priceOf = (skuId: string) => {
    const own = prices.get(skuId)?.find((p) => p.platform === null);
    return own ? { listPrice: money(own.listPrice), salePrice: money(own.salePrice) } : null;
  };
  return items.map((p) => ({
    ...p,
    variations: p.variations.map((v) => ({
      ...v,
      ads: ads.get(v.skuId) ?? [],
      price: priceOf(v.skuId),
      stock: stock.get(v.skuId) ?? { onHand: 0, available: 0 },
    })),
  })) as unknown as Static<typeof BffProductSchema>[];
}
