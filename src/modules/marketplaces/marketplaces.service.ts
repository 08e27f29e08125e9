import { and, asc, eq } from 'drizzle-orm';
import { announceCacheChange, notifiedCache } from '../../platform/cache/notified-cache.ts';
import { sellerOf, withTransaction, type Ctx } from '../../platform/context.ts';
import { DomainError, notFound } from '../../platform/http/errors.ts';
import { newId } from '../../platform/ids.ts';
import type { Runtime } from '../../platform/runtime.ts';
import type { AccountRef, ChannelProfile, MarketplaceConnector } from './connector.ts';
import { marketplaceAccounts } from './marketplaces.tables.ts';
import { sandboxProfiles } from './sandbox/profiles.ts';
import { SandboxConnector } from './sandbox/sandbox.connector.ts';
import { iso } from '../../platform/time.ts';

export type AccountRow = typeof marketplaceAccounts.$inferSelect;

const connectors = new WeakMap<Runtime, Map<string, MarketplaceConnector>>();

/** Every platform this service can publish to: today the sandbox channels. */
export function platforms(): readonly ChannelProfile[] {
  return sandboxProfiles;
}

export function connectorFor(rt: Runtime, platform: string): MarketplaceConnector {
  let byPlatform = connectors.get(rt);
  if (!byPlatform) {
    byPlatform = new Map(
      sandboxProfiles.map((profile) => [profile.platform, new SandboxConnector(rt, profile)]),
    );
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
  const now = ctx.rt.clock.now().toISOString();
  const row: AccountRow = {
    sellerId: sellerOf(ctx),
    id: newId('acc'),
    platform: input.platform,
    accountId: input.accountId ?? null,
    status: 'CONNECTED',
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
  const next = {
    status: input.status ?? current.status,
    accountId: input.accountId ?? current.accountId,
    settings: input.settings ? { ...current.settings, ...input.settings } : current.settings,
    updatedAt: ctx.rt.clock.now().toISOString(),
  };
  await changingAccounts(ctx, (tx) =>
    tx.db
      .update(marketplaceAccounts)
      .set(next)
      .where(and(eq(marketplaceAccounts.sellerId, sellerOf(tx)), eq(marketplaceAccounts.id, id))),
  );
  return accountDto({ ...current, ...next });
}

async function accountRow(ctx: Ctx, id: string): Promise<AccountRow> {
  const [row] = await ctx.db
    .select()
    .from(marketplaceAccounts)
    .where(and(eq(marketplaceAccounts.sellerId, sellerOf(ctx)), eq(marketplaceAccounts.id, id)));
  if (!row) throw notFound('marketplace account', id);
  return row;
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
