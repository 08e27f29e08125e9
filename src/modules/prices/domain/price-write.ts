import { Money, cents } from './money.ts';
import { EVERY_PLATFORM, type PriceType } from './effective-price.ts';

/** One price to write, after the SKU was resolved; platform `''` is every platform. */
export interface PriceWrite {
  skuId: string;
  platform: string;
  priceType: PriceType;
  value: string;
  startAt: string | null;
  endAt: string | null;
}

export interface PriceWriteInput {
  skuId: string;
  platform?: string | null;
  priceType?: PriceType;
  value: number | string;
  startDate?: string | null;
  endDate?: string | null;
}

export interface Problem {
  /** The offending field, relative to the item (`value`, `endDate`…). */
  field: string;
  message: string;
}

/** A non-negative amount with exactly two places and no leading zero, as `cents` writes it. */
const CENTS = /^(0|[1-9]\d*)\.\d{2}$/;

/**
 * Checks one price and normalises it: the value to cents half-up, the platform to a known code or
 * every platform, and a window only on PROMOTION prices, ending after it starts.
 */
export function normalisePriceWrite(
  input: PriceWriteInput,
  platforms: ReadonlySet<string>,
): { write: PriceWrite } | { problem: Problem } {
  let value: string;
  if (typeof input.value === 'string' && CENTS.test(input.value)) {
    // Already what `cents` makes of it (a price formation rule's prices): no decimal parse per price.
    value = input.value;
  } else {
    let parsed;
    try {
      parsed = new Money(input.value);
    } catch {
      return { problem: { field: 'value', message: 'must be a number' } };
    }
    if (parsed.isNegative()) return { problem: { field: 'value', message: 'must not be negative' } };
    value = cents(parsed);
  }
  const platform = input.platform ?? EVERY_PLATFORM;
  if (platform !== EVERY_PLATFORM && !platforms.has(platform)) {
    return { problem: { field: 'platform', message: `unknown platform ${platform}` } };
  }
  const priceType = input.priceType ?? 'DEFAULT';
  const startAt = input.startDate ?? null;
  const endAt = input.endDate ?? null;
  if (priceType === 'DEFAULT' && (startAt !== null || endAt !== null)) {
    return {
      problem: {
        field: startAt !== null ? 'startDate' : 'endDate',
        message: 'only PROMOTION prices have a window',
      },
    };
  }
  if (startAt !== null && endAt !== null && new Date(endAt).getTime() <= new Date(startAt).getTime()) {
    return { problem: { field: 'endDate', message: 'must be after startDate' } };
  }
  return {
    write: {
      skuId: input.skuId,
      platform,
      priceType,
      value,
      startAt: startAt === null ? null : new Date(startAt).toISOString(),
      endAt: endAt === null ? null : new Date(endAt).toISOString(),
    },
  };
}

/** The index of an earlier write to the same SKU, scope and price type, for each write that repeats one. */
export function repeatedWrites(writes: readonly PriceWrite[]): Map<number, number> {
  const first = new Map<string, number>();
  const repeats = new Map<number, number>();
  writes.forEach((w, i) => {
    const key = `${w.skuId}\u0000${w.platform}\u0000${w.priceType}`;
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, i);
    else repeats.set(i, earlier);
  });
  return repeats;
}
