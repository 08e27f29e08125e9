import { and, eq, sql } from 'drizzle-orm';
import { systemCtx } from '../../../platform/context.ts';
import type { Executor } from '../../../platform/db/connection.ts';
import type { Runtime } from '../../../platform/runtime.ts';
import { contextOf, sealedTextColumns } from '../../../platform/secrets/sealed-columns.ts';
import { markAccountNeedsAttention } from '../accounts.service.ts';
import { ChannelUnavailableError } from '../connector.ts';
import { amazonSettings } from './amazon.config.ts';
import { amazonCredentials } from './amazon.tables.ts';

/** Both tokens are sealed with the service's secret box, as every channel's (ADS-14). */
export const amazonSealedColumns = sealedTextColumns(
  'amazon_credentials',
  ['access_token', 'refresh_token'],
  ['seller_id', 'account_id'],
);

const ACCESS = contextOf('amazon_credentials', 'access_token');
const REFRESH = contextOf('amazon_credentials', 'refresh_token');

/** An access token this close to its hour's end is refreshed before use rather than sent and refused. */
const REFRESH_MARGIN_MS = 5 * 60_000;

export interface LwaTokens {
  access_token: string;
  refresh_token?: string;
  expires_in: number;
}

/** Login with Amazon refused a grant (`invalid_grant`: the seller revoked the app, or a code was spent). */
export class LwaRefusal extends Error {
  readonly error: string;
  constructor(error: string, description: string) {
    super(`${error}: ${description}`);
    this.name = 'LwaRefusal';
    this.error = error;
  }
}

/** The account can no longer call Amazon until the seller connects it again. */
export class NeedsReconnect extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NeedsReconnect';
  }
}

/**
 * Asks Login with Amazon for tokens: a form-encoded grant with the application's client id and
 * secret. A refresh may be repeated (the refresh token is long-lived and not rotated); a code
 * exchange is sent once (a code is single-use).
 */
export async function requestTokens(rt: Runtime, grant: Record<string, string>): Promise<LwaTokens> {
  const { lwaUrl, lwaClientId, lwaClientSecret } = amazonSettings.of(rt.config);
  const attempts = grant.grant_type === 'refresh_token' ? 3 : 1;
  let problem = 'no answer';
  for (let attempt = 0; attempt < attempts; attempt++) {
    let response: Response;
    try {
      response = await fetch(`${lwaUrl}/auth/o2/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
          accept: 'application/json',
        },
        body: new URLSearchParams({
          ...grant,
          client_id: lwaClientId ?? '',
          client_secret: lwaClientSecret ?? '',
        }),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
      continue;
    }
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.ok) return body as unknown as LwaTokens;
    if (response.status === 429 || response.status >= 500) {
      problem = `HTTP ${response.status}`;
      continue;
    }
    throw new LwaRefusal(
      typeof body.error === 'string' ? body.error : `HTTP ${response.status}`,
      typeof body.error_description === 'string' ? body.error_description : '',
    );
  }
  throw new ChannelUnavailableError(`Login with Amazon unavailable (${problem})`);
}

export interface AccountKey {
  sellerId: string;
  accountId: string;
}

/** Writes the account's credentials, sealed (joins the caller's transaction through `db`). */
export async function storeCredentials(
  db: Executor,
  rt: Runtime,
  key: AccountKey,
  sellingPartnerId: string,
  tokens: LwaTokens & { refresh_token: string },
): Promise<void> {
  const now = rt.clock.now();
  const row = {
    ...key,
    sellingPartnerId,
    refreshToken: rt.secrets.seal(tokens.refresh_token, REFRESH),
    accessToken: rt.secrets.seal(tokens.access_token, ACCESS),
    expiresAt: new Date(now.getTime() + tokens.expires_in * 1000).toISOString(),
    updatedAt: now.toISOString(),
  };
  await db
    .insert(amazonCredentials)
    .values(row)
    .onConflictDoUpdate({ target: [amazonCredentials.sellerId, amazonCredentials.accountId], set: row });
}

const whereKey = (key: AccountKey) =>
  and(eq(amazonCredentials.sellerId, key.sellerId), eq(amazonCredentials.accountId, key.accountId));

/**
 * The account's selling partner id and a valid access token: refreshed when within five minutes of
 * its end, or when Amazon refused `stale` as expired. The refresh runs with the row locked, so a
 * second caller finds the new token instead of asking again. An `invalid_grant` marks the account
 * as needing attention: the seller has to connect it again.
 */
export async function accessToken(
  rt: Runtime,
  key: AccountKey,
  stale?: string,
): Promise<{ token: string; sellingPartnerId: string }> {
  const usable = (row: typeof amazonCredentials.$inferSelect | undefined) => {
    if (!row) throw new NeedsReconnect('The Amazon account has no credentials: connect it again');
    const token = rt.secrets.open(row.accessToken, ACCESS);
    const fresh = new Date(row.expiresAt).getTime() - REFRESH_MARGIN_MS > rt.clock.now().getTime();
    return fresh && token !== stale ? { token, sellingPartnerId: row.sellingPartnerId } : null;
  };
  const [current] = await rt.database.db.select().from(amazonCredentials).where(whereKey(key));
  const ready = usable(current);
  if (ready) return ready;
  const refreshed = await rt.database.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(amazonCredentials).where(whereKey(key)).for('update');
    const meanwhile = usable(locked);
    if (meanwhile) return { ...meanwhile, refused: null };
    const refreshToken = rt.secrets.open(locked!.refreshToken, REFRESH);
    let tokens: LwaTokens;
    try {
      tokens = await requestTokens(rt, { grant_type: 'refresh_token', refresh_token: refreshToken });
    } catch (error) {
      if (!(error instanceof LwaRefusal)) throw error;
      return { token: null, sellingPartnerId: locked!.sellingPartnerId, refused: error.message };
    }
    await storeCredentials(tx, rt, key, locked!.sellingPartnerId, {
      ...tokens,
      refresh_token: tokens.refresh_token ?? refreshToken,
    });
    return { token: tokens.access_token, sellingPartnerId: locked!.sellingPartnerId, refused: null };
  });
  if (refreshed.token) return { token: refreshed.token, sellingPartnerId: refreshed.sellingPartnerId };
  // Outside the refresh transaction, so the account's new state is kept whatever the caller does.
  const reason = `Amazon refused to renew the connection (${refreshed.refused}): connect the account again`;
  await markAccountNeedsAttention(systemCtx(rt, key.sellerId), key.accountId, reason);
  throw new NeedsReconnect(reason);
}

/** Forgets the account's tokens (disconnect). */
export async function dropCredentials(db: Executor, key: AccountKey): Promise<void> {
  await db.execute(
    sql`delete from amazon_credentials where seller_id = ${key.sellerId} and account_id = ${key.accountId}`,
  );
}
