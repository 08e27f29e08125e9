import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import architecture from '../eslint/architecture.js';

/**
 * `npm run lint` is ESLint (with the architecture rule), prettier and knip. Each is shown here to refuse
 * what it exists to refuse, on code written for the purpose, so a config change that disarms one fails.
 */
const root = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);

describe('the architecture rule', () => {
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { feira: architecture },
      rules: { 'feira/boundaries': ['error', { pure: ['src/platform/http/ssrf.ts'] }] },
    },
  });
  const messagesOf = async (file: string, code: string) =>
    (await eslint.lintText(code, { filePath: path.join(root, file) }))[0]!.messages.map((m) => m.message);

  it('refuses platform code that imports a module', async () => {
    expect(
      await messagesOf('src/platform/http/x.ts', "import { a } from '../../modules/catalog/index.ts';"),
    ).toEqual([expect.stringContaining('src/platform must not import src/modules')]);
  });

  it('refuses a module reaching into another module past its index.ts, and lets index.ts through', async () => {
    expect(
      await messagesOf('src/modules/ads/x.ts', "import { a } from '../catalog/catalog.service.ts';"),
    ).toEqual([expect.stringContaining("reaches into module 'catalog'")]);
    expect(
      await messagesOf(
        'src/modules/ads/domain/x.ts',
        "export { a } from '../../catalog/domain/ean-list.ts';",
      ),
    ).toEqual([expect.stringContaining("reaches into module 'catalog'")]);
    expect(await messagesOf('src/modules/ads/x.ts', "import { a } from '../catalog/index.ts';")).toEqual([]);
    expect(await messagesOf('src/modules/ads/x.ts', "import { a } from './ads.tables.ts';")).toEqual([]);
  });

  it('keeps domain/ free of the database, HTTP and jobs', async () => {
    const domain = 'src/modules/freight/domain/x.ts';
    expect(await messagesOf(domain, "import { sql } from 'drizzle-orm';")).toEqual([
      expect.stringContaining('domain/ holds pure rules'),
    ]);
    expect(await messagesOf(domain, "import { a } from '../../../platform/db/sql.ts';")).toEqual([
      expect.stringContaining('domain/ holds pure rules'),
    ]);
    expect(await messagesOf(domain, "import { a } from '../freight.tables.ts';")).toEqual([
      expect.stringContaining('domain/ holds pure rules'),
    ]);
    expect(await messagesOf(domain, "import { a } from '../../../platform/http/ssrf.ts';")).toEqual([]);
    expect(await messagesOf(domain, "import { Decimal } from '../../../platform/money.ts';")).toEqual([]);
  });
});

describe('prettier', () => {
  it('tells an unformatted file from a formatted one with the project settings', async () => {
    const file = path.join(root, 'src/x.ts');
    const options = { ...(await prettier.resolveConfig(file)), filepath: file };
    expect(await prettier.check('const a = {b:1}\n', options)).toBe(false);
    expect(await prettier.check('const a = { b: 1 };\n', options)).toBe(true);
  });
});

describe('knip', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feira-knip-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('fails on an export nothing imports', async () => {
    fs.mkdirSync(path.join(dir, 'src'));
    fs.writeFileSync(path.join(dir, 'package.json'), '{"name":"fixture","type":"module","private":true}');
    fs.writeFileSync(path.join(dir, 'knip.json'), '{"entry":["src/main.ts"],"project":["src/**/*.ts"]}');
    fs.writeFileSync(path.join(dir, 'src/main.ts'), "import { used } from './lib.ts';\nconsole.log(used);\n");
    fs.writeFileSync(path.join(dir, 'src/lib.ts'), 'export const used = 1;\nexport const unused = 2;\n');
    const knip = path.join(root, 'node_modules/knip/bin/knip.js');
    const failed = await run(process.execPath, [knip, '--directory', dir]).then(
      () => null,
      (error: { code: number; stdout: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stdout).toMatch(/Unused exports \(1\)\s+unused\s+src\/lib\.ts/);
  });
});
