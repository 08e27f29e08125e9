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
