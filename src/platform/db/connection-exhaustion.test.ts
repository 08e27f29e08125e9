import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import pino from 'pino';
import { drizzle } from 'drizzle-orm/node-postgres';
import { buildApp } from '../../app.ts';
import { createTestApp, eventually, type TestApp } from '../../../test/helpers/test-app.ts';
import type { Runtime } from '../runtime.ts';
import { createRuntime } from '../runtime-lifecycle.ts';
import { checkConnectionBudget, connectionBudget } from './connection-budget.ts';
import type { Database } from './connection.ts';
import { openPool } from './pool.ts';
import { databaseUnavailable } from './unavailable.ts';

describe('which errors mean the database cannot take the request now (OPS-35)', () => {
  it('the server refusing or dropping connections, not a fault of the request or ours', () => {
    for (const code of ['53300', '53000', '57P03', '08006', '08001', 'ECONNREFUSED']) {
      expect(databaseUnavailable({ code }), code).toBe(true);
      expect(databaseUnavailable(new Error('query failed', { cause: { code } })), code).toBe(true);
    }
    expect(databaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(databaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    for (const code of ['22003', '23505', '42P01', '40001', undefined]) {
      expect(databaseUnavailable({ code }), String(code)).toBe(false);
    }
  });
});

/**
 * A process whose request connections the server refuses: its own role on the test's database, the
 * database's CONNECTION LIMIT set to 0 (superusers are not held to it, so the rest of the service
 * goes on) and the role's open connections ended. PostgreSQL only: PGlite has one in-process
 * connection, never refused.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a database out of connections (PostgreSQL)', () => {
  let t: TestApp;
  let role: string;
  let database: string;
  let limited: pg.Pool;
  let rt: Runtime;
  let app: FastifyInstance;

  const admin = (text: string) => t.rt.database.db.execute(text);

  beforeAll(async () => {
    t = await createTestApp();
    const url = new URL(t.databaseUrl!);
    database = url.pathname.slice(1);
    role = `feira_limited_${randomBytes(4).toString('hex')}`;
    await admin(`create role ${role} login password 'limited'`);
    await admin(`grant all on all tables in schema public to ${role}`);
    await admin(`grant all on all sequences in schema public to ${role}`);
    url.username = role;
    url.password = 'limited';
    limited = openPool({ connectionString: url.toString(), max: 2 });
    // A second api process whose request pool connects as the limited role.
    const requestDb: Database = {
      ...t.rt.database,
      db: drizzle(limited),
      pool: limited,
    };
    rt = await createRuntime({
      config: t.rt.config,
      role: 'api',
      database: requestDb,
      migrate: false,
      log: t.rt.log,
    });
    app = await buildApp(rt);
    await app.ready();
    await admin(`alter database ${database} connection limit 0`);
    await admin(`select pg_terminate_backend(pid) from pg_stat_activity where usename = '${role}'`);
  });

  afterAll(async () => {
    await app?.close();
    await limited?.end();
    await admin(`alter database ${database} connection limit -1`);
    await admin(`drop owned by ${role}`);
    await admin(`drop role ${role}`);
    await t.close();
  });

  function expectBusy(response: LightMyRequestResponse) {
    expect(response.statusCode, response.body).toBe(503);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(response.json()).toMatchObject({ status: 503, type: expect.stringContaining('unavailable') });
    expect(response.body).not.toMatch(/too many|connection|53300/i);
  }

  it('the public quote and the login answer 503 with Retry-After, never 500', async () => {
    expectBusy(
      await app.inject({
        method: 'POST',
        url: '/integration/quotes/slr_any/01310100',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ quotationItems: [{ skuId: 'sku_any', qty: 1 }] }),
      }),
    );
    expectBusy(
      await app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'ana@loja.example', password: 'correct horse battery' }),
      }),
    );
    // The refusal is real: the role cannot connect at all.
    await expect(limited.query('select 1')).rejects.toMatchObject({ code: '53300' });
  });

  it('a connection that dies while checked out frees its slot and crashes nothing', async () => {
    const pool = openPool({ connectionString: t.databaseUrl, max: 1 });
    try {
      const held = await pool.connect();
      const { rows } = await held.query<{ pid: number }>('select pg_backend_pid() as pid');
      await admin(`select pg_terminate_backend(${rows[0]!.pid})`);
      // drizzle's transaction never releases when its begin fails; the slot comes back regardless.
      await eventually(async () => pool.totalCount === 0);
      held.release();
      expect((await pool.query<{ one: number }>('select 1 as one')).rows[0]!.one).toBe(1);
    } finally {
      await pool.end();
    }
  });

  it('warns at start when this process and the others can exceed max_connections', async () => {
    const lines: string[] = [];
    const log = pino(
      { level: 'info' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    const budget = connectionBudget(t.rt.database, 'worker', 20);
    expect(budget).toMatchObject({ requests: 20, background: 5, jobs: 10, loops: 5 });
    expect(await checkConnectionBudget(t.rt.database, 'worker', 100_000, log)).toBe(true);
    const warning = JSON.parse(lines.at(-1)!) as { level: number; msg: string };
    expect(warning.level).toBe(40);
    expect(warning.msg).toContain('max_connections');
  });
});
