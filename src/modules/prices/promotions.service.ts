import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { sellerOf, systemCtx, withTransaction, type Ctx } from '../../platform/context.ts';
import { DomainError, notFound } from '../../platform/http/errors.ts';
import type { PageResult, Paging } from '../../platform/http/hal.ts';
import { newId } from '../../platform/ids.ts';
import { iso, isoOrNull } from '../../platform/time.ts';
import type { Runtime } from '../../platform/runtime.ts';
import { adTargets } from './prices.ad-targets.ts';
import { skuCodes, skuIdsInCategories, skuIdsOfBrands } from '../catalog/index.ts';
import type { PriceWrite } from './domain/price-write.ts';
import { Money } from './domain/money.ts';
import {
  coveredItems,
  inEffect,
  promotionProblems,
  transition,
  type CoveredItem,
  type Eligibility,
  type PromotionAction,
} from './domain/promotion.ts';
import type { RuleType } from './domain/promotion-math.ts';
import { lockSkus, recompute, scopesWonBy, upsertEntries, type ChangeOrigin } from './prices.engine.ts';
import { invalid, knownPlatforms } from './prices.service.ts';
import { auditPromotions } from './prices.audit.ts';
import { dropPromotionHolds, screenPromotionEnd, screenPromotionItems } from './promotions.guard.ts';
import { priceEntries, promotionItems, promotions } from './prices.tables.ts';
import type { PromotionCreate, PromotionSearch, PromotionUpdate } from './promotions.schemas.ts';

type PromotionRow = typeof promotions.$inferSelect;

const START_JOB = 'promotions.start';
const END_JOB = 'promotions.end';

interface PromotionJob {
  sellerId: string;
  promotionId: string;
}

export const promotionSortFields = ['createdAt', 'name', 'startDate', 'endDate', 'status'] as const;
const sortColumns = {
  createdAt: promotions.id,
  name: promotions.name,
  startDate: promotions.startAt,
  endDate: promotions.endAt,
  status: promotions.status,
};

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

const coveredSkus = sql<number>`(select count(distinct pi.sku_id)::int from promotion_items pi
  where pi.seller_id = ${promotions.sellerId} and pi.promotion_id = ${promotions.id})`;

function dto(row: PromotionRow & { coveredSkus: number }, now: Date) {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    startDate: isoOrNull(row.startAt),
    endDate: isoOrNull(row.endAt),
    restorePricesOnAutoFinish: row.restorePricesOnAutoFinish,
    eligibility: row.eligibility,
    ruleType: row.ruleType,
    value: Number(row.value),
    inEffect: inEffect(row, now),
    coveredSkus: row.coveredSkus,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    activatedAt: iso(row.activatedAt),
    finishedAt: iso(row.finishedAt),
  };
}
type PromotionDto = ReturnType<typeof dto>;

async function views(
  ctx: Ctx,
  where: SQL | undefined,
  order: SQL[] = [desc(promotions.id)],
  paging?: Paging,
) {
  let query = ctx.db
    .select({ row: promotions, coveredSkus })
    .from(promotions)
    .where(and(eq(promotions.sellerId, sellerOf(ctx)), where))
    .orderBy(...order)
    .$dynamic();
  if (paging) query = query.limit(paging.size).offset(paging.page * paging.size);
  const now = ctx.rt.clock.now();
  const found = await query;
  // Not in effect, a promotion holds no items: it shows what it would cover if it took effect now.
  const idle = found.filter(({ row }) => !inEffect(row, now)).map(({ row }) => row);
  const wouldCover = new Map(
    (await coverages(ctx, idle)).map((items, i) => [
      idle[i]!.id,
      new Set(items.map((item) => item.skuId)).size,
    ]),
  );
  return found.map(({ row, coveredSkus: covered }) =>
    dto({ ...row, coveredSkus: wouldCover.get(row.id) ?? covered }, now),
  );
}

async function view(ctx: Ctx, id: string): Promise<PromotionDto> {
  const [found] = await views(ctx, eq(promotions.id, id));
  if (!found) throw notFound('promotion', id);
  return found;
}

/** The rows of these promotions, locked for a change of status; 404 naming the first unknown id. */
async function lockPromotions(ctx: Ctx, ids: readonly string[]): Promise<PromotionRow[]> {
  const rows = await ctx.db
    .select()
    .from(promotions)
    .where(and(eq(promotions.sellerId, sellerOf(ctx)), inArray(promotions.id, [...new Set(ids)])))
    .orderBy(asc(promotions.id))
    .for('update');
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing !== undefined) throw notFound('promotion', missing);
  return [...new Set(ids)].map((id) => byId.get(id)!);
}

function allowed(row: PromotionRow, action: PromotionAction): boolean {
  const verdict = transition(row.status, action);
  if ('problem' in verdict) {
    throw new DomainError(
      'promotion-status-conflict',
      `promotion ${row.id} is ${row.status}: ${verdict.problem}`,
      {
        id: row.id,
        promotionStatus: row.status,
      },
    );
  }
  return !('noop' in verdict);
}

interface Columns {
  name: string;
  startAt: string | null;
  endAt: string | null;
  restorePricesOnAutoFinish: boolean;
  ruleType: RuleType;
  value: string;
  eligibility: Eligibility;
  platforms: string[];
}

/** Checks a promotion as sent and the ids it names (404-free: a foreign id is just unknown here). */
async function columnsOf(ctx: Ctx, input: PromotionCreate | PromotionUpdate): Promise<Columns> {
  const eligibility: Eligibility = {
    domain: input.eligibility.domain ?? 'PRODUCT',
    ...(input.eligibility.skuIds ? { skuIds: [...new Set(input.eligibility.skuIds)] } : {}),
    ...(input.eligibility.categoryIds ? { categoryIds: [...new Set(input.eligibility.categoryIds)] } : {}),
    ...(input.eligibility.brandIds ? { brandIds: [...new Set(input.eligibility.brandIds)] } : {}),
    ...(input.eligibility.adIds ? { adIds: [...new Set(input.eligibility.adIds)] } : {}),
    ...(input.eligibility.platforms ? { platforms: [...new Set(input.eligibility.platforms)] } : {}),
  };
  const problems = promotionProblems({ ...input, eligibility }, knownPlatforms());
  if (problems.length > 0) throw invalid(problems);

  const unknown = (field: string, ids: string[], known: { has(id: string): boolean }) =>
    ids.flatMap((id, i) =>
      known.has(id)
        ? []
        : [{ field: `eligibility.${field}[${i}]`, message: `the seller has no ${field.slice(0, -3)} ${id}` }],
    );
  const skuIds = eligibility.skuIds ?? [];
  const categoryIds = eligibility.categoryIds ?? [];
  const brandIds = eligibility.brandIds ?? [];
  const adIds = eligibility.adIds ?? [];
  const ads = await adTargets.call(ctx, adIds);
  problems.push(
    ...unknown('skuIds', skuIds, await skuCodes(ctx, skuIds)),
    ...unknown('categoryIds', categoryIds, await skuIdsInCategories(ctx, categoryIds)),
    ...unknown('brandIds', brandIds, await skuIdsOfBrands(ctx, brandIds)),
    ...unknown('adIds', adIds, ads),
  );
  if (problems.length > 0) throw invalid(problems);

  const platforms =
    eligibility.domain === 'AD'
      ? [...new Set(coveredItems(eligibility, [], [...ads.values()]).map((item) => item.platform))].sort()
      : (eligibility.platforms ?? []);
  return {
    name: input.name,
    startAt: isoOrNull(input.startDate ?? null),
    endAt: isoOrNull(input.endDate ?? null),
    restorePricesOnAutoFinish: input.restorePricesOnAutoFinish ?? true,
    ruleType: input.ruleType as RuleType,
    value: new Money(input.value).toDecimalPlaces(4).toString(),
    eligibility,
    platforms,
  };
}

/** What the promotion covers now: its eligibility resolved against the catalog, the ads and the prices. */
export async function coverage(ctx: Ctx, row: PromotionRow): Promise<CoveredItem[]> {
  return (await coverages(ctx, [row]))[0]!;
}

/** Whether a PRODUCT promotion names no SKU, category or brand: it covers every priced SKU. */
const coversEveryPricedSku = (e: Eligibility) =>
  e.domain !== 'AD' && !e.skuIds?.length && !e.categoryIds?.length && !e.brandIds?.length;

/** The entries of `found` whose key is among `ids`, in `found`'s order. */
function picked<T>(found: ReadonlyMap<string, T>, ids: readonly string[] | undefined): T[] {
  const wanted = new Set(ids);
  return [...found].filter(([id]) => wanted.has(id)).map(([, value]) => value);
}

/**
 * `coverage` of each of `rows`: every lookup (ads, categories, brands, priced SKUs) runs once for
 * all of them, so a page of promotions costs the same few queries as one.
 */
async function coverages(ctx: Ctx, rows: readonly PromotionRow[]): Promise<CoveredItem[][]> {
  const all = (ids: (e: Eligibility) => readonly string[] | undefined) => [
    ...new Set(rows.flatMap((row) => ids(row.eligibility) ?? [])),
  ];
  const ads = await adTargets.call(
    ctx,
    all((e) => (e.domain === 'AD' ? e.adIds : [])),
  );
  const inCategories = await skuIdsInCategories(
    ctx,
    all((e) => (e.domain === 'AD' ? [] : e.categoryIds)),
  );
  const ofBrands = await skuIdsOfBrands(
    ctx,
    all((e) => (e.domain === 'AD' ? [] : e.brandIds)),
  );
  const priced = rows.some((row) => coversEveryPricedSku(row.eligibility))
    ? await ctx.db
        .selectDistinct({ skuId: priceEntries.skuId })
        .from(priceEntries)
        .where(and(eq(priceEntries.sellerId, sellerOf(ctx)), eq(priceEntries.priceType, 'DEFAULT')))
    : [];
  return rows.map(({ eligibility: e }) => {
    if (e.domain === 'AD') return coveredItems(e, [], picked(ads, e.adIds));
    const skuIds = [
      ...(e.skuIds ?? []),
      ...picked(inCategories, e.categoryIds).flat(),
      ...picked(ofBrands, e.brandIds).flat(),
      ...(coversEveryPricedSku(e) ? priced.map((p) => p.skuId) : []),
    ];
    return coveredItems(e, skuIds, []);
  });
}

const origin = (row: PromotionRow): ChangeOrigin => ({ source: 'PROMOTION', promotionId: row.id });

async function coveredSkuIds(ctx: Ctx, promotionId: string): Promise<string[]> {
  const rows = await ctx.db
    .selectDistinct({ skuId: promotionItems.skuId })
    .from(promotionItems)
    .where(and(eq(promotionItems.sellerId, sellerOf(ctx)), eq(promotionItems.promotionId, promotionId)));
  return rows.map((row) => row.skuId);
}

/**
 * Makes prices follow the promotion as it stands: while in effect its items are its eligibility
 * resolved now (so SKUs priced since activation are covered) less what the profit guard holds;
 * finished, only those whose end the guard holds (PRC-37); otherwise none. Every SKU it covered
 * before or covers now is resolved again.
 */
async function syncEffect(ctx: Ctx, row: PromotionRow): Promise<void> {
  const before = await coveredSkuIds(ctx, row.id);
  const covered = inEffect(row, ctx.rt.clock.now()) ? await coverage(ctx, row) : [];
  const skuIds = [...new Set([...before, ...covered.map((item) => item.skuId)])];
  await lockSkus(ctx, skuIds);
  const items =
    row.status === 'FINISHED'
      ? await screenPromotionEnd(ctx, row)
      : await screenPromotionItems(ctx, row, covered);
  const sellerId = sellerOf(ctx);
  await ctx.db
    .delete(promotionItems)
    .where(and(eq(promotionItems.sellerId, sellerId), eq(promotionItems.promotionId, row.id)));
  if (items.length > 0) {
    await ctx.db.execute(
      sql`insert into promotion_items (seller_id, promotion_id, sku_id, platform)
          select ${sellerId}, ${row.id}, x."skuId", x.platform
          from jsonb_to_recordset(${json(items)}) as x("skuId" text, platform text)`,
    );
  }
  await recompute(ctx, skuIds, origin(row));
}

const jobKey = (id: string, edge: 'start' | 'end') => `promotion:${id}:${edge}`;

async function unschedule(ctx: Ctx, id: string): Promise<void> {
  await ctx.rt.scheduler.cancel(ctx, jobKey(id, 'start'));
  await ctx.rt.scheduler.cancel(ctx, jobKey(id, 'end'));
}

/** The scheduler wakes an ACTIVE promotion at its start (when still ahead) and at its end. */
async function schedule(ctx: Ctx, row: PromotionRow): Promise<void> {
  await unschedule(ctx, row.id);
  if (row.status !== 'ACTIVE') return;
  const data = { sellerId: sellerOf(ctx), promotionId: row.id } satisfies PromotionJob;
  if (row.startAt !== null && new Date(row.startAt).getTime() > ctx.rt.clock.now().getTime()) {
    await ctx.rt.scheduler.schedule(ctx, {
      job: START_JOB,
      runAt: new Date(row.startAt),
      data,
      key: jobKey(row.id, 'start'),
    });
  }
  if (row.endAt !== null) {
    await ctx.rt.scheduler.schedule(ctx, {
      job: END_JOB,
      runAt: new Date(row.endAt),
      data,
      key: jobKey(row.id, 'end'),
    });
  }
}

async function setStatus(ctx: Ctx, row: PromotionRow, status: PromotionRow['status']): Promise<PromotionRow> {
  const now = ctx.rt.clock.now().toISOString();
  const changes = {
    status,
    updatedAt: now,
    ...(status === 'ACTIVE' ? { activatedAt: now } : {}),
    ...(status === 'FINISHED' ? { finishedAt: now } : {}),
  };
  await ctx.db
    .update(promotions)
    .set(changes)
    .where(and(eq(promotions.sellerId, sellerOf(ctx)), eq(promotions.id, row.id)));
  return { ...row, ...changes };
}

const ended = (endAt: string | null, ctx: Ctx) =>
  endAt !== null && new Date(endAt).getTime() <= ctx.rt.clock.now().getTime();

async function activateRow(ctx: Ctx, row: PromotionRow): Promise<void> {
  if (ended(row.endAt, ctx)) {
    throw new DomainError(
      'promotion-status-conflict',
      `promotion ${row.id} ended at ${isoOrNull(row.endAt)}: move its endDate first`,
      {
        id: row.id,
        promotionStatus: row.status,
      },
    );
  }
  const active = await setStatus(ctx, row, 'ACTIVE');
  await schedule(ctx, active);
  await syncEffect(ctx, active);
}

/**
 * Finishes a promotion (by hand or at its end). With restorePricesOnAutoFinish the list prices show
 * again; without, the promotional prices it gives now become the list prices (source PROMOTION).
 */
async function finishRow(ctx: Ctx, row: PromotionRow): Promise<void> {
  const skuIds = await coveredSkuIds(ctx, row.id);
  await lockSkus(ctx, skuIds);
  if (!row.restorePricesOnAutoFinish) {
    const kept: PriceWrite[] = (await scopesWonBy(ctx, row.id)).map((scope) => ({
      skuId: scope.skuId,
      platform: scope.platform,
      priceType: 'DEFAULT',
      value: scope.salePrice!,
      startAt: null,
      endAt: null,
    }));
    await upsertEntries(ctx, origin(row), kept);
  }
  const finished = await setStatus(ctx, row, 'FINISHED');
  await schedule(ctx, finished);
  await syncEffect(ctx, finished);
}

export async function createPromotion(ctx: Ctx, input: PromotionCreate): Promise<PromotionDto> {
  const columns = await columnsOf(ctx, input);
  return withTransaction(ctx, async (tx) => {
    const now = tx.rt.clock.now().toISOString();
    const row: PromotionRow = {
      sellerId: sellerOf(tx),
      id: newId('prm'),
      status: 'INACTIVE',
      ...columns,
      createdAt: now,
      updatedAt: now,
      activatedAt: null,
      finishedAt: null,
    };
    await tx.db.insert(promotions).values(row);
    if (input.status === 'ACTIVE') await activateRow(tx, row);
    await auditPromotions(tx, 'CREATE', [{ before: null, after: (await lockPromotions(tx, [row.id]))[0]! }]);
    return view(tx, row.id);
  });
}

export const getPromotion = (ctx: Ctx, id: string) => view(ctx, id);

function searchConditions(filter: PromotionSearch): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status?.length) conditions.push(inArray(promotions.status, filter.status));
  if (filter.ruleType?.length)
    conditions.push(
      sql`${promotions.ruleType} in (${sql.join(
        filter.ruleType.map((t) => sql`${t}`),
        sql`, `,
      )})`,
    );
  if (filter.marketplace?.length) {
    conditions.push(
      sql`(${promotions.platforms} = '[]'::jsonb or exists (select 1 from jsonb_array_elements_text(${promotions.platforms}) p
           where p in (${sql.join(
             filter.marketplace.map((m) => sql`${m}`),
             sql`, `,
           )})))`,
    );
  }
  if (filter.name)
    conditions.push(sql`${promotions.name} ilike ${`%${filter.name.replace(/[\\%_]/g, '\\$&')}%`}`);
  if (filter.startDateFrom) conditions.push(sql`${promotions.startAt} >= ${filter.startDateFrom}`);
  if (filter.startDateTo) conditions.push(sql`${promotions.startAt} <= ${filter.startDateTo}`);
  if (filter.endDateFrom) conditions.push(sql`${promotions.endAt} >= ${filter.endDateFrom}`);
  if (filter.endDateTo) conditions.push(sql`${promotions.endAt} <= ${filter.endDateTo}`);
  if (filter.activeAt) {
    conditions.push(
      sql`${promotions.status} = 'ACTIVE' and (${promotions.startAt} is null or ${promotions.startAt} <= ${filter.activeAt})
          and (${promotions.endAt} is null or ${promotions.endAt} > ${filter.activeAt})`,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function orderOf(paging: Paging): SQL[] {
  if (!paging.sort) return [desc(promotions.id)];
  const column = sortColumns[paging.sort.field as keyof typeof sortColumns];
  return [paging.sort.direction === 'asc' ? asc(column) : desc(column), desc(promotions.id)];
}

/** `GET /list/all` and `POST /list/search`: a page of the seller's promotions, newest first by default. */
export async function searchPromotions(
  ctx: Ctx,
  filter: PromotionSearch,
  paging: Paging,
): Promise<PageResult<PromotionDto>> {
  const where = searchConditions(filter);
  const items = await views(ctx, where, orderOf(paging), paging);
  const [{ total }] = (await ctx.db
    .select({ total: sql<number>`count(*)::int` })
    .from(promotions)
    .where(and(eq(promotions.sellerId, sellerOf(ctx)), where))) as [{ total: number }];
  return { items, total };
}

/** `POST /list/search/ids`: every matching id, newest first. */
export async function searchPromotionIds(ctx: Ctx, filter: PromotionSearch): Promise<string[]> {
  const rows = await ctx.db
    .select({ id: promotions.id })
    .from(promotions)
    .where(and(eq(promotions.sellerId, sellerOf(ctx)), searchConditions(filter)))
    .orderBy(desc(promotions.id));
  return rows.map((row) => row.id);
}

/** Replaces a promotion's fields (not its status); an ACTIVE one moves its schedule and prices at once. */
export async function updatePromotion(ctx: Ctx, id: string, input: PromotionUpdate): Promise<PromotionDto> {
  return withTransaction(ctx, async (tx) => {
    const [row] = await lockPromotions(tx, [id]);
    allowed(row!, 'update');
    if (input.status !== undefined && input.status !== row!.status) {
      throw new DomainError(
        'promotion-status-conflict',
        `promotion ${id} is ${row!.status}: change its status with activate or finish`,
        { id, promotionStatus: row!.status },
      );
    }
    const columns = await columnsOf(tx, input);
    if (row!.status === 'ACTIVE' && ended(columns.endAt, tx)) {
      // Ending it by an edit would skip what finishing does (keeping prices): that is what finish is for.
      throw new DomainError(
        'promotion-status-conflict',
        `promotion ${id} is ACTIVE: finish it instead of ending it in the past`,
        {
          id,
          promotionStatus: row!.status,
        },
      );
    }
    const updated: PromotionRow = { ...row!, ...columns, updatedAt: tx.rt.clock.now().toISOString() };
    await tx.db
      .update(promotions)
      .set({ ...columns, updatedAt: updated.updatedAt })
      .where(and(eq(promotions.sellerId, sellerOf(tx)), eq(promotions.id, id)));
    if (updated.status === 'ACTIVE') {
      await schedule(tx, updated);
      await syncEffect(tx, updated);
    }
    await auditPromotions(tx, 'UPDATE', [{ before: row!, after: updated }]);
    return view(tx, id);
  });
}

export async function deletePromotion(ctx: Ctx, id: string): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const [row] = await lockPromotions(tx, [id]);
    allowed(row!, 'delete');
    await unschedule(tx, id);
    // A finished one keeps items only where the guard held its end (PRC-37): deleting it is the
    // seller's word that its price goes there too, and its holds go with it.
    const skuIds = await coveredSkuIds(tx, id);
    await lockSkus(tx, skuIds);
    await tx.db.delete(promotions).where(and(eq(promotions.sellerId, sellerOf(tx)), eq(promotions.id, id)));
    if (skuIds.length > 0) {
      await tx.db
        .delete(promotionItems)
        .where(and(eq(promotionItems.sellerId, sellerOf(tx)), eq(promotionItems.promotionId, id)));
      await dropPromotionHolds(tx, id);
      await recompute(tx, skuIds, origin(row!));
    }
    await auditPromotions(tx, 'DELETE', [{ before: row!, after: null }]);
  });
}

/** Moves several promotions at once: all or none (404 for an unknown id, 409 for one that cannot move). */
async function move(
  ctx: Ctx,
  ids: readonly string[],
  action: 'activate' | 'finish',
): Promise<PromotionDto[]> {
  return withTransaction(ctx, async (tx) => {
    const rows = await lockPromotions(tx, ids);
    const moving = rows.filter((row) => allowed(row, action));
    for (const row of moving) await (action === 'activate' ? activateRow(tx, row) : finishRow(tx, row));
    const after = await lockPromotions(
      tx,
      moving.map((row) => row.id),
    );
    await auditPromotions(
      tx,
      action === 'activate' ? 'ACTIVATE' : 'FINISH',
      moving.map((row, i) => ({ before: row, after: after[i]! })),
    );
    return views(tx, inArray(promotions.id, [...new Set(ids)]));
  });
}

export const activatePromotions = (ctx: Ctx, ids: readonly string[]) => move(ctx, ids, 'activate');
export const finishPromotions = (ctx: Ctx, ids: readonly string[]) => move(ctx, ids, 'finish');

/** A copy with a new id, INACTIVE, to run again or to change. */
export async function clonePromotion(ctx: Ctx, id: string): Promise<PromotionDto> {
  return withTransaction(ctx, async (tx) => {
    const [row] = await lockPromotions(tx, [id]);
    const now = tx.rt.clock.now().toISOString();
    const copy: PromotionRow = {
      ...row!,
      id: newId('prm'),
      status: 'INACTIVE',
      createdAt: now,
      updatedAt: now,
      activatedAt: null,
      finishedAt: null,
    };
    await tx.db.insert(promotions).values(copy);
    await auditPromotions(tx, 'CREATE', [{ before: null, after: copy }]);
    return view(tx, copy.id);
  });
}

/** The scheduler's side: a promotion's start changes prices, its end finishes it (if it still ends then). */
export function definePromotionJobs(rt: Runtime): void {
  const run = (job: PromotionJob, act: (ctx: Ctx, row: PromotionRow) => Promise<void>) =>
    withTransaction(systemCtx(rt, job.sellerId), async (ctx) => {
      const [row] = await ctx.db
        .select()
        .from(promotions)
        .where(and(eq(promotions.sellerId, job.sellerId), eq(promotions.id, job.promotionId)))
        .for('update');
      if (row?.status === 'ACTIVE') await act(ctx, row);
    });
  rt.jobs.define<PromotionJob>({
    name: START_JOB,
    handle: (job) => run(job, syncEffect),
  });
  rt.jobs.define<PromotionJob>({
    name: END_JOB,
    handle: (job) =>
      run(job, async (ctx, row) => {
        if (ended(row.endAt, ctx)) await finishRow(ctx, row);
      }),
  });
}
