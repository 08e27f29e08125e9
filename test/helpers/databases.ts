import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { openDatabase, type Database } from '../../src/platform/db/connection.ts';
import { runMigrations } from '../../src/platform/db/migrate.ts';
import { JobSystem } from '../../src/platform/jobs/jobs.ts';

export const SNAPSHOT_ENV = 'FEIRA_TEST_PGLITE_SNAPSHOT';
export const TEMPLATE_ENV = 'FEIRA_TEST_PG_TEMPLATE';

/** Migrations plus pg-boss's own schema, so a fresh test database starts ready. */
async function prepare(database: Database): Promise<void> {
  await runMigrations(database);
  const jobs = new JobSystem(database, pino({ level: 'silent' }), false);
  await jobs.start();
  await jobs.stop();
}

export async function buildPgliteSnapshot(): Promise<string> {
  const database = await openDatabase({});
  await prepare(database);
  const dump = await database.pglite!.dumpDataDir('gzip');
  const file = path.join(os.tmpdir(), `feira-pglite-${process.pid}-${Date.now()}.tar.gz`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  return file;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function admin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function buildPostgresTemplate(url: string): Promise<string> {
  const name = `feira_tmpl_${process.pid}_${randomBytes(3).toString('hex')}`;
  await admin(url, (client) => client.query(`create database ${name}`));
  const database = await openDatabase({ databaseUrl: withDatabase(url, name), poolMax: 2 });
  await prepare(database);
  await database.close();
  return name;
}

export async function dropPostgresDatabases(url: string, prefix: string): Promise<void> {
  await admin(url, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like $1`,
      [`${prefix}%`],
    );
    for (const row of rows) await client.query(`drop database if exists ${row.datname} with (force)`);
  });
}

export interface TestDatabase {
  database: Database;
  /** The connection string of this test's own PostgreSQL database (PostgreSQL runs only). */
  url?: string;
}

/** A fresh database for one test file: PGlite from the migrated snapshot, or a PostgreSQL copy of the template. */
export async function freshDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const snapshot = process.env[SNAPSHOT_ENV];
    if (!snapshot) throw new Error('the global setup did not build the PGlite snapshot');
    const loadDataDir = new Blob([fs.readFileSync(snapshot)]);
    return { database: await openDatabase({ loadDataDir }) };
  }
  const template = process.env[TEMPLATE_ENV]!;
  const name = `${template.replace('tmpl', 't')}_${randomBytes(4).toString('hex')}`;
  await admin(url, (client) => client.query(`create database ${name} template ${template}`));
  const ownUrl = withDatabase(url, name);
  return { database: await openDatabase({ databaseUrl: ownUrl, poolMax: 10 }), url: ownUrl };
}
