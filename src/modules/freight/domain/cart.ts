import { Decimal } from '../../../platform/money.ts';
import { kg } from './units.ts';

/** The cart of a quotation: its lines with their SKUs' measures, and the sums quoting compares. */

export interface CartLineInput extends SkuMeasures {
  skuId: string;
  qty: number;
  unitPrice: Decimal | null;
}

function unitVolume(line: { heightCm: Decimal; widthCm: Decimal; lengthCm: Decimal }): Decimal {
  return line.heightCm.times(line.widthCm).times(line.lengthCm);
}

/** A SKU's unit measures as a cart line takes them, with what quoting compares as numbers. */
export interface SkuMeasures {
  /** Unit values, kg and cm (the catalog's units). */
  weightKg: Decimal;
  heightCm: Decimal;
  widthCm: Decimal;
  lengthCm: Decimal;
  /** height × width × length, worked out once per SKU. */
  volumeCm3: Decimal;
  handlingDays: number;
  /** The weight in ten-thousandths of a kilo when that is a safe integer (the catalog keeps 4 places), else null. */
  weightUnits: number | null;
  /** The volume as the nearest number: what cubic weight is first compared with (see quoteCell). */
  volumeApprox: number;
}

const WEIGHT_UNITS_PER_KG = 10_000;

/** A SKU's measures with the volume and the numbers quoting compares, worked out once. */
export function skuMeasures(unit: {
  weightKg: Decimal;
  heightCm: Decimal;
  widthCm: Decimal;
  lengthCm: Decimal;
  handlingDays: number;
}): SkuMeasures {
  const volumeCm3 = unitVolume(unit);
  const units = unit.weightKg.times(WEIGHT_UNITS_PER_KG);
  return {
    weightKg: unit.weightKg,
    heightCm: unit.heightCm,
    widthCm: unit.widthCm,
    lengthCm: unit.lengthCm,
    volumeCm3,
    handlingDays: unit.handlingDays,
    weightUnits: units.isInteger() && units.abs().lte(Number.MAX_SAFE_INTEGER) ? units.toNumber() : null,
    volumeApprox: volumeCm3.toNumber(),
  };
}

/** What the catalog holds of a SKU (decimals as text, handling days). */
export interface StoredSkuMeasures {
  weightKg: string | null;
  heightCm: string | null;
  widthCm: string | null;
  lengthCm: string | null;
  handlingTime: number | null;
}

/**
 * A SKU's measures parsed once (kept so between quotes), or the names of those a quote cannot do
 * without: weight and the three dimensions must be there and above zero.
 */
export type QuotedSku = { measures: SkuMeasures; missing: null } | { measures: null; missing: string[] };

export function quotedSku(stored: StoredSkuMeasures): QuotedSku {
  const parsed = {
    weight: stored.weightKg,
    height: stored.heightCm,
    width: stored.widthCm,
    length: stored.lengthCm,
  };
  const values = new Map<string, Decimal>();
  const missing: string[] = [];
  for (const [name, text] of Object.entries(parsed)) {
    const value = text === null ? null : new Decimal(text);
    if (value === null || !value.gt(0)) missing.push(name);
    else values.set(name, value);
  }
  if (missing.length > 0) return { measures: null, missing };
  return {
    measures: skuMeasures({
      weightKg: values.get('weight')!,
      heightCm: values.get('height')!,
      widthCm: values.get('width')!,
      lengthCm: values.get('length')!,
      handlingDays: stored.handlingTime ?? 0,
    }),
    missing: null,
  };
}

export interface Cart {
  lines: CartLineInput[];
  /** Σ unit weight × qty. */
  readonly realWeightKg: Decimal;
  /** Σ unit volume × qty: what cubic weight is computed from. */
  readonly volumeCm3: Decimal;
  /** The slowest item's preparation time, added to every carrier's deadline. */
  handlingDays: number;
  /** The real weight as quotes answer it: rounded half-up to 4 places, as a number. */
  realKg: number;
  /** The real weight as the nearest number (what bands are first compared with). */
  realApproxKg: number;
  /** Σ unit volume × qty in numbers: within a few units in the last place of the volume. */
  volumeApprox: number;
}

/**
 * A cart's sums. Most quotes need the real weight only as the number they answer and compare, and the
 * volume only to see whether cubic weight is clearly above or below a limit, so the exact sums
 * (decimal.js, most of a cart's cost) are worked out only when asked for.
 */
class SummedCart implements Cart {
  readonly lines: CartLineInput[];
  readonly handlingDays: number;
  readonly realKg: number;
  readonly realApproxKg: number;
  readonly volumeApprox: number;
  #realWeightKg: Decimal | undefined;
  #volumeCm3: Decimal | undefined;

  constructor(lines: CartLineInput[]) {
    this.lines = lines;
    let handlingDays = 0;
    let volumeApprox = 0;
    // Whole ten-thousandths of a kilo, exact while they stay safe integers.
    let units: number | null = 0;
    for (const line of lines) {
      handlingDays = Math.max(handlingDays, line.handlingDays);
      volumeApprox += line.volumeApprox * line.qty;
      units = units === null || line.weightUnits === null ? null : units + line.weightUnits * line.qty;
    }
    this.handlingDays = handlingDays;
    this.volumeApprox = volumeApprox;
    if (units !== null && Number.isSafeInteger(units)) {
      // An integer over 10,000 divided once: the nearest number to the exact weight, which has at most
      // 4 places, so rounding it to 4 places changes nothing.
      this.realApproxKg = this.realKg = units / WEIGHT_UNITS_PER_KG;
    } else {
      this.realKg = kg(this.realWeightKg);
      this.realApproxKg = this.realWeightKg.toNumber();
    }
  }

  get realWeightKg(): Decimal {
    return (this.#realWeightKg ??= sumTimesQty(this.lines, (line) => line.weightKg));
  }

  get volumeCm3(): Decimal {
    return (this.#volumeCm3 ??= sumTimesQty(this.lines, (line) => line.volumeCm3));
  }
}

function sumTimesQty(lines: readonly CartLineInput[], value: (line: CartLineInput) => Decimal): Decimal {
  // No Decimal operation for a quantity of one nor for the first line.
  let sum: Decimal | null = null;
  for (const line of lines) {
    const term = line.qty === 1 ? value(line) : value(line).times(line.qty);
    sum = sum ? sum.plus(term) : term;
  }
  return sum ?? new Decimal(0);
}

export function buildCart(lines: CartLineInput[]): Cart {
  return new SummedCart(lines);
}

/** Quotation items naming one SKU twice are one line with the quantities added. */
export function mergeItems<T extends { skuId: string; qty: number }>(items: readonly T[]): readonly T[] {
  if (!repeatsSku(items)) return items;
  const merged = new Map<string, T>();
  for (const item of items) {
    const seen = merged.get(item.skuId);
    merged.set(item.skuId, seen ? { ...seen, qty: seen.qty + item.qty } : { ...item });
  }
  return [...merged.values()];
}

/** Whether a SKU is named twice; a checkout's few items are compared pairwise, without a set. */
function repeatsSku(items: readonly { skuId: string }[]): boolean {
  if (items.length > 8) return new Set(items.map((item) => item.skuId)).size !== items.length;
  for (let i = 1; i < items.length; i++) {
    for (let j = 0; j < i; j++) if (items[j]!.skuId === items[i]!.skuId) return true;
  }
  return false;
}
