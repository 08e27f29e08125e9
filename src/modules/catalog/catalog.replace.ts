import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { groupCommitter, type GroupCommitter, type Settled } from '../../platform/batching.ts';
import { sellerOf, type Ctx } from '../../platform/context.ts';
import { appendEventsOf, type EventDraft } from '../../platform/events/events.ts';
import { currentTraceparent } from '../../platform/observability/tracing.ts';
import { DomainError, notFound } from '../../platform/http/errors.ts';
import { newId } from '../../platform/ids.ts';
import type { Runtime } from '../../platform/runtime.ts';
import { products, variations } from './catalog.tables.ts';
import type { ProductInput } from './catalog.schemas.ts';
import type { ProductRow, VariationRow } from './catalog.mapping.ts';
import { applyEanWrite } from './domain/ean-list.ts';
import { ensureBrand, type BrandRow } from './taxonomy/taxonomy.service.ts';
import { skuCache } from './cache/sku-cache.ts';
import { writingCatalog } from './cache/product-cache.ts';
import { auditCostChanges, auditTitleChange } from './catalog.audit.ts';
import {
  brandName,
  changeEvents,
  checkCategories,
  checkDistinctSkus,
  checkKits,
  eanError,
  productColumns,
  sameVariationRow,
  sellerCategories,
  variationColumns,
  type VariationPlan,
} from './catalog.service.ts';

interface Replace {
  ctx: Ctx;
  input: ProductInput;
  /** The request's trace, taken before the batch runs in the context of whichever PUT leads it. */
  traceParent: string | null;
}
type Replaced = { productId: string; variations: { sku: string; skuId: string }[] };

/** At most this many PUTs of one product share a transaction. */
const MAX_BATCH = 50;

const committers = new WeakMap<Runtime, GroupCommitter<Replace, Replaced>>();

/**
 * Full replace: variations are matched by skuId; one sent without skuId is recreated
 * from the body alone (keeping its skuId when its sku matches, so ads stay linked); stored variations
 * absent from the body are removed.
 *
 * PUTs of one product that arrive while an earlier one is being written are applied together
 * (group commit, `groupCommitter`): the product row is the lock every writer of the product queues
 * on, and each PUT holding it for its own reads, writes and commit (a WAL flush) made 200 changes a
 * second to one product queue without end (CAT-25). Each PUT still sees the product as the ones
 * before it left it, answers on its own and makes its own events, in order.
 */
export async function replaceProduct(ctx: Ctx, productId: string, input: ProductInput): Promise<Replaced> {
  if (input.externalId !== productId) {
    throw new DomainError(
      'validation-failed',
      `externalId: must equal the productId of the path (${productId})`,
      {
        field: 'externalId',
      },
    );
  }
  checkDistinctSkus(input);
  const request = { ctx, input, traceParent: currentTraceparent() };
  // A caller's transaction cannot be shared with other requests.
  if (ctx.inTransaction) {
    const [outcome] = await replaceProducts([request]);
    if (!outcome!.ok) throw outcome!.error;
    return outcome!.value;
  }
  let committer = committers.get(ctx.rt);
  if (!committer) {
    committer = groupCommitter(replaceProducts, { maxBatch: MAX_BATCH });
    committers.set(ctx.rt, committer);
  }
  return committer.submit(`${sellerOf(ctx)}\u0000${productId}`, request);
}

/** The product as the PUTs applied so far left it. */
interface State {
  product: ProductRow;
  brand: string | null;
  variations: VariationRow[];
  /** Variations of the product the PUTs applied so far removed (still rows until the batch writes). */
  gone: ReadonlySet<string>;
}

/**
 * PUTs of one seller's product, in one transaction. A PUT refused by a rule (a DomainError) is
 * answered with it and changes nothing: the next one starts from the state before it. Writes are
 * made once at the end, from the last state: the product row, the variations some PUT changed (and
 * still there), the removal of those gone, and every PUT's events in order.
 */
async function replaceProducts(requests: Replace[]): Promise<Settled<Replaced>[]> {
  const lead = requests[0]!.ctx;
  const productId = requests[0]!.input.externalId;
  const outcomes: Settled<Replaced>[] = [];
  return writingCatalog(lead, async (tx, touched) => {
    const sellerId = sellerOf(tx);
    // Checks that need no lock first: the product stays locked (and its writers queued) for less time.
    const [knownCategories, skuOwners] = await Promise.all([
      sellerCategories(
        tx,
        requests.map(({ input }) => input),
      ),
      skusOwned(tx, requests),
    ]);
    const pending: number[] = [];
    requests.forEach(({ input }, at) => {
      try {
        checkCategories(input, knownCategories);
        checkSkusFree(productId, input, skuOwners);
        pending.push(at);
      } catch (error) {
        outcomes[at] = { ok: false, error };
      }
    });
    if (pending.length === 0) return outcomes;
    const [product] = await tx.db
      .select()
      .from(products)
      .where(and(eq(products.sellerId, sellerId), eq(products.externalId, productId)))
      .for('update');
    if (!product) {
      for (const at of pending) outcomes[at] = { ok: false, error: notFound('product', productId) };
      return outcomes;
    }
    const stored = await tx.db
      .select()
      .from(variations)
      .where(and(eq(variations.sellerId, sellerId), eq(variations.productId, productId)));
    let state: State = {
      product,
      brand: await brandName(tx.db, sellerId, product.brandId),
      variations: stored,
      gone: new Set(),
    };
    const brands = new Map<string, BrandRow>();
    const changed = new Set<string>();
    const events: {
      ctx: Ctx;
      drafts: EventDraft[];
      plans: VariationPlan[];
      titles: [string, string];
      traceParent: string | null;
    }[] = [];
    for (const at of pending) {
      const { ctx, input, traceParent } = requests[at]!;
      const rctx: Ctx = { ...ctx, db: tx.db, inTransaction: true };
      try {
        const next = await applyReplace(rctx, input, state, brands);
        for (const plan of next.written) changed.add(plan.row.id);
        const titles: [string, string] = [state.product.title, next.state.product.title];
        events.push({ ctx: rctx, drafts: next.events, plans: next.plans, titles, traceParent });
        state = next.state;
        outcomes[at] = {
          ok: true,
          value: { productId, variations: next.plans.map((p) => ({ sku: p.row.sku, skuId: p.row.id })) },
        };
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        outcomes[at] = { ok: false, error };
      }
    }
    if (events.length === 0) return outcomes;
    await tx.db
      .update(products)
      .set(state.product)
      .where(and(eq(products.sellerId, sellerId), eq(products.externalId, productId)));
    const kept = new Set(state.variations.map((v) => v.id));
    const removed = stored.filter((v) => !kept.has(v.id));
    if (removed.length > 0)
      await tx.db.delete(variations).where(
        and(
          eq(variations.sellerId, sellerId),
          inArray(
            variations.id,
            removed.map((v) => v.id),
          ),
        ),
      );
    // New and changed variations in one statement; a variation every PUT repeated as stored is not
    // rewritten (a title edit changes the product row only).
    const written = state.variations.filter((v) => changed.has(v.id));
    if (written.length > 0)
      await tx.db
        .insert(variations)
        .values(written)
        .onConflictDoUpdate({
          target: [variations.sellerId, variations.id],
          set: Object.fromEntries(
            Object.entries(getTableColumns(variations))
              .filter(([key]) => key !== 'sellerId' && key !== 'id' && key !== 'createdAt')
              .map(([key, column]) => [key, sql.raw(`excluded.${column.name}`)]),
          ),
        });
    await appendEventsOf(tx, events);
    for (const e of events) {
      await auditCostChanges(e.ctx, e.plans);
      await auditTitleChange(e.ctx, productId, ...e.titles);
    }
    // Kits of other products read these variations' costs.
    touched.product(productId, [...stored.map((v) => v.id), ...state.variations.map((v) => v.id)]);
    for (const v of stored) skuCache.forget(sellerId, v.sku);
    return outcomes;
  });
}

/** One PUT against the state the earlier ones left: its plans, events and the state after it. */
async function applyReplace(ctx: Ctx, input: ProductInput, state: State, brands: Map<string, BrandRow>) {
  const productId = input.externalId;
  const byId = new Map(state.variations.map((v) => [v.id, v]));
  const bySku = new Map(state.variations.map((v) => [v.sku, v]));
  const now = ctx.rt.clock.now().toISOString();
  const listWrites = ctx.rt.config.eanListWrites;
  const claimed = new Set<string>();
  const plans: VariationPlan[] = input.variations.map((variation, i) => {
    const field = `variations[${i}]`;
    // Matched by skuId, a variation keeps its EANs' history; without one it is recreated from the body
    // alone and only the skuId (found by sku) survives.
    const previous = variation.skuId
      ? (byId.get(variation.skuId) ?? null)
      : (bySku.get(variation.sku) ?? null);
    const base = variation.skuId ? previous : null;
    if (variation.skuId && !previous) {
      throw new DomainError(
        'validation-failed',
        `${field}.skuId: ${variation.skuId} is not a variation of ${productId}`,
        { field: `${field}.skuId` },
      );
    }
    if (previous && claimed.has(previous.id)) {
      throw new DomainError('validation-failed', `${field}: variation ${previous.id} is sent twice`, {
        field,
      });
    }
    if (previous) claimed.add(previous.id);
    const storedEans = base ? { ean: base.ean, eans: base.eans } : null;
    const eans = applyEanWrite(storedEans, variation, {
      target: 'product',
      operation: base ? 'update' : 'create',
      listWrites,
    });
    if (!eans.ok) throw eanError(`${field}.eans`, eans);
    const id = previous?.id ?? newId('sku');
    return {
      previous,
      row: {
        ...variationColumns(ctx, field, { ...variation }, null, eans.value, previous?.status),
        id,
        productId,
        position: i,
        createdAt: previous?.createdAt ?? now,
        updatedAt: now,
      },
    };
  });
  // Components may be variations of this product that an earlier PUT of the batch changed or removed.
  const local = new Map<string, VariationRow | null>(state.variations.map((v) => [v.id, v]));
  for (const plan of plans) local.set(plan.row.id, plan.row);
  for (const id of state.gone) local.set(id, null);
  for (const v of state.variations) if (!claimed.has(v.id)) local.set(v.id, null);
  await checkKits(
    ctx,
    plans.map((p, i) => ({ field: `variations[${i}]`, id: p.row.id, kit: p.row.kit })),
    local,
  );
  // Every rule is checked before the brand is written: a refused PUT of a batch leaves nothing behind.
  const columns = productColumns(ctx, input, null, now, state.product.status);
  const brand = input.brand ? await batchBrand(ctx, input.brand, brands) : null;
  const product = { ...columns, brandId: brand?.id ?? null, createdAt: state.product.createdAt };
  const written = plans.filter((plan) => !plan.previous || !sameVariationRow(plan.previous, plan.row));
  const removed = state.variations.filter((v) => !claimed.has(v.id));
  const events: EventDraft[] = [
    ...removed.map((v) => ({
      name: 'product.VariationRemoved' as const,
      payload: { skuId: v.id, productId },
    })),
    ...changeEvents(product, brand?.name ?? null, plans, state.product, state.brand),
  ];
  return {
    plans,
    written,
    events,
    state: {
      product,
      brand: brand?.name ?? null,
      // A variation repeated as stored keeps its row (and its updatedAt).
      variations: plans.map((plan) => (written.includes(plan) ? plan.row : plan.previous!)),
      gone: new Set([...state.gone, ...removed.map((v) => v.id)]),
    },
  };
}

/** The brand a PUT names, looked up (or created) once per batch. */
async function batchBrand(ctx: Ctx, name: string, brands: Map<string, BrandRow>): Promise<BrandRow> {
  const key = name.trim().toLowerCase();
  const known = brands.get(key);
  if (known) return known;
  const brand = await ensureBrand(ctx, name);
  brands.set(key, brand);
  return brand;
}

/** The product holding each sku the PUTs name. */
async function skusOwned(ctx: Ctx, requests: Replace[]): Promise<Map<string, string>> {
  const skus = [...new Set(requests.flatMap(({ input }) => input.variations.map((v) => v.sku)))];
  const rows = await ctx.db
    .select({ sku: variations.sku, productId: variations.productId })
    .from(variations)
    .where(and(eq(variations.sellerId, sellerOf(ctx)), inArray(variations.sku, skus)));
  return new Map(rows.map((row) => [row.sku, row.productId]));
}

/** A sku may belong to one product only. */
function checkSkusFree(productId: string, input: ProductInput, owners: Map<string, string>): void {
  for (const { sku } of input.variations) {
    const owner = owners.get(sku);
    if (owner !== undefined && owner !== productId) {
      throw new DomainError('sku-already-exists', `sku ${sku} belongs to product ${owner}`, {
        field: 'variations.sku',
        sku,
        productId: owner,
      });
    }
  }
}
