import { and, desc, eq, sql } from 'drizzle-orm';
import { arrayLiteral, inList, queryRows } from '../../platform/db/sql.ts';
import { sellerOf, withTransaction, type Ctx } from '../../platform/context.ts';
import { appendEvents } from '../../platform/events/events.ts';
import { DomainError, notFound } from '../../platform/http/errors.ts';
import type { PageResult, Paging } from '../../platform/http/hal.ts';
import { selectPage } from '../../platform/db/page.ts';
import { newId } from '../../platform/ids.ts';
import { iso, isoOrNull } from '../../platform/time.ts';
import {
  getProduct,
  skuCodes,
  skuCosts,
  skuIdsInCategories,
  skuIdsOfBrands,
  skuIdsOfRefs,
  type SkuCost,
} from '../catalog/index.ts';
import { connectedAccounts, knownChannelFees, platforms } from '../marketplaces/index.ts';
import { EVERY_PLATFORM, type PriceEntry } from './domain/effective-price.ts';
import { Money } from './domain/money.ts';
import { compare, scaled, type Scaled } from '../../platform/scaled.ts';
import {
  floorCalculator,
  holdReason,
  marginAt,
  priceFloor,
  type FloorOutcome,
  type HoldReason,
} from './domain/floor.ts';
import type { PriceWrite } from './domain/price-write.ts';
import { inEffect } from './domain/promotion.ts';
import { invalid, knownPlatforms } from './prices.service.ts';
import {
  lockSkus,
  recompute,
  storedEntries,
  writePrices,
  type ChangeOrigin,
  type WriteScreen,
} from './prices.engine.ts';
import {
  heldPrices,
  priceGuardSettings,
  promotionItems,
  promotions,
  type ChannelCosts,
  type MarginOverrides,
} from './prices.tables.ts';

export interface GuardSettings {
  minMargin: string;
  taxRate: string;
  changeFactor: string;
  channels: Record<string, ChannelCosts>;
  marginOverrides: MarginOverrides;
}

/** A seller who set nothing: never below costs and fees, and no change by more than 10× either way (PRC-27). */
const DEFAULTS: GuardSettings = {
  minMargin: '0',
  taxRate: '0',
  changeFactor: '10',
  channels: {},
  marginOverrides: {},
};

export async function guardSettings(ctx: Ctx): Promise<GuardSettings> {
  const [row] = await ctx.db
    .select()
    .from(priceGuardSettings)
    .where(eq(priceGuardSettings.sellerId, sellerOf(ctx)));
  if (!row) return DEFAULTS;
  return {
    minMargin: row.minMargin,
    taxRate: row.taxRate,
    changeFactor: row.changeFactor,
    channels: row.channels,
    marginOverrides: row.marginOverrides ?? {},
  };
}

/**
 * Sets the guard (fields left out keep their value). A factor of 1 or less would hold every change;
 * a margin, taxes and a commission taking the whole price would leave no floor to guard with.
 */
export async function putGuardSettings(ctx: Ctx, input: Partial<GuardSettings>): Promise<GuardSettings> {
  const settings = { ...(await guardSettings(ctx)), ...input };
  if (!new Money(settings.changeFactor).gt(1)) {
    throw invalid([{ field: 'changeFactor', message: 'must be greater than 1' }]);
  }
  const unknown = Object.keys(settings.channels).find((platform) => !knownPlatforms().has(platform));
  if (unknown !== undefined) throw invalid([{ field: `channels.${unknown}`, message: 'unknown platform' }]);
  await checkOverrideIds(ctx, settings.marginOverrides);
  // Every margin in force (the seller's and each override), with taxes and each channel's commission, must leave
  // a price; the field named is the one this request set, else taxes.
  const margins: (readonly [string, string])[] = [
    [input.minMargin !== undefined ? 'minMargin' : 'taxRate', settings.minMargin],
    ...overrideEntries(settings.marginOverrides).map(
      ([field, rate]) => [input.marginOverrides !== undefined ? field : 'taxRate', rate] as const,
    ),
  ];
  for (const platform of [EVERY_PLATFORM, ...platforms().map((p) => p.platform)]) {
    for (const [field, margin] of margins) {
      const share = new Money(margin)
        .plus(settings.taxRate)
        .plus(channelCostsOf(settings, platform).commission);
      if (share.gte(1)) {
        throw invalid([
          {
            field,
            message: `margin, taxes and commission take the whole price on ${platform || 'every platform'}`,
          },
        ]);
      }
    }
  }
  const row = { ...settings, sellerId: sellerOf(ctx), updatedAt: ctx.rt.clock.now().toISOString() };
  await ctx.db
    .insert(priceGuardSettings)
    .values(row)
    .onConflictDoUpdate({ target: priceGuardSettings.sellerId, set: row });
  return guardSettings(ctx);
}

const overrideEntries = (overrides: MarginOverrides) =>
  (['products', 'brands', 'categories'] as const).flatMap((kind) =>
    Object.entries(overrides[kind] ?? {}).map(
      ([id, rate]) => [`marginOverrides.${kind}.${id}`, rate] as const,
    ),
  );

/** An override naming a product, brand or category the seller does not have would guard nothing: 400 naming it. */
async function checkOverrideIds(ctx: Ctx, overrides: MarginOverrides): Promise<void> {
  const brandIds = Object.keys(overrides.brands ?? {});
  const categoryIds = Object.keys(overrides.categories ?? {});
  const knownBrands = await skuIdsOfBrands(ctx, brandIds);
  const knownCategories = await skuIdsInCategories(ctx, categoryIds);
  const unknown = [
    ...brandIds.filter((id) => !knownBrands.has(id)).map((id) => `marginOverrides.brands.${id}`),
    ...categoryIds.filter((id) => !knownCategories.has(id)).map((id) => `marginOverrides.categories.${id}`),
  ];
  for (const id of Object.keys(overrides.products ?? {})) {
    try {
      await getProduct(ctx, id);
    } catch {
      unknown.push(`marginOverrides.products.${id}`);
    }
  }
  if (unknown.length > 0)
    throw invalid(unknown.map((field) => ({ field, message: 'the seller has no such one' })));
}

/** The minimum margin of a SKU: its product's, else its brand's, else its category's, else the seller's (PRC-35). */
function marginOf(settings: GuardSettings, cost: SkuCost | undefined): string {
  const o = settings.marginOverrides;
  return (
    (cost && o.products?.[cost.productId]) ??
    (cost?.brandId ? o.brands?.[cost.brandId] : undefined) ??
    (cost?.categoryId ? o.categories?.[cost.categoryId] : undefined) ??
    settings.minMargin
  );
}

/** What one sale on `platform` costs besides the SKU: the seller's figures, else the channel's known fees. */
function channelCostsOf(settings: GuardSettings, platform: string) {
  const own = settings.channels[platform] ?? {};
  const known = knownChannelFees(platform);
  return {
    commission: own.commission ?? known?.commission ?? '0',
    fixedFee: own.fixedFee ?? known?.fixedFee ?? '0',
    freight: own.freight ?? '0',
  };
}

const productCostsOf = (cost: SkuCost | undefined) =>
  cost ? [cost.inboundFreight, cost.packaging, cost.royalty] : [];

/** The floor on one platform with its breakdown, for the floor read. */
function floorOn(settings: GuardSettings, cost: SkuCost | undefined, platform: string): FloorOutcome {
  return priceFloor({
    unitCost: cost?.unitCost ?? null,
    productCosts: productCostsOf(cost),
    ...channelCostsOf(settings, platform),
    tax: settings.taxRate,
    minMargin: marginOf(settings, cost),
  });
}

/** The platforms a SKU-wide price reaches: the seller's connected channels. */
export async function connectedPlatforms(ctx: Ctx): Promise<string[]> {
  return [
    ...(
      await connectedAccounts(
        ctx,
        platforms().map((p) => p.platform),
      )
    ).keys(),
  ].sort();
}

/**
 * The floor of a scope: its platform's, or for the SKU-wide price (which every connected channel
 * without a price of its own gets) the highest of theirs — and without any channel, costs, taxes and
 * margin. `channel` is the platform the floor comes from (`''`: none connected).
 */
function scopeFloorOf(
  view: GuardView,
  cost: SkuCost | undefined,
  platform: string,
): { floor: string | null; channel: string } {
  const scopes =
    platform !== EVERY_PLATFORM ? [platform] : view.connected.length > 0 ? view.connected : [EVERY_PLATFORM];
  let highest: { floor: string | null; channel: string; value?: Scaled } = {
    floor: null,
    channel: scopes[0]!,
  };
  for (const scope of scopes) {
    const floor = calculatorOf(
      view,
      scope,
      marginOf(view.settings, cost),
    )(cost?.unitCost ?? null, productCostsOf(cost));
    if (floor === null) continue;
    const value = scaled(floor);
    if (highest.value === undefined || compare(value, highest.value) > 0) {
      highest = { floor, channel: scope, value };
    }
  }
  return { floor: highest.floor, channel: highest.channel };
}

/**
 * The floor arithmetic of one platform at one margin, set up once per batch: a batch judges 10,000
 * SKUs on every connected channel, and what they share is most of the work.
 */
function calculatorOf(view: GuardView, platform: string, margin: string) {
  const key = `${platform}\u0000${margin}`;
  let calculator = view.calculators.get(key);
  if (!calculator) {
    calculator = floorCalculator({
      ...channelCostsOf(view.settings, platform),
      tax: view.settings.taxRate,
      minMargin: margin,
    });
    view.calculators.set(key, calculator);
  }
  return calculator;
}

/** What a write replaces: its own entry, else the scope's list price, else the SKU-wide list price. */
function currentOf(entries: readonly PriceEntry[] | undefined, w: PriceWrite): string | null {
  const find = (platform: string, type: string) =>
    entries?.find((e) => e.platform === platform && e.priceType === type)?.value;
  return (
    find(w.platform, w.priceType) ?? find(w.platform, 'DEFAULT') ?? find(EVERY_PLATFORM, 'DEFAULT') ?? null
  );
}

export interface HeldWrite {
  id: string;
  write: PriceWrite;
  reason: HoldReason;
  floor: string | null;
  currentValue: string | null;
}

/** What the guard needs of a batch, read once: the settings, the SKUs' costs, the connected channels. */
interface GuardView {
  settings: GuardSettings;
  costs: Map<string, SkuCost>;
  connected: string[];
  floors: Map<string, string | null>;
  calculators: Map<string, ReturnType<typeof floorCalculator>>;
}

/**
 * `known`: costs the caller has already read for these SKUs (a price formation batch reads them to price
 * them), so the guard does not read them again; any SKU it lacks is read.
 */
async function guardView(
  ctx: Ctx,
  skuIds: readonly string[],
  known?: ReadonlyMap<string, SkuCost>,
): Promise<GuardView> {
  return {
    settings: await guardSettings(ctx),
    costs: await costsOf(ctx, [...new Set(skuIds)], known),
    connected: await connectedPlatforms(ctx),
    floors: new Map(),
    calculators: new Map(),
  };
}

async function costsOf(
  ctx: Ctx,
  skuIds: readonly string[],
  known: ReadonlyMap<string, SkuCost> | undefined,
): Promise<Map<string, SkuCost>> {
  if (!known) return skuCosts(ctx, skuIds);
  const costs = await skuCosts(
    ctx,
    skuIds.filter((skuId) => !known.has(skuId)),
  );
  for (const skuId of skuIds) {
    const cost = known.get(skuId);
    if (cost) costs.set(skuId, cost);
  }
  return costs;
}

/** The floor of one SKU's scope, computed once per batch. */
function floorIn(view: GuardView, skuId: string, platform: string): string | null {
  const key = `${skuId}\u0000${platform}`;
  let floor = view.floors.get(key);
  if (floor === undefined) {
    floor = scopeFloorOf(view, view.costs.get(skuId), platform).floor;
    view.floors.set(key, floor);
  }
  return floor;
}

/** The guard's verdict on one write: null reason, it goes out. */
function assess(view: GuardView, w: PriceWrite, entries: readonly PriceEntry[] | undefined) {
  const floor = floorIn(view, w.skuId, w.platform);
  const currentValue = currentOf(entries, w);
  return {
    reason: holdReason(w.value, floor, currentValue, view.settings.changeFactor),
    floor,
    currentValue,
  };
}

/**
 * The profit guard of every price writer: writes below their floor, or changing the price by more
 * than the seller's factor, are stored as held (replacing a held one of the same scope) with a
 * `price.PriceHeld` event, and left out of the write; a write that goes through supersedes a held one
 * of its scope. `held` collects what was held, for the answer.
 */
export function profitGuard(held: HeldWrite[], known?: ReadonlyMap<string, SkuCost>): WriteScreen {
  return async (ctx, origin, writes, stored) => {
    const view = await guardView(
      ctx,
      writes.map((w) => w.skuId),
      known,
    );
    const pass: PriceWrite[] = [];
    for (const w of writes) {
      const { reason, floor, currentValue } = assess(view, w, stored.get(w.skuId));
      if (reason === null) pass.push(w);
      else held.push({ id: newId('hld'), write: w, reason, floor, currentValue });
    }
    await storeHeld(ctx, origin, held);
    await dropSuperseded(ctx, pass);
    return pass;
  };
}

/** A price on one scope of a SKU, and the one it would replace. */
interface PriceOnScope {
  skuId: string;
  platform: string;
  value: string;
  current: string | null;
}

/**
 * The guard's verdict on prices that are not writes (a promotion's over the list price), with the
 * margin each leaves on the channel its floor comes from (PRC-33). Nothing is stored.
 */
export async function scopeVerdicts(ctx: Ctx, scopes: readonly PriceOnScope[]) {
  const view = await guardView(
    ctx,
    scopes.map((p) => p.skuId),
  );
  return scopes.map((p) => {
    const cost = view.costs.get(p.skuId);
    const { floor, channel } = scopeFloorOf(view, cost, p.platform);
    const costs = channelCostsOf(view.settings, channel);
    const margin = marginAt(p.value, {
      unitCost: cost?.unitCost ?? null,
      productCosts: productCostsOf(cost),
      ...costs,
      tax: view.settings.taxRate,
    });
    return {
      reason: holdReason(p.value, floor, p.current, view.settings.changeFactor),
      floor,
      margin,
      channel: channel === EVERY_PLATFORM ? null : channel,
    };
  });
}

/** The floor of each SKU on one platform (null: no cost, or no floor reachable). */
export async function floorsOn(
  ctx: Ctx,
  skuIds: readonly string[],
  platform: string,
): Promise<Map<string, string | null>> {
  const view = await guardView(ctx, skuIds);
  return new Map(skuIds.map((skuId) => [skuId, floorIn(view, skuId, platform)]));
}

/** What the guard would say of these writes now, nothing stored: for simulations and previews. */
export async function guardVerdicts(
  ctx: Ctx,
  writes: readonly PriceWrite[],
  known?: ReadonlyMap<string, SkuCost>,
) {
  const skuIds = writes.map((w) => w.skuId);
  const view = await guardView(ctx, skuIds, known);
  const stored = await storedEntries(ctx, skuIds);
  return writes.map((w) => assess(view, w, stored.get(w.skuId)));
}

export async function storeHeld(ctx: Ctx, origin: ChangeOrigin, held: readonly HeldWrite[]): Promise<void> {
  if (held.length === 0) return;
  const sellerId = sellerOf(ctx);
  const now = ctx.rt.clock.now().toISOString();
  const column = (of: (h: HeldWrite) => string | null) => arrayLiteral(held.map(of));
  // A scope held again keeps one held change, the newest, under its new id.
  const rows = await queryRows<{ id: string; sku_id: string; platform: string }>(
    ctx.db,
    sql`insert into held_prices (seller_id, id, sku_id, platform, price_type, value, start_at, end_at, source, reason,
                                 floor, current_value, created_at, rule_id, promotion_id)
        select ${sellerId}, x.id, x.s, x.p, x.t, x.v, x.st, x.en, ${origin.source}, x.r, x.f, x.c, ${now},
               ${origin.ruleId ?? null}, ${origin.promotionId ?? null}
        from unnest(${column((h) => h.id)}::text[], ${column((h) => h.write.skuId)}::text[],
                    ${column((h) => h.write.platform)}::text[], ${column((h) => h.write.priceType)}::text[],
                    ${column((h) => h.write.value)}::numeric[], ${column((h) => h.write.startAt)}::timestamptz[],
                    ${column((h) => h.write.endAt)}::timestamptz[], ${column((h) => h.reason)}::text[],
                    ${column((h) => h.floor)}::numeric[], ${column((h) => h.currentValue)}::numeric[])
             as x(id, s, p, t, v, st, en, r, f, c)
        on conflict (seller_id, sku_id, platform, price_type) do update
        set id = excluded.id, value = excluded.value, start_at = excluded.start_at, end_at = excluded.end_at,
            source = excluded.source, reason = excluded.reason, floor = excluded.floor,
            current_value = excluded.current_value, created_at = excluded.created_at,
            rule_id = excluded.rule_id, promotion_id = excluded.promotion_id
        returning id, sku_id, platform`,
  );
  await appendEvents(
    ctx,
    rows.map((row) => ({
      name: 'price.PriceHeld' as const,
      payload: {
        heldId: row.id,
        skuId: row.sku_id,
        ...(row.platform === EVERY_PLATFORM ? {} : { platform: row.platform }),
      },
    })),
  );
}

async function dropSuperseded(ctx: Ctx, pass: readonly PriceWrite[]): Promise<void> {
  if (pass.length === 0) return;
  const sellerId = sellerOf(ctx);
  // Most sellers hold nothing: one indexed probe spares a batch the join.
  const [any] = await queryRows<{ one: number }>(
    ctx.db,
    sql`select 1 as one from held_prices where seller_id = ${sellerId} limit 1`,
  );
  if (!any) return;
  const column = (of: (w: PriceWrite) => string) => arrayLiteral(pass.map(of));
  // A list price that goes out where a finished promotion's end was held is the seller's price there
  // now: the item the hold kept goes with it (PRC-37).
  await ctx.db.execute(
    sql`with dropped as (
          delete from held_prices h
          using unnest(${column((w) => w.skuId)}::text[], ${column((w) => w.platform)}::text[],
                       ${column((w) => w.priceType)}::text[]) as x(s, p, t)
          where h.seller_id = ${sellerId} and h.sku_id = x.s and h.platform = x.p and h.price_type = x.t
          returning h.sku_id, h.platform, h.price_type, h.source, h.promotion_id
        )
        delete from promotion_items i using dropped d, promotions p
        where i.seller_id = ${sellerId} and d.source = 'PROMOTION' and d.price_type = 'DEFAULT'
          and i.promotion_id = d.promotion_id and i.sku_id = d.sku_id and i.platform = d.platform
          and p.seller_id = i.seller_id and p.id = i.promotion_id and p.status = 'FINISHED'`,
  );
}

type HeldRow = typeof heldPrices.$inferSelect;

const num = (value: string | null) => (value === null ? null : Number(value));

function heldDto(row: HeldRow, sku: string | undefined) {
  return {
    id: row.id,
    skuId: row.skuId,
    sku: sku ?? null,
    platform: row.platform === EVERY_PLATFORM ? null : row.platform,
    priceType: row.priceType,
    value: Number(row.value),
    startDate: iso(row.startAt),
    endDate: iso(row.endAt),
    source: row.source,
    ...(row.ruleId === null ? {} : { ruleId: row.ruleId }),
    ...(row.promotionId === null ? {} : { promotionId: row.promotionId }),
    reason: row.reason,
    floor: num(row.floor),
    currentValue: num(row.currentValue),
    heldAt: new Date(row.createdAt).toISOString(),
  };
}

/** The answer's view of writes just held (the same fields as a held price's read). */
export async function heldWritesDto(ctx: Ctx, held: readonly HeldWrite[]) {
  const codes = await skuCodes(
    ctx,
    held.map((h) => h.write.skuId),
  );
  return held.map((h) => ({
    id: h.id,
    skuId: h.write.skuId,
    sku: codes.get(h.write.skuId) ?? null,
    platform: h.write.platform === EVERY_PLATFORM ? null : h.write.platform,
    priceType: h.write.priceType,
    value: Number(h.write.value),
    reason: h.reason,
    floor: num(h.floor),
    currentValue: num(h.currentValue),
  }));
}

export async function listHeldPrices(
  ctx: Ctx,
  filter: { sku?: string; skuId?: string },
  paging: Paging,
): Promise<PageResult<ReturnType<typeof heldDto>>> {
  const conditions = [eq(heldPrices.sellerId, sellerOf(ctx))];
  if (filter.sku !== undefined || filter.skuId !== undefined) {
    const [skuId] = await skuIdsOfRefs(ctx, [filter], () => '');
    conditions.push(eq(heldPrices.skuId, skuId!));
  }
  const { rows, total } = await selectPage(
    ctx.db,
    heldPrices,
    and(...conditions),
    [desc(heldPrices.createdAt), desc(heldPrices.id)],
    paging,
  );
  const codes = await skuCodes(
    ctx,
    rows.map((row) => row.skuId),
  );
  return { items: rows.map((row) => heldDto(row, codes.get(row.skuId))), total };
}

async function heldRow(ctx: Ctx, id: string): Promise<HeldRow> {
  const [row] = await ctx.db
    .select()
    .from(heldPrices)
    .where(and(eq(heldPrices.sellerId, sellerOf(ctx)), eq(heldPrices.id, id)));
  if (!row) throw notFound('held price', id);
  return row;
}

export async function getHeldPrice(ctx: Ctx, id: string) {
  const row = await heldRow(ctx, id);
  return heldDto(row, (await skuCodes(ctx, [row.skuId])).get(row.skuId));
}

/** For the dashboard: how many price changes wait for the seller's confirmation. */
export async function heldPriceCount(ctx: Ctx): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    ctx.db,
    sql`select count(*)::int as n from held_prices where seller_id = ${sellerOf(ctx)}`,
  );
  return row!.n;
}

/** The seller confirms a held change: it is written as its writer sent it, past the guard, and pushed. */
export function confirmHeldPrice(ctx: Ctx, id: string) {
  return withTransaction(ctx, async (tx) => {
    // The SKU's lock first, as every price writer takes it before touching held rows: no lock-order deadlock.
    await lockSkus(tx, [(await heldRow(tx, id)).skuId]);
    const [row] = await tx.db
      .delete(heldPrices)
      .where(and(eq(heldPrices.sellerId, sellerOf(tx)), eq(heldPrices.id, id)))
      .returning();
    // Confirmed, dropped or replaced by another request meanwhile.
    if (!row) throw notFound('held price', id);
    if (row.source === 'PROMOTION' && row.promotionId !== null) {
      // A held PROMOTION price is the promotion taking effect there; a held DEFAULT one, its end (PRC-37).
      return {
        id,
        changed:
          row.priceType === 'PROMOTION'
            ? await includeInPromotion(tx, row.promotionId, row.skuId, row.platform)
            : await releaseFromPromotion(tx, row.promotionId, row.skuId, row.platform),
      };
    }
    const write: PriceWrite = {
      skuId: row.skuId,
      platform: row.platform,
      priceType: row.priceType,
      value: row.value,
      startAt: iso(row.startAt) ?? null,
      endAt: iso(row.endAt) ?? null,
    };
    const origin: ChangeOrigin = {
      source: row.source,
      ...(row.ruleId === null ? {} : { ruleId: row.ruleId }),
      ...(row.promotionId === null ? {} : { promotionId: row.promotionId }),
    };
    return { id, changed: await writePrices(tx, origin, [write]) };
  });
}

/**
 * A promotion's held item, confirmed: back among the promotion's items, its SKU resolved again. Only
 * while the promotion is in effect: one that ended or never started has no items to join (409).
 */
async function includeInPromotion(ctx: Ctx, promotionId: string, skuId: string, platform: string) {
  const sellerId = sellerOf(ctx);
  const [promotion] = await ctx.db
    .select()
    .from(promotions)
    .where(and(eq(promotions.sellerId, sellerId), eq(promotions.id, promotionId)));
  if (!promotion || !inEffect(promotion, ctx.rt.clock.now())) {
    throw new DomainError(
      'promotion-status-conflict',
      `promotion ${promotionId} is not in effect: its held price cannot go out`,
      { id: promotionId, promotionStatus: promotion?.status ?? null },
    );
  }
  await ctx.db
    .insert(promotionItems)
    .values({ sellerId, promotionId, skuId, platform })
    .onConflictDoNothing();
  return recompute(ctx, [skuId], { source: 'PROMOTION', promotionId });
}

/** A finished promotion's item whose end was held, let go: the price it replaced comes back. */
async function releaseFromPromotion(ctx: Ctx, promotionId: string, skuId: string, platform: string) {
  await ctx.db
    .delete(promotionItems)
    .where(
      and(
        eq(promotionItems.sellerId, sellerOf(ctx)),
        eq(promotionItems.promotionId, promotionId),
        eq(promotionItems.skuId, skuId),
        eq(promotionItems.platform, platform),
      ),
    );
  return recompute(ctx, [skuId], { source: 'PROMOTION', promotionId });
}

/** The seller drops a held change: the price stays what it was. */
export async function dropHeldPrice(ctx: Ctx, id: string): Promise<void> {
  const dropped = await ctx.db
    .delete(heldPrices)
    .where(and(eq(heldPrices.sellerId, sellerOf(ctx)), eq(heldPrices.id, id)))
    .returning({ id: heldPrices.id });
  if (dropped.length === 0) throw notFound('held price', id);
}

/** The floor of a SKU on each connected channel, with its breakdown, and the SKU-wide one. */
export async function skuFloors(ctx: Ctx, ref: { sku?: string; skuId?: string }) {
  const [skuId] = await skuIdsOfRefs(ctx, [ref], () => '');
  const sku = (await skuCodes(ctx, [skuId!])).get(skuId!)!;
  const view = await guardView(ctx, [skuId!]);
  const { settings, connected } = view;
  const cost = view.costs.get(skuId!);
  return {
    skuId: skuId!,
    sku,
    floor: num(scopeFloorOf(view, cost, EVERY_PLATFORM).floor),
    minMargin: Number(marginOf(settings, cost)),
    changeFactor: Number(settings.changeFactor),
    platforms: connected.map((platform) => {
      const outcome = floorOn(settings, cost, platform);
      return outcome.floor === null
        ? { platform, floor: null, reason: outcome.reason }
        : { platform, floor: Number(outcome.floor), breakdown: outcome.breakdown };
    }),
  };
}

/**
 * The profit guard of a dated PROMOTION price when its window opens (PRC-38): it was judged when
 * written, but the channel's price and the floor may have moved since. Each one in effect now that
 * its scope does not show yet is judged against the floor and the sale price the scope has; one the
 * guard holds leaves the entries for the held list (its writer recorded), so the channel keeps its
 * price, and confirming writes it back with its window. The SKUs must be locked.
 */
export async function screenWindowStarts(ctx: Ctx, skuIds: readonly string[]): Promise<void> {
  const sellerId = sellerOf(ctx);
  const now = ctx.rt.clock.now().toISOString();
  const starting = await queryRows<{
    sku_id: string;
    platform: string;
    value: string;
    start_at: string;
    end_at: string | null;
    source: HeldRow['source'];
    rule_id: string | null;
    promotion_id: string | null;
    current: string | null;
  }>(
    ctx.db,
    sql`select e.sku_id, e.platform, e.value::text, e.start_at::text, e.end_at::text, e.source, e.rule_id,
               e.promotion_id, coalesce(p.sale_price, w.sale_price)::text as current
        from price_entries e
        left join prices p on p.seller_id = e.seller_id and p.sku_id = e.sku_id and p.platform = e.platform
        left join prices w on w.seller_id = e.seller_id and w.sku_id = e.sku_id and w.platform = ${EVERY_PLATFORM}
        where e.seller_id = ${sellerId} and ${inList(sql`e.sku_id`, [...new Set(skuIds)])}
          and e.price_type = 'PROMOTION' and e.start_at <= ${now} and (e.end_at is null or e.end_at > ${now})
          and (p.price_type is distinct from 'PROMOTION' or p.promotion_id is not null
               or p.start_at is distinct from e.start_at or p.end_at is distinct from e.end_at)`,
  );
  if (starting.length === 0) return;
  const view = await guardView(
    ctx,
    starting.map((e) => e.sku_id),
  );
  const byOrigin = new Map<string, { origin: ChangeOrigin; held: HeldWrite[] }>();
  for (const e of starting) {
    const floor = floorIn(view, e.sku_id, e.platform);
    const reason = holdReason(e.value, floor, e.current, view.settings.changeFactor);
    if (reason === null) continue;
    const origin: ChangeOrigin = {
      source: e.source,
      ...(e.rule_id === null ? {} : { ruleId: e.rule_id }),
      ...(e.promotion_id === null ? {} : { promotionId: e.promotion_id }),
    };
    const key = JSON.stringify(origin);
    const group = byOrigin.get(key) ?? { origin, held: [] };
    byOrigin.set(key, group);
    group.held.push({
      id: newId('hld'),
      write: {
        skuId: e.sku_id,
        platform: e.platform,
        priceType: 'PROMOTION',
        value: e.value,
        startAt: isoOrNull(e.start_at),
        endAt: isoOrNull(e.end_at),
      },
      reason,
      floor,
      currentValue: e.current,
    });
  }
  const held = [...byOrigin.values()].flatMap((group) => group.held);
  if (held.length === 0) return;
  const column = (of: (h: HeldWrite) => string) => arrayLiteral(held.map(of));
  await ctx.db.execute(
    sql`delete from price_entries e
        using unnest(${column((h) => h.write.skuId)}::text[], ${column((h) => h.write.platform)}::text[]) as x(s, p)
        where e.seller_id = ${sellerId} and e.sku_id = x.s and e.platform = x.p and e.price_type = 'PROMOTION'`,
  );
  for (const group of byOrigin.values()) await storeHeld(ctx, group.origin, group.held);
}
