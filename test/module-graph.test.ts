import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cycles, moduleGraphProblems, readModules, type ModuleImport } from './module-graph.ts';

const use = (from: string, to: string): ModuleImport => ({
  from,
  to,
  file: `${from}/${from}.service.ts`,
  specifier: `../${to}/index.ts`,
});

describe('the module graph check', () => {
  const modules = ['catalog', 'prices', 'ads'];

  it('passes a graph whose imports are declared and acyclic', () => {
    const declared = { catalog: [], prices: ['catalog'], ads: ['catalog', 'prices'] };
    const imports = [use('prices', 'catalog'), use('ads', 'prices')];
    expect(moduleGraphProblems({ modules, declared, imports })).toEqual([]);
  });

  it('fails on an import of a module the importer does not declare', () => {
    const declared = { catalog: [], prices: ['catalog'], ads: ['catalog'] };
    expect(moduleGraphProblems({ modules, declared, imports: [use('ads', 'prices')] })).toEqual([
      "ads/ads.service.ts imports module 'prices' (../prices/index.ts), which 'ads' does not declare",
    ]);
  });

  it('fails on a cycle, naming its path', () => {
    const declared = { catalog: ['ads'], prices: ['catalog'], ads: ['prices'] };
    expect(moduleGraphProblems({ modules, declared, imports: [] })).toEqual([
      'modules depend on each other in a circle: ads -> prices -> catalog -> ads',
    ]);
  });

  it('fails on a module folder without a declaration and on a dependency that is no module', () => {
    const declared = { catalog: ['stock'], prices: [] };
    expect(moduleGraphProblems({ modules, declared, imports: [] })).toEqual([
      "module 'ads' declares no dependencies",
      "'catalog' depends on 'stock', which is no module",
    ]);
  });

  it('finds one circle per group of modules that reach each other, self-dependencies included', () => {
    expect(cycles({ a: ['b'], b: ['a', 'c'], c: ['d'], d: ['c'], e: ['e'], f: ['a'] })).toEqual([
      ['c', 'd', 'c'],
      ['a', 'b', 'a'],
      ['e', 'e'],
    ]);
  });
});

describe('reading the modules', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feira-modules-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };

  it('sees static, type-only, re-exported and dynamic imports of other modules, and skips tests', () => {
    write('index.ts', "import { ads } from './ads/index.ts';\n");
    write('ads/index.ts', "export { a } from '../catalog/index.ts';\nimport './ads.service.ts';\n");
    write('ads/domain/rule.ts', "import type { P } from '../../prices/index.ts';\n");
    write('ads/ads.service.ts', "const s = await import('../stock/index.ts');\nimport 'drizzle-orm';\n");
    write('ads/ads.service.test.ts', "import { o } from '../orders/index.ts';\n");
    write('catalog/index.ts', "import { x } from '../../platform/x.ts';\n");
    const { modules, imports } = readModules(dir);
    expect(modules).toEqual(['ads', 'catalog']);
    expect(imports.map(({ file, to }) => [file, to])).toEqual([
      [path.join('ads', 'ads.service.ts'), 'stock'],
      [path.join('ads', 'domain', 'rule.ts'), 'prices'],
      [path.join('ads', 'index.ts'), 'catalog'],
    ]);
  });
});
