import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { freshDatabase } from '../../../test/helpers/databases.ts';
import type { Database } from './connection.ts';
import { queryRows } from './sql.ts';
import { bulkStatistics } from './bulk-statistics.ts';
import { needsOwnUpkeep } from './upkeep.ts';

const grown = pgTable('bulk_grown', { id: text('id').primaryKey() });
const other = pgTable('bulk_other', { id: text('id').primaryKey() });

/**
 * A bulk writer keeps the statistics of the tables it grows, at autovacuum's thresholds counted from
 * what it wrote. On a database with no runtime (no upkeep loop) so that only the writer analyzes.
 */
describe('bulkStatistics', () => {
  let database: Database;
  let ownUpkeep: boolean;
  let inserted = 0;
  /** What the planner knows of a table's rows: -1 until its first ANALYZE. */
  const reltuples = async (table: string) =>
    (
      await queryRows<{ rows: number }>(
        database.db,
        sql`select reltuples::float8 as rows from pg_class where relname = ${table}`,
      )
    )[0]!.rows;
  const insert = async (rows: number) => {
    await database.db.execute(
      sql`insert into bulk_grown select 'r' || g from generate_series(${inserted + 1}::int, ${inserted + rows}::int) g`,
    );
    inserted += rows;
  };

  beforeAll(async () => {
    ({ database } = await freshDatabase());
    ownUpkeep = await needsOwnUpkeep(database);
    await database.db.execute(sql`create table bulk_grown (id text primary key)`);
    await database.db.execute(sql`create table bulk_other (id text primary key)`);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('analyzes a table once its writes pass 50 rows plus a tenth of what it held, and only then', async () => {
    // A server whose autovacuum runs keeps its statistics itself: there is nothing to assert there.
    if (!ownUpkeep) return;
    const statistics = bulkStatistics(database, pino({ level: 'silent' }), [grown, other]);
    expect(await reltuples('bulk_grown')).toBe(-1);

    await insert(40);
    await statistics.wrote([[grown, 40]]);
    expect(await reltuples('bulk_grown')).toBe(-1);

    // 60 written since it was never analyzed: past 50.
    await insert(20);
    await statistics.wrote([[grown, 20]]);
    expect(await reltuples('bulk_grown')).toBe(60);

    // Now due after 50 + 6 more rows.
    await insert(56);
    await statistics.wrote([[grown, 56]]);
    expect(await reltuples('bulk_grown')).toBe(60);
    await insert(1);
    await statistics.wrote([[grown, 1]]);
    expect(await reltuples('bulk_grown')).toBe(117);

    // A table the batches did not write is left as it is.
    expect(await reltuples('bulk_other')).toBe(-1);
  });

  it('never fails the write for its statistics: a failed ANALYZE is logged and tried after the next batch', async () => {
    if (!ownUpkeep) return;
    const warnings: unknown[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => warnings.push(JSON.parse(line)) });
    const statistics = bulkStatistics(database, log, [other]);
    await statistics.wrote([[other, 10]]);
    // Gone between two batches (as if another session held it): its ANALYZE fails.
    await database.db.execute(sql`alter table bulk_other rename to bulk_elsewhere`);
    await statistics.wrote([[other, 100]]);
    expect(warnings).toMatchObject([
      { msg: 'analyze during a bulk write failed', table: 'public.bulk_other' },
    ]);
    await database.db.execute(sql`alter table bulk_elsewhere rename to bulk_other`);
    await statistics.wrote([[other, 1]]);
    expect(await reltuples('bulk_other')).toBe(0);
    expect(warnings).toHaveLength(1);
  });
});
