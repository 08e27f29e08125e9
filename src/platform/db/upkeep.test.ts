import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import { openDatabase, type Database } from './connection.ts';
import { queryRows } from './sql.ts';
import { needsOwnUpkeep, upkeepOnce } from './upkeep.ts';

/**
 * The shape that hurt during a large import on PGlite: one seller's rows looked up by two indexed
 * columns, each index led by the seller. Always on PGlite: PostgreSQL has autovacuum of its own.
 */
describe('upkeepOnce on the embedded database', () => {
  let database: Database;
  // A batch's lookup: 25 products and 100 skus (few keys are probed through the index even unplanned).
  const products = Array.from({ length: 25 }, (_, i) => `P${i * 7}`).join(',');
  const skus = Array.from({ length: 100 }, (_, i) => `S-${i * 13}`).join(',');
  const lookup = `explain select * from variants where seller_id = 's1'
    and (product_id = any('{${products}}'::text[]) or sku = any('{${skus}}'::text[]))`;
  const plan = async () =>
    (await database.pglite!.query<{ 'QUERY PLAN': string }>(lookup)).rows
      .map((r) => r['QUERY PLAN'])
      .join('\n');
  const stats = async () => {
    // Counters reach the view at most once a second unless a flush is asked for.
    await database.pglite!.query('select pg_stat_force_next_flush()');
    return (
      await database.pglite!.query<{ mods: number; dead: number }>(
        `select n_mod_since_analyze::int as mods, n_dead_tup::int as dead
         from pg_stat_user_tables where relname = 'variants'`,
      )
    ).rows[0]!;
  };

  beforeAll(async () => {
    database = await openDatabase({});
    await database.pglite!.exec(`
      create table variants (seller_id text, id text, product_id text, sku text, primary key (seller_id, id));
      create index variants_product_idx on variants (seller_id, product_id);
      create unique index variants_sku_idx on variants (seller_id, sku);
      insert into variants select 's1', 'id' || g, 'P' || (g / 4), 'S-' || g from generate_series(1, 20000) g;`);
  });
  afterAll(async () => {
    await database.close();
  });

  it('analyzes a table past the threshold, after which the lookup uses both indexes', async () => {
    // Without statistics the planner reads all of the seller's rows through the seller-only prefix.
    expect(await plan()).not.toContain('BitmapOr');
    expect((await stats()).mods).toBe(20000);
    const pass = await upkeepOnce(database);
    expect(pass.analyzed).toContain('public.variants');
    expect(await plan()).toContain('BitmapOr');
    expect((await stats()).mods).toBe(0);
    // Nothing changed since: nothing is due.
    expect(await upkeepOnce(database)).toEqual({ analyzed: [], vacuumed: [] });
  });

  it('vacuums a table whose dead rows pass the threshold', async () => {
    await database.pglite!.exec(`update variants set sku = sku || '-x' where id < 'id5'`);
    expect((await stats()).dead).toBeGreaterThan(4000);
    const pass = await upkeepOnce(database);
    expect(pass.vacuumed).toEqual(['public.variants']);
    expect(await stats()).toEqual({ mods: 0, dead: 0 });
  });

  it('leaves a table alone below the thresholds', async () => {
    await database.pglite!.exec(`update variants set sku = sku || '-y' where id in ('id1', 'id2', 'id3')`);
    expect(await upkeepOnce(database)).toEqual({ analyzed: [], vacuumed: [] });
  });
});

/**
 * Who keeps the statistics: the embedded database always needs Feira's loop, a PostgreSQL server only
 * when its own autovacuum is off (this project's CI machines run PostgreSQL so: PLT-83).
 */
describe('the runtime’s own upkeep', () => {
  it('runs on the embedded database, and on PostgreSQL exactly when autovacuum is off', async () => {
    const t = await createTestApp();
    try {
      const database = t.rt.database;
      const [{ setting }] = (await queryRows<{ setting: string }>(
        database.db,
        sql`select current_setting('autovacuum') as setting`,
      )) as [{ setting: string }];
      const expected = database.kind === 'pglite' || setting === 'off';
      expect(await needsOwnUpkeep(database)).toBe(expected);
      expect(t.rt.background.some((service) => service.name === 'database-upkeep')).toBe(expected);
    } finally {
      await t.close();
    }
  });
});
