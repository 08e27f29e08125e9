import crypto from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { and, eq, gt, sql } from 'drizzle-orm';
import { secretsEqual } from '../../../platform/auth/passwords.ts';
import { sellerOf, systemCtx, type Ctx } from '../../../platform/context.ts';
import { appendEvent } from '../../../platform/events/events.ts';
import { DomainError } from '../../../platform/http/errors.ts';
import type { Runtime } from '../../../platform/runtime.ts';
import { saveChannelAccount } from '../accounts.service.ts';
import { ConsentRefused } from '../channel.ts';
import { ChannelUnavailableError } from '../connector.ts';
import { amazonSettings } from './amazon.config.ts';
import { AMAZON, amazonConnector } from './amazon.connector.ts';
import { LwaRefusal, requestTokens, storeCredentials, type LwaTokens } from './amazon.credentials.ts';
import { SpApiRefusal } from './amazon.http.ts';
import { schedulePoll } from './amazon.poll.ts';
import { amazonConnects, amazonCredentials } from './amazon.tables.ts';
import { MARKETPLACE_ID } from './domain/listing-body.ts';

/** How long a state stays usable: the seller consents within ten minutes or starts again. */
const CONNECT_MINUTES = 10;

const callbackPath = '/channels/amazon/callback';
const redirectUri = (rt: Runtime) => `${rt.config.publicUrl}${callbackPath}`;

/** What Seller Central sends the browser back with (the website authorization workflow). */
export const consentCallbackQuery = Type.Object({
  spapi_oauth_code: Type.Optional(Type.String({ maxLength: 500 })),
  state: Type.Optional(Type.String({ maxLength: 500 })),
  selling_partner_id: Type.Optional(Type.String({ maxLength: 40 })),
  mws_auth_token: Type.Optional(Type.String({ maxLength: 500 })),
  // The log-in step: Seller Central waits for the app at amazon_callback_uri.
  amazon_callback_uri: Type.Optional(Type.String({ maxLength: 1000 })),
  amazon_state: Type.Optional(Type.String({ maxLength: 1000 })),
  version: Type.Optional(Type.String({ maxLength: 20 })),
  error: Type.Optional(Type.String({ maxLength: 500 })),
  error_description: Type.Optional(Type.String({ maxLength: 1000 })),
});

function notConfiguredHelp(rt: Runtime): string {
  return (
    'Amazon is not configured: register a public SP-API application in the Solution Provider Portal with ' +
    `the OAuth redirect URI ${redirectUri(rt)} (roles: Product Listing, Inventory and Order Tracking, ` +
    'Finance and Accounting), then set FEIRA_AMAZON_LWA_CLIENT_ID, FEIRA_AMAZON_LWA_CLIENT_SECRET and FEIRA_AMAZON_APP_ID'
  );
}

const digest = (value: string) => crypto.createHash('sha256').update(value).digest('base64url');

/**
 * Starts a connection: a state led by the seller id (so the callback finds its row) and bound to a
 * secret kept in the starting browser's cookie (SEC-62) is stored for ten minutes, and the seller is
 * sent to Seller Central's consent page for the application.
 */
export async function startConnect(ctx: Ctx): Promise<{ authorizationUrl: string; browserKey: string }> {
  const { lwaClientId, lwaClientSecret, appId, consentUrl } = amazonSettings.of(ctx.rt.config);
  if (!lwaClientId || !lwaClientSecret || !appId)
    throw new DomainError('channel-not-configured', notConfiguredHelp(ctx.rt));
  const sellerId = sellerOf(ctx);
  const browserKey = crypto.randomBytes(32).toString('base64url');
  const state = `${sellerId}.${digest(browserKey)}`;
  const now = ctx.rt.clock.now();
  await ctx.db.execute(
    sql`delete from amazon_connects where seller_id = ${sellerId} and expires_at < ${now.toISOString()}`,
  );
  await ctx.db.insert(amazonConnects).values({
    sellerId,
    state,
    expiresAt: new Date(now.getTime() + CONNECT_MINUTES * 60_000).toISOString(),
  });
  const url = new URL(`${consentUrl}/apps/authorize/consent`);
  url.search = new URLSearchParams({
    application_id: appId,
    state,
    redirect_uri: redirectUri(ctx.rt),
  }).toString();
  return { authorizationUrl: url.toString(), browserKey };
}

interface Participation {
  marketplace: { id: string };
  participation: { isParticipating: boolean };
  storeName?: string;
}

/**
 * Seller Central's log-in step: after consent it sends the seller to the app's log-in URI (Feira
 * registers its callback URL as both) and waits at `amazon_callback_uri` for the app's `state`. The
 * browser's cookie finds its flow (the state's second half is its key's digest); the seller is sent
 * back to Seller Central, never anywhere else, with the state, `amazon_state` and the redirect URI.
 */
async function continueLogin(
  rt: Runtime,
  input: { amazon_callback_uri: string; amazon_state?: string; version?: string },
  browserKey: string | undefined,
): Promise<{ continueAt: string }> {
  const { consentUrl } = amazonSettings.of(rt.config);
  let back: URL;
  try {
    back = new URL(input.amazon_callback_uri);
  } catch {
    throw new ConsentRefused('The link is incomplete: start again');
  }
  if (back.origin !== new URL(consentUrl).origin || !input.amazon_state)
    throw new ConsentRefused('The link is incomplete: start again');
  if (!browserKey)
    throw new ConsentRefused(
      'This connection was started in another browser session: start it again from the marketplaces page',
    );
  const [flow] = await rt.database.db
    .select({ state: amazonConnects.state })
    .from(amazonConnects)
    .where(
      and(
        sql`${amazonConnects.state} like ${`%.${digest(browserKey)}`}`,
        gt(amazonConnects.expiresAt, rt.clock.now().toISOString()),
      ),
    );
  if (!flow) throw new ConsentRefused('This connection link was already used or has expired: start again');
  back.searchParams.set('redirect_uri', redirectUri(rt));
  back.searchParams.set('amazon_state', input.amazon_state);
  back.searchParams.set('state', flow.state);
  if (input.version) back.searchParams.set('version', input.version);
  return { continueAt: back.toString() };
}

/**
 * Seller Central sent the seller back: the state is used up (deleted, so a replay finds nothing),
 * the code exchanged at Login with Amazon with the same redirect URI, the selling partner checked with
 * one call (it must sell on Amazon.com.br), and the account stored with its sealed tokens and its
 * first poll in one transaction.
 */
export async function finishConnect(
  rt: Runtime,
  input: {
    amazon_callback_uri?: string;
    amazon_state?: string;
    version?: string;
    spapi_oauth_code?: string;
    state?: string;
    selling_partner_id?: string;
    error?: string;
    error_description?: string;
  },
  browserKey: string | undefined,
): Promise<void | { continueAt: string }> {
  if (input.amazon_callback_uri)
    return continueLogin(rt, { ...input, amazon_callback_uri: input.amazon_callback_uri }, browserKey);
  if (input.error)
    throw new ConsentRefused(
      `Amazon did not authorize the connection (${input.error_description ?? input.error})`,
    );
  const [sellerId, bound] = input.state?.split('.') ?? [];
  const partner = input.selling_partner_id;
  if (!input.spapi_oauth_code || !input.state || !sellerId || !partner || !/^[A-Z0-9]{8,20}$/.test(partner))
    throw new ConsentRefused('The link is incomplete: start again');
  // Checked before the state is used up, so a forged callback cannot spend the seller's own flow.
  if (!browserKey || !bound || !secretsEqual(digest(browserKey), bound))
    throw new ConsentRefused(
      'This connection was started in another browser session: start it again from the marketplaces page',
    );
  const [flow] = await rt.database.db
    .delete(amazonConnects)
    .where(
      and(
        eq(amazonConnects.sellerId, sellerId),
        eq(amazonConnects.state, input.state),
        gt(amazonConnects.expiresAt, rt.clock.now().toISOString()),
      ),
    )
    .returning();
  if (!flow) throw new ConsentRefused('This connection link was already used or has expired: start again');
  const connector = amazonConnector(rt);
  let tokens: LwaTokens;
  let participations: Participation[];
  try {
    tokens = await requestTokens(rt, {
      grant_type: 'authorization_code',
      code: input.spapi_oauth_code,
      redirect_uri: redirectUri(rt),
    });
    const reply = await connector.http.call({
      operation: 'getMarketplaceParticipations',
      method: 'GET',
      path: '/sellers/v1/marketplaceParticipations',
      partner,
      token: tokens.access_token,
    });
    participations = (reply.body as { payload?: Participation[] }).payload ?? [];
  } catch (error) {
    if (error instanceof LwaRefusal || error instanceof SpApiRefusal)
      throw new ConsentRefused(`Amazon refused the connection: ${error.message}`);
    if (error instanceof ChannelUnavailableError)
      throw new ConsentRefused(`Amazon did not answer (${error.message}): start again in a few minutes`);
    throw error;
  }
  if (!tokens.refresh_token) throw new ConsentRefused('Amazon answered no refresh token: start again');
  const brazil = participations.find(
    (p) => p.marketplace.id === MARKETPLACE_ID && p.participation.isParticipating,
  );
  if (!brazil) throw new ConsentRefused('This Amazon account does not sell on Amazon.com.br');
  const [taken] = await rt.database.db
    .select({ sellerId: amazonCredentials.sellerId })
    .from(amazonCredentials)
    .where(and(eq(amazonCredentials.sellingPartnerId, partner), sql`seller_id <> ${sellerId}`));
  if (taken)
    throw new ConsentRefused('This Amazon account is already connected to another seller of this service');
  const refreshToken = tokens.refresh_token;
  await rt.database.db.transaction(async (tx) => {
    const ctx = { ...systemCtx(rt, sellerId), db: tx, inTransaction: true };
    const account = await saveChannelAccount(ctx, AMAZON, partner, {
      sellingPartnerId: partner,
      ...(brazil.storeName ? { storeName: brazil.storeName } : {}),
    });
    const key = { sellerId, accountId: account.id };
    await storeCredentials(tx, rt, key, partner, { ...tokens, refresh_token: refreshToken });
    // The first poll reads what was sold before connecting, at once.
    await schedulePoll(ctx, key, rt.clock.now());
    await appendEvent(ctx, 'marketplace.AccountConnected', { accountId: account.id, platform: AMAZON });
  });
}
