import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.ts';
import { createSeller } from './auth.ts';
import { systemCtx, type Ctx } from '../../src/platform/context.ts';
import { queryRows } from '../../src/platform/db/sql.ts';
import { csvLine } from '../../src/modules/catalog/import-export/domain/export-row.ts';

/**
 * One service and a scratch folder for a test file of catalog imports and exports: sellers to
 * import as, files to import from, and the product events a write announced.
 */
export function importWorkspace(options: TestAppOptions = {}) {
  let t: TestApp;
  let dir: string;
  let files = 0;
  beforeAll(async () => {
    t = await createTestApp(options);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feira-import-'));
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return {
    app: () => t,
    newSeller: async (): Promise<Ctx> => {
      const seller = await createSeller(t);
      return systemCtx(t.rt, seller.id, 'test');
    },
    file: (content: string | Buffer, extension = 'csv'): string => {
      const name = path.join(dir, `${++files}.${extension}`);
      fs.writeFileSync(name, content);
      return name;
    },
    events: (ctx: Ctx) =>
      queryRows<{ name: string; payload: { skuId: string; productId: string; fields?: string[] } }>(
        ctx.db,
        sql`select name, payload from outbox_events where seller_id = ${ctx.sellerId} and name like 'product.%' order by id`,
      ),
  };
}

/** Rows as a CSV file's text, quoted as the export writes them. */
export const csv = (rows: string[][], delimiter: ',' | ';' = ',') =>
  rows.map((row) => csvLine(row, delimiter)).join('');
