import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import fs from 'node:fs';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Database } from './connection.ts';
import { queryRows } from './sql.ts';

const migrationsFolder = path.resolve(fileURLToPath(import.meta.url), '../../../../migrations');

// Any constant works; it only has to be the same in every process that migrates this database.
const MIGRATION_LOCK = 727274;

/** Applies the committed drizzle-kit migrations. Several processes may start at once on PostgreSQL. */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(drizzlePglite(database.pglite!), { migrationsFolder });
    return;
  }
  const client = new pg.Client({ connectionString: database.connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
}

/** When the newest migration this code ships was generated: the migrator records it as `created_at`. */
function newestMigration(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

const applied = new WeakSet<Database>();

/**
 * Whether the database has every migration this code ships (readiness: a process is not ready while
 * another is still migrating, or on a database an older release left). Once true it stays true.
 */
export async function migrationsApplied(database: Database): Promise<boolean> {
  if (applied.has(database)) return true;
  try {
    const [row] = await queryRows<{ newest: string | null }>(
      database.db,
      sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
    );
    const done = row?.newest != null && Number(row.newest) >= newestMigration();
    if (done) applied.add(database);
    return done;
  } catch {
    return false;
  }
}
