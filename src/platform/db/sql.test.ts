import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './connection.ts';
import { arrayLiteral, inKeyPage, inList, queryRows } from './sql.ts';

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
