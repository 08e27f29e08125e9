import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './connection.ts';
import { inList, queryRows } from './sql.ts';

describe('inList', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL });
  });
  afterAll(() => database.close());

  const matching = async (values: string[]) =>
    (
      await queryRows<{ x: string }>(
        database.db,
        sql`select x from (values ('a"b'), ('c\\d'), ('e,f'), ('{x}'), ('plain')) v(x) where ${inList(sql`x`, values)}`,
      )
    )
      .map((row) => row.x)
      .sort();

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
});
