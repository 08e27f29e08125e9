import { buildValidator } from './platform/http/validation.ts';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Ctx } from './platform/context.ts';
import type { Runtime } from './platform/runtime.ts';
import type { Config } from './config.ts';
import type { FeiraModule } from './platform/module.ts';
import { packageVersion } from './platform/build-info.ts';
import { callerRequestId, requestIdFor } from './platform/http/request-id.ts';
import { requestLogger } from './platform/http/request-logger.ts';
import { registerProblemHandler } from './platform/http/problem.ts';
import { registerSecurity } from './platform/http/security.ts';
import { registerInputGuard } from './platform/http/input-guard.ts';
import { registerInputBounds } from './platform/http/bounds.ts';
import { registerIgnoredSellerId } from './platform/http/ignored-seller.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { registerIdempotency } from './platform/http/idempotency.ts';
import { registerWebAdmin } from './platform/http/web-admin.ts';
import { modules as allModules } from './modules/index.ts';
import { registerAuth } from './platform/auth/index.ts';
import { sellersDirectory } from './modules/sellers/index.ts';
import { observeRequest } from './platform/observability/metrics.ts';
import { endRequestSpan, startRequestSpan, tracingOn } from './platform/observability/tracing.ts';
import { collectStartUpGarbage } from './platform/heap.ts';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: Ctx;
  }
}

export interface BuildOptions {
  modules?: readonly FeiraModule[];
  /** The built web admin served at `/` (default `web/dist`). */
  webDist?: string;
}

/** A request's scopes and roles until authorization finds some (ctx never changes them in place). */
const NO_GRANTS: ReadonlySet<string> = new Set();

/** Fastify's typings take a hop count only as a function: the one proxy-addr makes of a number. */
function trustProxyOf(
  trusted: Config['trustedProxies'],
): string[] | boolean | ((a: string, hop: number) => boolean) {
  return typeof trusted === 'number' ? (_address, hop) => hop < trusted : trusted;
}

/** Builds the HTTP app: platform plugins first, then every module's routes. */
export async function buildApp(rt: Runtime, options: BuildOptions = {}): Promise<FastifyInstance> {
  // Typed as Fastify's logger so the app's type is the plain FastifyInstance modules register on.
  const logger: FastifyBaseLogger = rt.log;
  const app = Fastify({
    loggerInstance: logger,
    // Fastify's two lines per request are replaced by the one written in onResponse below.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdFor,
    childLoggerFactory: requestLogger,
    bodyLimit: rt.config.bodyLimitBytes,
    // Only these peers may say who the client is and how it connected (SEC-43).
    trustProxy: trustProxyOf(rt.config.trustedProxies),
    return503OnClosing: true,
    schemaController: { compilersFactory: { buildValidator: buildValidator() } },
  });

  // JSON only: any other body type is a 415, not a guess.
  app.removeContentTypeParser('text/plain');

  // The platform's per-request hooks call done() rather than return a promise: every request runs
  // them, and an async hook costs a promise and a turn of the microtask queue each.
  app.decorateRequest('ctx', null as unknown as Ctx);
  const requests = rt.database.requests;
  const metrics = rt.config.metrics;
  app.addHook('onRequest', (request, reply, done) => {
    // On the embedded database background work waits while requests are in flight (background.ts);
    // `close` comes for every response, also those written straight on the socket (/oauth) or aborted.
    if (requests) reply.raw.once('close', requests.begin());
    request.ctx = {
      requestId: request.id,
      sellerId: null,
      scopes: NO_GRANTS,
      roles: NO_GRANTS,
      // Every field authorization fills in place (guard.ts), so the object keeps one shape.
      clientId: undefined,
      userId: undefined,
      db: rt.database.db,
      inTransaction: false,
      rt,
    };
    // Off unless OTEL_EXPORTER_OTLP_ENDPOINT is set: then the rest of the request runs in its span.
    if (tracingOn()) return startRequestSpan(request, done);
    done();
  });

  // One log line per request, built only when the level lets it be written; its metrics and span end.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url;
    if (metrics) observeRequest(request.method, route, reply.statusCode, reply.elapsedTime);
    if (tracingOn()) endRequestSpan(request, route, reply.statusCode);
    if ((request.log as Logger).isLevelEnabled('info')) {
      request.log.info(
        {
          requestId: request.id,
          callerRequestId: callerRequestId(request.headers),
          sellerId: request.ctx?.sellerId ?? undefined,
          method: request.method,
          route: route ?? request.url,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request',
      );
    }
    done();
  });

  registerProblemHandler(app);
  await registerSecurity(app, rt.config);
  registerInputGuard(app);
  registerInputBounds(app);
  registerIgnoredSellerId(app);
  await registerOpenApi(app, rt.config, packageVersion);
  // Before the routes it serves: it gives the POST routes registered after it their hooks.
  registerIdempotency(app, rt);
  // Whatever modules a test app runs with, tokens and the authorization server always work.
  await registerAuth(app, rt, sellersDirectory);

  for (const module of options.modules ?? allModules) {
    if (module.routes) await app.register(async (scope) => module.routes!(scope, rt));
  }
  await registerWebAdmin(app, options.webDist);
  // By the time it listens the routes' schemas are compiled, and their compilers' garbage slows every
  // request until a full collection clears it (PLT-59). Tests that only inject skip it.
  app.addHook('onListen', (done) => {
    collectStartUpGarbage();
    done();
  });
  return app;
}

/** Registers every module's consumers and jobs on the runtime (before it starts). */
export function setupModules(rt: Runtime, modules: readonly FeiraModule[] = allModules): void {
  for (const module of modules) module.setup?.(rt);
}
