import { gt, lt, sql } from 'drizzle-orm';
import type { Runtime } from '../runtime.ts';
import { authRevokedGrants } from './auth.tables.ts';
import { AUTH_CHANNEL, RETIRED_KEY_PUBLISHED_MS } from './keys.ts';

/** NOTIFY payload prefix on `feira_auth` for a grant the authorization server revoked. */
export const REVOKED_GRANT_PREFIX = 'revoked-grant:';

/**
 * Grants the authorization server revoked (a replayed code, a reused refresh token, an RFC 7009
 * revocation), as the token check sees them: one in-memory set, so the hot path of a request costs a
 * set lookup. The process that revokes adds at once, NOTIFY tells the others, and the set is read
 * again from the table when it is older than `ttlMs` (a missed notification lasts no longer).
 */
export class RevokedGrants {
  private readonly rt: Runtime;
  private readonly ttlMs: number;
  private ids = new Set<string>();
  /** Added while a read was in flight: the read's answer may predate them. */
  private addedDuringLoad = new Set<string>();
  private loadedAt = Number.NEGATIVE_INFINITY;
  private loading: Promise<void> | undefined;

  constructor(rt: Runtime, ttlMs: number) {
    this.rt = rt;
    this.ttlMs = ttlMs;
  }

  async has(grantId: string): Promise<boolean> {
    if (performance.now() - this.loadedAt > this.ttlMs) await this.load();
    return this.ids.has(grantId);
  }

  /** This process heard of a revocation (its own, or another's through NOTIFY). */
  add(grantId: string): void {
    this.ids.add(grantId);
    if (this.loading) this.addedDuringLoad.add(grantId);
  }

  /**
   * Records a revocation: the row lives as long as the access tokens issued before it (plus clock
   * skew), NOTIFY reaches the other processes, and this one knows at once.
   */
  async record(grantId: string): Promise<void> {
    const now = Date.now();
    const row = {
      grantId,
      revokedAt: new Date(now).toISOString(),
      expiresAt: new Date(now + RETIRED_KEY_PUBLISHED_MS).toISOString(),
    };
    this.add(grantId);
    await this.rt.database.db
      .insert(authRevokedGrants)
      .values(row)
      .onConflictDoUpdate({ target: authRevokedGrants.grantId, set: row });
    await this.rt.database.db.execute(
      sql`select pg_notify(${AUTH_CHANNEL}, ${`${REVOKED_GRANT_PREFIX}${grantId}`})`,
    );
  }

  private load(): Promise<void> {
    this.loading ??= (async () => {
      try {
        const rows = await this.rt.database.db
          .select({ grantId: authRevokedGrants.grantId })
          .from(authRevokedGrants)
          .where(gt(authRevokedGrants.expiresAt, new Date().toISOString()));
        this.ids = new Set([...rows.map((r) => r.grantId), ...this.addedDuringLoad]);
        this.loadedAt = performance.now();
      } finally {
        this.addedDuringLoad = new Set();
        this.loading = undefined;
      }
    })();
    return this.loading;
  }
}

/** Rows whose tokens have all expired are never needed again. */
export async function purgeExpiredRevokedGrants(rt: Runtime): Promise<void> {
  await rt.database.db
    .delete(authRevokedGrants)
    .where(lt(authRevokedGrants.expiresAt, new Date().toISOString()));
}
