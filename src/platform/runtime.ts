import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Clock } from './clock.ts';
import type { Database } from './db/connection.ts';
import type { EventBus } from './events/events.ts';
import type { JobSystem } from './jobs/jobs.ts';
import type { Scheduler } from './jobs/scheduler.ts';
import type { SealedColumn } from './secrets/sealed-columns.ts';
import type { SecretBox } from './secrets/secret-box.ts';

// The runtime's shape, which every module and most of the platform name; made, started and stopped in
// runtime-lifecycle.ts, which imports the machinery (so this file can be imported from anywhere in it).

export type Role = 'all' | 'api' | 'worker';

/**
 * A loop a module keeps running in worker processes beside its jobs (e.g. webhook delivery, which
 * owns its HTTP connections): started after the workers, stopped before them.
 */
export interface BackgroundService {
  name: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** The process-wide machinery every module is built on. */
export interface Runtime {
  config: Config;
  database: Database;
  clock: Clock;
  log: Logger;
  jobs: JobSystem;
  events: EventBus;
  scheduler: Scheduler;
  role: Role;
  /** Registered by modules in `setup`; run by worker roles only. */
  background: BackgroundService[];
  /** Seals and opens the secrets kept in the database. */
  secrets: SecretBox;
  /** Columns holding secrets, declared by their owners (modules in `setup`); sealed at start. */
  sealedColumns: SealedColumn[];
}
