import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './connection.ts';
import { integer, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { arrayLiteral, inKeyPage, inList, queryRows, rowsOf, upsertRows } from './sql.ts';

describe('inList and inKeyPage', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL });
  });
  afterAll(() => database.close());

  const matchingWith = async (filter: typeof inList, values: string[]) =>
    (
      await queryRows<{ x: string }>(
        database.db,
        sql`select x from (values ('a"b'), ('c\\d'), ('e,f'), ('{x}'), ('plain')) v(x) where ${filter(sql`x`, values)}`,
      )
    )
      .map((row) => row.x)
      .sort();
  const matching = (values: string[]) => matchingWith(inList, values);

  it('matches values with quotes, backslashes, commas and braces exactly', async () => {
    expect(await matching(['a"b', 'c\\d', 'e,f', '{x}', 'nope'])).toEqual(
      ['a"b', 'c\\d', 'e,f', '{x}'].sort(),
    );
    expect(await matching([])).toEqual([]);
  });

  it('takes more values than PostgreSQL has bind parameters', async () => {
    const many = Array.from({ length: 70_000 }, (_, i) => `v${i}`);
    expect(await matching([...many, 'plain'])).toEqual(['plain']);
  });

  it('inKeyPage matches exactly the rows inList matches, bounds included', async () => {
    // Padded past the length where the bounds apply.
    const padding = Array.from({ length: 200 }, (_, i) => `pad${i}`);
    const lists = [['a"b', 'c\\d', 'e,f', '{x}', 'nope'], ['plain'], ['a"b', 'plain'], ['zzz'], []];
    for (const values of [...lists, ...lists.map((list) => [...list, ...padding])]) {
      expect(await matchingWith(inKeyPage, values)).toEqual(await matching(values));
    }
  });

  it('arrayLiteral sends a column of values, nulls and escapes included', async () => {
    const values = ['a"b', null, 'c\\d', 'e,f', '{x}', 'NULL', ''];
    const rows = await queryRows<{ v: string | null; n: number }>(
      database.db,
      sql`select v, n::int from unnest(${arrayLiteral(values)}::text[]) with ordinality as x(v, n) order by n`,
    );
    expect(rows.map((row) => row.v)).toEqual(values);
  });
});

describe('upsertRows', () => {
  const table = pgTable('sql_test_upsert', {
    key: text('key').notNull(),
    amount: numeric('amount', { precision: 14, scale: 4 }),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    status: text('status').notNull().default('ACTIVE'),
    count: integer('count'),
    createdAt: timestamptz('created_at').notNull(),
  });
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL });
    await database.db.execute(sql`drop table if exists sql_test_upsert`);
    await database.db.execute(sql`create table sql_test_upsert (key text primary key,
      amount numeric(14,4), tags jsonb not null default '[]', status text not null default 'ACTIVE',
      count integer, created_at timestamptz not null)`);
  });
  afterAll(async () => {
    await database.db.execute(sql`drop table if exists sql_test_upsert`);
    await database.close();
  });

  it('writes what insert().values() would, defaults included, and updates all but the kept columns', async () => {
    await database.db.execute(
      upsertRows(
        table,
        [
          { key: 'a"\\', amount: '12.5', tags: ['x', 'é'], count: 3, createdAt: '2026-01-01T00:00:00.000Z' },
          { key: 'b', amount: null, status: 'INACTIVE', createdAt: '2026-01-01T00:00:00.000Z' },
        ],
        [table.key],
        [table.createdAt],
      ),
    );
    await database.db.execute(
      upsertRows(
        table,
        [{ key: 'b', amount: '1e3', tags: [], count: -1, createdAt: '2027-01-01T00:00:00.000Z' }],
        [table.key],
        [table.createdAt],
      ),
    );
    const rows = await database.db.select().from(table).orderBy(table.key);
    expect(rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }))).toEqual([
      {
        key: 'a"\\',
        amount: '12.5000',
        tags: ['x', 'é'],
        status: 'ACTIVE',
        count: 3,
        createdAt: '2026-01-01T00:00:00.000Z',
      },
      // The second write's missing status is the column's default again, as a drizzle upsert's would be.
      {
        key: 'b',
        amount: '1000.0000',
        tags: [],
        status: 'ACTIVE',
        count: -1,
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    ]);
  });

  it('rowsOf answers a raw read of the rows as drizzle’s select does, nulls and every column type included', async () => {
    await database.db.execute(
      upsertRows(table, [{ key: 'c', amount: null, createdAt: '2026-01-01T00:00:00.000Z' }], [table.key], []),
    );
    const selected = await database.db.select().from(table).orderBy(table.key);
    const raw = await queryRows<Record<string, unknown>>(
      database.db,
      sql`with rows as (select * from sql_test_upsert) select * from rows order by key`,
    );
    expect(rowsOf(table, raw)).toEqual(selected);
    expect(selected.map((row) => [row.amount, row.count])).toContainEqual([null, null]);
  });
});
