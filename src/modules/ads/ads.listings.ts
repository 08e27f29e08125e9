import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { sellerOf, systemCtx, withTransaction, type Ctx } from '../../platform/context.ts';
import { appendEvent } from '../../platform/events/events.ts';
import { DomainError, notFound } from '../../platform/http/errors.ts';
import { newId } from '../../platform/ids.ts';
import type { Runtime } from '../../platform/runtime.ts';
import { skuIdsByEan, skuIdsOfSkus, variationSnapshots } from '../catalog/index.ts';
import {
  connectedAccount,
  connectorFor,
  platforms,
  type AccountRef,
  type ChannelListing,
} from '../marketplaces/index.ts';
import type { AdRow } from './ads.mapping.ts';
import { copiedFields, newAdRow, refuseSecondAd, withoutOwnValues } from './ads.service.ts';
import { ads, channelListings } from './ads.tables.ts';
import { matchListing, type UnmatchedReason } from './domain/listing-match.ts';
import { updateOptions } from './domain/update-options.ts';

const IMPORT_JOB = 'ads.existing-items';

interface ImportJob {
  sellerId: string;
  accountId: string;
  platform: string;
}

type ListingRow = typeof channelListings.$inferSelect;

/** A channel's status word as the ad's: what the seller paused stays paused, a closed item inactive. */
const adStatusOf = (channelStatus: string): AdRow['status'] =>
  channelStatus === 'active' ? 'ACTIVE' : channelStatus === 'closed' ? 'INACTIVE' : 'PAUSED';

function listingDto(row: ListingRow) {
  return {
    id: row.id,
    platform: row.platform,
    channelItemId: row.channelItemId,
    variationId: row.variationId || null,
    title: row.title,
    channelStatus: row.channelStatus,
    price: row.price === null ? null : Number(row.price),
    stock: row.stock,
    permalink: row.permalink,
    sellerSku: row.sellerSku,
    gtin: row.gtin,
    state: row.state,
    reason: row.reason,
    adId: row.adId,
    skuId: row.skuId,
    seenAt: new Date(row.seenAt).toISOString(),
  };
}

/** Books a read of the account's existing items (one at a time per account: a second ask joins it). */
export async function requestExistingItems(ctx: Ctx, platform: string): Promise<{ queued: boolean }> {
  if (!platforms().some((profile) => profile.platform === platform)) throw notFound('platform', platform);
  const account = await connectedAccount(ctx, platform);
  if (!account)
    throw new DomainError('platform-not-connected', `connect ${platform} before reading its items`, {
      field: 'platform',
    });
  if (!connectorFor(ctx.rt, platform).existingItems) return { queued: false };
  const job: ImportJob = { sellerId: sellerOf(ctx), accountId: account.accountId, platform };
  await ctx.rt.jobs.send(ctx, IMPORT_JOB, job, { singletonKey: `${job.sellerId}:${job.accountId}` });
  return { queued: true };
}

/**
 * Links a listing to a SKU as its ad, without publishing: the ad is born PUBLISHED and in sync, on
 * the channel's item, with the item's title, price and stock, so nothing is sent until Feira's own
 * values for the SKU change (docs/decisions.md, ADS-69). Refused when the SKU already has an ad on
 * the channel: one SKU, one ad per platform.
 */
async function linkToSku(
  tx: Ctx,
  account: AccountRef,
  listing: ListingRow,
  skuId: string,
): Promise<ListingRow> {
  const sellerId = sellerOf(tx);
  const snapshot = (await variationSnapshots(tx, [skuId])).get(skuId);
  if (!snapshot)
    throw new DomainError('validation-failed', `skuId: SKU ${skuId} not found`, { field: 'skuId' });
  await refuseSecondAd(tx, listing.platform, skuId, { field: 'skuId', noun: 'SKU' });
  const template = account.settings.titleTemplate as string | undefined;
  const copied = copiedFields(snapshot, listing.platform, template);
  const now = tx.rt.clock.now().toISOString();
  const row = await newAdRow(
    tx,
    { snapshot, platform: listing.platform, accountId: account.accountId, copied, now },
    {
      status: adStatusOf(listing.channelStatus),
      // The item keeps its own title: the ad does not follow the product's until the seller asks.
      name: listing.title,
      customTitle: true,
      price: listing.price,
      stock: listing.stock ?? 0,
      updateOptions: withoutOwnValues([...updateOptions], { name: listing.title }),
      publishedVersion: 1,
      channelItemId: listing.channelItemId,
      channelPermalink: listing.permalink,
      channelStatus: 'PUBLISHED',
      lastSyncAt: now,
    },
  );
  await tx.db.insert(ads).values(row);
  const [linked] = await tx.db
    .update(channelListings)
    .set({ state: 'LINKED', reason: null, adId: row.id, skuId, updatedAt: now })
    .where(and(eq(channelListings.sellerId, sellerId), eq(channelListings.id, listing.id)))
    .returning();
  await appendEvent(tx, 'ad.ChannelItemLinked', {
    adId: row.id,
    skuId,
    platform: listing.platform,
    accountId: account.accountId,
    channelItemId: listing.channelItemId,
    ...(listing.variationId ? { variationId: listing.variationId } : {}),
  });
  return linked!;
}

/** Stores a page of the account's items (what the channel says now; the seller's choices are kept). */
async function storePage(tx: Ctx, account: AccountRef, page: ChannelListing[]): Promise<ListingRow[]> {
  const now = tx.rt.clock.now().toISOString();
  // A closed item can never be sold again: nothing to link.
  const open = page.filter((listing) => listing.channelStatus !== 'closed');
  if (open.length === 0) return [];
  const values = open.map((listing) => ({
    sellerId: sellerOf(tx),
    id: newId('lst'),
    platform: account.platform,
    accountId: account.accountId,
    channelItemId: listing.channelItemId,
    variationId: listing.variationId ?? '',
    title: listing.title,
    channelStatus: listing.channelStatus,
    price: listing.price,
    stock: listing.stock,
    permalink: listing.permalink,
    sellerSku: listing.sellerSku,
    gtin: listing.gtin,
    state: 'UNMATCHED' as const,
    seenAt: now,
    updatedAt: now,
  }));
  return tx.db
    .insert(channelListings)
    .values(values)
    .onConflictDoUpdate({
      target: [
        channelListings.sellerId,
        channelListings.platform,
        channelListings.channelItemId,
        channelListings.variationId,
      ],
      set: {
        accountId: sql`excluded.account_id`,
        title: sql`excluded.title`,
        channelStatus: sql`excluded.channel_status`,
        price: sql`excluded.price`,
        stock: sql`excluded.stock`,
        permalink: sql`excluded.permalink`,
        sellerSku: sql`excluded.seller_sku`,
        gtin: sql`excluded.gtin`,
        seenAt: sql`excluded.seen_at`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning();
}

/**
 * Links the page's waiting items that name one SKU (seller SKU, then GTIN). Items Feira itself
 * published are recognised by their ad and marked linked; an item refused (its SKU already has an
 * ad) stays waiting with the reason.
 */
async function linkPage(tx: Ctx, account: AccountRef, rows: ListingRow[]): Promise<void> {
  const waiting = rows.filter((row) => row.state === 'UNMATCHED');
  if (waiting.length === 0) return;
  const sellerId = sellerOf(tx);
  const published = await tx.db
    .select({ id: ads.id, skuId: ads.originSkuId, itemId: ads.channelItemId })
    .from(ads)
    .where(
      and(
        eq(ads.sellerId, sellerId),
        eq(ads.platform, account.platform),
        inArray(
          ads.channelItemId,
          waiting.map((row) => row.channelItemId),
        ),
      ),
    );
  const adOfItem = new Map(published.map((ad) => [ad.itemId!, ad]));
  const bySku = await skuIdsOfSkus(
    tx,
    waiting.flatMap((row) => (row.sellerSku ? [row.sellerSku] : [])),
  );
  const now = tx.rt.clock.now().toISOString();
  const mark = (row: ListingRow, set: Partial<ListingRow>) =>
    tx.db
      .update(channelListings)
      .set({ ...set, updatedAt: now })
      .where(and(eq(channelListings.sellerId, sellerId), eq(channelListings.id, row.id)));
  for (const row of waiting) {
    // Feira publishes one item per ad: an item with variations is never one of its own.
    const own = row.variationId === '' ? adOfItem.get(row.channelItemId) : undefined;
    if (own) {
      await mark(row, { state: 'LINKED', reason: null, adId: own.id, skuId: own.skuId });
      continue;
    }
    const byGtin = row.gtin ? await skuIdsByEan(tx, row.gtin) : [];
    const match = matchListing(row, bySku, byGtin);
    if (match.skuId === null) {
      await mark(row, { reason: match.reason });
      continue;
    }
    try {
      // Refused before it writes anything (the SKU's ad is looked for first), so the page goes on.
      await linkToSku(tx, account, row, match.skuId);
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'ad-already-exists')) throw error;
      await mark(row, { reason: 'SKU_HAS_AD' satisfies UnmatchedReason, skuId: match.skuId });
    }
  }
}

/** Reads every item of the account and links what matches; safe to run again (the admin's "read again"). */
async function importExistingItems(rt: Runtime, job: ImportJob): Promise<void> {
  const ctx = systemCtx(rt, job.sellerId);
  const account = await connectedAccount(ctx, job.platform);
  if (account?.accountId !== job.accountId) return;
  const connector = connectorFor(rt, job.platform);
  if (!connector.existingItems) return;
  for await (const page of connector.existingItems(account)) {
    await withTransaction(ctx, async (tx) => linkPage(tx, account, await storePage(tx, account, page)));
  }
}

export function defineExistingItems(rt: Runtime): void {
  rt.jobs.define<ImportJob>({
    name: IMPORT_JOB,
    retry: { retryLimit: 5, retryDelay: 30, retryDelayMax: 1800 },
    heartbeat: true,
    handle: (job) => importExistingItems(rt, job),
  });
  rt.events.consume({
    name: 'ads.existing-items',
    events: ['marketplace.AccountConnected'],
    handle: async (event, ctx) => {
      await requestExistingItems(ctx, event.payload.platform);
    },
  });
}

async function listingOf(tx: Ctx, platform: string, id: string, lock = false): Promise<ListingRow> {
  const query = tx.db
    .select()
    .from(channelListings)
    .where(
      and(
        eq(channelListings.sellerId, sellerOf(tx)),
        eq(channelListings.platform, platform),
        eq(channelListings.id, id),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('channel item', id);
  return row;
}

/** The SKU a link names, by its id or by the seller's own SKU code. */
async function skuIdOf(ctx: Ctx, target: { skuId?: string; sku?: string }): Promise<string> {
  if (target.skuId) return target.skuId;
  if (!target.sku)
    throw new DomainError('validation-failed', 'skuId: name the SKU by skuId or by its sku code', {
      field: 'skuId',
    });
  const found = (await skuIdsOfSkus(ctx, [target.sku])).get(target.sku);
  if (!found) throw new DomainError('validation-failed', `sku: no SKU ${target.sku}`, { field: 'sku' });
  return found;
}

/** The seller links a listing to one of its SKUs by hand. */
export async function linkListing(
  ctx: Ctx,
  platform: string,
  id: string,
  target: { skuId?: string; sku?: string },
) {
  const skuId = await skuIdOf(ctx, target);
  return withTransaction(ctx, async (tx) => {
    const listing = await listingOf(tx, platform, id, true);
    if (listing.state === 'LINKED')
      throw new DomainError(
        'conflict',
        `item ${listing.channelItemId} is already linked to ad ${listing.adId}`,
        {
          field: 'id',
        },
      );
    const account = await connectedAccount(tx, platform);
    if (account?.accountId !== listing.accountId)
      throw new DomainError(
        'platform-not-connected',
        `the ${platform} account of this item is not connected`,
        {
          field: 'platform',
        },
      );
    return listingDto(await linkToSku(tx, account, listing, skuId));
  });
}

/** The seller tells Feira to leave a listing alone (it stays on the channel, unlinked). */
export async function ignoreListing(ctx: Ctx, platform: string, id: string) {
  return withTransaction(ctx, async (tx) => {
    const listing = await listingOf(tx, platform, id, true);
    if (listing.state === 'LINKED')
      throw new DomainError('conflict', `item ${listing.channelItemId} is linked to ad ${listing.adId}`, {
        field: 'id',
      });
    const [row] = await tx.db
      .update(channelListings)
      .set({ state: 'IGNORED', updatedAt: tx.rt.clock.now().toISOString() })
      .where(and(eq(channelListings.sellerId, sellerOf(tx)), eq(channelListings.id, id)))
      .returning();
    return listingDto(row!);
  });
}

/** The seller's listings on a platform in one state, oldest item first. */
export async function listListings(ctx: Ctx, platform: string, state: ListingRow['state']) {
  const rows = await ctx.db
    .select()
    .from(channelListings)
    .where(
      and(
        eq(channelListings.sellerId, sellerOf(ctx)),
        eq(channelListings.platform, platform),
        eq(channelListings.state, state),
      ),
    )
    .orderBy(asc(channelListings.channelItemId), asc(channelListings.variationId))
    .limit(1000);
  return { items: rows.map(listingDto) };
}
