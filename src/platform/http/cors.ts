import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';

/** Spec section 8: these methods, all origins, all headers, max age 1800. */
const METHODS = 'GET, PUT, POST, DELETE, OPTIONS, PATCH';
const MAX_AGE_SECONDS = '1800';
const EXPOSED = 'X-Request-Id, Location, Deprecation, Idempotent-Replayed, WWW-Authenticate';

/**
 * CORS (SEC-45). Every origin may call the API the way a partner's browser app does, with a bearer
 * token it holds and no cookies: `Access-Control-Allow-Origin: *`, which browsers never combine with
 * credentials. Only the allowlisted origins (FEIRA_CORS_ORIGINS and the public URL's own) are
 * answered with their origin and `Allow-Credentials`: a cookie is sent, and its answer read, only
 * for them, so no other site can read a web session's data or its CSRF token. `null` is no origin of
 * the list. Every response says `Vary: Origin` (security.ts). A request without an Origin (servers,
 * ERPs: nearly all of this API's traffic) gets nothing else.
 *
 * Written here rather than with @fastify/cors: the plugin copied its options object, resolved the
 * origin through a callback and set the credentials and exposed-headers headers on every response,
 * Origin or not — ~3 % of a cheap route's time, on every route.
 */
export function registerCors(app: FastifyInstance, config: Config): void {
  // The public URL's origin is added here too: tests and embedders override it after loadConfig.
  const credentialed = new Set([...config.corsOrigins, new URL(config.publicUrl).origin]);
  // done() rather than a promise: this runs on every request (see app.ts).
  app.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    if (origin === undefined) return done();
    if (credentialed.has(origin)) {
      reply.header('Access-Control-Allow-Origin', origin);
      reply.header('Access-Control-Allow-Credentials', 'true');
    } else {
      reply.header('Access-Control-Allow-Origin', '*');
    }
    if (request.method !== 'OPTIONS') {
      reply.header('Access-Control-Expose-Headers', EXPOSED);
      return done();
    }
    const method = request.headers['access-control-request-method'];
    if (method === undefined) return done();
    // A preflight is answered here, before authentication: the browser sends it without credentials.
    const headers = request.headers['access-control-request-headers'];
    reply.header('Vary', 'Origin, Access-Control-Request-Headers');
    reply.header('Access-Control-Allow-Methods', METHODS);
    if (headers !== undefined) reply.header('Access-Control-Allow-Headers', headers);
    reply.header('Access-Control-Max-Age', MAX_AGE_SECONDS);
    reply.code(204).header('Content-Length', '0').send();
  });

  // Preflights end in the hook above; an OPTIONS request that is not one finds nothing.
  app.options('*', { schema: { hide: true } }, (_request, reply) => reply.callNotFound());
}
