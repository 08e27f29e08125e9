import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/connection.ts';
import type { Runtime } from '../../../platform/runtime.ts';
import { systemCtx } from '../../../platform/context.ts';
import { markAccountNeedsAttention } from '../accounts.service.ts';
import { mercadoLivreCredentials } from './ml.tables.ts';
import { AnswerLost, MlRefusal, type MlHttp } from './ml.http.ts';
import { contextOf, sealedTextColumns } from '../../../platform/secrets/sealed-columns.ts';

/** Both tokens are sealed with the service's secret box (`docs/decisions.md`, ADS-14). */
export const mercadoLivreSealedColumns = sealedTextColumns(
  'mercadolivre_credentials',
  ['access_token', 'refresh_token'],
  ['seller_id', 'account_id'],
);

const ACCESS = contextOf('mercadolivre_credentials', 'access_token');
const REFRESH = contextOf('mercadolivre_credentials', 'refresh_token');

/** A token this close to its end is refreshed before use rather than sent and refused. */
const REFRESH_MARGIN_MS = 5 * 60_000;

export interface MlTokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  user_id: number;
}

export interface MlApp {
  clientId: string;
  clientSecret: string;
}

/** What `/users/me` tells of the seller: who, where, and under which publication model. */
export interface MlUser {
  id: number;
  nickname: string;
  site_id?: string;
  tags?: string[];
}

/**
 * The channel's answer to a token request (code exchange or refresh). Sent once: a code and a
 * refresh token are single-use, so a lost answer is not followed by the same grant again.
 */
export async function requestTokens(
  http: MlHttp,
  app: MlApp,
  grant: Record<string, string>,
): Promise<MlTokens> {
  const reply = await http.call({
    method: 'POST',
    path: '/oauth/token',
    form: { client_id: app.clientId, client_secret: app.clientSecret, ...grant },
    repeatable: false,
  });
  return reply.body as MlTokens;
}

/** The user the tokens stand for (`/users/me`). */
export async function readUser(http: MlHttp, accessToken: string): Promise<MlUser> {
  return (await http.call({ method: 'GET', path: '/users/me', token: accessToken })).body as MlUser;
}

/** Writes the account's tokens, sealed (joins the caller's transaction through `db`). */
export async function storeTokens(
  db: Executor,
  rt: Runtime,
  key: { sellerId: string; accountId: string },
  tokens: MlTokens,
  user: MlUser,
): Promise<void> {
  const now = rt.clock.now();
  const row = {
    ...key,
    userId: String(tokens.user_id),
    tags: user.tags ?? [],
    siteId: user.site_id ?? null,
    accessToken: rt.secrets.seal(tokens.access_token, ACCESS),
    refreshToken: rt.secrets.seal(tokens.refresh_token, REFRESH),
    expiresAt: new Date(now.getTime() + tokens.expires_in * 1000).toISOString(),
    updatedAt: now.toISOString(),
  };
  await db
    .insert(mercadoLivreCredentials)
    .values(row)
    .onConflictDoUpdate({
      target: [mercadoLivreCredentials.sellerId, mercadoLivreCredentials.accountId],
      set: row,
    });
}

/** The account can no longer call the channel until the seller connects it again. */
export class NeedsReconnect extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NeedsReconnect';
  }
}

/**
 * A valid access token of the account. Refreshed when it is about to expire, or when the channel
 * refused `stale` (a 401). The refresh runs with the credentials row locked and stores the new
 * pair in the same transaction: refresh tokens are single-use, so a second worker waits for the
 * lock, then finds the fresh token instead of spending the old refresh token again.
 */
export async function accessToken(
  rt: Runtime,
  http: MlHttp,
  app: MlApp,
  key: { sellerId: string; accountId: string },
  stale?: string,
): Promise<string> {
  const where = and(
    eq(mercadoLivreCredentials.sellerId, key.sellerId),
    eq(mercadoLivreCredentials.accountId, key.accountId),
  );
  const usable = (row: typeof mercadoLivreCredentials.$inferSelect | undefined) => {
    if (!row) throw new NeedsReconnect('Mercado Livre account has no credentials: connect it again');
    const token = rt.secrets.open(row.accessToken, ACCESS);
    const fresh = new Date(row.expiresAt).getTime() - REFRESH_MARGIN_MS > rt.clock.now().getTime();
    return fresh && token !== stale ? token : null;
  };
  const [current] = await rt.database.db.select().from(mercadoLivreCredentials).where(where);
  const ready = usable(current);
  if (ready) return ready;
  const refreshed = await rt.database.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(mercadoLivreCredentials).where(where).for('update');
    const meanwhile = usable(locked);
    if (meanwhile) return { token: meanwhile, refused: null };
    const refreshToken = rt.secrets.open(locked!.refreshToken, REFRESH);
    let tokens: MlTokens;
    try {
      tokens = await requestTokens(http, app, {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
      });
    } catch (error) {
      // The refresh token may be spent without Feira holding its successor: it is not sent again
      // now. The stored access token still serves until it expires (refreshes start 5 minutes early).
      if (error instanceof AnswerLost) {
        const stored = rt.secrets.open(locked!.accessToken, ACCESS);
        if (new Date(locked!.expiresAt).getTime() > rt.clock.now().getTime() && stored !== stale)
          return { token: stored, refused: null };
      }
      if (!(error instanceof MlRefusal)) throw error;
      return { token: null, refused: error.message };
    }
    // The user's tags are read again with each new token: Mercado Livre switches sellers to user
    // products over time, and the next publication must follow.
    await storeTokens(tx, rt, key, tokens, await readUser(http, tokens.access_token));
    return { token: tokens.access_token, refused: null };
  });
  if (refreshed.token) return refreshed.token;
  // Outside the refresh transaction, so the account's new state is kept whatever the caller does.
  const reason = `Mercado Livre refused to renew the connection (${refreshed.refused}): connect the account again`;
  await markAccountNeedsAttention(systemCtx(rt, key.sellerId), key.accountId, reason);
  throw new NeedsReconnect(reason);
}

/** The seller's Mercado Livre user as last read: id, site and `/users/me` tags. */
export async function accountUser(
  rt: Runtime,
  key: { sellerId: string; accountId: string },
): Promise<{ userId: string; siteId: string; tags: string[] }> {
  const [row] = await rt.database.db
    .select({
      userId: mercadoLivreCredentials.userId,
      siteId: mercadoLivreCredentials.siteId,
      tags: mercadoLivreCredentials.tags,
    })
    .from(mercadoLivreCredentials)
    .where(
      and(
        eq(mercadoLivreCredentials.sellerId, key.sellerId),
        eq(mercadoLivreCredentials.accountId, key.accountId),
      ),
    );
  if (!row) throw new NeedsReconnect('Mercado Livre account has no credentials: connect it again');
  return { userId: row.userId, siteId: row.siteId ?? 'MLB', tags: row.tags };
}

/** Forgets the account's tokens (disconnect). */
export async function dropTokens(db: Executor, key: { sellerId: string; accountId: string }): Promise<void> {
  await db.execute(
    sql`delete from mercadolivre_credentials where seller_id = ${key.sellerId} and account_id = ${key.accountId}`,
  );
}
