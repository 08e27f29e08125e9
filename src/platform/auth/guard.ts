import type { FastifyContextConfig, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Runtime } from '../runtime.ts';
import type { Ctx } from '../context.ts';
import { DomainError } from '../http/errors.ts';
import { hooksOf } from '../http/route-hooks.ts';
import { ROLE_ADMIN, allScopes, bffwebScopeFor } from './scopes.ts';
import { CSRF_HEADER, SESSION_COOKIE, csrfMatches, findSession, readCookie } from './sessions.ts';
import type { TokenVerifier } from './verifier.ts';
import { isScrapeToken } from '../observability/metrics.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** No token needed, even under `/integration/` (e.g. the public freight quote). */
    public?: boolean;
    /** Scopes a bearer token must hold, all of them (writes need their edit scope). */
    scope?: string | readonly string[];
    /**
     * An operator (ROLE_ADMIN token, no seller) may call this seller-surface route too; the handler
     * decides for which sellers. Operators hold no bffweb area scope: their role is the authority.
     */
    operator?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

type Surface = 'integration' | 'bffweb' | 'management' | null;

const METRICS_PATH = '/actuator/prometheus';

function surfaceOf(path: string): Surface {
  if (path.startsWith('/integration/')) return 'integration';
  if (path.startsWith('/bffweb/')) return 'bffweb';
  if (path === '/management' || path.startsWith('/management/')) return 'management';
  // Operators' data like /management: what runs, for whom, how much (docs/decisions.md OPS-14).
  if (path === METRICS_PATH) return 'management';
  return null;
}

function requiredScopes(scope: string | readonly string[] | undefined): string[] {
  if (scope === undefined) return [];
  return typeof scope === 'string' ? [scope] : [...scope];
}

/** The bearer token, undefined without an Authorization header, null when the header is not `Bearer <token>`. */
function bearerOf(request: FastifyRequest): string | null | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  // A plain prefix test instead of a regex over the whole token: this runs on every request; the JWT
  // parser rejects anything malformed after it.
  if (header.length < 8 || header.slice(0, 7).toLowerCase() !== 'bearer ') return null;
  const token = header.slice(7).trim();
  return token && !token.includes(' ') ? token : null;
}

const unauthorized = (detail = 'A valid access token is required') => new DomainError('unauthorized', detail);

function insufficientScope(reply: FastifyReply, missing: string[]): DomainError {
  const required = missing.join(' ');
  reply.header('WWW-Authenticate', `Bearer error="insufficient_scope", scope="${required}"`);
  return new DomainError('insufficient-scope', `This call needs the scope ${required}`, {
    required_scope: required,
  });
}

/** What a route asks of its caller, worked out once when the route is registered. */
interface Gate {
  path: string;
  surface: Surface;
  /** What a token must hold: the bffweb area's scope, then `required`. */
  tokenScopes: string[];
  /** An operator (ROLE_ADMIN, no seller) may call it too. */
  operatorRoute: boolean;
}

/** The gate of a route (or of an unmatched URL), null when it needs no caller. */
function gateOf(path: string, config: FastifyContextConfig | undefined): Gate | null {
  if (config?.public) return null;
  const surface = surfaceOf(path);
  const required = requiredScopes(config?.scope);
  if (surface === null && required.length === 0) return null;
  const area = surface === 'bffweb' ? bffwebScopeFor(path) : undefined;
  return {
    path,
    surface,
    tokenScopes: area ? [area, ...required] : required,
    operatorRoute: config?.operator === true,
  };
}

/** Who a token or session says the caller is: what `admit` copies into ctx. */
type Caller = Pick<Ctx, 'sellerId' | 'scopes' | 'roles' | 'clientId' | 'userId'>;

type Hook = (
  request: FastifyRequest,
  reply: FastifyReply,
  done: (error?: Error) => void,
) => Promise<void> | void;

/**
 * Authorization, before the body is read: `/integration/*` needs a bearer token (unless the route is
 * `config.public`), `/bffweb/<area>/*` the web session cookie (plus the CSRF header on writes) or a
 * token with `bffweb:<area>`, `/management/*` role ROLE_ADMIN; `config.scope` adds scopes a token must
 * hold. It fills `ctx` from the token or session only — never from the request's body or query.
 *
 * `onRoute` gives each route that needs a caller an onRequest hook of its own with its gate worked out
 * at registration; routes that need none run no hook (AUTH-21). `unmatched` is the global hook for URLs
 * no route matched, so an unknown URL under a guarded surface is still 401 before 404.
 */
export function authorization(
  rt: Runtime,
  verifier: TokenVerifier,
): { onRoute: (route: RouteOptions) => void; unmatched: Hook } {
  const sessionScopes: ReadonlySet<string> = new Set(allScopes);

  async function fromSession(request: FastifyRequest): Promise<Caller | undefined> {
    const token = readCookie(request.headers.cookie, SESSION_COOKIE);
    if (!token) return undefined;
    const session = await findSession(rt, token);
    if (!session) return undefined;
    if (!SAFE_METHODS.has(request.method) && !csrfMatches(session, request.headers[CSRF_HEADER])) {
      throw new DomainError('csrf-token-invalid', `Send the session's CSRF token in the X-CSRF-Token header`);
    }
    // The seller's own people act with every permission inside their seller.
    return {
      sellerId: session.sellerId,
      scopes: sessionScopes,
      roles: new Set(session.roles),
      clientId: undefined,
      userId: session.userId,
    };
  }

  // A token verified before whose checks all answer from memory is decided with done() and no
  // promise (see app.ts); the others return the promise of authorizeCaller.
  function authorize(
    gate: Gate,
    request: FastifyRequest,
    reply: FastifyReply,
    done: (error?: Error) => void,
  ) {
    if (request.method === 'OPTIONS') return done();
    if (gate.path === METRICS_PATH && isScrapeToken(rt.config.metricsToken, request.headers.authorization)) {
      return done();
    }
    const bearer = bearerOf(request);
    const known = bearer ? verifier.verifyNow(bearer) : undefined;
    if (known) {
      try {
        admit(request, reply, gate, known, true);
      } catch (error) {
        return done(error as Error);
      }
      return done();
    }
    return authorizeCaller(request, reply, gate, bearer);
  }

  async function authorizeCaller(
    request: FastifyRequest,
    reply: FastifyReply,
    gate: Gate,
    bearer: string | null | undefined,
  ): Promise<void> {
    if (bearer === null) throw unauthorized('The Authorization header must be "Bearer <access token>"');
    let caller: Caller | undefined;
    if (bearer) caller = await verifier.verify(bearer);
    else if (gate.surface === 'bffweb' || gate.surface === 'management') caller = await fromSession(request);
    if (!caller) throw unauthorized();
    admit(request, reply, gate, caller, bearer !== undefined);
  }

  return {
    onRoute(route) {
      const gate = gateOf(route.url, route.config);
      if (!gate) return;
      const hook: Hook = (request, reply, done) => authorize(gate, request, reply, done);
      // First of the route's own hooks, as the global hook it replaces ran before them.
      route.onRequest = [hook, ...hooksOf(route.onRequest)];
    },
    unmatched(request, reply, done) {
      if (!request.is404 || request.method === 'OPTIONS') return done();
      const gate = gateOf(request.url.split('?', 1)[0]!, undefined);
      return gate ? authorize(gate, request, reply, done) : done();
    },
  };
}

/** Lets a known caller through to the route, or throws why not; fills `ctx`. */
function admit(
  request: FastifyRequest,
  reply: FastifyReply,
  gate: Gate,
  caller: Caller,
  viaToken: boolean,
): void {
  if (gate.surface === 'management') {
    if (!caller.roles.has(ROLE_ADMIN)) {
      throw new DomainError('forbidden', `This call needs the role ${ROLE_ADMIN}`, {
        required_role: ROLE_ADMIN,
      });
    }
  } else if (gate.surface !== null && !caller.sellerId) {
    if (gate.operatorRoute && caller.roles.has(ROLE_ADMIN)) return actAs(request.ctx, caller);
    throw new DomainError('forbidden', 'This token does not act for a seller');
  }
  if (viaToken && !gate.tokenScopes.every((scope) => caller.scopes.has(scope))) {
    throw insufficientScope(
      reply,
      gate.tokenScopes.filter((scope) => !caller.scopes.has(scope)),
    );
  }
  actAs(request.ctx, caller);
}

/**
 * Writes the caller into the request's ctx in place: app.ts made it for this request alone (with every
 * one of these fields, so its shape stays the same), and nothing has read it yet.
 */
function actAs(ctx: Ctx, caller: Caller): void {
  ctx.sellerId = caller.sellerId;
  ctx.scopes = caller.scopes;
  ctx.roles = caller.roles;
  ctx.clientId = caller.clientId;
  ctx.userId = caller.userId;
}
