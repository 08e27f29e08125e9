import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Runtime } from '../runtime.ts';
import type { Ctx } from '../context.ts';
import { DomainError } from '../http/errors.ts';
import { ROLE_ADMIN, allScopes, bffwebScopeFor } from './scopes.ts';
import { CSRF_HEADER, SESSION_COOKIE, csrfMatches, findSession, readCookie } from './sessions.ts';
import type { TokenVerifier, VerifiedToken } from './verifier.ts';
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

/**
 * Route-level authorization, run on every request before the body is read:
 * `/integration/*` needs a bearer token (unless the route is `config.public`), `/bffweb/<area>/*` the
 * web session cookie (plus the CSRF header on writes) or a token with `bffweb:<area>`,
 * `/management/*` role ROLE_ADMIN; `config.scope` adds scopes a token must hold. It fills `ctx`
 * from the token or session only — never from the request's body or query.
 */
/** What a route asks of its caller. */
interface Gate {
  path: string;
  surface: Surface;
  required: string[];
  /** An operator (ROLE_ADMIN, no seller) may call it too. */
  operatorRoute: boolean;
}

export function authorizationHook(rt: Runtime, verifier: TokenVerifier) {
  // What a verified token puts in ctx, made once per token: a cached token serves many requests.
  const callers = new WeakMap<VerifiedToken, Partial<Ctx>>();
  function callerOf(verified: VerifiedToken): Partial<Ctx> {
    let caller = callers.get(verified);
    if (!caller) {
      caller = {
        sellerId: verified.sellerId,
        scopes: verified.scopes,
        roles: verified.roles,
        clientId: verified.clientId,
        userId: verified.userId,
      };
      callers.set(verified, caller);
    }
    return caller;
  }

  async function fromBearer(token: string): Promise<Partial<Ctx>> {
    return callerOf(await verifier.verify(token));
  }

  const sessionScopes: ReadonlySet<string> = new Set(allScopes);

  async function fromSession(request: FastifyRequest): Promise<Partial<Ctx> | undefined> {
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
      userId: session.userId,
    };
  }

  // Routes that need no caller pass with done() and no promise (see app.ts); the others return the
  // promise of authorizeCaller.
  return function authorize(
    request: FastifyRequest,
    reply: FastifyReply,
    done: (error?: Error) => void,
  ): Promise<void> | void {
    if (request.method === 'OPTIONS') return done();
    // routeOptions is a getter that builds a new object: read it once.
    const route = request.routeOptions;
    const config = route.config ?? {};
    if (config.public) return done();
    const path = route.url ?? request.url.split('?', 1)[0]!;
    const surface = surfaceOf(path);
    const required = requiredScopes(config.scope);
    if (surface === null && required.length === 0) return done();
    if (path === METRICS_PATH && isScrapeToken(rt.config.metricsToken, request.headers.authorization)) {
      return done();
    }
    const gate: Gate = { path, surface, required, operatorRoute: config.operator === true };
    const bearer = bearerOf(request);
    // A token verified before whose checks all answer from memory: decided here, with no promise.
    const known = bearer ? verifier.verifyNow(bearer) : undefined;
    if (known) {
      try {
        admit(request, reply, gate, callerOf(known), true);
      } catch (error) {
        return done(error as Error);
      }
      return done();
    }
    return authorizeCaller(request, reply, gate, bearer);
  };

  async function authorizeCaller(
    request: FastifyRequest,
    reply: FastifyReply,
    gate: Gate,
    bearer: string | null | undefined,
  ): Promise<void> {
    if (bearer === null) throw unauthorized('The Authorization header must be "Bearer <access token>"');
    let caller: Partial<Ctx> | undefined;
    if (bearer) caller = await fromBearer(bearer);
    else if (gate.surface === 'bffweb' || gate.surface === 'management') caller = await fromSession(request);
    if (!caller) throw unauthorized();
    admit(request, reply, gate, caller, bearer !== undefined);
  }

  /** Lets a known caller through to the route, or throws why not; fills `ctx`. */
  function admit(
    request: FastifyRequest,
    reply: FastifyReply,
    { path, surface, required, operatorRoute }: Gate,
    caller: Partial<Ctx>,
    viaToken: boolean,
  ): void {
    if (surface === 'management') {
      if (!caller.roles?.has(ROLE_ADMIN)) {
        throw new DomainError('forbidden', `This call needs the role ${ROLE_ADMIN}`, {
          required_role: ROLE_ADMIN,
        });
      }
    } else if (surface !== null && !caller.sellerId) {
      if (operatorRoute && caller.roles?.has(ROLE_ADMIN)) {
        request.ctx = { ...request.ctx, ...caller };
        return;
      }
      throw new DomainError('forbidden', 'This token does not act for a seller');
    }

    if (viaToken) {
      const area = surface === 'bffweb' ? bffwebScopeFor(path) : undefined;
      const needed = area ? [area, ...required] : required;
      const missing = needed.filter((scope) => !caller.scopes?.has(scope));
      if (missing.length > 0) throw insufficientScope(reply, missing);
    }

    request.ctx = { ...request.ctx, ...caller };
  }
}
