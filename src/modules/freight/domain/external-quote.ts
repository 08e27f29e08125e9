import { Decimal } from '../../../platform/money.ts';
import type { FreightType } from './band.ts';
import type { Cart } from './cart.ts';
import type { ShippingQuote } from './quote.ts';
import { money } from './units.ts';

/**
 * The external quote contract, both ways: the body Feira sends to a seller's quote URL
 * (grams and cm, unit prices) and how a reply becomes quotes of the API (NORMAL is
 * STANDARD, days become hours, `weight {type, value}` becomes `{value, unit}`).
 */

interface ExternalQuoteItem {
  dimension: { depthInCm: number; heightInCm: number; widthInCm: number; weightInGr: number };
  price: number | null;
  qty: number;
  skuId: string;
}

export interface ExternalQuoteRequest {
  orderTotalPrice: number | null;
  platform: string | null;
  quotationItems: ExternalQuoteItem[];
}

/**
 * Exactly the fields of 4.7. A unit price Feira was not told is null rather than 0, so a receiver
 * pricing insurance cannot mistake it for a free item; the order total is the caller's, else the
 * sum of item prices when every item has one.
 */
export function externalRequestBody(
  cart: Pick<Cart, 'lines'>,
  platform: string | null,
  orderTotalPrice: Decimal | null,
): ExternalQuoteRequest {
  const total =
    orderTotalPrice ??
    (cart.lines.every((line) => line.unitPrice !== null)
      ? cart.lines.reduce((sum, line) => sum.plus(line.unitPrice!.times(line.qty)), new Decimal(0))
      : null);
  return {
    orderTotalPrice: total === null ? null : money(total),
    platform,
    quotationItems: cart.lines.map((line) => ({
      dimension: {
        depthInCm: line.lengthCm.toNumber(),
        heightInCm: line.heightCm.toNumber(),
        widthInCm: line.widthCm.toNumber(),
        weightInGr: line.weightKg.times(1000).toNumber(),
      },
      price: line.unitPrice === null ? null : money(line.unitPrice),
      qty: line.qty,
      skuId: line.skuId,
    })),
  };
}

/** 4.7 accepts only these; anything else drops that one quote. */
const externalTypes: Record<string, FreightType> = {
  ECONOMIC: 'ECONOMIC',
  NORMAL: 'STANDARD',
  EXPRESS: 'EXPRESS',
};

const externalLabels: Record<string, string> = { ECONOMIC: 'Economic', NORMAL: 'Normal', EXPRESS: 'Express' };

export interface DroppedQuote {
  index: number;
  reason: string;
}

export type ParsedReply =
  { ok: true; quotes: ShippingQuote[]; dropped: DroppedQuote[] } | { ok: false; reason: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function decimalOf(value: unknown): Decimal | null {
  if (typeof value === 'number' && Number.isFinite(value)) return new Decimal(value);
  if (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim())) return new Decimal(value.trim());
  return null;
}

function idOf(value: unknown): string | null {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function nonNegativeInteger(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

/**
 * Turns one reply into quotes. The reply is the seller's; `carrierId` stays the carrier configured
 * in Feira (so integrators can map it back), while `carrierName` is what the reply says, which may
 * be another carrier.
 */
export function parseExternalReply(
  body: unknown,
  carrier: { id: string; name: string },
  cart: Pick<Cart, 'lines' | 'realWeightKg'>,
): ParsedReply {
  if (!isRecord(body) || !Array.isArray(body.shippingQuotes)) {
    return { ok: false, reason: 'reply has no shippingQuotes array' };
  }
  const quotes: ShippingQuote[] = [];
  const dropped: DroppedQuote[] = [];
  const first = cart.lines[0]!;
  body.shippingQuotes.forEach((raw: unknown, index: number) => {
    if (!isRecord(raw)) return dropped.push({ index, reason: 'quote is not an object' });
    const type = typeof raw.freightType === 'string' ? externalTypes[raw.freightType] : undefined;
    if (!type) {
      return dropped.push({
        index,
        reason: `freightType ${JSON.stringify(raw.freightType ?? null)} is not ECONOMIC, NORMAL or EXPRESS`,
      });
    }
    const cost = decimalOf(raw.shippingCost);
    if (!cost) return dropped.push({ index, reason: 'shippingCost is missing or not a non-negative number' });
    const deadlineDays = nonNegativeInteger(raw.deadlineDays);
    if (deadlineDays === null) {
      return dropped.push({ index, reason: 'deadlineDays is missing or not a non-negative integer' });
    }
    const deliveryDays = decimalOf(raw.deliveryTime);
    const weight = isRecord(raw.weight) ? raw.weight : null;
    const unit = weight && (weight.type === 'GRAM' || weight.type === 'KILOGRAM') ? weight.type : null;
    const weightValue = weight && typeof weight.value === 'number' && weight.value >= 0 ? weight.value : null;
    const skuQty = isRecord(raw.skuQty) ? raw.skuQty : null;
    const freightType = raw.freightType as string;
    quotes.push({
      valueFreightId: idOf(raw.valueFreightId) ?? `${carrier.id}:${index}`,
      freightServiceId: idOf(raw.freightServiceId) ?? freightType,
      freightServiceName: idOf(raw.freightServiceName) ?? externalLabels[freightType]!,
      freightType: type,
      deliveryTime: deliveryDays ? deliveryDays.times(24).round().toNumber() : deadlineDays * 24,
      deadlineDays,
      carrierId: carrier.id,
      carrierName: idOf(raw.carrierName) ?? carrier.name,
      weight:
        unit && weightValue !== null
          ? { value: weightValue, unit }
          : { value: cart.realWeightKg.toNumber(), unit: 'KILOGRAM' },
      shippingCost: money(cost),
      skuQty: {
        skuId: (skuQty && idOf(skuQty.skuId)) ?? first.skuId,
        qty: (skuQty && nonNegativeInteger(skuQty.qty)) ?? first.qty,
      },
    });
  });
  return { ok: true, quotes, dropped };
}
