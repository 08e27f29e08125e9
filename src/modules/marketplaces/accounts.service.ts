/**
 * A seller's accounts on the channels, whichever channel: what channels' own code reads and writes
 * (it never imports the registry, so this file names no channel and imports none).
 */
import { and, asc, eq } from 'drizzle-orm';
import { announceCacheChange, notifiedCache } from '../../platform/cache/notified-cache.ts';
import { sellerOf, withTransaction, type Ctx } from '../../platform/context.ts';
import { sellerRow } from '../../platform/db/seller-row.ts';
import { newId } from '../../platform/ids.ts';
import type { Runtime } from '../../platform/runtime.ts';
import { iso } from '../../platform/time.ts';
import type { AccountRef } from './connector.ts';
import { marketplaceAccounts } from './marketplaces.tables.ts';

export type AccountRow = typeof marketplaceAccounts.$inferSelect;

export const accountDto = (row: AccountRow) => ({
  id: row.id,
  platform: row.platform,
  accountId: row.accountId ?? undefined,
  status: row.status,
  statusReason: row.statusReason ?? undefined,
  settings: row.settings,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

export async function accountRow(ctx: Ctx, id: string): Promise<AccountRow> {
  return sellerRow(ctx, marketplaceAccounts, id, 'marketplace account');
}

export async function getAccount(ctx: Ctx, id: string) {
  return accountDto(await accountRow(ctx, id));
}

export async function listAccounts(ctx: Ctx) {
  const rows = await ctx.db
    .select()
    .from(marketplaceAccounts)
    .where(eq(marketplaceAccounts.sellerId, sellerOf(ctx)))
    .orderBy(asc(marketplaceAccounts.platform));
  return rows.map(accountDto);
}

const ACCOUNTS_CACHE = 'marketplace-accounts';

/** Per process, each seller's connected accounts: read by every order and publication. */
const accountsCache = (rt: Runtime) =>
  notifiedCache<Map<string, AccountRef>>(rt, ACCOUNTS_CACHE, { max: 10_000, ttlMs: 60_000 });

/**
 * A write of the seller's accounts, with the cache change it makes: every process forgets the
 * seller's accounts once it commits, this one right after. (Inside a caller's transaction, this
 * process forgets before that commits and again when its NOTIFY comes back.)
 */
export async function changingAccounts<T>(ctx: Ctx, write: (tx: Ctx) => Promise<T>): Promise<T> {
  const result = await withTransaction(ctx, async (tx) => {
    const written = await write(tx);
    await announceCacheChange(tx, ACCOUNTS_CACHE, sellerOf(tx));
    return written;
  });
  accountsCache(ctx.rt).forget(sellerOf(ctx));
  return result;
}

async function readConnectedAccounts(ctx: Ctx): Promise<Map<string, AccountRef>> {
  const rows = await ctx.db
    .select()
    .from(marketplaceAccounts)
    .where(and(eq(marketplaceAccounts.sellerId, sellerOf(ctx)), eq(marketplaceAccounts.status, 'CONNECTED')));
  return new Map(
    rows.map((row) => [
      row.platform,
      { sellerId: row.sellerId, accountId: row.id, platform: row.platform, settings: row.settings },
    ]),
  );
}

/**
 * The connected accounts of the given platforms, as connectors need them, by platform. Cached per
 * seller, except inside a transaction, which may have changed them (and may yet roll back).
 */
export async function connectedAccounts(
  ctx: Ctx,
  platforms: readonly string[],
): Promise<Map<string, AccountRef>> {
  if (platforms.length === 0) return new Map();
  const all = ctx.inTransaction
    ? await readConnectedAccounts(ctx)
    : await accountsCache(ctx.rt).get(sellerOf(ctx), () => readConnectedAccounts(ctx));
  return new Map(
    platforms.flatMap((platform) => (all.has(platform) ? [[platform, all.get(platform)!]] : [])),
  );
}

/** The connected account of a platform; null when the seller has none. */
export async function connectedAccount(ctx: Ctx, platform: string): Promise<AccountRef | null> {
  return (await connectedAccounts(ctx, [platform])).get(platform) ?? null;
}

/** The channel refused the account's credentials: it stays listed, flagged, until the seller connects again. */
export async function markAccountNeedsAttention(ctx: Ctx, id: string, reason: string): Promise<void> {
  await changingAccounts(ctx, (tx) =>
    tx.db
      .update(marketplaceAccounts)
      .set({ status: 'NEEDS_ATTENTION', statusReason: reason, updatedAt: ctx.rt.clock.now().toISOString() })
      .where(and(eq(marketplaceAccounts.sellerId, sellerOf(tx)), eq(marketplaceAccounts.id, id))),
  );
}

/**
 * Stores the account a channel's consent flow connected (joins the caller's transaction): a new row,
 * or the seller's existing one of that platform connected again with its channel user id.
 */
export async function saveChannelAccount(
  ctx: Ctx,
  platform: string,
  channelAccountId: string,
  settings: Record<string, unknown>,
): Promise<AccountRow> {
  const now = ctx.rt.clock.now().toISOString();
  const [row] = await changingAccounts(ctx, (tx) =>
    tx.db
      .insert(marketplaceAccounts)
      .values({
        sellerId: sellerOf(tx),
        id: newId('acc'),
        platform,
        accountId: channelAccountId,
        status: 'CONNECTED',
        statusReason: null,
        settings,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [marketplaceAccounts.sellerId, marketplaceAccounts.platform],
        set: {
          accountId: channelAccountId,
          status: 'CONNECTED',
          statusReason: null,
          settings,
          updatedAt: now,
        },
      })
      .returning(),
  );
  return row!;
}
