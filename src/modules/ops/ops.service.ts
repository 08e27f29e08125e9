import { sql } from 'drizzle-orm';
import type { Runtime } from '../../platform/runtime.ts';
import { gitCommit, packageVersion } from '../../platform/build-info.ts';

type Status = 'UP' | 'DOWN';

export interface Readiness {
  status: Status;
  components: { db: { status: Status }; jobs: { status: Status } };
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
  const [db, jobs] = await Promise.all([databaseUp(rt), rt.jobs.ping()]);
  const status: Status = db && jobs ? 'UP' : 'DOWN';
  return {
    status,
    components: { db: { status: db ? 'UP' : 'DOWN' }, jobs: { status: jobs ? 'UP' : 'DOWN' } },
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
