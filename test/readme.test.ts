import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configVariables } from '../src/config.ts';

describe('README configuration table', () => {
  it('lists exactly the variables of src/config.ts with their defaults', () => {
    const readme = fs.readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    // Cells may be padded for alignment.
    const rows = [...readme.matchAll(/^\| `([A-Z_]+)` +\| `([^`]*)` +\| (.+?) +\|$/gm)].map((m) => ({
      name: m[1],
      default: m[2],
      description: m[3],
    }));
    expect(rows).toEqual(
      configVariables.map((v) => ({ name: v.name, default: v.default, description: v.description })),
    );
  });
});

describe("each module's README", () => {
  const modulesDir = new URL('../src/modules/', import.meta.url);
  const modules = fs
    .readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it.each(modules)('%s has one naming every table it owns', (name) => {
    const dir = new URL(`${name}/`, modulesDir);
    const tables = fs
      .globSync('**/*.ts', { cwd: dir })
      .filter((file) => !file.endsWith('.test.ts'))
      .flatMap((file) => [...fs.readFileSync(new URL(file, dir), 'utf8').matchAll(/pgTable\(\s*'(\w+)'/g)])
      .map((match) => match[1]);
    const readme = fs.readFileSync(new URL('README.md', dir), 'utf8');
    expect(tables.filter((table) => !readme.includes(`\`${table}\``))).toEqual([]);
  });
});
