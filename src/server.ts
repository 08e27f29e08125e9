import type { FastifyInstance } from 'fastify';
import { buildApp, setupModules } from './app.ts';
import type { Config } from './config.ts';
import type { Role, Runtime } from './platform/runtime.ts';
import { createRuntime, startRuntime, stopRuntime } from './platform/runtime-lifecycle.ts';
import {
  ensureAdminClient,
  ensureLocalOperatorClient,
  type AdminBootstrap,
} from './modules/sellers/index.ts';
import { localUrl, publishOperatorEndpoint } from './platform/operator/endpoint.ts';
import type { AddressInfo } from 'node:net';
import { StartupError } from './platform/startup-error.ts';
import { serveWorkerMetrics } from './platform/observability/metrics-server.ts';
import { stopTracing } from './platform/observability/tracing.ts';
import { closeApp } from './platform/http/close.ts';
import { DEMO_ORDER_INTERVAL_MS, startDemo, type DemoShown } from './demo/index.ts';

export interface RunningService {
  rt: Runtime;
  app: FastifyInstance | null;
  /** The operator's admin client; its secret only when this start generated it. */
  adminClient: AdminBootstrap | null;
  /** The demo seller in demo mode (`start` only); its password only when this start created it. */
  demo: DemoShown | null;
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
  const adminClient = app ? await ensureAdminClient(rt) : null;
  await startRuntime(rt);
  // Seeded before listening: the first page a newcomer opens already has the demo seller's data.
  const demo = config.demo && role === 'all' ? await startDemo(rt) : null;
  if (app) await listen(app, rt);
  const closeMetrics = role === 'worker' && config.metrics ? await serveWorkerMetrics(rt) : null;
  const unpublish = app && rt.database.kind === 'pglite' ? await publishEndpoint(rt, app) : undefined;
  let stopping: Promise<void> | null = null;
  return {
    rt,
    app,
    adminClient,
    demo,
    stop() {
      stopping ??= (async () => {
        unpublish?.();
        if (app) await closeApp(app);
        await stopRuntime(rt);
        await closeMetrics?.();
        // The last spans (this shutdown's among them) reach the collector before the process exits.
        await stopTracing();
      })();
      return stopping;
    },
  };
}

/** Listens on HOST:PORT; an address that cannot be had stops what started and says so in one line. */
async function listen(app: FastifyInstance, rt: Runtime): Promise<void> {
  const { host, port } = rt.config;
  try {
    await app.listen({ port, host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (!code || !['EADDRINUSE', 'EACCES', 'EADDRNOTAVAIL', 'ENOTFOUND'].includes(code)) throw error;
    await app.close();
    await stopRuntime(rt);
    throw new StartupError(
      `cannot listen on HOST ${host} PORT ${port} (${code}): choose another PORT or HOST`,
    );
  }
}

/**
 * This process holds the embedded data directory: operator commands run meanwhile reach the data
 * through its API, as its local operator client (docs/decisions.md, issue 28).
 */
async function publishEndpoint(rt: Runtime, app: FastifyInstance): Promise<() => void> {
  const client = await ensureLocalOperatorClient(rt);
  const url = localUrl(app.server.address() as AddressInfo);
  return publishOperatorEndpoint(rt.config.dataDir, { pid: process.pid, url, ...client });
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
      `  OAuth:   ${base}/oauth (metadata at ${base}/.well-known/oauth-authorization-server)`,
    );
    const admin = service.adminClient;
    if (admin?.clientSecret) {
      lines.push(
        `  Admin client generated on this first start. Its secret is shown only now: keep it safe.`,
        `    client_id:     ${admin.clientId}`,
        `    client_secret: ${admin.clientSecret}`,
        `  Admin token: curl -u '${admin.clientId}:<secret>' -d grant_type=client_credentials ${base}/oauth/token`,
        `  (set FEIRA_ADMIN_CLIENT_ID/FEIRA_ADMIN_CLIENT_SECRET to choose the admin client yourself)`,
      );
    } else if (admin) {
      lines.push(
        `  Admin:   /management/* takes a ROLE_ADMIN token: client_credentials at ${base}/oauth/token as ${admin.clientId}`,
      );
    }
  }
  lines.push(...demoLines(config, service));
  return lines.join('\n');
}

function demoLines(config: Config, service: RunningService): string[] {
  const demo = service.demo;
  if (!config.demo) return [];
  if (!demo) return [`  Demo:    demo mode runs with \`feira start\` only (API and workers in one process)`];
  const every = `a SANDBOX order every ${DEMO_ORDER_INTERVAL_MS / 1000} s while this process runs`;
  if (demo.password) {
    return [
      `  Demo seller created on this first start, with ${every}. Its password is shown only now:`,
      `    Web admin: ${config.publicUrl}/`,
      `    e-mail:    ${demo.email}`,
      `    password:  ${demo.password}`,
      ...demo.channels,
    ];
  }
  return [
    `  Demo:    ${config.publicUrl}/ as ${demo.email}, with the password printed on the first start; ${every}`,
    `           (a new demo seller and password: start on an empty FEIRA_DATA_DIR)`,
    ...demo.channels,
  ];
}
