import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { oauthHeaders } from '../http/security.ts';
import { echoedRequestId } from '../http/request-id.ts';
import middie from '@fastify/middie';
import type Provider from 'oidc-provider';
import { like, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import type { Runtime } from '../runtime.ts';
import { hashStoredIds, purgeExpiredModels } from './adapter.ts';
import { purgeIdleAttempts } from './attempts.ts';
import { contextOf } from '../secrets/sealed-columns.ts';
import { authSecrets } from './auth.tables.ts';
import type { AuthDirectory } from './directory.ts';
import { GrantRevocations, grantKey } from './grants.ts';
import { authorization } from './guard.ts';
import { authRoutes } from './auth.routes.ts';
import { AUTH_CHANNEL, KeyStore, type SigningKey } from './keys.ts';
import { randomToken } from './passwords.ts';
import { buildProvider } from './provider.ts';
import {
  RevokedIds,
  purgeExpiredRevocations,
  revokedGrantStore,
  revokedTokenStore,
} from './revoked-grants.ts';
import { purgeExpiredSessions } from './sessions.ts';
import { CLIENT_STATUS_TTL_MS } from './status-cache.ts';
import { ClientStatusCache, TokenVerifier } from './verifier.ts';

const OAUTH_PATH = '/oauth';
const HOUSEKEEPING_EVERY_MS = 10 * 60 * 1000;

/** The OAuth issuer and the API audience of a deployment. */
export function issuerOf(publicUrl: string): string {
  return `${publicUrl}${OAUTH_PATH}`;
}

function audienceOf(publicUrl: string): string {
  return publicUrl;
}

const COOKIE_KEY = contextOf('auth_secrets', 'value');

async function ensureCookieKeys(rt: Runtime): Promise<string[]> {
  await rt.database.db
    .insert(authSecrets)
    .values({
      name: 'cookie-key-1',
      value: rt.secrets.seal(randomToken(), COOKIE_KEY),
      createdAt: new Date().toISOString(),
    })
    .onConflictDoNothing();
  const rows = await rt.database.db.select().from(authSecrets).where(like(authSecrets.name, 'cookie-key-%'));
  return rows.sort((a, b) => b.name.localeCompare(a.name)).map((r) => rt.secrets.open(r.value, COOKIE_KEY));
}

/**
 * Everything the service needs to be an authorization server and a resource server at once: the
 * signing keys, oidc-provider (rebuilt when the keys change), the token verifier and the app status
 * cache, kept in step with other processes through NOTIFY on `feira_auth`.
 */
export class AuthServer {
  readonly rt: Runtime;
  readonly directory: AuthDirectory;
  readonly issuer: string;
  readonly audience: string;
  readonly keys: KeyStore;
  readonly clients: ClientStatusCache;
  readonly grants: GrantRevocations;
  readonly revokedGrants: RevokedIds;
  readonly revokedTokens: RevokedIds;
  readonly verifier: TokenVerifier;
  private current:
    { provider: Provider; handler: ReturnType<Provider['callback']>; version: string } | undefined;
  private cookieKeys: string[] = [];
  private unlisten: (() => Promise<void>) | undefined;
  private purgeTimer: NodeJS.Timeout | undefined;

  constructor(rt: Runtime, directory: AuthDirectory) {
    this.rt = rt;
    this.directory = directory;
    this.issuer = issuerOf(rt.config.publicUrl);
    this.audience = audienceOf(rt.config.publicUrl);
    this.keys = new KeyStore(rt.database, rt.secrets);
    this.clients = new ClientStatusCache(rt, directory);
    this.grants = new GrantRevocations(rt);
    this.revokedGrants = new RevokedIds(rt, CLIENT_STATUS_TTL_MS, revokedGrantStore);
    this.revokedTokens = new RevokedIds(rt, CLIENT_STATUS_TTL_MS, revokedTokenStore);
    this.verifier = new TokenVerifier({
      issuer: this.issuer,
      audience: this.audience,
      keys: this.keys,
      clients: this.clients,
      grants: this.grants,
      revokedGrants: this.revokedGrants,
      revokedTokens: this.revokedTokens,
    });
  }

  async start(): Promise<void> {
    const rekeyed = await hashStoredIds(this.rt);
    if (rekeyed > 0) this.rt.log.info({ rekeyed }, 'authorization records re-keyed by the hash of their id');
    await this.keys.load();
    this.cookieKeys = await ensureCookieKeys(this.rt);
    this.rebuild();
    this.unlisten = await this.rt.database.listen(AUTH_CHANNEL, (payload) => void this.onNotify(payload));
    this.purgeTimer = setInterval(() => void this.purge(), HOUSEKEEPING_EVERY_MS);
    this.purgeTimer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.purgeTimer);
    await this.unlisten?.();
  }

  get provider(): Provider {
    if (!this.current) throw new Error('the authorization server is not started');
    return this.current.provider;
  }

  /** The request handler of the current provider (mounted at /oauth). */
  get handler(): ReturnType<Provider['callback']> {
    if (!this.current) throw new Error('the authorization server is not started');
    return this.current.handler;
  }

  /** Retires the active signing key for a new one; the old one stays published until its tokens expire. */
  async rotateKeys(): Promise<SigningKey> {
    const key = await this.keys.rotate();
    this.rebuild();
    return key;
  }

  private rebuild(): void {
    if (this.current?.version === this.keys.version) return;
    const provider = buildProvider({
      rt: this.rt,
      directory: this.directory,
      keys: this.keys,
      cookieKeys: this.cookieKeys,
      issuer: this.issuer,
      audience: this.audience,
      revokedGrants: this.revokedGrants,
      revokedTokens: this.revokedTokens,
      verifier: this.verifier,
    });
    this.current = { provider, handler: provider.callback(), version: this.keys.version };
  }

  private async onNotify(payload: string): Promise<void> {
    try {
      if (payload === 'keys') {
        await this.keys.reload();
        this.rebuild();
      } else if (payload.startsWith('client:')) {
        this.clients.invalidate(payload.slice('client:'.length));
      } else if (payload.startsWith(revokedGrantStore.prefix)) {
        this.revokedGrants.add(payload.slice(revokedGrantStore.prefix.length));
      } else if (payload.startsWith(revokedTokenStore.prefix)) {
        this.revokedTokens.add(payload.slice(revokedTokenStore.prefix.length));
      } else if (payload.startsWith('grant:')) {
        this.grants.invalidate(payload.slice('grant:'.length));
      }
    } catch (error) {
      this.rt.log.error({ err: error }, 'auth notification failed');
    }
  }

  /** Housekeeping: drop expired records, and stop publishing retired keys whose tokens have all expired. */
  private async purge(): Promise<void> {
    try {
      await purgeExpiredModels(this.rt);
      await purgeExpiredSessions(this.rt);
      await purgeIdleAttempts(this.rt);
      await purgeExpiredRevocations(this.rt, revokedGrantStore);
      await purgeExpiredRevocations(this.rt, revokedTokenStore);
      await this.keys.reload();
      this.rebuild();
    } catch (error) {
      this.rt.log.warn({ err: error }, 'purging expired auth records failed');
    }
  }
}

const servers = new WeakMap<Runtime, AuthServer>();

/** The authorization server of this runtime's HTTP app (undefined in a worker-only process). */
export function authServerOf(rt: Runtime): AuthServer | undefined {
  return servers.get(rt);
}

/**
 * Tells every process that an app changed (disabled, tokens revoked): NOTIFY inside the caller's
 * transaction, delivered on commit. Call `forgetClient` after the commit for this process.
 */
export async function announceClientChange(ctx: Ctx, clientId: string): Promise<void> {
  await ctx.db.execute(sql`select pg_notify(${AUTH_CHANNEL}, ${`client:${clientId}`})`);
}

/** Drops this process's cached status of an app at once (NOTIFY reaches the others). */
export function forgetClient(rt: Runtime, clientId: string): void {
  servers.get(rt)?.clients.invalidate(clientId);
}

/** Drops this process's cached revocation state of a seller's partner app at once (NOTIFY reaches the others). */
export function forgetGrantRevocation(rt: Runtime, clientId: string, sellerId: string): void {
  servers.get(rt)?.grants.invalidate(grantKey(clientId, sellerId));
}

/**
 * oidc-provider (Koa, `proxy` on) reads the client's address, protocol and host from X-Forwarded-*
 * whoever sent them. They are replaced by what Fastify worked out, which believes them only from
 * FEIRA_TRUSTED_PROXIES. The protocol is https whenever the public URL is: the browser's side of
 * the gateway is what the provider's cookies and URLs are for (like the session cookie's `Secure`).
 */
function forwardAsDecided(request: FastifyRequest, config: Config): void {
  const headers = request.raw.headers;
  const https = request.protocol === 'https' || config.publicUrl.startsWith('https:') || config.forceHttps;
  headers['x-forwarded-for'] = request.ip;
  headers['x-forwarded-proto'] = https ? 'https' : 'http';
  headers['x-forwarded-host'] = request.host;
}

/** Mounts the authorization server at /oauth and the authorization hook on every route. */
export async function registerAuth(
  app: FastifyInstance,
  rt: Runtime,
  directory: AuthDirectory,
): Promise<AuthServer> {
  const server = new AuthServer(rt, directory);
  await server.start();
  servers.set(rt, server);
  app.addHook('onClose', async () => {
    servers.delete(rt);
    await server.stop();
  });

  const guard = authorization(rt, server.verifier);
  app.addHook('onRoute', guard.onRoute);
  app.addHook('onRequest', guard.unmatched);

  // middie lives in its own context with catch-all /oauth routes, so only /oauth requests pay for it.
  await app.register(async (scope) => {
    // Before middie's own hook, so the provider reads what Fastify decided (SEC-43).
    scope.addHook('onRequest', (request, _reply, done) => {
      forwardAsDecided(request, rt.config);
      done();
    });
    await scope.register(middie);
    scope.use(OAUTH_PATH, (req: IncomingMessage & { id?: string }, res: ServerResponse) => {
      // The provider answers on the raw response, bypassing Fastify's reply and its hooks: the
      // platform's headers and the one log line per request are done here.
      res.setHeaders(new Map(Object.entries(oauthHeaders(echoedRequestId(req.headers, req.id ?? '')))));
      const started = performance.now();
      res.once('finish', () =>
        rt.log.info(
          {
            requestId: req.id,
            method: req.method,
            route: (req as { originalUrl?: string }).originalUrl?.split('?', 1)[0],
            status: res.statusCode,
            ms: Math.round((performance.now() - started) * 10) / 10,
          },
          'request',
        ),
      );
      void server.handler(req, res);
    });
    const unreachable = async () => {
      throw new Error('the authorization server answers /oauth before any route handler');
    };
    for (const url of [OAUTH_PATH, `${OAUTH_PATH}/*`])
      scope.all(url, { schema: { hide: true } }, unreachable);
  });

  await app.register(async (scope) => authRoutes(scope, server));
  return server;
}
