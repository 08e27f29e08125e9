import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { createSeller } from '../../../../test/helpers/auth.ts';
import { systemCtx, type Ctx } from '../../../platform/context.ts';
import { getProduct } from '../catalog.reads.ts';
import { getImport, importFile } from './import.service.ts';
import { csvLine } from './domain/export-row.ts';

let t: TestApp;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feira-import-isolation-'));
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function newSeller(): Promise<Ctx> {
  return systemCtx(t.rt, (await createSeller(t)).id, 'test');
}

const header = ['externalId', 'title', 'productAttributes', 'sku', 'cost', 'attributes'];

function csvFile(rows: string[][]): string {
  const name = path.join(dir, `${rows.length}-${Math.random().toString(36).slice(2)}.csv`);
  fs.writeFileSync(name, rows.map((row) => csvLine(row, ',')).join(''));
  return name;
}

describe('import row isolation (issue 21)', () => {
  it('writes the valid rows of a batch whose other rows hold values the database cannot store', async () => {
    const ctx = await newSeller();
    const result = await importFile(
      ctx,
      csvFile([
        header,
        ['P-1', 'Caneca azul', 'Material=Louça', 'P-1-A', '10.00', 'Cor=Azul'],
        ['P-2', 'Caneca\u0000verde', '', 'P-2-A', '11.00', ''],
        ['P-3', 'Caneca preta', 'Material=Lou\u0000ça', 'P-3-A', '12.00', ''],
        ['P-4', 'Caneca branca', '', 'P-4-A', '13.00', 'Cor=Bran\u0000ca'],
        ['P-5', 'Caneca rosa', '', 'P-5-A', '14.00', ''],
      ]),
    );
    expect(result.status).toBe('DONE');
    expect(result).toMatchObject({ processedRows: 5, validRows: 2, invalidRows: 3 });
    expect((await getProduct(ctx, 'P-1')).title).toBe('Caneca azul');
    expect((await getProduct(ctx, 'P-5')).title).toBe('Caneca rosa');
    await expect(getProduct(ctx, 'P-2')).rejects.toThrow(/not found/);
    await expect(getProduct(ctx, 'P-3')).rejects.toThrow(/not found/);
    await expect(getProduct(ctx, 'P-4')).rejects.toThrow(/not found/);
    const { errors } = await getImport(ctx, result.id);
    expect(errors.map((e) => [e.row, e.field])).toEqual([
      [3, 'title'],
      [4, 'productAttributes'],
      [5, 'attributes'],
    ]);
    for (const error of errors) expect(error.reason).toMatch(/NUL/);
  });

  it('isolates a product the database refuses for a reason the file reader cannot see', async () => {
    const ctx = await newSeller();
    // A real refusal by the database (numeric out of range, SQLSTATE 22003) for one product's row.
    await t.rt.database.db.execute(
      sql.raw(`create function test_refuse_title() returns trigger language plpgsql as $$
        begin
          if new.title = 'Recusada' then raise exception 'value out of range' using errcode = '22003'; end if;
          return new;
        end $$`),
    );
    await t.rt.database.db.execute(
      sql.raw(`create trigger test_refuse_title before insert on catalog_products
          for each row execute function test_refuse_title();`),
    );
    try {
      const rows = [header];
      for (let p = 1; p <= 9; p++)
        rows.push([`Q-${p}`, p === 6 ? 'Recusada' : `Caneca ${p}`, '', `Q-${p}-A`, '9.00', '']);
      const result = await importFile(ctx, csvFile(rows));
      expect(result).toMatchObject({ status: 'DONE', processedRows: 9, validRows: 8, invalidRows: 1 });
      for (const p of [1, 2, 3, 4, 5, 7, 8, 9])
        expect((await getProduct(ctx, `Q-${p}`)).title).toBe(`Caneca ${p}`);
      await expect(getProduct(ctx, 'Q-6')).rejects.toThrow(/not found/);
      const { errors } = await getImport(ctx, result.id);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({ row: 7 });
      expect(errors[0]!.reason).toMatch(/database refused.*out of range/);
    } finally {
      await t.rt.database.db.execute(sql.raw('drop trigger test_refuse_title on catalog_products'));
      await t.rt.database.db.execute(sql.raw('drop function test_refuse_title()'));
    }
  });
});
