import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { embeddedOnly, runFeira } from '../helpers/processes.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'feira-cli-'));
const env = { FEIRA_DATA_DIR: dataDir, DATABASE_URL: '' };

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Runs a command to its end: exit code, stdout and stderr together. */
async function feira(...args: string[]): Promise<{ code: number | null; output: string }> {
  const run = runFeira(args, env);
  const code = await new Promise<number | null>((resolve) => run.child.on('exit', resolve));
  return { code, output: run.output() };
}

embeddedOnly('feira import products / export products', () => {
  it('imports a file for a seller with a progress bar and an error report, and exports it back', async () => {
    const created = await feira('seller', 'create', '--name', 'Loja CLI');
    expect(created.code, created.output).toBe(0);
    const sellerId = JSON.parse(created.output).id as string;

    const input = path.join(dataDir, 'produtos.csv');
    fs.writeFileSync(
      input,
      '\uFEFFexternalId;title;sku;cost\r\nP-1;Garrafa térmica;P-1-A;31,90\r\nP-1;;P-1-B;caro\r\nP-2;Copo;P-2-A;2\r\n',
    );
    const imported = await feira('import', 'products', input, '--seller', sellerId);
    expect(imported.code, imported.output).toBe(3);
    expect(imported.output).toMatch(/\[#+\] 100% {2}3 rows, 2 valid, 1 invalid/);
    expect(imported.output).toContain(`1 rows not written; see ${input}.errors.csv`);
    expect(fs.readFileSync(`${input}.errors.csv`, 'utf8')).toBe(
      '\uFEFFrow,field,reason\r\n3,cost,"""caro"" is not a number"\r\n',
    );

    const output = path.join(dataDir, 'catalogo.csv');
    const exported = await feira('export', 'products', '--seller', sellerId, '--delimiter', ';', output);
    expect(exported.code, exported.output).toBe(0);
    const lines = fs.readFileSync(output, 'utf8').split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^P-1;Garrafa térmica;.*;P-1-A;sku_\w+;;;31,9;;$/);

    const missing = await feira('import', 'products', input, '--seller', 'slr_nobody');
    expect(missing.code).toBe(2);
    expect(missing.output).toContain('no seller slr_nobody');
    // Four processes, each opening the embedded database.
  }, 240_000);
});
