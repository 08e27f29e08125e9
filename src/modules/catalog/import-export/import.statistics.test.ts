import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { csv, importWorkspace } from '../../../../test/helpers/import-files.ts';
import { queryRows } from '../../../platform/db/sql.ts';
import { needsOwnUpkeep } from '../../../platform/db/upkeep.ts';
import { importFile } from './import.service.ts';
import { batchRowsFor } from './import.batch.ts';

// As `feira import products` runs: a process with no background work, so no upkeep loop beside it.
const { app, newSeller, file } = importWorkspace({ role: 'api' });

describe('an import keeps the statistics of the tables it grows', () => {
  it('analyzes the variations and products as they grow, where nothing else would', async () => {
    const database = app().rt.database;
    // A server whose autovacuum runs keeps its statistics itself: nothing to assert there.
    if (!(await needsOwnUpkeep(database))) return;
    const ctx = await newSeller();
    const rows = 3 * batchRowsFor(database.kind);
    const lines = Array.from({ length: rows }, (_, i) => [`P-${i}`, `Produto ${i}`, `P-${i}-U`, '10.00']);
    const result = await importFile(ctx, file(csv([['externalId', 'title', 'sku', 'cost'], ...lines])));
    expect(result).toMatchObject({ status: 'DONE', validRows: rows });

    // What the planner believes each table holds (-1: never analyzed). Analyzed after the first batch
    // (past 50 rows) and again once a tenth more was written: at least two batches' rows by the end.
    const known = await queryRows<{ table: string; rows: number }>(
      database.db,
      sql`select relname as table, reltuples::float8 as rows from pg_class
          where relname in ('catalog_products', 'catalog_variations') order by relname`,
    );
    const twoBatches = (2 * rows) / 3;
    expect(known.map((k) => k.table)).toEqual(['catalog_products', 'catalog_variations']);
    for (const table of known) expect(table.rows).toBeGreaterThanOrEqual(twoBatches);
  });
});
