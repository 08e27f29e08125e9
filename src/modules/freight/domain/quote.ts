import { Decimal } from 'decimal.js';

/**
 * Pure freight rules (DESIGN §4.3): postal codes, cart weight, cubic weight, band choice and the
 * quote plan for one postal code. No database, no HTTP: the service loads the table and the cart,
 * this file decides.
 */

/** Spec 2.9's freight types: what is stored and what quotes answer. */
export const freightTypes = ['STANDARD', 'EXPRESS', 'ECONOMIC', 'SAME_DAY', 'NEXT_DAY', 'PICKUP'] as const;
export type FreightType = (typeof freightTypes)[number];

export const weightUnits = ['GRAM', 'KILOGRAM'] as const;
type WeightUnit = (typeof weightUnits)[number];

const HOURS_PER_DAY = 24;

// ---------------------------------------------------------------------------------------------
// Postal codes (CEP): 8 digits, leading zeros matter, so they are kept as 8-digit strings at the
// edges and compared as integers inside (an integer range index is what makes the lookup fast).

const CEP = /^(\d{5})-?(\d{3})$/;

/** Configuration accepts `01310-100` as well as `01310100` (how analysts type them). */
export function parseConfigPostalCode(raw: string): number | null {
  const match = CEP.exec(raw.trim());
  return match ? Number(match[1]! + match[2]!) : null;
}

export function formatPostalCode(cep: number): string {
  return String(cep).padStart(8, '0');
}

export interface PostalRange {
  start: number;
  end: number;
}

function rangesOverlap(a: PostalRange, b: PostalRange): boolean {
  return a.start <= b.end && b.start <= a.end;
}

/** The first pair of overlapping ranges (by index), if any. */
export function findOverlappingRanges(ranges: readonly PostalRange[]): [number, number] | null {
  for (let i = 0; i < ranges.length; i++) {
    for (let j = i + 1; j < ranges.length; j++) {
      if (rangesOverlap(ranges[i]!, ranges[j]!)) return [i, j];
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Weight bands. A band covers (weightFrom, weightTo]: the upper edge belongs to the band, the lower
// edge to the band below, so a 0-5 / 5-10 table has no gap and no double match. A band starting at
// 0 also takes an exact 0 (never reached in practice: a SKU without weight cannot be quoted).

export interface Band {
  id: string;
  weightFrom: Decimal;
  weightTo: Decimal;
  price: Decimal;
  deadlineDays: number;
  /** Hours; absent means deadlineDays × 24. */
  deliveryTime: number | null;
  freightType: FreightType;
  serviceName: string | null;
  serviceId: string | null;
}

/** Bands of one carrier and region compete only within one service (name and freight type). */
export function serviceKey(band: Pick<Band, 'freightType' | 'serviceName'>): string {
  return `${band.freightType}\u0000${band.serviceName ?? ''}`;
}

export function bandsOverlap(
  a: Pick<Band, 'weightFrom' | 'weightTo'>,
  b: Pick<Band, 'weightFrom' | 'weightTo'>,
): boolean {
  return a.weightFrom.lt(b.weightTo) && b.weightFrom.lt(a.weightTo);
}

/** Whether the band covers the weight, compared as decimals. */
export function bandCovers(band: Pick<Band, 'weightFrom' | 'weightTo'>, weightKg: Decimal): boolean {
  if (!weightKg.lte(band.weightTo)) return false;
  return band.weightFrom.isZero() ? !weightKg.isNegative() : weightKg.gt(band.weightFrom);
}

// ---------------------------------------------------------------------------------------------
// The cart.

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
  /** Unit values, kg and cm (DESIGN §6 Units). */
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

export interface CubicRule {
  /** cm³ per kg, e.g. 6000 for parcels; 3333 is road freight's 300 kg/m³. */
  cubicFactor: Decimal | null;
  /** Cubic weight counts only above this (Correios: 5 kg); null counts it always. */
  cubicThresholdKg: Decimal | null;
}

export interface BillableWeight {
  realKg: Decimal;
  cubicKg: Decimal | null;
  billableKg: Decimal;
  cubicApplied: boolean;
}

/** Billable weight of a cart for one carrier: the larger of real and cubic weight. */
export function billableWeight(
  cart: Pick<Cart, 'realWeightKg' | 'volumeCm3'>,
  rule: CubicRule,
): BillableWeight {
  const realKg = cart.realWeightKg;
  if (!rule.cubicFactor || rule.cubicFactor.isZero() || rule.cubicFactor.isNegative()) {
    return { realKg, cubicKg: null, billableKg: realKg, cubicApplied: false };
  }
  const cubicKg = cart.volumeCm3.div(rule.cubicFactor);
  const counts = rule.cubicThresholdKg === null || cubicKg.gt(rule.cubicThresholdKg);
  const cubicApplied = counts && cubicKg.gt(realKg);
  return { realKg, cubicKg, billableKg: cubicApplied ? cubicKg : realKg, cubicApplied };
}

/** A carrier's usable cubic rule, with the factor and threshold also as the nearest numbers. */
interface CubicLimits {
  factor: Decimal;
  factorApprox: number;
  threshold: Decimal | null;
  thresholdApprox: number;
}

function cubicLimits(rule: CubicRule): CubicLimits | null {
  const factor = rule.cubicFactor;
  if (!factor || factor.isZero() || factor.isNegative()) return null;
  return {
    factor,
    factorApprox: factor.toNumber(),
    threshold: rule.cubicThresholdKg,
    thresholdApprox: rule.cubicThresholdKg?.toNumber() ?? 0,
  };
}

/**
 * How far apart two numbers must be for their order to be that of the exact values they stand for.
 * A cart's volume in numbers is a sum of at most a few hundred products, divided once by the factor:
 * it strays from the exact value by less than a thousand units in the last place (~1e-13 of it), and
 * a weight or threshold turned into the nearest number by half a unit.
 */
const RELATIVE_MARGIN = 1e-9;

/**
 * Whether the exact value `a` stands for is above the one `b` stands for (both not negative), as far
 * as the numbers tell: 1 above, -1 not, 0 too close to tell (the exact values decide).
 */
function sideOf(a: number, b: number): 1 | -1 | 0 {
  const slack = b * RELATIVE_MARGIN;
  return a > b + slack ? 1 : a < b - slack ? -1 : 0;
}

/** The cart's exact cubic weight for a carrier. */
const exactCubic = (cart: Cart, cubic: CubicLimits): Decimal => cart.volumeCm3.div(cubic.factor);

// ---------------------------------------------------------------------------------------------
// The quote plan.

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

export type ExternalKind = 'QUOTE_URL' | 'POSTAL' | 'AGGREGATOR';

export interface TableRegion {
  id: string;
  name: string;
  /** Width of the narrowest of its ranges holding the postal code: smaller is more specific. */
  span: number;
  carrierIds: string[];
}

export interface TableCarrier extends CubicRule {
  id: string;
  name: string;
  active: boolean;
  /** The carrier's quotes also (or only) come from outside: its quote URL or an integration. */
  external: ExternalKind | null;
}

export interface TableBand extends Band {
  carrierId: string;
  regionId: string;
}

/** One carrier's bands of one service in one region, by ascending weight: what a band is chosen from. */
export interface ServiceBands {
  regionId: string;
  carrierId: string;
  /** serviceKey of its bands. */
  key: string;
  freightType: FreightType;
  serviceName: string | null;
  bands: TableBand[];
  /** Each band's weightFrom and weightTo as numbers, in turn (copied into the cells: prepareCell). */
  edges: Float64Array;
  /** Each band's price as answered (money). */
  costs: Float64Array;
}

/**
 * Bands grouped by region, carrier and service, each group by ascending weight (so a band is found
 * after the fewest comparisons), groups in the order of their first band.
 */
export function groupBands(bands: readonly TableBand[]): ServiceBands[] {
  const groups = new Map<string, ServiceBands>();
  for (const band of bands) {
    const key = serviceKey(band);
    const id = `${band.regionId}\u0000${band.carrierId}\u0000${key}`;
    const group = groups.get(id);
    if (group) group.bands.push(band);
    else {
      groups.set(id, {
        regionId: band.regionId,
        carrierId: band.carrierId,
        key,
        freightType: band.freightType,
        serviceName: band.serviceName,
        bands: [band],
        edges: new Float64Array(0),
        costs: new Float64Array(0),
      });
    }
  }
  for (const group of groups.values()) {
    group.bands.sort((a, b) => a.weightFrom.comparedTo(b.weightFrom));
    group.edges = Float64Array.from(
      group.bands.flatMap((band) => [band.weightFrom.toNumber(), band.weightTo.toNumber()]),
    );
    group.costs = Float64Array.from(group.bands, (band) => money(band.price));
  }
  return [...groups.values()];
}

/**
 * The index of the service's band covering the weight, or -1 (bands of a service never overlap, so
 * at most one does). Decimal comparisons are what choosing costs, so the weight is compared as the
 * nearest number first: turning a decimal into the nearest number never reverses an order, so a
 * number strictly above the upper edge, or strictly between the edges, decides exactly; only a
 * weight on an edge as numbers is compared as decimals (`exactKg`, asked for only then).
 */
export function chooseBand(
  data: Float64Array,
  service: CellService,
  approxKg: number,
  exactKg: () => Decimal,
): number {
  const upper = service.first * BAND_FIELDS;
  for (let i = 0; i < service.count; i++) {
    const to = data[upper + i]!;
    if (approxKg > to) continue;
    if (approxKg < to && approxKg > data[rowOf(service, i) + FROM]!) return i;
    if (bandCovers(service.group.bands[i]!, exactKg())) return i;
  }
  return -1;
}

/** What the database holds for one seller and one postal code. */
export interface QuoteTable {
  regions: TableRegion[];
  carriers: TableCarrier[];
  /** The bands of the regions' active carriers, grouped (groupBands). */
  services: ServiceBands[];
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

/**
 * Numbers kept per band in a cell's `data`: its edges as numbers (see chooseBand), its price as
 * answered, its deadline in days and its transit time in hours. A service's block holds its upper
 * edges one after another (what choosing a band scans: eight to a cache line), then a row of the
 * other four per band.
 */
const BAND_FIELDS = 5;
const FROM = 0;
const COST = 1;
const DAYS = 2;
const HOURS = 3;
const ROW_FIELDS = 4;

/** Where the service's band `i` has its row in the cell's `data`. */
const rowOf = (service: CellService, i: number) =>
  service.first * BAND_FIELDS + service.count + i * ROW_FIELDS;

/** One service of a carrier at a postal code: the bands of the most specific region that has it. */
export interface CellService {
  group: ServiceBands;
  /** Where its bands start in the cell's `data` and `pieces`, counted in bands. */
  first: number;
  count: number;
  /** Its name as quotes answer it. */
  name: string;
}

/** A carrier serving a postal code, with what it quotes there whatever the cart. */
interface CellCarrier {
  carrier: TableCarrier;
  /** The regions holding the postal code that it serves, most specific first. */
  regionIds: string[];
  /** Its services there; none for an inactive carrier. */
  services: CellService[];
  /** Its cubic rule, null when it bills the real weight only. */
  cubic: CubicLimits | null;
  /** Its part of a quote's JSON, between deadlineDays and the weight: see QuotePieces. */
  json: string;
}

/**
 * A seller's table at one postal code made ready for any cart: everything of the plan that does not
 * depend on the cart, so a compiled table works it out once per run of postal codes, not per quote.
 * The numbers of every band the cell may quote sit in one array, and their JSON pieces in another:
 * a quote at a postal code not asked before reads a few neighbouring cache lines per carrier rather
 * than a band object, its decimals and its strings each somewhere else in the heap (at 50,000 bands,
 * those misses were a third of a computed quote's time).
 */
export type QuoteCell =
  { outcome: 'NO_REGION' } | { outcome: 'NO_CARRIER'; regions: TableRegion[] } | ServedCell;

export interface ServedCell {
  outcome: 'SERVED';
  regions: TableRegion[];
  carriers: CellCarrier[];
  /** BAND_FIELDS numbers per band, services one after another (see rowOf). */
  data: Float64Array;
  /** Per band, the constant pieces of its quote's JSON, made on its first quote. */
  pieces: (QuotePieces | undefined)[];
}

export function money(value: Decimal): number {
  return value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();
}

function kg(value: Decimal): number {
  return value.toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toNumber();
}

const serviceLabels: Record<FreightType, string> = {
  STANDARD: 'Standard',
  EXPRESS: 'Express',
  ECONOMIC: 'Economic',
  SAME_DAY: 'Same day',
  NEXT_DAY: 'Next day',
  PICKUP: 'Pickup',
};

/**
 * A quote's JSON is put together from pieces: the band's opening (its id, service and type) and its
 * price, the carrier's id and name, and what depends on the cart (deadline and transit time with
 * the cart's handling days, the billable weight, `skuQty`). The fields are those of the response
 * schema (freight.schemas.ts) in its order, strings written by JSON.stringify and numbers as
 * `String(n)`, as the schema's serializer writes them: serializing 5 quotes field by field was ~5 %
 * of a computed quote's CPU, most of it escaping the same ids again.
 */
interface QuotePieces {
  /** `{"valueFreightId":…,"freightServiceId":…,"freightServiceName":…,"freightType":…,"deliveryTime":` */
  head: string;
  /** `,"shippingCost":…,"skuQty":` */
  cost: string;
}

function quotePieces(band: Band, cost: number): QuotePieces {
  return {
    head: flat(
      `{"valueFreightId":${JSON.stringify(band.id)},` +
        `"freightServiceId":${JSON.stringify(serviceIdOf(band))},` +
        `"freightServiceName":${JSON.stringify(serviceNameOf(band))},` +
        `"freightType":${JSON.stringify(band.freightType)},"deliveryTime":`,
    ),
    cost: flat(`,"shippingCost":${cost},"skuQty":`),
  };
}

/**
 * The string as one piece of memory. A string put together with `+` is a tree of its parts, and
 * joining it into an answer walks that tree again on every answer, a cache miss per part: pieces
 * kept for many answers are copied flat once.
 */
function flat(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}

const serviceIdOf = (band: Band) => band.serviceId ?? band.serviceName ?? band.freightType;
const serviceNameOf = (band: Pick<Band, 'serviceName' | 'freightType'>) =>
  band.serviceName ?? serviceLabels[band.freightType];

/**
 * The cart-independent part of the plan. Regions may overlap (carriers zone the country
 * differently): each carrier uses, per service, the most specific region that holds the postal code
 * and has bands for that service.
 */
export function prepareCell(table: QuoteTable): QuoteCell {
  if (table.regions.length === 0) return { outcome: 'NO_REGION' };
  const regions = [...table.regions].sort((a, b) => a.span - b.span || a.id.localeCompare(b.id));
  const carriersById = new Map(table.carriers.map((carrier) => [carrier.id, carrier]));
  const servingIds = [...new Set(regions.flatMap((region) => region.carrierIds))].filter((id) =>
    carriersById.has(id),
  );
  if (servingIds.length === 0) return { outcome: 'NO_CARRIER', regions };

  const rank = new Map(regions.map((region, i) => [region.id, i]));
  const servicesByCarrier = new Map<string, Map<string, ServiceBands>>();
  for (const group of table.services) {
    const at = rank.get(group.regionId);
    if (at === undefined || !regions[at]!.carrierIds.includes(group.carrierId)) continue;
    let services = servicesByCarrier.get(group.carrierId);
    if (!services) servicesByCarrier.set(group.carrierId, (services = new Map<string, ServiceBands>()));
    const chosen = services.get(group.key);
    if (!chosen || at < rank.get(chosen.regionId)!) services.set(group.key, group);
  }
  const carriers = servingIds.map((carrierId): CellCarrier => {
    const carrier = carriersById.get(carrierId)!;
    return {
      carrier,
      regionIds: regions.filter((region) => region.carrierIds.includes(carrierId)).map((region) => region.id),
      services: [],
      cubic: cubicLimits(carrier),
      json: flat(
        `,"carrierId":${JSON.stringify(carrier.id)},"carrierName":${JSON.stringify(carrier.name)},"weight":`,
      ),
    };
  });
  const served = carriers.flatMap((entry) =>
    entry.carrier.active
      ? [...(servicesByCarrier.get(entry.carrier.id)?.values() ?? [])].map((group) => ({ entry, group }))
      : [],
  );
  const data = new Float64Array(served.reduce((sum, { group }) => sum + group.bands.length, 0) * BAND_FIELDS);
  let first = 0;
  for (const { entry, group } of served) {
    group.bands.forEach((band, i) => {
      const block = first * BAND_FIELDS;
      const row = block + group.bands.length + i * ROW_FIELDS;
      data[block + i] = group.edges[2 * i + 1]!;
      data[row + FROM] = group.edges[2 * i]!;
      data[row + COST] = group.costs[i]!;
      data[row + DAYS] = band.deadlineDays;
      data[row + HOURS] = band.deliveryTime ?? band.deadlineDays * HOURS_PER_DAY;
    });
    entry.services.push({ group, first, count: group.bands.length, name: serviceNameOf(group) });
    first += group.bands.length;
  }
  return { outcome: 'SERVED', regions, carriers, data, pieces: new Array<undefined>(first) };
}

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

const weightAsJson = (kilos: number) => `{"value":${kilos},"unit":"KILOGRAM"}`;

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

  /** The answer of these quotes alone, in checkout order, as the response schema writes it. */
  checkoutJson(postalCode: number): string {
    const parts = [`{"postalCode":${postalCode},"shippingQuotes":[`];
    this.#checkoutOrder().forEach((at, i) => {
      if (i > 0) parts.push(',');
      this.#writeQuote(parts, at);
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

  #writeQuote(parts: string[], i: number): void {
    const pick = this.#picks[i]!;
    const band = pick.service.first + pick.at;
    const pieces = (this.#cell.pieces[band] ??= quotePieces(pick.service.group.bands[pick.at]!, pick.cost));
    parts.push(
      pieces.head,
      String(pick.deliveryTime),
      ',"deadlineDays":',
      String(pick.deadlineDays),
      pick.entry.json,
      pick.weightJson,
      pieces.cost,
      (this.#skuQtyJson ??= skuQtyAsJson(this.#cart)),
    );
  }
}

/** The cart's first item, as every quote names it, closing the quote's JSON. */
function skuQtyAsJson(cart: Cart): string {
  const first = cart.lines[0]!;
  return `{"skuId":${JSON.stringify(first.skuId)},"qty":${first.qty}}}`;
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
