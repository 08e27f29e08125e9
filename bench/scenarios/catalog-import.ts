import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Harness, Row, Scenario } from '../harness.ts';
import { openDatabase, type Database } from '../../src/platform/db/connection.ts';
import { runMigrations } from '../../src/platform/db/migrate.ts';
import { systemCtx } from '../../src/platform/context.ts';
import { newId } from '../../src/platform/ids.ts';
import { loadConfig } from '../../src/config.ts';
import { createRuntime, stopRuntime } from '../../src/platform/runtime-lifecycle.ts';
import { createSeller } from '../../src/modules/sellers/index.ts';
import { products, variations } from '../../src/modules/catalog/catalog.tables.ts';
import { IMPORT_BATCH_ROWS } from '../../src/modules/catalog/import-export/import.batch.ts';
import { csvLine } from '../../src/modules/catalog/import-export/domain/export-row.ts';

const PRODUCTS = Number(process.env.BENCH_IMPORT_PRODUCTS ?? 25_000);
export const VARIATIONS_PER_PRODUCT = 4;
const VARIATIONS = PRODUCTS * VARIATIONS_PER_PRODUCT;
const MB = 1024 * 1024;
/** Issue 26: the peak memory aim holds only together with the throughput ratio. */
const RATIO_AIM = 0.6;
const MEMORY_AIM_MB = 250;
const here = path.dirname(fileURLToPath(import.meta.url));

/** A valid GTIN-13 for `n`. */
function ean(n: number): string {
  const base = `789${String(n).padStart(9, '0')}`;
  const sum = [...base].reduce((acc, digit, i) => acc + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return base + ((10 - (sum % 10)) % 10);
}

/** Product `p` and its variations, as the file has them and as the raw tables get them. */
function productAt(p: number) {
  const product = {
    externalId: `BENCH-${String(p).padStart(6, '0')}`,
    title: `Garrafa térmica inox ${p} 1L`,
    description: `Mantém a temperatura por 12 horas. Modelo ${p}.`,
    brand: `Marca ${p % 50}`,
    nbm: '9617.00.10',
    condition: 'NEW' as const,
    handlingTime: 1 + (p % 5),
    weight: '0.8',
    height: '30',
    width: '10',
    length: '10',
    inboundFreight: '1.2',
    packaging: '0.5',
    royalty: '0',
    attributes: [{ name: 'Material', value: 'Inox' }],
  };
  const colours = ['Azul', 'Verde', 'Preto', 'Branco'];
  const items = colours.slice(0, VARIATIONS_PER_PRODUCT).map((colour, v) => {
    const n = p * VARIATIONS_PER_PRODUCT + v;
    return {
      sku: `${product.externalId}-${colour.toUpperCase()}`,
      ean: ean(n),
      cost: (10 + (n % 9000) / 100).toFixed(2),
      images: [`https://img.example/${n}/1.jpg`, `https://img.example/${n}/2.jpg`],
      attributes: [{ name: 'Cor', value: colour }],
    };
  });
  return { product, items };
}

const header = [
  'externalId',
  'title',
  'description',
  'brand',
  'nbm',
  'condition',
  'handlingTime',
  'weight',
  'height',
  'width',
  'length',
  'inboundFreight',
  'packaging',
  'royalty',
  'productAttributes',
  'sku',
  'ean',
  'eans',
  'cost',
  'images',
  'attributes',
];

/**
 * Writes the file a seller moving in would bring: every product field repeated on its rows, `products`
 * products of four variations each.
 */
export async function writeImportFile(file: string, products = PRODUCTS): Promise<number> {
  const out = fs.createWriteStream(file);
  const write = (text: string) =>
    out.write(text) ? Promise.resolve() : new Promise<void>((resolve) => out.once('drain', () => resolve()));
  await write(csvLine(header, ','));
  for (let p = 0; p < products; p++) {
    const { product, items } = productAt(p);
    let text = '';
    for (const item of items) {
      text += csvLine(
        [
          product.externalId,
          product.title,
          product.description,
          product.brand,
          product.nbm,
          product.condition,
          String(product.handlingTime),
          product.weight,
          product.height,
          product.width,
          product.length,
          product.inboundFreight,
          product.packaging,
          product.royalty,
          product.attributes.map((a) => `${a.name}=${a.value}`).join(';'),
          item.sku,
          item.ean,
          item.ean,
          item.cost,
          item.images.join('|'),
          item.attributes.map((a) => `${a.name}=${a.value}`).join(';'),
        ],
        ',',
      );
    }
    await write(text);
  }
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
  return fs.statSync(file).size;
}

/** One multi-row INSERT through the same driver and value mapping the service uses, into a table named apart. */
function insertInto(table: PgTable, name: string, rows: Record<string, unknown>[]): SQL {
  const columns = Object.entries(getTableColumns(table));
  const names = sql.raw(columns.map(([, column]) => `"${column.name}"`).join(', '));
  const values = rows.map(
    (row) =>
      sql`(${sql.join(
        columns.map(([key, column]) => {
          const value = row[key];
          return value === null || value === undefined ? sql`null` : sql`${column.mapToDriverValue(value)}`;
        }),
        sql`, `,
      )})`,
  );
  return sql`insert into ${sql.raw(name)} (${names}) values ${sql.join(values, sql`, `)}`;
}

/**
 * The baseline: the same products and variations, same columns, batches of the import's size, one
 * transaction and two multi-row INSERTs per batch, into copies of the catalog tables (same indexes)
 * — no parsing, no validation, no events.
 */
async function rawInsert(database: Database, sellerId: string): Promise<number> {
  await database.db.execute(sql`create table bench_raw_products (like catalog_products including all)`);
  await database.db.execute(sql`create table bench_raw_variations (like catalog_variations including all)`);
  const now = new Date().toISOString();
  const perBatch = IMPORT_BATCH_ROWS / VARIATIONS_PER_PRODUCT;
  let elapsed = 0;
  for (let first = 0; first < PRODUCTS; first += perBatch) {
    const productRows: Record<string, unknown>[] = [];
    const variationRows: Record<string, unknown>[] = [];
    for (let p = first; p < Math.min(first + perBatch, PRODUCTS); p++) {
      const { product, items } = productAt(p);
      productRows.push({
        sellerId,
        externalId: product.externalId,
        title: product.title,
        description: product.description,
        brandId: `brd_${p % 50}`,
        nbm: product.nbm,
        categoryId: null,
        categoryIds: [],
        condition: product.condition,
        handlingTime: product.handlingTime,
        warranty: null,
        fiscal: null,
        weightKg: product.weight,
        heightCm: product.height,
        widthCm: product.width,
        lengthCm: product.length,
        inboundFreight: product.inboundFreight,
        packaging: product.packaging,
        royalty: product.royalty,
        attributes: product.attributes,
        status: 'ACTIVE',
        createdAt: now,
        updatedAt: now,
      });
      for (const [position, item] of items.entries()) {
        variationRows.push({
          sellerId,
          id: newId('sku'),
          productId: product.externalId,
          sku: item.sku,
          position,
          ean: item.ean,
          eans: [{ value: item.ean, main: true }],
          cost: item.cost,
          attributes: item.attributes,
          images: item.images.map((url, i) => ({ url, main: i === 0 })),
          videos: [],
          weightKg: null,
          heightCm: null,
          widthCm: null,
          lengthCm: null,
          kit: null,
          status: 'ACTIVE',
          createdAt: now,
          updatedAt: now,
        });
      }
    }
    // Building the rows in memory is left out: the baseline is the database's share of the work.
    const started = performance.now();
    await database.db.transaction(async (tx) => {
      await tx.execute(insertInto(products, 'bench_raw_products', productRows));
      await tx.execute(insertInto(variations, 'bench_raw_variations', variationRows));
    });
    elapsed += performance.now() - started;
  }
  return elapsed;
}

export interface ChildResult {
  ms: number;
  result: { status: string; validRows: number; invalidRows: number; detail: string | null };
  rssBefore: number;
  peakRss: number;
  peakBeyondDatabase: number;
  /** PGlite only: what opening the database added to the RSS. */
  openedBytes: number;
  /** PGlite only: its share of the RSS at most (opening it, then its heap's resident growth). */
  databaseBytes: number;
  atPeak: NodeJS.MemoryUsage;
}

/**
 * Issue 4: 100,000 variations (25,000 products × 4) imported from a CSV file through the code path
 * of `feira import products`, as a ratio of raw multi-row INSERTs of the same rows; and the peak
 * memory of the importing process (a process of its own).
 */
export const scenario: Scenario = {
  name: 'catalog-import',
  aim: 'ratio ≥ 0.6; peak memory < 250 MB beyond the database',
  async run(h: Harness): Promise<Row[]> {
    const target = await h.freshDatabase();
    const file = path.join(os.tmpdir(), `feira-bench-import-${process.pid}.csv`);
    try {
      const fileBytes = await writeImportFile(file);
      const database = await openDatabase({ databaseUrl: target.url, dataDir: target.dataDir, poolMax: 4 });
      let sellerId: string;
      let rawMs: number;
      try {
        await runMigrations(database);
        const config = loadConfig({ LOG_LEVEL: 'silent' });
        const rt = await createRuntime({ config, role: 'api', database, migrate: false });
        sellerId = (await createSeller(systemCtx(rt, null, 'bench'), { name: 'bench import' })).id;
        rawMs = await rawInsert(database, sellerId);
        await stopRuntime(rt);
      } catch (error) {
        await database.close();
        throw error;
      }

      const env = {
        ...process.env,
        DATABASE_URL: target.url ?? '',
        FEIRA_DATA_DIR: target.dataDir ?? '',
      };
      const { stdout } = await promisify(execFile)(
        process.execPath,
        // The bench's own V8 flags (package.json's, as `npm run feira` runs the import).
        [...process.execArgv, path.join(here, '..', 'catalog-import-child.ts'), file, sellerId],
        { env, maxBuffer: 16 * MB },
      );
      const child = JSON.parse(stdout) as ChildResult;
      if (child.result.status !== 'DONE' || child.result.validRows !== VARIATIONS) {
        throw new Error(`the import did not write every row: ${JSON.stringify(child.result)}`);
      }
      const pglite = h.databaseKind === 'pglite';
      const memory = pglite ? child.peakBeyondDatabase : child.peakRss;
      const mb = (bytes: number) => Math.round(bytes / MB);
      const note = pglite
        ? `RSS minus PGlite's share: ${mb(child.openedBytes)} MB opening it, at most ${mb(child.databaseBytes)} MB with ` +
          `its heap's growth; whole process ${mb(child.peakRss)} MB, ${mb(child.rssBefore)} MB before the import`
        : `Node process alone, ${mb(child.rssBefore)} MB before the import`;
      const { heapUsed, heapTotal, external } = child.atPeak;
      const breakdown = `; at the peak V8's heap ${mb(heapUsed)} MB used of ${mb(heapTotal)}, ${mb(external)} MB outside it`;
      return [
        {
          scenario: `catalog-import: ${VARIATIONS.toLocaleString('en-US')} variations from CSV (${Math.round(fileBytes / MB)} MB)`,
          figure: VARIATIONS / (child.ms / 1000),
          unit: 'variations/s',
          baseline: VARIATIONS / (rawMs / 1000),
          baselineName: 'raw multi-row INSERT',
          ratio: rawMs / child.ms,
          aim: `≥ ${RATIO_AIM}: ${rawMs / child.ms >= RATIO_AIM ? 'holds' : 'missed'}`,
          note: `import ${(child.ms / 1000).toFixed(1)} s, raw ${(rawMs / 1000).toFixed(1)} s`,
        },
        {
          scenario: 'catalog-import: peak memory of the importing process',
          figure: memory / MB,
          unit: 'MB',
          baseline: null,
          baselineName: null,
          ratio: null,
          aim: `< ${MEMORY_AIM_MB} MB${pglite ? ' beyond the database' : ''} at ≥ ${RATIO_AIM}: ${
            memory / MB < MEMORY_AIM_MB && rawMs / child.ms >= RATIO_AIM ? 'holds' : 'missed'
          }`,
          note: note + breakdown,
        },
      ];
    } finally {
      fs.rmSync(file, { force: true });
      await target.drop();
    }
  },
};
