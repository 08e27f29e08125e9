import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { inKeyPage, inList, queryRows } from '../../platform/db/sql.ts';
import { sellerOf, withTransaction, type Ctx } from '../../platform/context.ts';
import { DomainError, notFound } from '../../platform/http/errors.ts';
import type { PageResult, Paging } from '../../platform/http/hal.ts';
import { iso } from '../../platform/time.ts';
import { adTargets } from './prices.ad-targets.ts';
import { skuCodes, skuIdsOfRefs, type SkuCost } from '../catalog/index.ts';
import { platforms } from '../marketplaces/index.ts';
import { EVERY_PLATFORM, type PriceType } from './domain/effective-price.ts';
import {
  normalisePriceWrite,
  repeatedWrites,
  type PriceWrite,
  type PriceWriteInput,
  type Problem,
} from './domain/price-write.ts';
import {
  lockSkus,
  recompute,
  resolvedRows,
  storedEntries,
  writePrices,
  type ChangeOrigin,
  type SkuMatch,
  type WriteScreen,
} from './prices.engine.ts';
import type {
  PlatformPriceItem,
  PriceHistoryFilter,
  PriceListItem,
  SkuPriceInput,
} from './prices.schemas.ts';
import { priceHistory, type prices } from './prices.tables.ts';
import { selectPage } from '../../platform/db/page.ts';
import { guardVerdicts, heldWritesDto, profitGuard, type HeldWrite } from './prices.guard.ts';
import type { HoldReason } from './domain/floor.ts';

type PriceRow = typeof prices.$inferSelect;
type HistoryRow = typeof priceHistory.$inferSelect;

/** Who writes through the HTTP surfaces: partners on /integration, the seller's people on /bffweb. */
export type Writer = 'API' | 'ADMIN';

export const knownPlatforms = (): ReadonlySet<string> => new Set(platforms().map((p) => p.platform));

export function invalid(problems: Problem[]): DomainError {
  const [first] = problems;
  return new DomainError('validation-failed', `${first!.field}: ${first!.message}`, {
    field: first!.field,
    errors: problems,
  });
}

/** Checks every price's own fields (value, platform, window) before anything is looked up or stored. */
function normaliseAll(inputs: Omit<PriceWriteInput, 'skuId'>[], prefix: (i: number) => string) {
  const platformSet = knownPlatforms();
  const problems: Problem[] = [];
  const writes = inputs.map((input, i) => {
    const result = normalisePriceWrite({ ...input, skuId: '' }, platformSet);
    if ('write' in result) return result.write;
    problems.push({ field: prefix(i) + result.problem.field, message: result.problem.message });
    return null;
  });
  if (problems.length > 0) throw invalid(problems);
  return writes as PriceWrite[];
}

/** Gives each write its SKU; one price twice in a request would make its outcome depend on order. */
function forSkus(
  writes: PriceWrite[],
  skuIds: readonly string[],
  prefix: (i: number) => string,
): PriceWrite[] {
  const resolved = writes.map((write, i) => ({ ...write, skuId: skuIds[i]! }));
  const problems = [...repeatedWrites(resolved)].map(([i, earlier]) => ({
    field: `${prefix(i)}sku`,
    message: `same SKU, platform and priceType as item ${earlier}: send each price once`,
  }));
  if (problems.length > 0) throw invalid(problems);
  return resolved;
}

const none = () => '';
const indexed = (i: number) => `[${i}].`;

/**
 * A write of the seller's own writers, through the profit guard: what it changed, and what it held
 * (the answer tells an ERP in the same call).
 */
async function guardedWrite(ctx: Ctx, writer: Writer, received: number, writes: PriceWrite[]) {
  const held: HeldWrite[] = [];
  const changed = await writePrices(ctx, { source: writer }, writes, inList, profitGuard(held));
  return { received, changed, held: await heldWritesDto(ctx, held) };
}

/** `PUT /integration/prices/bysku`: the SKU-wide list price. */
export async function putSkuPrice(ctx: Ctx, writer: Writer, input: SkuPriceInput) {
  const writes = normaliseAll([{ value: input.value }], none);
  const skuIds = await skuIdsOfRefs(ctx, [input], none);
  return guardedWrite(ctx, writer, 1, forSkus(writes, skuIds, none));
}

/** `PUT /integration/prices/list/bysku`: many prices, all validated before one set-based write. */
export async function putPriceList(ctx: Ctx, writer: Writer, items: PriceListItem[]) {
  const writes = normaliseAll(items, indexed);
  const skuIds = await skuIdsOfRefs(ctx, items, indexed);
  return guardedWrite(ctx, writer, items.length, forSkus(writes, skuIds, indexed));
}

interface Target {
  skuId: string;
  sku: string;
  adId?: string;
  /** An ad's platform: the only one its prices can be for. */
  platform?: string;
}

/** What `itemId` names: a skuId (domainType PRODUCT, the default) or an adId (AD). */
async function targetOf(ctx: Ctx, itemId: string, domainType: 'PRODUCT' | 'AD' = 'PRODUCT'): Promise<Target> {
  if (domainType === 'AD') {
    const ad = (await adTargets.call(ctx, [itemId])).get(itemId);
    if (!ad) throw notFound('ad', itemId);
    const sku = (await skuCodes(ctx, [ad.skuId])).get(ad.skuId);
    if (sku === undefined) throw notFound('ad', itemId);
    return { skuId: ad.skuId, sku, adId: itemId, platform: ad.platform };
  }
  const sku = (await skuCodes(ctx, [itemId])).get(itemId);
  if (sku === undefined) throw notFound('SKU', itemId);
  return { skuId: itemId, sku };
}

/** `PUT /integration/prices/platforms/{itemId}`: prices of one SKU (or ad) on named platforms. */
export async function putPlatformPrices(
  ctx: Ctx,
  itemId: string,
  domainType: 'PRODUCT' | 'AD' | undefined,
  items: PlatformPriceItem[],
) {
  const checked = normaliseAll(items, indexed);
  const target = await targetOf(ctx, itemId, domainType);
  const writes = forSkus(
    checked,
    checked.map(() => target.skuId),
    indexed,
  );
  if (target.platform !== undefined) {
    const i = writes.findIndex((w) => w.platform !== target.platform);
    if (i >= 0) {
      throw invalid([{ field: `[${i}].platform`, message: `ad ${target.adId} is on ${target.platform}` }]);
    }
  }
  return guardedWrite(ctx, 'API', items.length, writes);
}

const num = (value: string | null) => (value === null ? null : Number(value));

function promotional(row: PriceRow) {
  return {
    priceType: row.priceType,
    promotionId: row.promotionId ?? undefined,
    startDate: iso(row.startAt),
    endDate: iso(row.endAt),
  };
}

function scopeDto(row: PriceRow) {
  return {
    platform: row.platform,
    listPrice: num(row.listPrice),
    salePrice: num(row.salePrice),
    ...promotional(row),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/**
 * `GET /integration/prices/bysku`: the SKU-wide price and every platform price of one SKU. Without a
 * SKU-wide price the integration read is a 404 (spec); the admin (`unpriced: 'empty'`) gets nulls and
 * the platform prices, so a product page shows "no price yet" instead of a failed request.
 */
export async function getSkuPrice(
  ctx: Ctx,
  query: { sku?: string; skuId?: string },
  unpriced: 'not-found' | 'empty' = 'not-found',
) {
  const [skuId] = await skuIdsOfRefs(ctx, [query], none);
  const sku = (await skuCodes(ctx, [skuId!])).get(skuId!)!;
  const rows = await resolvedRows(ctx, [skuId!]);
  const all = rows.find((row) => row.platform === EVERY_PLATFORM);
  const platforms = rows
    .filter((row) => row.platform !== EVERY_PLATFORM)
    .sort((a, b) => a.platform.localeCompare(b.platform))
    .map(scopeDto);
  if (!all && unpriced === 'empty') {
    return { skuId: skuId!, sku, value: null, listPrice: null, salePrice: null, priceType: null, platforms };
  }
  if (!all) throw new DomainError('not-found', `SKU ${skuId} has no price`, { resource: 'price', id: skuId });
  return {
    skuId: skuId!,
    sku,
    value: num(all.listPrice),
    listPrice: num(all.listPrice),
    salePrice: num(all.salePrice),
    ...promotional(all),
    lastModifiedDt: new Date(all.lastModifiedAt).toISOString(),
    updatedAt: new Date(all.updatedAt).toISOString(),
    platforms,
  };
}

/** `GET /integration/prices/{platform}/{itemId}`: what the SKU (or ad) costs on that platform. */
export async function getPlatformPrice(
  ctx: Ctx,
  platform: string,
  itemId: string,
  domainType: 'PRODUCT' | 'AD' | undefined,
) {
  if (!knownPlatforms().has(platform)) {
    throw invalid([{ field: 'platform', message: `unknown platform ${platform}` }]);
  }
  const target = await targetOf(ctx, itemId, domainType);
  if (target.platform !== undefined && target.platform !== platform) throw notFound('ad', itemId);
  const rows = await resolvedRows(ctx, [target.skuId]);
  const all = rows.find((row) => row.platform === EVERY_PLATFORM);
  const own = rows.find((row) => row.platform === platform) ?? all;
  if (!all || !own) {
    throw new DomainError('not-found', `SKU ${target.skuId} has no price`, {
      resource: 'price',
      id: target.skuId,
    });
  }
  return {
    skuId: target.skuId,
    sku: target.sku,
    adId: target.adId,
    platform,
    value: num(own.listPrice),
    listPrice: num(own.listPrice),
    salePrice: num(own.salePrice),
    ...promotional(own),
    lastModifiedDt: new Date(all.lastModifiedAt).toISOString(),
    updatedAt: new Date(own.updatedAt).toISOString(),
  };
}

function historyDto(row: HistoryRow) {
  return {
    id: row.id,
    skuId: row.skuId,
    platform: row.platform === EVERY_PLATFORM ? null : row.platform,
    priceType: row.priceType,
    oldValue: num(row.oldValue),
    newValue: num(row.newValue),
    oldListPrice: num(row.oldListPrice),
    newListPrice: num(row.newListPrice),
    source: row.source,
    ruleId: row.ruleId ?? undefined,
    promotionId: row.promotionId ?? undefined,
    changedAt: new Date(row.at).toISOString(),
  };
}

/** Price changes, newest first, of one SKU (or every SKU), optionally of one platform or source. */
export async function listPriceHistory(
  ctx: Ctx,
  filter: PriceHistoryFilter,
  paging: Paging,
): Promise<PageResult<ReturnType<typeof historyDto>>> {
  const conditions: SQL[] = [eq(priceHistory.sellerId, sellerOf(ctx))];
  if (filter.sku !== undefined || filter.skuId !== undefined) {
    const [skuId] = await skuIdsOfRefs(ctx, [filter], none);
    conditions.push(eq(priceHistory.skuId, skuId!));
  }
  if (filter.platform !== undefined) conditions.push(eq(priceHistory.platform, filter.platform));
  if (filter.source !== undefined) conditions.push(eq(priceHistory.source, filter.source));
  const where = and(...conditions);
  const { rows, total } = await selectPage(ctx.db, priceHistory, where, [desc(priceHistory.id)], paging);
  return { items: rows.map(historyDto), total };
}

/**
 * How price formation names its SKUs: `keyPage` when they are a page of the catalog's SKUs read in
 * the caller's transaction (a job's batch, a simulation's page): neighbouring ids, so reads scan the
 * index over their range only (see `inKeyPage`), and known SKUs, so writes need not look them up.
 */
export interface SkuSet {
  keyPage?: boolean;
}

const matchOf = (set: SkuSet): SkuMatch => (set.keyPage ? inKeyPage : inList);

export interface RulePrice {
  skuId: string;
  /** Null: every platform of the SKU. */
  platform: string | null;
  /** BRL, a decimal string or a number; rounded half-up to cents. */
  value: string | number;
}

/** A rule's price the profit guard held, for the rule's results. */
export interface GuardedScope {
  skuId: string;
  platform: string;
  reason: HoldReason;
  floor: string | null;
}

export interface RuleWriteOptions extends SkuSet {
  /** Collects the prices the guard held (they wait in the held list, source RULE, PF-23). */
  held?: GuardedScope[];
  /** The SKUs' costs as the caller read them to price them: the guard reads only those missing. */
  costs?: ReadonlyMap<string, SkuCost>;
}

function ruleWrites(items: readonly RulePrice[]): PriceWrite[] {
  return forSkus(
    normaliseAll(
      items.map((item) => ({ platform: item.platform, value: item.value })),
      indexed,
    ),
    items.map((item) => item.skuId),
    indexed,
  );
}

/**
 * For price formation (issue 7): writes the list prices a rule computed, set-based, through the
 * profit guard, with source RULE and the rule id on every history entry, event and held price
 * (webhooks deliver them as `price.updated` and `price.held`). Returns how many list or sale prices changed.
 */
export async function setRulePrices(
  ctx: Ctx,
  ruleId: string,
  items: readonly RulePrice[],
  options: RuleWriteOptions = {},
): Promise<number> {
  if (!options.keyPage) {
    const known = await skuCodes(
      ctx,
      items.map((item) => item.skuId),
    );
    const missing = items.findIndex((item) => !known.has(item.skuId));
    if (missing >= 0) throw notFound('SKU', items[missing]!.skuId);
  }
  const origin: ChangeOrigin = { source: 'RULE', ruleId };
  const held: HeldWrite[] = [];
  const changed = await writePrices(
    ctx,
    origin,
    ruleWrites(items),
    matchOf(options),
    profitGuard(held, options.costs),
  );
  options.held?.push(...held.map(guardedScope));
  return changed;
}

/**
 * For price formation's simulations: what the profit guard would say of a rule's prices now, in
 * their order (null reason: it would go out); `costs`, those the simulation read, are not read again. Nothing is stored.
 */
export async function previewRulePrices(
  ctx: Ctx,
  items: readonly RulePrice[],
  costs?: ReadonlyMap<string, SkuCost>,
): Promise<{ reason: HoldReason | null; floor: string | null }[]> {
  return (await guardVerdicts(ctx, ruleWrites(items), costs)).map(({ reason, floor }) => ({ reason, floor }));
}

export interface CurrentPrice {
  /** Null: the SKU-wide price, which holds on every platform without one of its own. */
  platform: string | null;
  listPrice: string | null;
  salePrice: string | null;
  priceType: PriceType | null;
  promotionId: string | null;
}

/**
 * For price formation (issue 7): the resolved prices of these SKUs, per platform scope; with
 * `platforms`, only those scopes and the SKU-wide one (what a rule on them falls back to). One lean
 * read: a simulation asks this of a whole catalog.
 */
export async function currentPrices(
  ctx: Ctx,
  skuIds: readonly string[],
  platforms?: readonly string[],
  set: SkuSet = {},
): Promise<Map<string, CurrentPrice[]>> {
  const result = new Map<string, CurrentPrice[]>();
  if (skuIds.length === 0) return result;
  const rows = await queryRows<{
    sku_id: string;
    platform: string;
    list_price: string | null;
    sale_price: string | null;
    price_type: PriceType | null;
    promotion_id: string | null;
  }>(
    ctx.db,
    sql`select sku_id, platform, list_price::text, sale_price::text, price_type, promotion_id from prices
        where seller_id = ${sellerOf(ctx)} and ${matchOf(set)(sql`sku_id`, skuIds)}
          ${platforms === undefined ? sql`` : sql`and ${inList(sql`platform`, [EVERY_PLATFORM, ...platforms])}`}`,
  );
  for (const row of rows) {
    let list = result.get(row.sku_id);
    if (!list) result.set(row.sku_id, (list = []));
    list.push({
      platform: row.platform === EVERY_PLATFORM ? null : row.platform,
      listPrice: row.list_price,
      salePrice: row.sale_price,
      priceType: row.price_type,
      promotionId: row.promotion_id,
    });
  }
  return result;
}

/**
 * For price formation (issue 7): the list prices set on a platform of their own (not the SKU-wide
 * one) of these SKUs — what a rule takes over, and so what restoring it brings back.
 */
export async function platformListPrices(
  ctx: Ctx,
  skuIds: readonly string[],
  set: SkuSet = {},
): Promise<Map<string, Map<string, string>>> {
  const result = new Map<string, Map<string, string>>();
  if (skuIds.length === 0) return result;
  const rows = await queryRows<{ sku_id: string; platform: string; value: string }>(
    ctx.db,
    sql`select sku_id, platform, value::text from price_entries
        where seller_id = ${sellerOf(ctx)} and ${matchOf(set)(sql`sku_id`, skuIds)}
          and price_type = 'DEFAULT' and platform <> ${EVERY_PLATFORM}`,
  );
  for (const row of rows) {
    let own = result.get(row.sku_id);
    if (!own) result.set(row.sku_id, (own = new Map<string, string>()));
    own.set(row.platform, row.value);
  }
  return result;
}

export interface RestoredPrice {
  skuId: string;
  platform: string;
  /** The list price to bring back; null: the platform follows the SKU-wide price again. */
  value: string | null;
}

/**
 * For price formation (issue 7): gives back the platform list prices a rule replaced, set-based,
 * with source RULE and the rule id on history and events. Only prices the rule still holds change:
 * a price the seller (or another rule) wrote since stays. Each price coming back passes the profit
 * guard like a write of the rule (PRC-36): one it holds stays the rule's, on the channel too, and
 * waits in the held list (collected in `held`). Returns how many prices changed.
 */
export function restoreRulePrices(
  ctx: Ctx,
  ruleId: string,
  items: readonly RestoredPrice[],
  options: { held?: GuardedScope[] } = {},
): Promise<number> {
  if (items.length === 0) return Promise.resolve(0);
  return withTransaction(ctx, async (tx) => {
    const sellerId = sellerOf(tx);
    const skuIds = [...new Set(items.map((item) => item.skuId))].sort();
    const created = await lockSkus(tx, skuIds);
    const origin: ChangeOrigin = { source: 'RULE', ruleId };
    const held: HeldWrite[] = [];
    const restored = await guardRestores(tx, origin, items, profitGuard(held));
    options.held?.push(...held.map(guardedScope));
    const rows = JSON.stringify(restored.map((item) => ({ s: item.skuId, p: item.platform, v: item.value })));
    const now = tx.rt.clock.now().toISOString();
    await tx.db.execute(
      sql`delete from price_entries e using jsonb_to_recordset(${rows}::jsonb) as x(s text, p text, v text)
          where e.seller_id = ${sellerId} and e.sku_id = x.s and e.platform = x.p and e.price_type = 'DEFAULT'
            and e.source = 'RULE' and e.rule_id = ${ruleId} and x.v is null`,
    );
    await tx.db.execute(
      sql`update price_entries e set value = x.v::numeric(14,2), rule_id = null, updated_at = ${now}
          from jsonb_to_recordset(${rows}::jsonb) as x(s text, p text, v text)
          where e.seller_id = ${sellerId} and e.sku_id = x.s and e.platform = x.p and e.price_type = 'DEFAULT'
            and e.source = 'RULE' and e.rule_id = ${ruleId} and x.v is not null`,
    );
    return recompute(tx, skuIds, origin, { touched: true, created });
  });
}

const guardedScope = (h: HeldWrite): GuardedScope => ({
  skuId: h.write.skuId,
  platform: h.write.platform,
  reason: h.reason,
  floor: h.floor,
});

/**
 * The restores the guard lets through. Each is judged as the write it amounts to on its platform:
 * the price it brings back, or the SKU-wide list price the platform follows again, against the
 * rule's price there. Scopes the rule no longer holds change nothing and are not judged; a platform
 * left with no price at all (no SKU-wide one) has nothing to judge and goes.
 */
async function guardRestores(
  ctx: Ctx,
  origin: ChangeOrigin,
  items: readonly RestoredPrice[],
  screen: WriteScreen,
): Promise<RestoredPrice[]> {
  const stored = await storedEntries(
    ctx,
    items.map((item) => item.skuId),
  );
  const rows = JSON.stringify(items.map((item) => ({ s: item.skuId, p: item.platform })));
  const ruled = await queryRows<{ sku_id: string; platform: string }>(
    ctx.db,
    sql`select e.sku_id, e.platform from price_entries e
        join jsonb_to_recordset(${rows}::jsonb) as x(s text, p text) on e.sku_id = x.s and e.platform = x.p
        where e.seller_id = ${sellerOf(ctx)} and e.price_type = 'DEFAULT' and e.source = 'RULE'
          and e.rule_id = ${origin.ruleId!}`,
  );
  const key = (skuId: string, platform: string) => `${skuId}\u0000${platform}`;
  const stillRuled = new Set(ruled.map((row) => key(row.sku_id, row.platform)));
  const writes: PriceWrite[] = [];
  for (const item of items) {
    if (!stillRuled.has(key(item.skuId, item.platform))) continue;
    const value =
      item.value ??
      stored.get(item.skuId)?.find((e) => e.platform === EVERY_PLATFORM && e.priceType === 'DEFAULT')?.value;
    if (value === undefined) continue;
    writes.push({
      skuId: item.skuId,
      platform: item.platform,
      priceType: 'DEFAULT',
      value,
      startAt: null,
      endAt: null,
    });
  }
  const passed = new Set((await screen(ctx, origin, writes, stored)).map((w) => key(w.skuId, w.platform)));
  const judged = new Set(writes.map((w) => key(w.skuId, w.platform)));
  return items.filter((item) => {
    const k = key(item.skuId, item.platform);
    return !judged.has(k) || passed.has(k);
  });
}
