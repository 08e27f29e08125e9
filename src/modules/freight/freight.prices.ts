import { Decimal } from '../../platform/money.ts';
import type { Ctx } from '../../platform/context.ts';
import { currentPrices } from '../prices/index.ts';
import type { Cart } from './domain/cart.ts';

/**
 * The cart as a seller's quote URL receives it: a unit price the caller did not send is
 * the catalog's current price of the SKU on the quoted platform (its own, else the SKU-wide one;
 * the sale price when there is one). Without either it stays null.
 */
export async function pricedCart(ctx: Ctx, cart: Cart, platform: string | null): Promise<Cart> {
  const missing = [
    ...new Set(cart.lines.filter((line) => line.unitPrice === null).map((line) => line.skuId)),
  ];
  if (missing.length === 0) return cart;
  const prices = await currentPrices(ctx, missing, platform ? [platform] : []);
  const priceOf = (skuId: string): Decimal | null => {
    const entries = prices.get(skuId) ?? [];
    const entry = entries.find((e) => e.platform === platform) ?? entries.find((e) => e.platform === null);
    const value = entry?.salePrice ?? entry?.listPrice ?? null;
    return value === null ? null : new Decimal(value);
  };
  return {
    ...cart,
    lines: cart.lines.map((line) =>
      line.unitPrice === null ? { ...line, unitPrice: priceOf(line.skuId) } : line,
    ),
  };
}
