import type { FastifyInstance } from 'fastify';
import { buildApp, setupModules } from './app.ts';
import type { Config } from './config.ts';
import { createRuntime, startRuntime, stopRuntime, type Role, type Runtime } from './platform/runtime.ts';

export interface RunningService {
  rt: Runtime;
  app: FastifyInstance | null;
  stop(): Promise<void>;
}

/**
 * Starts a role: `all` (API + workers, what `npm start` runs), `api` (HTTP only) or `worker`
 * (consumers, jobs, relay, scheduler; no HTTP). Stopping follows the graceful order: stop taking
 * requests and finish in-flight ones, stop workers, close the database.
 */
export async function startService(config: Config, role: Role): Promise<RunningService> {
  const rt = await createRuntime({ config, role });
  setupModules(rt);
  const app = role === 'worker' ? null : await buildApp(rt);
  await startRuntime(rt);
  if (app) await app.listen({ port: config.port, host: config.host });
  let stopping: Promise<void> | null = null;
  return {
    rt,
    app,
    stop() {
      stopping ??= (async () => {
        if (app) await app.close();
        await stopRuntime(rt);
      })();
      return stopping;
    },
  };
}

export function startupBanner(config: Config, service: RunningService): string {
  const base = config.publicUrl;
  const lines = [
    `Feira ${service.rt.role === 'all' ? '(API + workers)' : `(${service.rt.role})`} on ${
      service.rt.database.kind === 'pglite' ? `embedded PGlite at ${config.dataDir}` : 'PostgreSQL'
    }`,
  ];
  if (service.app) {
    lines.push(
      `  API:     ${base}/integration`,
      `  Docs:    ${base}/api/swagger-ui/index.html`,
      `  Health:  ${base}/actuator/health`,
      `  Admin:   authenticate /management/* with the admin client (FEIRA_ADMIN_CLIENT_ID/SECRET)`,
    );
  }
  return lines.join('\n');
}
