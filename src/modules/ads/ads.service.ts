import { Decimal } from '../../platform/money.ts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { sellerOf, withTransaction, type Ctx } from '../../platform/context.ts';
import { appendEvent } from '../../platform/events/events.ts';
import { DomainError, notFound } from '../../platform/http/errors.ts';
import { newId } from '../../platform/ids.ts';
import { applyEanWrite, variationSnapshots, type VariationSnapshot } from '../catalog/index.ts';

import { connectedAccount, listingTypesOf } from '../marketplaces/index.ts';
import { adClaims, adCompatibilities, ads } from './ads.tables.ts';
import { adDto, type AdRow } from './ads.mapping.ts';
import { auditAdEdits } from './ads.audit.ts';
import { allGroups, followProduct } from './domain/follow-product.ts';
import { knownOptions, toggleOptions, updateOptions, type UpdateOption } from './domain/update-options.ts';
import { requestPublication } from './ads.publication.ts';

export interface AdChanges {
  name?: string;
  description?: string | null;
  status?: 'ACTIVE' | 'INACTIVE' | 'PAUSED';
  ean?: string | null;
  eans?: { value: string; main?: boolean }[] | null;
  price?: number | null;
  stock?: number;
  images?: { url: string; main?: boolean }[];
  videos?: { url: string }[];
  attributes?: { name: string; value: string }[];
  specifications?: { name: string; value: string }[];
  updateOptions?: string[];
}

export interface CreateAdInput extends AdChanges {
  originSkuId: string;
  platform: string;
  channelCategoryId?: string;
  listingType?: string;
}

function price(field: string, value: number | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  const d = new Decimal(value);
  if (d.decimalPlaces() > 2)
    throw new DomainError('validation-failed', `${field}: at most 2 decimal places`, { field });
  return d.toFixed(2);
}

function eanError(field: string, result: { reason: string; detail: string }, adId?: string) {
  return new DomainError('invalid-ean-list', `${field}: ${result.detail}`, {
    reason: result.reason,
    field,
    ...(adId ? { adId } : {}),
  });
}

/** The fields an ad copies from its variation at creation, whatever its updateOptions. */
export function copiedFields(
  snapshot: VariationSnapshot,
  platform: string,
  titleTemplate: string | undefined,
) {
  return followProduct({ platform, warranty: null }, snapshot, allGroups, updateOptions, titleTemplate);
}

export async function ensureParent(
  ctx: Ctx,
  snapshot: VariationSnapshot,
  platform: string,
  accountId: string,
  now: string,
): Promise<string> {
  const sellerId = sellerOf(ctx);
  const parentOf = async () => {
    const [row] = await ctx.db
      .select({ id: ads.id })
      .from(ads)
      .where(
        and(
          eq(ads.sellerId, sellerId),
          eq(ads.platform, platform),
          eq(ads.productId, snapshot.productId),
          eq(ads.isParent, true),
        ),
      );
    return row?.id;
  };
  const existing = await parentOf();
  if (existing) return existing;
  const id = newId('ad');
  await ctx.db
    .insert(ads)
    .values({
      sellerId,
      id,
      isParent: true,
      productId: snapshot.productId,
      platform,
      accountId,
      status: 'ACTIVE',
      name: snapshot.title,
      description: snapshot.description,
      updateOptions: [...updateOptions],
      // A parent is never published on its own: it is born in sync.
      syncVersion: 0,
      publishedVersion: 0,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  // Another writer may have made it first: its parent is the one.
  return (await parentOf())!;
}

export async function createAd(ctx: Ctx, input: CreateAdInput) {
  return withTransaction(ctx, async (tx) => {
    const account = await connectedAccount(tx, input.platform);
    if (!account)
      throw new DomainError('platform-not-connected', `connect ${input.platform} before creating ads on it`, {
        field: 'platform',
      });
    const snapshot = (await variationSnapshots(tx, [input.originSkuId])).get(input.originSkuId);
    if (!snapshot) {
      throw new DomainError('validation-failed', `originSkuId: variation ${input.originSkuId} not found`, {
        field: 'originSkuId',
      });
    }
    await refuseSecondAd(tx, input.platform, input.originSkuId, { noun: 'variation' });
    const template = account.settings.titleTemplate as string | undefined;
    const copied = copiedFields(snapshot, input.platform, template);
    let eans = { ean: copied.ean ?? null, eans: copied.eans ?? null };
    if (input.ean !== undefined || input.eans !== undefined) {
      const result = applyEanWrite(null, input, {
        target: 'ad',
        operation: 'create',
        listWrites: tx.rt.config.eanListWrites,
      });
      if (!result.ok) throw eanError('eans', result);
      if (result.changed) eans = result.value;
    }
    const now = tx.rt.clock.now().toISOString();
    const row = await newAdRow(
      tx,
      { snapshot, platform: input.platform, accountId: account.accountId, copied, now },
      {
        // Like every other field, the status starts from the variation's: off sale, the ad starts INACTIVE.
        status: input.status ?? (snapshot.onSale ? 'ACTIVE' : 'INACTIVE'),
        name: input.name ?? copied.name!,
        customTitle: input.name !== undefined,
        description: input.description !== undefined ? input.description : (copied.description ?? null),
        customDescription: input.description !== undefined,
        ean: eans.ean,
        eans: eans.eans,
        price: price('price', input.price) ?? null,
        stock: input.stock ?? 0,
        images: input.images ?? copied.images ?? [],
        videos: input.videos ?? copied.videos ?? [],
        attributes: input.attributes ?? copied.attributes ?? [],
        specifications: input.specifications ?? copied.specifications ?? [],
        updateOptions: input.updateOptions
          ? knownOptions(input.updateOptions)
          : withoutOwnValues([...updateOptions], input),
        channelCategoryId: input.channelCategoryId ?? null,
        listingType: input.listingType ?? null,
      },
    );
    await tx.db.insert(ads).values(row);
    await requestPublication(tx, [row.id]);
    await appendEvent(tx, 'ad.AdCreated', { adId: row.id, skuId: snapshot.skuId, platform: row.platform });
    return adDto(row);
  });
}

async function loadAds(ctx: Ctx, ids: string[], lock = false): Promise<AdRow[]> {
  if (ids.length === 0) return [];
  const query = ctx.db
    .select()
    .from(ads)
    .where(and(eq(ads.sellerId, sellerOf(ctx)), inArray(ads.id, ids), eq(ads.isParent, false)));
  return lock ? query.for('update') : query;
}

/** One ad per SKU and platform: a second is refused naming the one there is. */
export async function refuseSecondAd(
  tx: Ctx,
  platform: string,
  skuId: string,
  what: { field?: string; noun: string },
): Promise<void> {
  const [taken] = await tx.db
    .select({ id: ads.id })
    .from(ads)
    .where(and(eq(ads.sellerId, sellerOf(tx)), eq(ads.platform, platform), eq(ads.originSkuId, skuId)));
  if (taken) {
    throw new DomainError(
      'ad-already-exists',
      `${what.noun} ${skuId} already has ad ${taken.id} on ${platform}`,
      {
        adId: taken.id,
        ...(what.field ? { field: what.field } : {}),
      },
    );
  }
}

/**
 * A new ad's row as the variation gives it (its copied fields, under its product's parent ad);
 * `own` is what the caller sets instead: the request's values, or the channel item's for a link.
 */
export async function newAdRow(
  tx: Ctx,
  base: {
    snapshot: VariationSnapshot;
    platform: string;
    accountId: string;
    copied: ReturnType<typeof copiedFields>;
    now: string;
  },
  own: Pick<AdRow, 'status' | 'name' | 'customTitle' | 'price' | 'stock' | 'updateOptions'> & Partial<AdRow>,
): Promise<AdRow> {
  const { snapshot, platform, accountId, copied, now } = base;
  const parentId = await ensureParent(tx, snapshot, platform, accountId, now);
  return {
    sellerId: sellerOf(tx),
    id: newId('ad'),
    isParent: false,
    parentId,
    productId: snapshot.productId,
    originSkuId: snapshot.skuId,
    sku: snapshot.sku,
    platform,
    accountId,
    description: copied.description ?? null,
    customDescription: false,
    ean: copied.ean ?? null,
    eans: copied.eans ?? null,
    images: copied.images ?? [],
    videos: copied.videos ?? [],
    attributes: copied.attributes ?? [],
    specifications: copied.specifications ?? [],
    dimensions: copied.dimensions ?? null,
    handlingTime: copied.handlingTime ?? null,
    brand: copied.brand ?? null,
    fiscal: copied.fiscal ?? null,
    warranty: copied.warranty ?? null,
    condition: copied.condition ?? null,
    syncVersion: 1,
    publishedVersion: 0,
    channelItemId: null,
    channelCategoryId: null,
    listingType: null,
    channelPermalink: null,
    channelStatus: 'PENDING',
    lastSyncAt: null,
    lastError: null,
    syncAttempts: 0,
    createdAt: now,
    updatedAt: now,
    ...own,
  };
}

/**
 * A name or description of the ad's own stops it following TITLE or DESCRIPTION: the option set is
 * what the seller sees and what propagation reads; enabling the option again is the way back.
 */
export function withoutOwnValues(options: UpdateOption[], changes: AdChanges): UpdateOption[] {
  return options.filter(
    (option) =>
      !(option === 'TITLE' && changes.name !== undefined) &&
      !(option === 'DESCRIPTION' && changes.description !== undefined),
  );
}

/**
 * A price set on an existing ad is its own: it stops following PRICE, so the SKU's next price does not
 * replace it silently (WEB-83). A new ad's body price is only where it starts (it follows its SKU's).
 */
function withoutOwnPrice(options: UpdateOption[], changes: AdChanges): UpdateOption[] {
  return changes.price !== undefined ? options.filter((option) => option !== 'PRICE') : options;
}

/** The new row after `changes`, or an EAN error; applies the EAN list rules of an ad update. */
function applyChanges(ctx: Ctx, row: AdRow, changes: AdChanges): AdRow {
  const eans = applyEanWrite({ ean: row.ean, eans: row.eans }, changes, {
    target: 'ad',
    operation: 'update',
    listWrites: ctx.rt.config.eanListWrites,
  });
  if (!eans.ok) throw eanError('eans', eans, row.id);
  const next: AdRow = { ...row };
  if (changes.name !== undefined) Object.assign(next, { name: changes.name, customTitle: true });
  if (changes.description !== undefined)
    Object.assign(next, { description: changes.description, customDescription: true });
  if (changes.status !== undefined) next.status = changes.status;
  if (changes.price !== undefined) next.price = price('price', changes.price) ?? null;
  if (changes.stock !== undefined) next.stock = changes.stock;
  if (changes.images !== undefined) next.images = changes.images;
  if (changes.videos !== undefined) next.videos = changes.videos;
  if (changes.attributes !== undefined) next.attributes = changes.attributes;
  if (changes.specifications !== undefined) next.specifications = changes.specifications;
  next.updateOptions =
    changes.updateOptions !== undefined
      ? knownOptions(changes.updateOptions)
      : withoutOwnPrice(withoutOwnValues(knownOptions(row.updateOptions), changes), changes);
  if (eans.changed) Object.assign(next, { ean: eans.value.ean, eans: eans.value.eans });
  return next;
}

/** Writes changed ads with a new sync version, and asks for their publication. */
async function saveAds(ctx: Ctx, before: AdRow[], after: AdRow[]): Promise<void> {
  const now = ctx.rt.clock.now().toISOString();
  const changed: string[] = [];
  for (const [i, next] of after.entries()) {
    if (JSON.stringify(next) === JSON.stringify(before[i])) continue;
    const { sellerId, id, ...values } = next;
    await ctx.db
      .update(ads)
      .set({ ...values, syncVersion: sql`${ads.syncVersion} + 1`, updatedAt: now })
      .where(and(eq(ads.sellerId, sellerId), eq(ads.id, id)));
    changed.push(id);
  }
  await auditAdEdits(ctx, before, after);
  await requestPublication(ctx, changed);
}

/** One ad's update: its content, and where its channel lists it while the channel has not yet. */
export interface AdUpdate extends AdChanges {
  channelCategoryId?: string | null;
  listingType?: string;
}

/**
 * The category and listing type an update sets, on an ad its channel has not listed yet (the item's
 * listing type then changes through its own action); a listing type the channel does not have is 400.
 */
function applyListingChoices(row: AdRow, next: AdRow, changes: AdUpdate): void {
  const { channelCategoryId, listingType } = changes;
  const changing =
    (channelCategoryId !== undefined && channelCategoryId !== row.channelCategoryId) ||
    (listingType !== undefined && listingType !== row.listingType);
  if (!changing) return;
  if (row.channelItemId)
    throw new DomainError(
      'conflict',
      `channelCategoryId: ad ${row.id} is already listed as ${row.channelItemId}: its category stays the channel's, and its listing type changes through POST /bffweb/ads/{id}/listing-type`,
      { field: channelCategoryId !== undefined ? 'channelCategoryId' : 'listingType' },
    );
  if (listingType !== undefined) {
    const known = listingTypesOf(row.platform).map((type) => type.id);
    if (!known.includes(listingType))
      throw new DomainError(
        'validation-failed',
        known.length > 0
          ? `listingType: ${row.platform} has the listing types ${known.join(', ')}`
          : `listingType: ${row.platform} has no listing types`,
        { field: 'listingType' },
      );
    next.listingType = listingType;
  }
  if (channelCategoryId !== undefined) next.channelCategoryId = channelCategoryId;
}

/**
 * Saving an ad its channel refused sends it again, even unchanged (ADS-111): its refusal is cleared,
 * and one never listed waits as PENDING until the channel answers.
 */
function resent(row: AdRow, next: AdRow): void {
  if (row.channelStatus !== 'ERROR') return;
  next.lastError = null;
  if (!row.channelItemId) next.channelStatus = 'PENDING';
}

export async function updateAd(ctx: Ctx, id: string, changes: AdUpdate) {
  return withTransaction(ctx, async (tx) => {
    const [row] = await loadAds(tx, [id], true);
    if (!row) throw notFound('ad', id);
    const { channelCategoryId: _category, listingType: _type, ...content } = changes;
    const next = applyChanges(tx, row, content);
    applyListingChoices(row, next, changes);
    resent(row, next);
    await saveAds(tx, [row], [next]);
    const [saved] = await loadAds(tx, [id]);
    return adDto(saved!);
  });
}

/** One set of changes for many ads, all or nothing: an EAN error names the ad and writes none. */
export async function bulkEdit(ctx: Ctx, adIds: string[], changes: AdChanges) {
  return withTransaction(ctx, async (tx) => {
    const rows = await loadAds(tx, [...new Set(adIds)], true);
    const found = new Set(rows.map((row) => row.id));
    const missing = adIds.find((id) => !found.has(id));
    if (missing) throw notFound('ad', missing);
    const next = rows.map((row) => applyChanges(tx, row, changes));
    await saveAds(tx, rows, next);
    return { adIds: rows.map((row) => row.id) };
  });
}

/** Enabling an option copies nothing; the seller runs a sync to copy the current values. */
export async function setUpdateOptions(
  ctx: Ctx,
  adIds: string[],
  options: string[],
  action: 'ENABLE' | 'DISABLE',
) {
  return withTransaction(ctx, async (tx) => {
    const rows = await loadAds(tx, [...new Set(adIds)], true);
    const known = knownOptions(options);
    const now = tx.rt.clock.now().toISOString();
    // Enabling TITLE or DESCRIPTION is the seller saying "follow the product" again.
    const follow = action === 'ENABLE';
    const reset = {
      ...(follow && known.includes('TITLE') ? { customTitle: false } : {}),
      ...(follow && known.includes('DESCRIPTION') ? { customDescription: false } : {}),
    };
    for (const row of rows) {
      await tx.db
        .update(ads)
        .set({ updateOptions: toggleOptions(row.updateOptions, known, action), ...reset, updatedAt: now })
        .where(and(eq(ads.sellerId, row.sellerId), eq(ads.id, row.id)));
    }
    return rows.map((row) => row.id);
  });
}

/** Re-emits the product's values to these ads, for the given options (all when none). */
export async function syncAds(ctx: Ctx, adIds: string[], options: string[]) {
  return withTransaction(ctx, async (tx) => {
    const rows = await loadAds(tx, [...new Set(adIds)]);
    const known: UpdateOption[] = options.length ? knownOptions(options) : [...updateOptions];
    if (rows.length > 0)
      await appendEvent(tx, 'ad.PropagationRequested', { adIds: rows.map((r) => r.id), options: known });
    return { adIds: rows.map((row) => row.id) };
  });
}

/** An ad-specific title and description on the ads of one variation; the template stops overriding them. */
export async function setTitleDescription(
  ctx: Ctx,
  skuId: string,
  input: { title?: string; description?: string; platform?: string },
) {
  return withTransaction(ctx, async (tx) => {
    const rows = await tx.db
      .select()
      .from(ads)
      .where(
        and(
          eq(ads.sellerId, sellerOf(tx)),
          eq(ads.originSkuId, skuId),
          ...(input.platform ? [eq(ads.platform, input.platform)] : []),
        ),
      )
      .for('update');
    if (rows.length === 0) throw notFound('ads of variation', skuId);
    const next = rows.map((row) =>
      applyChanges(tx, row, {
        ...(input.title !== undefined ? { name: input.title } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
      }),
    );
    await saveAds(tx, rows, next);
    return { adIds: rows.map((row) => row.id) };
  });
}

/**
 * Deletes an ad that never made it to its channel (no channel item: its creation failed or has not
 * happened), so a refused listing can be made again from scratch (WEB-84). An ad with an item is
 * closed on the channel instead (409): deleting it here would leave the item selling unseen.
 */
export async function deleteUnlistedAd(ctx: Ctx, id: string): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const [row] = await loadAds(tx, [id], true);
    if (!row) throw notFound('ad', id);
    if (row.channelItemId) {
      throw new DomainError(
        'conflict',
        `ad ${id} has item ${row.channelItemId} on ${row.platform}: close it instead`,
      );
    }
    const sellerId = sellerOf(tx);
    await tx.db.delete(adClaims).where(and(eq(adClaims.sellerId, sellerId), eq(adClaims.adId, id)));
    await tx.db
      .delete(adCompatibilities)
      .where(and(eq(adCompatibilities.sellerId, sellerId), eq(adCompatibilities.adId, id)));
    await tx.db.delete(ads).where(and(eq(ads.sellerId, sellerId), eq(ads.id, id)));
  });
}
