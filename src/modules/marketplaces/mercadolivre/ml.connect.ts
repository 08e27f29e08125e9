import crypto from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { systemCtx, sellerOf, type Ctx } from '../../../platform/context.ts';
import { appendEvent } from '../../../platform/events/events.ts';
import { secretsEqual } from '../../../platform/auth/passwords.ts';
import { DomainError } from '../../../platform/http/errors.ts';
import type { Runtime } from '../../../platform/runtime.ts';
import { saveChannelAccount } from '../accounts.service.ts';
import { ConsentRefused } from '../channel.ts';
import { mercadoLivreSettings } from './ml.config.ts';
import { MERCADO_LIVRE, mercadoLivreConnector } from './ml.connector.ts';
import { readUser, requestTokens, storeTokens, type MlUser } from './ml.credentials.ts';
import { MlRefusal } from './ml.http.ts';
import { scheduleReconcile } from './ml.reconcile.ts';
import { mercadoLivreConnects, mercadoLivreCredentials } from './ml.tables.ts';

/** How long a seller has to consent on Mercado Livre's page. */
const CONNECT_MINUTES = 15;

/** The app's redirect URL at Mercado Livre: the generic callback route, under this channel's slug. */
const callbackPath = '/channels/mercadolivre/callback';
const redirectUri = (rt: Runtime) => `${rt.config.publicUrl}${callbackPath}`;

/** What the admin shows when the service has no Mercado Livre app. */
function notConfiguredHelp(rt: Runtime): string {
  return (
    'Mercado Livre is not configured: register an app at https://developers.mercadolivre.com.br/devcenter ' +
    `with the redirect URL ${redirectUri(rt)} and the notifications URL ${rt.config.publicUrl}/channels/mercadolivre/notifications ` +
    '(topics orders_v2, items, shipments; scopes read, write and offline_access), then set ' +
    'FEIRA_MERCADOLIVRE_CLIENT_ID and FEIRA_MERCADOLIVRE_CLIENT_SECRET'
  );
}

const digest = (value: string) => crypto.createHash('sha256').update(value).digest('base64url');

/**
 * Starts a connection: a state (led by the seller id, so the callback finds its row) and a PKCE
 * verifier are stored; the seller is sent to Mercado Livre's consent page with the S256 challenge of
 * that verifier. The state's second part is the SHA-256 of `browserKey`, a secret the caller keeps in
 * the starting browser's cookie: a callback from any other browser cannot show it (SEC-62).
 */
export async function startConnect(ctx: Ctx): Promise<{ authorizationUrl: string; browserKey: string }> {
  const { clientId, clientSecret, authUrl } = mercadoLivreSettings.of(ctx.rt.config);
  if (!clientId || !clientSecret) throw new DomainError('channel-not-configured', notConfiguredHelp(ctx.rt));
  const sellerId = sellerOf(ctx);
  const browserKey = crypto.randomBytes(32).toString('base64url');
  const state = `${sellerId}.${digest(browserKey)}`;
  const codeVerifier = crypto.randomBytes(48).toString('base64url');
  const now = ctx.rt.clock.now();
  await ctx.db.execute(
    sql`delete from mercadolivre_connects where seller_id = ${sellerId} and expires_at < ${now.toISOString()}`,
  );
  await ctx.db.insert(mercadoLivreConnects).values({
    sellerId,
    state,
    codeVerifier,
    expiresAt: new Date(now.getTime() + CONNECT_MINUTES * 60_000).toISOString(),
  });
  const url = new URL(`${authUrl}/authorization`);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: redirectUri(ctx.rt),
    state,
    code_challenge: crypto.createHash('sha256').update(codeVerifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  return { authorizationUrl: url.toString(), browserKey };
}

/**
 * The consent page sent the seller back: the state is used up (deleted, so a replay finds nothing),
 * the code exchanged with its PKCE verifier, the user read from `/users/me`, and the account stored
 * with its sealed tokens and its first reconciliation poll in one transaction.
 */
export async function finishConnect(
  rt: Runtime,
  input: { code?: string; state?: string; error?: string },
  browserKey: string | undefined,
): Promise<void> {
  if (input.error)
    throw new ConsentRefused(`Mercado Livre did not authorize the connection (${input.error})`);
  const [sellerId, bound] = input.state?.split('.') ?? [];
  if (!input.code || !input.state || !sellerId)
    throw new ConsentRefused('The link is incomplete: start again');
  // Checked before the state is used up, so a forged callback cannot spend the seller's own flow.
  if (!browserKey || !bound || !secretsEqual(digest(browserKey), bound))
    throw new ConsentRefused(
      'This connection was started in another browser session: start it again from the marketplaces page',
    );
  const [flow] = await rt.database.db
    .delete(mercadoLivreConnects)
    .where(
      and(
        eq(mercadoLivreConnects.sellerId, sellerId),
        eq(mercadoLivreConnects.state, input.state),
        gt(mercadoLivreConnects.expiresAt, rt.clock.now().toISOString()),
      ),
    )
    .returning();
  if (!flow) throw new ConsentRefused('This connection link was already used or has expired: start again');
  const connector = mercadoLivreConnector(rt);
  const app = connector.app();
  let tokens;
  let user: MlUser;
  try {
    tokens = await requestTokens(connector.http, app, {
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: redirectUri(rt),
      code_verifier: flow.codeVerifier,
    });
    user = await readUser(connector.http, tokens.access_token);
  } catch (error) {
    if (error instanceof MlRefusal)
      throw new ConsentRefused(`Mercado Livre refused the connection: ${error.message}`);
    throw error;
  }
  const userId = String(user.id);
  const [taken] = await rt.database.db
    .select({ sellerId: mercadoLivreCredentials.sellerId })
    .from(mercadoLivreCredentials)
    .where(and(eq(mercadoLivreCredentials.userId, userId), sql`seller_id <> ${sellerId}`));
  if (taken)
    throw new ConsentRefused(
      'This Mercado Livre account is already connected to another seller of this service',
    );
  await rt.database.db.transaction(async (tx) => {
    const ctx = { ...systemCtx(rt, sellerId), db: tx, inTransaction: true };
    const account = await saveChannelAccount(ctx, MERCADO_LIVRE, userId, { nickname: user.nickname });
    await storeTokens(tx, rt, { sellerId, accountId: account.id }, tokens, user);
    // The first poll reads the recent orders at once: what was sold before connecting comes in too.
    await scheduleReconcile(ctx, { sellerId, accountId: account.id }, rt.clock.now());
    // Ads refused while the account could not call the channel are pushed again (ADS-55), and the items
    // the seller already sells are read and linked (ADS-69).
    await appendEvent(ctx, 'marketplace.AccountConnected', {
      accountId: account.id,
      platform: MERCADO_LIVRE,
    });
    connector.forget({ sellerId, accountId: account.id });
  });
}
