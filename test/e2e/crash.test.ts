import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/platform/db/connection.ts';
import { queryRows } from '../../src/platform/db/sql.ts';
import { csvLine } from '../../src/modules/catalog/import-export/domain/export-row.ts';
import { Service, seed, started, target, until } from '../helpers/crash.ts';

/**
 * Issue 21: `kill -9` of the service while an import and a price-formation apply run as jobs, then a
 * restart. Every acknowledged write (each committed batch) is there once, and every job finishes
 * after a restart, or ends FAILED with its reason; nothing stays RUNNING. The slice in `npm test`
 * kills once, a few thousand rows in; FEIRA_CRASH_ROWS and FEIRA_CRASH_KILLS make a longer run.
 */
const ROWS = Number(process.env.FEIRA_CRASH_ROWS ?? 3000);
const KILLS = Number(process.env.FEIRA_CRASH_KILLS ?? 1);
/** Takeover takes the heartbeat's 20 s, a supervisor pass and a retry delay: well within this. */
const SETTLE_MS = 240_000;

afterAll(async () => {
  for (const p of started) if (p.child.exitCode === null) p.child.kill('SIGKILL');
});

function csvOf(prefix: string, rows: number): string {
  let text = csvLine(['externalId', 'title', 'sku', 'cost'], ',');
  for (let i = 0; i < rows; i++) {
    const product = `${prefix}-${Math.floor(i / 2)}`;
    text += csvLine([product, `Produto ${product}`, `${prefix}-SKU-${i}`, (10 + (i % 90)).toFixed(2)], ',');
  }
  return text;
}

interface ImportView {
  status: string;
  processedRows: number;
  validRows: number;
  invalidRows: number;
  detail: string | null;
}
interface JobView {
  status: string;
  processedSkus: number;
  totalSkus: number;
  errors: { code: string; message: string }[];
}

describe('kill -9 during an import and a rule apply, then a restart (issue 21)', () => {
  it('finishes both jobs with every committed row there once', async () => {
    const db = await target();
    try {
      const client = await seed(db.env, {
        scopes: ['bffweb:catalog', 'bffweb:price-formation', 'product:edit', 'price:edit'],
      });
      const service = new Service(
        {
          ...db.env,
          FEIRA_ADMIN_CLIENT_ID: 'crash-admin',
          FEIRA_ADMIN_CLIENT_SECRET: 'crash admin secret, at least 32 characters',
        },
        client,
      );
      await service.start();
      const imports = '/bffweb/catalog/imports';
      // The catalog the rule prices, imported first.
      const base = await service.call<{ id: string }>(
        'POST',
        `${imports}?fileName=base.csv`,
        csvOf('B', ROWS),
        'text/csv',
      );
      await until(
        'the first import',
        async () => {
          const view = await service.call<ImportView>('GET', `${imports}/${base.id}`);
          return view.status === 'DONE' ? view : undefined;
        },
        SETTLE_MS,
      );
      const rule = await service.call<{ id: string }>(
        'POST',
        '/bffweb/price-formation/rules',
        JSON.stringify({
          name: 'Markup 2',
          eligibility: { platforms: ['SANDBOX'] },
          costStructure: {},
          objective: { driver: 'MARKUP', value: 2 },
        }),
      );
      const { jobId } = await service.call<{ jobId: string }>(
        'POST',
        `/bffweb/price-formation/rules/${rule.id}/apply`,
      );
      const upload = await service.call<{ id: string }>(
        'POST',
        `${imports}?fileName=crash.csv`,
        csvOf('C', ROWS),
        'text/csv',
      );
      const importView = () => service.call<ImportView>('GET', `${imports}/${upload.id}`);
      const jobView = () =>
        service.call<JobView>('GET', `/bffweb/price-formation/rules/${rule.id}/jobs/${jobId}`);

      for (let kill = 0; kill < KILLS; kill++) {
        // Killed once the import has committed a batch (and so while both jobs are under way).
        await until(
          'the import under way',
          async () => {
            const view = await importView();
            return view.processedRows > 0 || view.status === 'DONE' ? view : undefined;
          },
          SETTLE_MS,
        );
        await service.kill();
        await service.start();
      }
      const imported = await until(
        'the import to settle',
        async () => {
          const view = await importView();
          return view.status === 'DONE' || view.status === 'FAILED' ? view : undefined;
        },
        SETTLE_MS,
      );
      const job = await until(
        'the apply to settle',
        async () => {
          const view = await jobView();
          return view.status === 'SUCCESS' || view.status === 'FAILED' ? view : undefined;
        },
        SETTLE_MS,
      );
      expect(imported, JSON.stringify(imported)).toMatchObject({
        status: 'DONE',
        processedRows: ROWS,
        validRows: ROWS,
        invalidRows: 0,
      });
      expect(job, JSON.stringify(job)).toMatchObject({ status: 'SUCCESS', errors: [] });
      expect(job.processedSkus).toBe(job.totalSkus);

      expect(await service.process.stop()).toBe(0);

      // What the database holds: every row of the file once, every SKU priced by the rule once.
      const config = loadConfig({ ...process.env, ...db.env, LOG_LEVEL: 'silent' });
      const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
      try {
        const count = async (query: string) =>
          (await queryRows<{ n: number }>(database.db, sql.raw(query)))[0]!.n;
        expect(
          await count(`select count(*)::int as n from catalog_variations where sku like 'C-SKU-%'`),
        ).toBe(ROWS);
        expect(
          await count(
            `select count(distinct sku)::int as n from catalog_variations where sku like 'C-SKU-%'`,
          ),
        ).toBe(ROWS);
        const priced = `from price_history where source = 'RULE' and rule_id = '${rule.id}'`;
        expect(await count(`select count(*)::int as n ${priced}`)).toBe(job.processedSkus);
        expect(
          await count(
            `select count(*)::int as n from (select sku_id ${priced} group by sku_id, platform having count(*) > 1) x`,
          ),
        ).toBe(0);
        expect(job.processedSkus).toBeGreaterThanOrEqual(ROWS);
      } finally {
        await database.close();
      }
    } finally {
      db.cleanup();
    }
  }, 900_000);
});
