import { sql } from 'drizzle-orm';
import type { Runtime } from '../../platform/runtime.ts';
import { gitCommit, packageVersion } from '../../platform/build-info.ts';
import { migrationsApplied } from '../../platform/db/migrate.ts';

type Status = 'UP' | 'DOWN';

export interface Readiness {
  status: Status;
  components: { db: { status: Status }; jobs: { status: Status }; migrations: { status: Status } };
}

async function databaseUp(rt: Runtime): Promise<boolean> {
  try {
    await rt.database.db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

export async function readiness(rt: Runtime): Promise<Readiness> {
  const [db, jobs, migrations] = await Promise.all([
    databaseUp(rt),
    rt.jobs.ping(),
    migrationsApplied(rt.database),
  ]);
  const up = (ok: boolean): Status => (ok ? 'UP' : 'DOWN');
  return {
    status: up(db && jobs && migrations),
    components: {
      db: { status: up(db) },
      jobs: { status: up(jobs) },
      migrations: { status: up(migrations) },
    },
  };
}

const commit = gitCommit();

export function info(rt: Runtime) {
  return {
    app: {
      name: 'feira',
      description: 'Marketplace integration and dynamic pricing service',
      version: packageVersion,
    },
    git: { commit },
    database: { kind: rt.database.kind },
    role: rt.role,
    runtime: { node: process.version },
  };
}
