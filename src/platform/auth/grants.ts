import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import type { Runtime } from '../runtime.ts';
import { authGrantRevocations, oauthModels } from './auth.tables.ts';
import { AUTH_CHANNEL } from './keys.ts';
import { CLIENT_STATUS_TTL_MS, StatusCache } from './status-cache.ts';

/**
 * Partner apps as a seller sees them: the grants its users gave to authorization-code apps, and the
 * seller's revocation of one app (grants, refresh tokens and the access tokens already issued).
 */

export interface SellerGrant {
  grantId: string;
  clientId: string;
  /** The seller's user who authorized the app. */
  accountId: string;
  scopes: string[];
  authorizedAt: string;
  /** When the app last got tokens with this grant (its latest refresh token); null when unknown. */
  lastUsedAt: string | null;
}

const fromEpoch = (seconds: unknown) =>
  seconds === null || seconds === undefined ? null : new Date(Number(seconds) * 1000).toISOString();

interface GrantPayload {
  accountId?: string;
  iat?: number;
  resources?: Record<string, string | undefined>;
}

/** The seller's live grants, newest first. */
export async function sellerGrants(ctx: Ctx, sellerId: string): Promise<SellerGrant[]> {
  // oidc-provider dates its records by the wall clock, not the service's clock: compare with that.
  const now = new Date().toISOString();
  const rows = await ctx.db
    .select({
      id: oauthModels.id,
      clientId: oauthModels.clientId,
      payload: oauthModels.payload,
      // `oauth_models.id` is the outer grant row: inside the subquery the table is `r`.
      lastUsed: sql<string | number | null>`(
        select max((r.payload->>'iat')::bigint) from oauth_models r
        where r.grant_id = oauth_models.id and r.model = 'RefreshToken')`,
    })
    .from(oauthModels)
    .where(
      and(
        eq(oauthModels.model, 'Grant'),
        eq(oauthModels.sellerId, sellerId),
        or(isNull(oauthModels.expiresAt), gt(oauthModels.expiresAt, now)),
      ),
    );
  return rows
    .map((row) => {
      const payload = row.payload as GrantPayload;
      const scopes = Object.values(payload.resources ?? {}).flatMap((s) => s?.split(' ') ?? []);
      return {
        grantId: row.id,
        clientId: row.clientId ?? '',
        accountId: payload.accountId ?? '',
        scopes: [...new Set(scopes.filter(Boolean))].sort(),
        authorizedAt: fromEpoch(payload.iat) ?? now,
        lastUsedAt: fromEpoch(row.lastUsed),
      };
    })
    .sort((a, b) => b.authorizedAt.localeCompare(a.authorizedAt));
}

/**
 * Revokes everything the seller's users gave one app: its grants with their codes and refresh
 * tokens are deleted, and the revocation is recorded so access tokens issued up to now stop working
 * at once (GrantRevocations). Run inside the caller's transaction; call `forgetGrantRevocation`
 * (auth.ts) after the commit. Answers how many grants there were (0: the seller never authorized the app).
 */
export async function revokeSellerGrants(ctx: Ctx, sellerId: string, clientId: string): Promise<number> {
  const grants = await ctx.db
    .delete(oauthModels)
    .where(
      and(
        eq(oauthModels.model, 'Grant'),
        eq(oauthModels.sellerId, sellerId),
        eq(oauthModels.clientId, clientId),
      ),
    )
    .returning({ id: oauthModels.id });
  if (grants.length === 0) return 0;
  await ctx.db.delete(oauthModels).where(
    inArray(
      oauthModels.grantId,
      grants.map((g) => g.id),
    ),
  );
  // Compared with the tokens' `iat`, which oidc-provider takes from the wall clock.
  const revokedAt = new Date().toISOString();
  await ctx.db
    .insert(authGrantRevocations)
    .values({ sellerId, clientId, revokedAt })
    .onConflictDoUpdate({
      target: [authGrantRevocations.sellerId, authGrantRevocations.clientId],
      set: { revokedAt },
    });
  await ctx.db.execute(sql`select pg_notify(${AUTH_CHANNEL}, ${`grant:${grantKey(clientId, sellerId)}`})`);
  return grants.length;
}

/** One seller's revocations of one app, as cached and as NOTIFY names them (after `grant:`). */
export const grantKey = (clientId: string, sellerId: string) => `${clientId} ${sellerId}`;

/**
 * The token check's view of sellers' revocations: an app's token for a seller's user is refused when
 * it was issued at or before the seller revoked that app. `iat` has whole seconds, so a token issued
 * in the very second of the revocation is refused too, even if it came just after: the safe side.
 */
export class GrantRevocations {
  private readonly cache: StatusCache<number | null>;

  constructor(rt: Runtime) {
    this.cache = new StatusCache(CLIENT_STATUS_TTL_MS, async (key) => {
      const [clientId, sellerId] = key.split(' ') as [string, string];
      const [row] = await rt.database.db
        .select({ revokedAt: authGrantRevocations.revokedAt })
        .from(authGrantRevocations)
        .where(and(eq(authGrantRevocations.sellerId, sellerId), eq(authGrantRevocations.clientId, clientId)));
      return row ? new Date(row.revokedAt).getTime() : null;
    });
  }

  invalidate(key: string): void {
    this.cache.invalidate(key);
  }

  /** `accepts` from what is held now; undefined when the revocation must be read first. */
  acceptsNow(clientId: string, sellerId: string, issuedAt: number): boolean | undefined {
    const revokedAtMs = this.cache.peek(grantKey(clientId, sellerId));
    if (revokedAtMs === undefined) return undefined;
    return revokedAtMs === null || issuedAt * 1000 > revokedAtMs;
  }

  async accepts(clientId: string, sellerId: string, issuedAt: number): Promise<boolean> {
    const revokedAtMs = await this.cache.get(grantKey(clientId, sellerId));
    return revokedAtMs === null || issuedAt * 1000 > revokedAtMs;
  }
}
