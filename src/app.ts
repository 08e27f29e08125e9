import { buildValidator } from './platform/http/validation.ts';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Ctx } from './platform/context.ts';
import type { Runtime } from './platform/runtime.ts';
import type { FeiraModule } from './platform/module.ts';
import { packageVersion } from './platform/build-info.ts';
import { requestIdFor } from './platform/http/request-id.ts';
import { registerProblemHandler } from './platform/http/problem.ts';
import { registerSecurity } from './platform/http/security.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { registerIdempotency } from './platform/http/idempotency.ts';
import { registerWebAdmin } from './platform/http/web-admin.ts';
import { modules as allModules } from './modules/index.ts';
import { registerAuth } from './platform/auth/index.ts';
import { sellersDirectory } from './modules/sellers/index.ts';

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

/** Builds the HTTP app: platform plugins first, then every module's routes. */
export async function buildApp(rt: Runtime, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: rt.log as FastifyBaseLogger,
    // Fastify's two lines per request are replaced by the one written in onResponse below.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdFor,
    bodyLimit: rt.config.bodyLimitBytes,
    trustProxy: true,
    return503OnClosing: true,
    schemaController: { compilersFactory: { buildValidator: buildValidator() } },
  });

  // JSON only: any other body type is a 415, not a guess.
  app.removeContentTypeParser('text/plain');

  app.decorateRequest('ctx', null as unknown as Ctx);
  app.addHook('onRequest', async (request) => {
    request.ctx = {
      requestId: request.id,
      sellerId: null,
      scopes: new Set(),
      roles: new Set(),
      db: rt.database.db,
      inTransaction: false,
      rt,
    };
  });

  // One log line per request (DESIGN §1).
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        requestId: request.id,
        sellerId: request.ctx?.sellerId ?? undefined,
        method: request.method,
        route: request.routeOptions.url ?? request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });

  registerProblemHandler(app);
  await registerSecurity(app, rt.config);
  await registerOpenApi(app, rt.config, packageVersion);
  // Whatever modules a test app runs with, tokens and the authorization server always work.
  await registerAuth(app, rt, sellersDirectory);
  registerIdempotency(app, rt);

  for (const module of options.modules ?? allModules) {
    if (module.routes) await app.register(async (scope) => module.routes!(scope, rt));
  }
  await registerWebAdmin(app, options.webDist);
  return app;
}

/** Registers every module's consumers and jobs on the runtime (before it starts). */
export function setupModules(rt: Runtime, modules: readonly FeiraModule[] = allModules): void {
  for (const module of modules) module.setup?.(rt);
}
