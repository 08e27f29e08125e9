import pino, { type Logger } from 'pino';
import type { Config } from '../config.ts';
import { systemClock, type Clock } from './clock.ts';
import { asBackground } from './db/background.ts';
import { openDatabase, type Database } from './db/connection.ts';
import { runMigrations } from './db/migrate.ts';
import { databaseUpkeep, needsOwnUpkeep } from './db/upkeep.ts';
import { listenForCacheChanges } from './cache/notified-cache.ts';
import { EventBus } from './events/events.ts';
import { defineOutboxPurge } from './events/outbox-purge.ts';
import { defineIdempotencyPurge } from './http/idempotency-purge.ts';
import { JobSystem } from './jobs/jobs.ts';
import { Scheduler } from './jobs/scheduler.ts';
import { loadSecretBox } from './secrets/key-source.ts';
import { sealColumns, type SealedColumn } from './secrets/sealed-columns.ts';
import { checkConnectionBudget } from './db/connection-budget.ts';
import { registerPlatformGauges } from './observability/platform-gauges.ts';
import { traceLogFields, tracingOn } from './observability/tracing.ts';
import type { Role, Runtime } from './runtime.ts';

export interface RuntimeOptions {
  config: Config;
  role: Role;
  clock?: Clock;
  log?: Logger;
  /** An already open database (tests); otherwise one is opened from the config. */
  database?: Database;
  migrate?: boolean;
}

export async function createRuntime(options: RuntimeOptions): Promise<Runtime> {
  const { config, role } = options;
  // While tracing, every line logged inside a span carries its trace id (tracing starts before this).
  const log =
    options.log ??
    pino({ level: config.logLevel, base: { role }, ...(tracingOn() ? { mixin: traceLogFields } : {}) });
  const secrets = loadSecretBox(config);
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolMax: config.databasePoolMax,
    }));
  if (options.migrate !== false) await runMigrations(database);
  const jobs = new JobSystem(database, log, role !== 'api');
  const clock = options.clock ?? systemClock;
  const runtime: Runtime = {
    config,
    database,
    clock,
    log,
    jobs,
    role,
    background: [],
    secrets,
    sealedColumns: [...platformSealedColumns],
    events: undefined as unknown as EventBus,
    scheduler: new Scheduler(database, jobs, clock, log),
  };
  runtime.events = new EventBus(database, jobs, log, () => runtime);
  defineOutboxPurge(runtime);
  defineIdempotencyPurge(runtime);
  // The embedded database has no autovacuum, and a PostgreSQL server may have it off: then the tables get
  // statistics and vacuums from this loop (PLT-33, PLT-83). An api process starts no background work, so it
  // neither asks the server nor claims to in its log.
  if (role !== 'api' && (await needsOwnUpkeep(database))) {
    if (database.kind !== 'pglite') {
      log.warn('PostgreSQL runs without autovacuum: Feira analyzes and vacuums its own tables (PLT-83)');
    }
    runtime.background.push(databaseUpkeep(database, log));
  }
  registerPlatformGauges(runtime);
  return runtime;
}

/** The platform's own secrets: the authorization server's signing keys and cookie keys. */
const platformSealedColumns: SealedColumn[] = [
  { table: 'auth_signing_keys', column: 'private_jwk', kind: 'jsonb', key: ['kid'] },
  { table: 'auth_secrets', column: 'value', kind: 'text', key: ['name'] },
];

/** Every role's caches hear other processes' changes while it runs (see `NotifiedCache`). */
const stopCaches = new WeakMap<Runtime, () => Promise<void>>();

export interface StartOptions {
  /** Tests drive the scheduler themselves with a FakeClock. */
  scheduler?: boolean;
}

/** Starts what the role runs: the api only sends jobs; workers run consumers, relay and scheduler. */
export async function startRuntime(runtime: Runtime, options: StartOptions = {}): Promise<void> {
  // Rows written before secrets were sealed (or by an older version) are sealed before anything runs.
  const sealed = await sealColumns(runtime.database, runtime.secrets, runtime.sealedColumns, 'plain');
  if (sealed > 0) runtime.log.info({ sealed }, 'sealed secrets stored in plain text');
  stopCaches.set(runtime, await listenForCacheChanges(runtime));
  await runtime.jobs.start();
  if (runtime.role === 'api') return checkBudget(runtime);
  await runtime.jobs.startWorkers();
  await runtime.events.startRelay();
  if (options.scheduler !== false) runtime.scheduler.start();
  // What the loops start (timers, deliveries) stays background work.
  for (const service of runtime.background) await asBackground(() => service.start());
  await checkBudget(runtime);
}

/** Once every pool and LISTEN of the role is set up: warns when the server may run out of connections. */
async function checkBudget(runtime: Runtime): Promise<void> {
  await checkConnectionBudget(runtime.database, runtime.role, runtime.config.databasePoolMax, runtime.log);
}

export async function stopRuntime(runtime: Runtime): Promise<void> {
  if (runtime.role !== 'api') {
    for (const service of [...runtime.background].reverse()) await service.stop();
  }
  await runtime.events.stopRelay();
  await runtime.scheduler.stop();
  await runtime.jobs.stop(runtime.config.shutdownTimeoutMs);
  await stopCaches.get(runtime)?.();
  await runtime.database.close();
}
