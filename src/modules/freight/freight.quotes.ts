import { Decimal } from '../../platform/money.ts';
import { sql } from 'drizzle-orm';
import { sellerOf, type Ctx } from '../../platform/context.ts';
import { queryPreparedRows } from '../../platform/db/sql.ts';
import { DomainError } from '../../platform/http/errors.ts';
import { skuLogistics } from '../catalog/index.ts';
import type { FreightType } from './domain/band.ts';
import { buildCart, mergeItems, quotedSku, type Cart, type QuotedSku } from './domain/cart.ts';
import { formatPostalCode } from './domain/postal-code.ts';
import { prepareCell, type QuoteCell } from './domain/quote-cell.ts';
import {
  groupBands,
  type ExternalKind,
  type QuoteTable,
  type TableBand,
  type TableCarrier,
  type TableRegion,
} from './domain/quote-table.ts';
import {
  quoteCell,
  sortQuotes,
  type QuotedPlan,
  type QuotePlan,
  type ShippingQuote,
} from './domain/quote.ts';
import { callWithDeadline, type ExternalCall, type ExternalCarrier } from './carriers/port.ts';
import { cellAt as compiledCellAt } from './domain/seller-table.ts';
import { freightRuntimeOf, type FreightRuntime } from './freight.runtime.ts';
import { admitOutsideAsks, FAILED_SOURCE_RETRY_MS } from './freight.limits.ts';
import { pricedCart } from './freight.prices.ts';
import { sellerTable } from './freight.seller-tables.ts';
import type { QuoteRequest } from './freight.schemas.ts';
import type { QuoteComputation, QuoteResult } from './freight.quote-types.ts';
import type { StoredIntegration } from './freight.tables.ts';

/**
 * Quotes for a checkout. The seller's table at the postal code comes from
 * its compiled table in memory (or, while the cache channel is not heard, one database round trip),
 * in parallel with the catalog's SKU lookup (cached too); the pure plan decides the own-table
 * quotes; outside sources (quote URLs, postal carrier, aggregator) are asked in parallel under the
 * 650 ms deadline. The result is cached for 5 minutes; outside replies that failed are asked again.
 */

/** A band as the quote statement aggregates it: id, from, to, price (decimals as text), days, hours, type, service. */
type BandTuple = [
  string,
  string,
  string,
  string,
  number,
  number | null,
  FreightType,
  string | null,
  string | null,
];

interface TableRow {
  region_id: string;
  span: number | string;
  region_name: string;
  carrier_id: string | null;
  carrier_name: string | null;
  active: boolean | null;
  cubic_factor: string | null;
  cubic_threshold_kg: string | null;
  quote_url: string | null;
  integration: StoredIntegration | null;
  bands: BandTuple[] | null;
}

const externalKindOf = (
  quoteUrl: string | null,
  integration: StoredIntegration | null,
): ExternalKind | null => (quoteUrl ? 'QUOTE_URL' : (integration?.type ?? null));

/** The seller's table at one postal code, ready for quoting, and its carriers with outside sources. */
type LoadedCell = { cell: QuoteCell; external: Map<string, ExternalCarrier> };

/**
 * The seller's table at one postal code, ready for quoting: from the compiled table when there is
 * one, else read.
 */
async function cellAt(ctx: Ctx, cep: number): Promise<LoadedCell> {
  const compiled = await sellerTable(ctx);
  if (compiled) return { cell: compiledCellAt(compiled.table, cep), external: compiled.external };
  return readCellAt(ctx, cep);
}

async function readCellAt(ctx: Ctx, cep: number): Promise<LoadedCell> {
  const { table, external } = await readTableAt(ctx, cep);
  return { cell: prepareCell(table), external };
}

/**
 * The seller's whole table at one postal code in one statement: the regions holding it (an index
 * range scan), their carriers, and the bands of the active ones, one JSON array per carrier (a
 * hundred rows cost PGlite several times more than five). Each step is a LATERAL subquery fenced
 * with OFFSET 0 or a correlated subquery, so it runs as an index lookup per region and carrier: the
 * planner cannot estimate "start <= cep <= end" well and, left to itself, hash-joins every band of
 * the seller.
 * Prepared once per connection: planning cost as much as running it.
 */
async function readTableAt(
  ctx: Ctx,
  cep: number,
): Promise<{ table: QuoteTable; external: Map<string, ExternalCarrier> }> {
  const sellerId = sellerOf(ctx);
  const rows = await queryPreparedRows<TableRow>(
    ctx.rt.database,
    ctx.db,
    'freight_quote_table',
    sql`with matched as (
          select region_id, min(postal_code_end - postal_code_start) as span
          from freight_region_ranges
          where seller_id = ${sellerId} and postal_code_start <= ${cep} and postal_code_end >= ${cep}
          group by region_id
        )
        select m.region_id, m.span, g.region_name, c.*,
               (select json_agg(json_build_array(v.id, v.weight_from::text, v.weight_to::text, v.price::text,
                                                 v.deadline_days, v.delivery_time, v.freight_type, v.service_name,
                                                 v.service_id))
                from freight_values v
                where v.seller_id = ${sellerId} and v.region_id = m.region_id and v.carrier_id = c.carrier_id
                  and c.active) as bands
        from matched m
        join lateral (
          select name as region_name from freight_regions
          where seller_id = ${sellerId} and id = m.region_id
          offset 0
        ) g on true
        left join lateral (
          select c.id as carrier_id, c.name as carrier_name, c.active, c.cubic_factor, c.cubic_threshold_kg,
                 c.quote_url, c.integration
          from freight_region_carriers rc
          join freight_carriers c on c.seller_id = rc.seller_id and c.id = rc.carrier_id
          where rc.seller_id = ${sellerId} and rc.region_id = m.region_id
          offset 0
        ) c on true`,
  );
  const regions = new Map<string, TableRegion>();
  const carriers = new Map<string, TableCarrier>();
  const external = new Map<string, ExternalCarrier>();
  const bands: TableBand[] = [];
  for (const row of rows) {
    let region = regions.get(row.region_id);
    if (!region) {
      region = { id: row.region_id, name: row.region_name, span: Number(row.span), carrierIds: [] };
      regions.set(row.region_id, region);
    }
    if (row.carrier_id === null) continue;
    if (!region.carrierIds.includes(row.carrier_id)) region.carrierIds.push(row.carrier_id);
    if (!carriers.has(row.carrier_id)) {
      const kind = externalKindOf(row.quote_url, row.integration);
      carriers.set(row.carrier_id, {
        id: row.carrier_id,
        name: row.carrier_name!,
        active: row.active!,
        cubicFactor: row.cubic_factor === null ? null : new Decimal(row.cubic_factor),
        cubicThresholdKg: row.cubic_threshold_kg === null ? null : new Decimal(row.cubic_threshold_kg),
        external: kind,
      });
      if (kind) {
        external.set(row.carrier_id, {
          id: row.carrier_id,
          name: row.carrier_name!,
          quoteUrl: row.quote_url,
          integration: row.integration,
        });
      }
    }
    for (const [
      id,
      from,
      to,
      price,
      deadlineDays,
      deliveryTime,
      freightType,
      serviceName,
      serviceId,
    ] of row.bands ?? []) {
      bands.push({
        id,
        carrierId: row.carrier_id,
        regionId: row.region_id,
        weightFrom: new Decimal(from),
        weightTo: new Decimal(to),
        price: new Decimal(price),
        deadlineDays,
        deliveryTime,
        freightType,
        serviceName,
        serviceId,
      });
    }
  }
  return {
    table: { regions: [...regions.values()], carriers: [...carriers.values()], services: groupBands(bands) },
    external,
  };
}

type Item = QuoteRequest['quotationItems'][number];

const skuKey = (sellerId: string, skuId: string) => `${sellerId}\u0000${skuId}`;

/** The cart from the catalog: 404 for a SKU the seller does not have or that lacks weight or size. */
async function loadCart(ctx: Ctx, request: QuoteRequest, items: readonly Item[]): Promise<Cart> {
  const { skus } = freightRuntimeOf(ctx.rt);
  const sellerId = sellerOf(ctx);
  const known = new Map<string, QuotedSku>();
  const unknown: string[] = [];
  for (const item of items) {
    const sku = skus.get(skuKey(sellerId, item.skuId));
    if (sku) known.set(item.skuId, sku);
    else unknown.push(item.skuId);
  }
  if (unknown.length > 0) {
    const stamp = skus.begin();
    for (const [skuId, stored] of await skuLogistics(ctx, unknown)) {
      const sku = quotedSku(stored);
      skus.set(skuKey(sellerId, skuId), stamp, sellerId, [skuId], sku);
      known.set(skuId, sku);
    }
  }
  return cartOf(
    request,
    items,
    items.map((item) => known.get(item.skuId)),
  );
}

/** The cart when every SKU is in the SKU cache, else null (loadCart reads the others). */
function cachedCart(
  skus: FreightRuntime['skus'],
  sellerId: string,
  request: QuoteRequest,
  items: readonly Item[],
): Cart | null {
  const found: QuotedSku[] = [];
  for (const item of items) {
    const sku = skus.get(skuKey(sellerId, item.skuId));
    if (!sku) return null;
    found.push(sku);
  }
  return cartOf(request, items, found);
}

/** The cart's lines from each item's SKU (undefined: not the seller's). */
function cartOf(request: QuoteRequest, items: readonly Item[], skus: (QuotedSku | undefined)[]): Cart {
  const lines = items.map((item, i) => {
    const sku = skus[i];
    if (!sku) {
      const field = fieldOf(request, item.skuId);
      throw new DomainError(
        'not-found',
        `${field}: skuId ${JSON.stringify(item.skuId)} was not found for this seller`,
        {
          field,
          skuId: item.skuId,
        },
      );
    }
    if (sku.missing) {
      const field = fieldOf(request, item.skuId);
      throw new DomainError(
        'freight-sku-without-dimensions',
        `${field}: SKU ${JSON.stringify(item.skuId)} has no ${sku.missing.join(', ')}; freight needs weight and dimensions`,
        { field, skuId: item.skuId, missing: sku.missing },
      );
    }
    // The measures first: V8 copies an object spread first by its shape, and one in the middle
    // property by property.
    return {
      ...sku.measures,
      skuId: item.skuId,
      qty: item.qty,
      unitPrice: item.price === undefined ? null : new Decimal(item.price),
    };
  });
  return buildCart(lines);
}

/** Errors name the first position of a SKU in the request, as sent. */
function fieldOf(request: QuoteRequest, skuId: string): string {
  return `quotationItems[${request.quotationItems.findIndex((item) => item.skuId === skuId)}].skuId`;
}

function cacheKey(
  sellerId: string,
  postalCode: string,
  request: QuoteRequest,
  items: readonly Item[],
): string {
  let key = `${sellerId}\u0000${postalCode}\u0000${request.platform ?? ''}\u0000${request.orderTotalPrice ?? ''}`;
  bySkuId(items).forEach((item, i) => {
    key += `${i === 0 ? '\u0000' : '\u0002'}${item.skuId}\u0001${item.qty}\u0001${item.price ?? ''}`;
  });
  return key;
}

/**
 * The items by skuId, as a new array. By insertion: a checkout's few items cost a handful of
 * comparisons and no work arrays (the schema's largest cart, 200 lines, ~20,000 moves at worst).
 */
function bySkuId(items: readonly Item[]): readonly Item[] {
  if (items.length === 1) return items;
  const sorted: Item[] = [];
  for (const item of items) {
    let at = sorted.length;
    while (at > 0 && sorted[at - 1]!.skuId > item.skuId) {
      sorted[at] = sorted[at - 1]!;
      at--;
    }
    sorted[at] = item;
  }
  return sorted;
}

/** The asks without a usable reply whose source may be asked now. */
function pendingAsks(computation: QuoteComputation, now: number): QuoteComputation['asks'] {
  const { replies, failedUntil } = computation;
  return computation.asks.filter(
    ({ ask }) => !replies?.has(ask.carrier.id) && (failedUntil?.get(ask.carrier.id) ?? 0) <= now,
  );
}

/**
 * Asks the sources without a reply yet, within the seller's outside budget (FRT-26): a source that
 * failed is left out of the answer for a while rather than asked again by every hit.
 */
async function askOutside(ctx: Ctx, computation: QuoteComputation): Promise<ExternalCall[]> {
  const { quoters, limits } = freightRuntimeOf(ctx.rt);
  const now = ctx.rt.clock.now().getTime();
  const pending = pendingAsks(computation, now);
  admitOutsideAsks(limits, sellerOf(ctx), pending.length);
  const replies = (computation.replies ??= new Map<string, ShippingQuote[]>());
  return Promise.all(
    computation.asks.map(async ({ kind, ask }) => {
      if (!pending.some((p) => p.ask === ask)) {
        return {
          carrierId: ask.carrier.id,
          kind,
          target: quoters[kind].target(ask),
          outcome: 'CACHED' as const,
          status: null,
          latencyMs: null,
          detail: null,
          quotes: replies.get(ask.carrier.id)?.length ?? 0,
          dropped: [],
        };
      }
      const result = await callWithDeadline(quoters[kind], ask);
      if (result.call.outcome === 'OK') {
        replies.set(ask.carrier.id, result.quotes);
        computation.failedUntil?.delete(ask.carrier.id);
        computation.sorted = null;
      } else {
        (computation.failedUntil ??= new Map()).set(ask.carrier.id, now + FAILED_SOURCE_RETRY_MS);
        ctx.rt.log.warn({ sellerId: sellerOf(ctx), ...result.call }, 'freight quote source dropped');
      }
      return result.call;
    }),
  );
}

function quotesOf(computation: QuoteComputation): ShippingQuote[] {
  const { plan, replies } = computation;
  if (computation.sorted) return computation.sorted;
  const internal = plan?.quotes ?? [];
  if (replies?.size) return (computation.sorted = sortQuotes([...internal, ...[...replies.values()].flat()]));
  return (computation.sorted = plan ? plan.checkoutQuotes() : []);
}

/**
 * The answer of a computation; with `publicIds`, own-table JSON names carriers and bands by their public
 * aliases (FRT-27). Quotes from outside sources come with their ids as they are, for the caller to alias.
 */
function resultOf(computation: QuoteComputation, publicIds: boolean): QuoteResult {
  if (!computation.replies?.size) {
    const { plan, postalCode } = computation;
    const json = () =>
      plan ? plan.checkoutJson(postalCode, publicIds) : `{"postalCode":${postalCode},"shippingQuotes":[]}`;
    return { json: publicIds ? (computation.publicJson ??= json()) : (computation.json ??= json()) };
  }
  return { postalCode: computation.postalCode, shippingQuotes: quotesOf(computation) };
}

/** One asking of a quote: what its computation is cached and answered under. */
interface Asking {
  runtime: FreightRuntime;
  sellerId: string;
  key: string;
  /** Taken before anything the answer is computed from was read. */
  stamp: number;
  postalCode: string;
  cep: number;
  items: readonly Item[];
  explain: boolean;
  publicIds: boolean;
}

/**
 * The quotes for a cart at a postal code. Most quotes find everything in memory (their answer in the
 * cache, or the seller's compiled table and every SKU) and have no outside source to ask: those are
 * answered as a value, not a promise, so the route sends them in the same turn (each await of an
 * answer that is already there cost a promise and a turn of the microtask queue). The others, and
 * explanations, come as a promise.
 */
export function quoteFreight(
  ctx: Ctx,
  postalCode: string,
  request: QuoteRequest,
  options: { explain?: boolean; publicIds?: boolean } = {},
): QuoteResult | Promise<QuoteResult> {
  const sellerId = sellerOf(ctx);
  const items = mergeItems(request.quotationItems);
  const runtime = freightRuntimeOf(ctx.rt);
  const key = cacheKey(sellerId, postalCode, request, items);
  const explain = options.explain ?? false;
  const publicIds = options.publicIds ?? false;
  // An answer under way is shared only with callers of its audience: the ids it names differ (FRT-28).
  const flight = publicIds ? `${key}\u0000public` : key;

  if (!explain) {
    // Callers asking the same while an answer is being made share it: one outside ask for them all.
    const running = runtime.inFlight.get(flight);
    if (running) return running;
    const hit = runtime.cache.get(key);
    if (hit) {
      if (hit.replies && pendingAsks(hit, ctx.rt.clock.now().getTime()).length > 0) {
        return shared(
          runtime,
          flight,
          askOutside(ctx, hit).then(() => resultOf(hit, publicIds)),
        );
      }
      return resultOf(hit, publicIds);
    }
  }

  const cep = Number(postalCode);
  const asking: Asking = {
    runtime,
    sellerId,
    key,
    stamp: runtime.cache.begin(),
    postalCode,
    cep,
    items,
    explain,
    publicIds,
  };
  const compiled = explain ? undefined : runtime.tables.get(sellerId);
  const inMemory = compiled && cachedCart(runtime.skus, sellerId, request, items);
  if (inMemory) {
    const loaded = { cell: compiledCellAt(compiled.table, cep), external: compiled.external };
    const result = quoteCart(ctx, request, asking, inMemory, loaded);
    return result instanceof Promise ? shared(runtime, flight, result) : result;
  }
  const loading = Promise.all([
    loadCart(ctx, request, items),
    // The tester shows what the database holds now, whatever the caches keep.
    explain ? readCellAt(ctx, cep) : cellAt(ctx, cep),
  ]).then(([cart, loaded]) => quoteCart(ctx, request, asking, cart, loaded));
  return explain ? loading : shared(runtime, flight, loading);
}

/** An answer under way, found by the callers that ask the same until it is there. */
function shared(runtime: FreightRuntime, key: string, answer: Promise<QuoteResult>): Promise<QuoteResult> {
  runtime.inFlight.set(key, answer);
  const done = () => {
    if (runtime.inFlight.get(key) === answer) runtime.inFlight.delete(key);
  };
  answer.then(done, done);
  return answer;
}

/** The plan for the cart; a promise only when an outside source is to be asked. */
function quoteCart(
  ctx: Ctx,
  request: QuoteRequest,
  asking: Asking,
  cart: Cart,
  loaded: LoadedCell,
): QuoteResult | Promise<QuoteResult> {
  const plan = quoteCell(cart, loaded.cell, asking.explain);
  if (plan.outcome === 'NO_CARRIER') {
    const names = plan.regions.map((region) => JSON.stringify(region.name)).join(', ');
    throw new DomainError(
      'freight-region-without-carrier',
      `The postal code ${asking.postalCode} is in region ${names}, which no carrier of the seller serves`,
      { postalCode: asking.postalCode, regionIds: plan.regions.map((region) => region.id) },
    );
  }
  if (plan.outcome === 'QUOTED' && plan.external.length > 0) {
    return quoteOutside(ctx, request, asking, cart, loaded, plan);
  }
  // Most sellers quote from their own tables only: no outside source, nothing to wait for.
  const computation: QuoteComputation = {
    postalCode: asking.cep,
    plan: plan.outcome === 'QUOTED' ? plan : null,
    asks: [],
    replies: null,
    failedUntil: null,
    sorted: null,
    json: null,
    publicJson: null,
  };
  // Own-table answers are kept from their second asking (SeenKeys).
  if (asking.runtime.seen.seenBefore(asking.key)) keep(asking, computation);
  return answer(asking, computation, plan, cart, []);
}

/** Own-table quotes and those of outside sources, asked in parallel. */
async function quoteOutside(
  ctx: Ctx,
  request: QuoteRequest,
  asking: Asking,
  cart: Cart,
  loaded: LoadedCell,
  plan: QuotedPlan,
): Promise<QuoteResult> {
  const platform = request.platform ?? null;
  // Only a quote URL is sent prices: the catalog is read for them only when one is asked.
  const outsideCart = await pricedCart(ctx, cart, platform);
  const computation: QuoteComputation = {
    postalCode: asking.cep,
    plan,
    asks: plan.external.map(({ carrierId, kind }) => ({
      kind,
      ask: {
        carrier: loaded.external.get(carrierId)!,
        postalCode: asking.postalCode,
        cart: outsideCart,
        platform,
        orderTotalPrice: request.orderTotalPrice == null ? null : new Decimal(request.orderTotalPrice),
      },
    })),
    replies: null,
    failedUntil: null,
    sorted: null,
    json: null,
    publicJson: null,
  };
  const calls = await askOutside(ctx, computation);
  // Outside replies are kept from the first asking.
  keep(asking, computation);
  return answer(asking, computation, plan, cart, calls);
}

function keep(asking: Asking, computation: QuoteComputation): void {
  asking.runtime.cache.set(
    asking.key,
    asking.stamp,
    asking.sellerId,
    asking.items.map((item) => item.skuId),
    computation,
  );
}

function answer(
  asking: Asking,
  computation: QuoteComputation,
  plan: Exclude<QuotePlan, { outcome: 'NO_CARRIER' }>,
  cart: Cart,
  calls: ExternalCall[],
): QuoteResult {
  if (!asking.explain) return resultOf(computation, asking.publicIds);
  return {
    postalCode: asking.cep,
    shippingQuotes: quotesOf(computation),
    explain: {
      postalCode: formatPostalCode(asking.cep),
      cache: 'BYPASSED',
      outcome: plan.outcome,
      cart: {
        items: cart.lines.map((line) => ({
          skuId: line.skuId,
          qty: line.qty,
          weightKg: line.weightKg.toNumber(),
          heightCm: line.heightCm.toNumber(),
          widthCm: line.widthCm.toNumber(),
          lengthCm: line.lengthCm.toNumber(),
          handlingDays: line.handlingDays,
        })),
        realWeightKg: cart.realWeightKg.toNumber(),
        volumeCm3: cart.volumeCm3.toNumber(),
        handlingDays: cart.handlingDays,
      },
      regions:
        plan.outcome === 'QUOTED'
          ? plan.regions.map((region) => ({
              id: region.id,
              name: region.name,
              carrierIds: region.carrierIds,
            }))
          : [],
      carriers: plan.outcome === 'QUOTED' ? plan.carriers : [],
      externalCalls: calls,
    },
  };
}
