import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { registerCors } from './cors.ts';

const ONE_YEAR_SECONDS = 31_536_000;
const HSTS = `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`;

/**
 * CORS exactly as spec section 8 (all origins, the six methods, all headers, credentials, max age
 * 1800), HSTS, and the plain-HTTP redirect when the gateway says the request came in over HTTP.
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  // done() rather than a promise: this runs on every request (see app.ts).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    reply.header('Strict-Transport-Security', HSTS);
    if (!config.forceHttps) return done();
    const proto = String(request.headers['x-forwarded-proto'] ?? request.protocol)
      .split(',')[0]!
      .trim();
    // Health probes come from inside the network over plain HTTP and must not bounce.
    if (proto === 'http' && !request.url.startsWith('/actuator/')) {
      const host =
        request.headers['x-forwarded-host'] ?? request.headers.host ?? new URL(config.publicUrl).host;
      // Answered here: the request goes no further (done() is not called).
      reply.redirect(`https://${String(host)}${request.url}`, 301);
      return;
    }
    done();
  });

  // After the hook above, so an answered preflight carries X-Request-Id and HSTS too.
  registerCors(app);
}
