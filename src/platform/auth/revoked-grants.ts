import { gt, lt, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Runtime } from '../runtime.ts';
import { authRevokedGrants, authRevokedTokens } from './auth.tables.ts';
import { AUTH_CHANNEL } from './keys.ts';

/** Where one kind of revocation is kept: its table, its id column and its NOTIFY payload prefix. */
export interface RevocationStore {
  table: PgTable;
  id: PgColumn;
  expiresAt: PgColumn;
  /** NOTIFY payload prefix on `feira_auth`. */
  prefix: string;
}

/** Grants the authorization server revoked (a replayed code, a reused refresh token, an RFC 7009 revocation). */
export const revokedGrantStore: RevocationStore = {
  table: authRevokedGrants,
  id: authRevokedGrants.grantId,
  expiresAt: authRevokedGrants.expiresAt,
  prefix: 'revoked-grant:',
};

/** Access tokens revoked one by one through RFC 7009, by `jti`. */
export const revokedTokenStore: RevocationStore = {
  table: authRevokedTokens,
  id: authRevokedTokens.jti,
  expiresAt: authRevokedTokens.expiresAt,
  prefix: 'revoked-token:',
};

/**
 * Revoked ids (grants, or single access tokens) as the token check sees them: one in-memory set, so
 * the hot path of a request costs a set lookup. The process that revokes adds at once, NOTIFY tells
 * the others, and the set is read again from the table when it is older than `ttlMs` (a missed
 * notification lasts no longer). A row lives as long as the tokens it refuses.
 */
export class RevokedIds {
  readonly store: RevocationStore;
  private readonly rt: Runtime;
  private readonly ttlMs: number;
  private ids = new Set<string>();
  /** Added while a read was in flight: the read's answer may predate them. */
  private addedDuringLoad = new Set<string>();
  private loadedAt = Number.NEGATIVE_INFINITY;
  private loading: Promise<void> | undefined;

  constructor(rt: Runtime, ttlMs: number, store: RevocationStore) {
    this.rt = rt;
    this.ttlMs = ttlMs;
    this.store = store;
  }

  /** `has` from the set held now; undefined when it is due to be read again. */
  hasNow(id: string): boolean | undefined {
    return performance.now() - this.loadedAt > this.ttlMs ? undefined : this.ids.has(id);
  }

  async has(id: string): Promise<boolean> {
    if (performance.now() - this.loadedAt > this.ttlMs) await this.load();
    return this.ids.has(id);
  }

  /** This process heard of a revocation (its own, or another's through NOTIFY). */
  add(id: string): void {
    this.ids.add(id);
    if (this.loading) this.addedDuringLoad.add(id);
  }

  /**
   * Records a revocation kept until `expiresAtMs` (when every token it refuses has expired): NOTIFY
   * reaches the other processes, and this one knows at once. `extra` fills the table's other columns.
   */
  async record(id: string, expiresAtMs: number, extra: Record<string, string | null> = {}): Promise<void> {
    this.add(id);
    const { table, id: idColumn, prefix } = this.store;
    const values: Record<string, string | null> = {
      [idColumn.name]: id,
      revoked_at: new Date().toISOString(),
      expires_at: new Date(expiresAtMs).toISOString(),
      ...extra,
    };
    const names = Object.keys(values).map((name) => sql.identifier(name));
    await this.rt.database.db.execute(
      sql`insert into ${table} (${sql.join(names, sql`, `)})
          values (${sql.join(
            Object.values(values).map((value) => sql`${value}`),
            sql`, `,
          )})
          on conflict (${sql.identifier(idColumn.name)}) do update
          set revoked_at = excluded.revoked_at, expires_at = excluded.expires_at`,
    );
    await this.rt.database.db.execute(sql`select pg_notify(${AUTH_CHANNEL}, ${`${prefix}${id}`})`);
  }

  private load(): Promise<void> {
    this.loading ??= (async () => {
      try {
        const rows = await this.rt.database.db
          .select({ id: this.store.id })
          .from(this.store.table)
          .where(gt(this.store.expiresAt, new Date().toISOString()));
        this.ids = new Set([...rows.map((r) => r.id as string), ...this.addedDuringLoad]);
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
export async function purgeExpiredRevocations(rt: Runtime, store: RevocationStore): Promise<void> {
  await rt.database.db.delete(store.table).where(lt(store.expiresAt, new Date().toISOString()));
}
