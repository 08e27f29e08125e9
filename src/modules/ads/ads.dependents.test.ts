import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const modulesDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

const sources = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));

/** The import specifiers of a file that name the ads module, wherever from. */
const adsImports = (file: string) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)]
    .map((match) => match[1]!)
    .filter((specifier) =>
      path.resolve(path.dirname(file), specifier).startsWith(path.join(modulesDir, 'ads')),
    );

/** Ads follow prices, stock and the catalog (ADS-90, ADS-92): none of them may import ads back. */
describe('modules below ads', () => {
  for (const module of ['prices', 'stock', 'catalog']) {
    it(`${module} imports nothing from ads`, () => {
      const found = sources(path.join(modulesDir, module)).flatMap((file) =>
        adsImports(file).map((specifier) => `${path.relative(modulesDir, file)}: ${specifier}`),
      );
      expect(found).toEqual([]);
    });
  }

  it('sees an import of ads where there is one', () => {
    expect(adsImports(path.join(modulesDir, 'catalog-views', 'catalog-views.service.ts'))).toEqual([
      '../ads/index.ts',
    ]);
  });
});
