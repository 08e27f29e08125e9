import { Money } from './money.ts';
import { promotionalPrice, type RuleType } from './promotion-math.ts';

/** The platform scope of a price that holds on every platform without a price of its own. */
export const EVERY_PLATFORM = '';

export type PriceType = 'DEFAULT' | 'PROMOTION';

/** A price the seller (or a rule) set for a SKU on a scope: the list price, or a promotional price in a window. */
export interface PriceEntry {
  platform: string;
  priceType: PriceType;
  value: string;
  startAt: string | null;
  endAt: string | null;
}

/** An ACTIVE promotion of the promotion API covering a SKU on a scope. */
export interface PromotionOffer {
  promotionId: string;
  platform: string;
  ruleType: RuleType;
  value: string;
  startAt: string | null;
  endAt: string | null;
}

/** What a SKU costs on one scope: the list price ("de") and the sale price ("por") with where it comes from. */
export interface ResolvedPrice {
  platform: string;
  listPrice: string | null;
  salePrice: string | null;
  /** PROMOTION when the sale price is promotional (a PROMOTION price or a promotion), DEFAULT otherwise. */
  priceType: PriceType | null;
  promotionId: string | null;
  /** The window of a promotional sale price. */
  startAt: string | null;
  endAt: string | null;
}

/** Open at `startAt` (inclusive), closed at `endAt` (exclusive); a missing bound is unbounded. */
export function inWindow(startAt: string | null, endAt: string | null, now: Date): boolean {
  const t = now.getTime();
  return (
    (startAt === null || new Date(startAt).getTime() <= t) &&
    (endAt === null || t < new Date(endAt).getTime())
  );
}

interface Candidate {
  price: string;
  promotionId: string | null;
  startAt: string | null;
  endAt: string | null;
}

/**
 * The lowest promotional price wins (docs/decisions.md). Equal prices are settled without chance: a
 * PROMOTION price of the price list before any promotion, then the oldest promotion (smallest id).
 */
export function lowestOffer<T extends Candidate>(candidates: readonly T[]): T | null {
  let best: T | null = null;
  for (const c of candidates) {
    if (best === null) {
      best = c;
      continue;
    }
    const order = new Money(c.price).comparedTo(best.price);
    if (order < 0) best = c;
    else if (order === 0 && rank(c) < rank(best)) best = c;
  }
  return best;
}

const rank = (c: Candidate) => (c.promotionId === null ? '' : c.promotionId);

/**
 * Resolves every scope of one SKU. Per scope: the list price is the scope's own DEFAULT, else the
 * SKU-wide one (platform-specific over SKU-wide). The sale price is the lowest of the promotional
 * candidates valid now — the scope's own PROMOTION price, else the SKU-wide one, and every promotion
 * in effect on the scope or on every platform — else the list price (PROMOTION over DEFAULT).
 * Scopes are the SKU-wide one, every platform with an entry or an offer of its own, and `known`
 * (scopes resolved before, so one that lost its own entries falls back and is still reported).
 */
export function resolveSkuPrices(
  entries: readonly PriceEntry[],
  offers: readonly PromotionOffer[],
  known: Iterable<string>,
  now: Date,
): ResolvedPrice[] {
  const scopes = new Set<string>([EVERY_PLATFORM, ...known]);
  for (const e of entries) scopes.add(e.platform);
  for (const o of offers) scopes.add(o.platform);
  const entry = (platform: string, type: PriceType) =>
    entries.find((e) => e.platform === platform && e.priceType === type);
  const validPromotionPrice = (platform: string) => {
    const e = entry(platform, 'PROMOTION');
    return e && inWindow(e.startAt, e.endAt, now) ? e : undefined;
  };

  return [...scopes].sort().map((platform) => {
    const listPrice = (entry(platform, 'DEFAULT') ?? entry(EVERY_PLATFORM, 'DEFAULT'))?.value ?? null;
    const candidates: Candidate[] = [];
    const own = validPromotionPrice(platform) ?? validPromotionPrice(EVERY_PLATFORM);
    if (own) candidates.push({ price: own.value, promotionId: null, startAt: own.startAt, endAt: own.endAt });
    for (const o of offers) {
      if (o.platform !== EVERY_PLATFORM && o.platform !== platform) continue;
      if (!inWindow(o.startAt, o.endAt, now)) continue;
      const price = promotionalPrice(o.ruleType, o.value, listPrice);
      if (price !== null)
        candidates.push({ price, promotionId: o.promotionId, startAt: o.startAt, endAt: o.endAt });
    }
    const winner = lowestOffer(candidates);
    if (winner) {
      return {
        platform,
        listPrice,
        salePrice: winner.price,
        priceType: 'PROMOTION' as const,
        ...pick(winner),
      };
    }
    return {
      platform,
      listPrice,
      salePrice: listPrice,
      priceType: listPrice === null ? null : ('DEFAULT' as const),
      promotionId: null,
      startAt: null,
      endAt: null,
    };
  });
}

const pick = (c: Candidate) => ({ promotionId: c.promotionId, startAt: c.startAt, endAt: c.endAt });
