import { EVERY_PLATFORM } from './effective-price.ts';
import { promotionalPrice, type RuleType } from './promotion-math.ts';

/** A SKU's resolved price on one scope, as the engine stored it. */
export interface ScopePrice {
  platform: string;
  listPrice: string | null;
  salePrice: string | null;
  /** The promotion giving the sale price now, if any. */
  promotionId: string | null;
}

/** What a promotion does to one scope of a SKU. */
export interface EffectScope {
  platform: string;
  listPrice: string | null;
  /** The sale price this promotion gives on the list price (null: a discount without a list price). */
  promotionalPrice: string | null;
  /** What buyers pay now (the lowest offer wins, so another promotion may give it). */
  salePrice: string | null;
  pricedBy: string | null;
  /** This promotion gives the sale price now. */
  winning: boolean;
}

/**
 * The scopes one promotion prices on a SKU it covers (`covered`: its item platforms, `''` = every
 * platform) and at what price: a promotion for every platform reaches each scope the SKU has; one
 * for a platform reaches that scope, whose prices fall back to the SKU-wide ones until it has its own.
 */
export function promotionScopes(
  promotion: { id: string; ruleType: RuleType; value: string },
  covered: readonly string[],
  resolved: readonly ScopePrice[],
): EffectScope[] {
  const byPlatform = new Map(resolved.map((price) => [price.platform, price]));
  const wide = byPlatform.get(EVERY_PLATFORM);
  const targets = new Set(covered);
  if (targets.has(EVERY_PLATFORM)) for (const price of resolved) targets.add(price.platform);
  return [...targets].sort().map((platform) => {
    const price = byPlatform.get(platform) ?? wide;
    const listPrice = price?.listPrice ?? null;
    const pricedBy = price?.promotionId ?? null;
    return {
      platform,
      listPrice,
      promotionalPrice: promotionalPrice(promotion.ruleType, promotion.value, listPrice),
      salePrice: price?.salePrice ?? null,
      pricedBy,
      winning: pricedBy === promotion.id,
    };
  });
}
