import { and, asc, eq } from 'drizzle-orm';
import { announceCacheChange, notifiedCache } from '../../platform/cache/notified-cache.ts';
import { sellerOf, withTransaction, type Ctx } from '../../platform/context.ts';
import { DomainError } from '../../platform/http/errors.ts';
import { newId } from '../../platform/ids.ts';
import type { Runtime } from '../../platform/runtime.ts';
import type { AccountRef, ChannelProfile, MarketplaceConnector } from './connector.ts';
import { marketplaceAccounts } from './marketplaces.tables.ts';
import { sandboxProfiles } from './sandbox/profiles.ts';
import { SandboxConnector } from './sandbox/sandbox.connector.ts';
import { iso } from '../../platform/time.ts';
import { MERCADO_LIVRE, MercadoLivreConnector, mercadoLivreProfile } from './mercadolivre/ml.connector.ts';
import { dropTokens } from './mercadolivre/ml.credentials.ts';
import { itemViews, type ItemView } from './mercadolivre/ml.items.ts';
import { instrumented } from './instrumented.ts';
import { sellerRow } from '../../platform/db/seller-row.ts';
import { recordChange } from '../audit/index.ts';

export type AccountRow = typeof marketplaceAccounts.$inferSelect;

const connectors = new WeakMap<Runtime, Map<string, MarketplaceConnector>>();

const allProfiles: readonly ChannelProfile[] = [mercadoLivreProfile, ...sandboxProfiles];

/** Every platform this service can publish to: Mercado Livre and the sandbox channels. */
export function platforms(): readonly ChannelProfile[] {
  return allProfiles;
}

export function connectorFor(rt: Runtime, platform: string): MarketplaceConnector {
  let byPlatform = connectors.get(rt);
  if (!byPlatform) {
    byPlatform = new Map<string, MarketplaceConnector>(
      sandboxProfiles.map((profile) => [profile.platform, instrumented(new SandboxConnector(rt, profile))]),
    );
    byPlatform.set(MERCADO_LIVRE, instrumented(new MercadoLivreConnector(rt)));
    connectors.set(rt, byPlatform);
  }
  const connector = byPlatform.get(platform);
  if (!connector) throw new Error(`no connector for platform ${platform}`);
  return connector;
}

const accountDto = (row: AccountRow) => ({
  id: row.id,
  platform: row.platform,
  accountId: row.accountId ?? undefined,
  status: row.status,
  statusReason: row.statusReason ?? undefined,
  settings: row.settings,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

export async function connectAccount(
  ctx: Ctx,
  input: { platform: string; accountId?: string; settings?: Record<string, unknown> },
) {
  if (!platforms().some((p) => p.platform === input.platform)) {
    throw new DomainError('validation-failed', `platform: unknown platform ${input.platform}`, {
      field: 'platform',
    });
  }
  if (input.platform === MERCADO_LIVRE) throw connectRequired();
  const now = ctx.rt.clock.now().toISOString();
  const row: AccountRow = {
    sellerId: sellerOf(ctx),
    id: newId('acc'),
    platform: input.platform,
    accountId: input.accountId ?? null,
    status: 'CONNECTED',
    statusReason: null,
    settings: input.settings ?? {},
    createdAt: now,
    updatedAt: now,
  };
  const inserted = await changingAccounts(ctx, (tx) =>
    tx.db.insert(marketplaceAccounts).values(row).onConflictDoNothing().returning(),
  );
  if (inserted.length === 0) {
    throw new DomainError('conflict', `platform ${input.platform} is already connected`, {
      field: 'platform',
    });
  }
  return accountDto(row);
}

export async function updateAccount(
  ctx: Ctx,
  id: string,
  input: { status?: 'CONNECTED' | 'DISCONNECTED'; accountId?: string; settings?: Record<string, unknown> },
) {
  const current = await accountRow(ctx, id);
  if (current.platform === MERCADO_LIVRE && input.status === 'CONNECTED' && current.status !== 'CONNECTED')
    throw connectRequired();
  const next = {
    status: input.status ?? current.status,
    statusReason: input.status ? null : current.statusReason,
    accountId: input.accountId ?? current.accountId,
    settings: input.settings ? { ...current.settings, ...input.settings } : current.settings,
    updatedAt: ctx.rt.clock.now().toISOString(),
  };
  await changingAccounts(ctx, async (tx) => {
    await tx.db
      .update(marketplaceAccounts)
      .set(next)
      .where(and(eq(marketplaceAccounts.sellerId, sellerOf(tx)), eq(marketplaceAccounts.id, id)));
    // Disconnecting forgets the channel's tokens: connecting again goes through its consent page.
    if (next.status === 'DISCONNECTED') await dropTokens(tx.db, { sellerId: sellerOf(tx), accountId: id });
    // A connection switched off or on stops or restarts the channel's ads and orders: the history says who.
    if (next.status !== current.status) {
      const snapshot = (status: string) => ({
        platform: current.platform,
        accountId: next.accountId,
        status,
      });
      await recordChange(tx, {
        action: next.status === 'DISCONNECTED' ? 'DISCONNECT' : 'CONNECT',
        entity: 'marketplace',
        entityId: id,
        before: snapshot(current.status),
        after: snapshot(next.status),
      });
    }
  });
  return accountDto({ ...current, ...next });
}

async function accountRow(ctx: Ctx, id: string): Promise<AccountRow> {
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
async function changingAccounts<T>(ctx: Ctx, write: (tx: Ctx) => Promise<T>): Promise<T> {
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

const connectRequired = () =>
  new DomainError(
    'channel-connect-required',
    'Mercado Livre accounts are connected through POST /bffweb/marketplaces/MERCADO_LIVRE/connect',
    { field: 'platform' },
  );

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

/** What the channel holds for each of the seller's ads on `platform`, where the channel tells it. */
export async function channelItemViews(
  rt: Runtime,
  sellerId: string,
  platform: string,
  adIds: string[],
): Promise<Map<string, ItemView>> {
  return platform === MERCADO_LIVRE ? itemViews(rt, sellerId, adIds) : new Map();
}
