import type { Decimal } from '../../../platform/money.ts';
import type { FreightType } from './band.ts';
import type { Cart } from './cart.ts';
import { exactCubic, sideOf } from './cubic-weight.ts';
import {
  BAND_FIELDS,
  COST,
  DAYS,
  FROM,
  HOURS,
  chooseBand,
  prepareCell,
  rowOf,
  type CellCarrier,
  type CellService,
  type QuoteCell,
  type ServedCell,
} from './quote-cell.ts';
import { withPublicIds } from './public-ids.ts';
import { flat, quotePieces, serviceIdOf, skuQtyAsJson, weightAsJson } from './quote-json.ts';
import type { ExternalKind, QuoteTable, TableRegion } from './quote-table.ts';
import { HOURS_PER_DAY, kg, type WeightUnit } from './units.ts';

/**
 * The quote plan for one postal code: which own-table quotes a cart gets and which carriers must
 * be asked outside. Pure: the service loads the table and the cart, this file decides. The other
 * rules live beside it: postal codes, bands, the cart, cubic weight, the table and its cell.
 */

export interface ShippingQuote {
  valueFreightId: string;
  freightServiceId: string;
  freightServiceName: string;
  freightType: FreightType;
  /** Hours. */
  deliveryTime: number;
  /** Business days. */
  deadlineDays: number;
  carrierId: string;
  carrierName: string;
  weight: { value: number; unit: WeightUnit };
  shippingCost: number;
  skuQty: { skuId: string; qty: number };
}

interface ServiceExplain {
  freightType: FreightType;
  serviceName: string | null;
  regionId: string;
  valueFreightId: string | null;
  band: { weightFrom: number; weightTo: number } | null;
  /** Why no quote came from this service. */
  reason: string | null;
}

export interface CarrierExplain {
  carrierId: string;
  carrierName: string;
  active: boolean;
  regionIds: string[];
  realWeightKg: number;
  cubicWeightKg: number | null;
  billableWeightKg: number;
  cubicApplied: boolean;
  external: ExternalKind | null;
  services: ServiceExplain[];
  note: string | null;
}

export type QuotePlan =
  { outcome: 'NO_REGION' } | { outcome: 'NO_CARRIER'; regions: TableRegion[] } | QuotedPlan;

/** An own-table quote chosen for a cart: what its ShippingQuote and JSON are made from. */
interface QuotePick {
  entry: CellCarrier;
  service: CellService;
  /** The band's index in its service. */
  at: number;
  cost: number;
  /** With the cart's handling days. */
  deadlineDays: number;
  deliveryTime: number;
  weight: ShippingQuote['weight'];
  /** `weight` as JSON. */
  weightJson: string;
}

/**
 * Decides the own-table quotes for a cart at one postal code, and which carriers must be asked
 * outside; with `explain`, also how each carrier was quoted (the public quote never shows it).
 */
export function quoteCell(cart: Cart, cell: QuoteCell, explain: boolean): QuotePlan {
  if (cell.outcome !== 'SERVED') return cell;
  const { data } = cell;
  const picks: QuotePick[] = [];
  const external: { carrierId: string; kind: ExternalKind }[] = [];
  const explained: CarrierExplain[] = [];
  const realExact = () => cart.realWeightKg;
  const handlingHours = cart.handlingDays * HOURS_PER_DAY;
  // Carriers billing the real weight share its JSON.
  let realWeight: ShippingQuote['weight'] | undefined;
  let realWeightJson = '';
  for (const entry of cell.carriers) {
    const { carrier, services, cubic } = entry;
    // The larger of real and cubic weight; the exact cubic weight is worked out only when it is billed,
    // explained, or too close to the real weight or the threshold to tell apart as numbers.
    let cubicKg: Decimal | null = null;
    let cubicApplied = false;
    if (cubic) {
      const cubicApprox = cart.volumeApprox / cubic.factorApprox;
      let exact: Decimal | undefined;
      let counts = true;
      if (cubic.threshold !== null) {
        const side = sideOf(cubicApprox, cubic.thresholdApprox);
        counts = side === 0 ? (exact ??= exactCubic(cart, cubic)).gt(cubic.threshold) : side > 0;
      }
      if (counts) {
        const side = sideOf(cubicApprox, cart.realApproxKg);
        cubicApplied = side === 0 ? (exact ??= exactCubic(cart, cubic)).gt(cart.realWeightKg) : side > 0;
      }
      if (cubicApplied || explain) cubicKg = exact ?? exactCubic(cart, cubic);
    }
    const billable = cubicApplied ? cubicKg : null;
    const billableKg = billable ? kg(billable) : cart.realKg;
    const explanation: CarrierExplain | null = explain
      ? {
          carrierId: carrier.id,
          carrierName: carrier.name,
          active: carrier.active,
          regionIds: entry.regionIds,
          realWeightKg: cart.realKg,
          cubicWeightKg: cubicKg === null ? null : kg(cubicKg),
          billableWeightKg: billableKg,
          cubicApplied,
          external: carrier.external,
          services: [],
          note: null,
        }
      : null;
    if (explanation) explained.push(explanation);
    if (!carrier.active) {
      if (explanation) explanation.note = 'carrier is deactivated';
      continue;
    }
    if (carrier.external) external.push({ carrierId: carrier.id, kind: carrier.external });
    if (explanation && services.length === 0 && !carrier.external) {
      explanation.note = 'no freight values for these regions';
    }
    if (services.length === 0) continue;
    const approxKg = billable ? billable.toNumber() : cart.realApproxKg;
    const exactKg = billable ? () => billable : realExact;
    let weight: ShippingQuote['weight'] | undefined;
    let weightJson = '';
    for (const service of services) {
      const at = chooseBand(data, service, approxKg, exactKg);
      if (explanation) explanation.services.push(serviceExplain(data, service, at, billableKg));
      if (at < 0) continue;
      if (!weight) {
        if (billable) {
          weight = { value: billableKg, unit: 'KILOGRAM' };
          weightJson = weightAsJson(billableKg);
        } else {
          weight = realWeight ??= { value: billableKg, unit: 'KILOGRAM' };
          weightJson = realWeightJson ||= weightAsJson(billableKg);
        }
      }
      const fields = rowOf(service, at);
      picks.push({
        entry,
        service,
        at,
        cost: data[fields + COST]!,
        deadlineDays: data[fields + DAYS]! + cart.handlingDays,
        deliveryTime: data[fields + HOURS]! + handlingHours,
        weight,
        weightJson,
      });
    }
  }
  return new QuotedPlan(cell, cart, picks, external, explained);
}

function serviceExplain(
  data: Float64Array,
  service: CellService,
  at: number,
  billableKg: number,
): ServiceExplain {
  const { group } = service;
  const fields = rowOf(service, at);
  return {
    freightType: group.freightType,
    serviceName: group.serviceName,
    regionId: group.regionId,
    valueFreightId: at < 0 ? null : group.bands[at]!.id,
    band:
      at < 0 ? null : { weightFrom: data[fields + FROM]!, weightTo: data[service.first * BAND_FIELDS + at]! },
    reason: at < 0 ? `no band covers ${billableKg} kg` : null,
  };
}

/**
 * The own-table quotes of a cart at one postal code. The ShippingQuote objects are made only when
 * asked for: an answer of own-table quotes alone goes out as JSON (checkoutJson), put together from
 * the cell's pieces.
 */
export class QuotedPlan {
  readonly outcome = 'QUOTED';
  /** Active carriers whose quotes (also) come from outside. */
  readonly external: { carrierId: string; kind: ExternalKind }[];
  /** How each carrier was quoted: only when an explanation was asked for, else empty. */
  readonly carriers: CarrierExplain[];
  readonly #cell: ServedCell;
  readonly #cart: Cart;
  readonly #picks: readonly QuotePick[];
  #quotes: ShippingQuote[] | undefined;
  #skuQtyJson: string | undefined;

  constructor(
    cell: ServedCell,
    cart: Cart,
    picks: readonly QuotePick[],
    external: { carrierId: string; kind: ExternalKind }[],
    carriers: CarrierExplain[],
  ) {
    this.#cell = cell;
    this.#cart = cart;
    this.#picks = picks;
    this.external = external;
    this.carriers = carriers;
  }

  get regions(): TableRegion[] {
    return this.#cell.regions;
  }

  /** The quotes in the order their carriers and services were decided. */
  get quotes(): ShippingQuote[] {
    if (this.#quotes) return this.#quotes;
    // Every quote of the cart names its first item, and those of one carrier share its weight.
    const first = this.#cart.lines[0]!;
    const skuQty = { skuId: first.skuId, qty: first.qty };
    return (this.#quotes = this.#picks.map((pick) => {
      const band = pick.service.group.bands[pick.at]!;
      return {
        valueFreightId: band.id,
        freightServiceId: serviceIdOf(band),
        freightServiceName: pick.service.name,
        freightType: band.freightType,
        deliveryTime: pick.deliveryTime,
        deadlineDays: pick.deadlineDays,
        carrierId: pick.entry.carrier.id,
        carrierName: pick.entry.carrier.name,
        weight: pick.weight,
        shippingCost: pick.cost,
        skuQty,
      };
    }));
  }

  /**
   * The answer of these quotes alone, in checkout order, as the response schema writes it; with
   * `publicIds`, the carrier and band ids as their public aliases (FRT-27), from pieces aliased once.
   */
  checkoutJson(postalCode: number, publicIds = false): string {
    const parts = [`{"postalCode":${postalCode},"shippingQuotes":[`];
    this.#checkoutOrder().forEach((at, i) => {
      if (i > 0) parts.push(',');
      this.#writeQuote(parts, at, publicIds);
    });
    parts.push(']}');
    return parts.join('');
  }

  /** The quotes in checkout order (compareQuotes). */
  checkoutQuotes(): ShippingQuote[] {
    const quotes = this.quotes;
    return this.#checkoutOrder().map((at) => quotes[at]!);
  }

  /** Indexes of the picks in checkout order: compareQuotes on what the picks hold, stable. */
  #checkoutOrder(): number[] {
    const picks = this.#picks;
    const order: number[] = [];
    for (let i = 0; i < picks.length; i++) {
      let j = i;
      while (j > 0 && comparePicks(picks[order[j - 1]!]!, picks[i]!) > 0) {
        order[j] = order[j - 1]!;
        j--;
      }
      order[j] = i;
    }
    return order;
  }

  #writeQuote(parts: string[], i: number, publicIds: boolean): void {
    const pick = this.#picks[i]!;
    const band = pick.service.first + pick.at;
    const pieces = (this.#cell.pieces[band] ??= quotePieces(pick.service.group.bands[pick.at]!, pick.cost));
    const { entry } = pick;
    parts.push(
      publicIds ? (pieces.publicHead ??= flat(withPublicIds(pieces.head))) : pieces.head,
      String(pick.deliveryTime),
      ',"deadlineDays":',
      String(pick.deadlineDays),
      publicIds ? (entry.publicJson ??= flat(withPublicIds(entry.json))) : entry.json,
      pick.weightJson,
      pieces.cost,
      (this.#skuQtyJson ??= skuQtyAsJson(this.#cart)),
    );
  }
}

/** compareQuotes for picks. */
function comparePicks(a: QuotePick, b: QuotePick): number {
  return (
    a.cost - b.cost ||
    a.deadlineDays - b.deadlineDays ||
    a.entry.carrier.name.localeCompare(b.entry.carrier.name) ||
    a.service.name.localeCompare(b.service.name)
  );
}

/** The plan for a cart from the table at one postal code, explained. */
export function planQuote(cart: Cart, table: QuoteTable): QuotePlan {
  return quoteCell(cart, prepareCell(table), true);
}

/** Cheapest first, then fastest: the order a checkout shows. */
function compareQuotes(a: ShippingQuote, b: ShippingQuote): number {
  return (
    a.shippingCost - b.shippingCost ||
    a.deadlineDays - b.deadlineDays ||
    a.carrierName.localeCompare(b.carrierName) ||
    a.freightServiceName.localeCompare(b.freightServiceName)
  );
}

/** The quotes in checkout order, as a new array. */
export function sortQuotes(quotes: readonly ShippingQuote[]): ShippingQuote[] {
  return [...quotes].sort(compareQuotes);
}
