import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { problemCatalogue } from '../../src/platform/http/errors.ts';
import { problems as problemsEn } from '../../web/src/locales/en/problems.ts';
import { problems as problemsPt } from '../../web/src/locales/pt/problems.ts';

const localesDir = path.resolve(import.meta.dirname, '../../web/src/locales');

/** Every key path of a dictionary ("money.reasons.invalid"), functions and strings alike as leaves. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keyPaths(inner, prefix ? `${prefix}.${key}` : key));
}

async function load(lang: string, file: string): Promise<Record<string, unknown>> {
  return (await import(path.join(localesDir, lang, file))) as Record<string, unknown>;
}

/** The admin's translations live per area and per language (web/src/locales/<lang>/<area>.ts). */
describe('admin translations', () => {
  const areas = fs.readdirSync(path.join(localesDir, 'pt')).sort();

  it('has the same areas in Portuguese and English', () => {
    expect(fs.readdirSync(path.join(localesDir, 'en')).sort()).toEqual(areas);
    expect(areas.length).toBeGreaterThan(0);
  });

  it.each(areas)('has the same keys in both languages in %s', async (file) => {
    const [pt, en] = [await load('pt', file), await load('en', file)];
    expect(keyPaths(en).sort()).toEqual(keyPaths(pt).sort());
  });

  it('has a Portuguese and an English text for every problem type the API answers', () => {
    const codes = Object.keys(problemCatalogue).sort();
    expect(Object.keys(problemsPt.types).sort()).toEqual(codes);
    expect(Object.keys(problemsEn.types).sort()).toEqual(codes);
  });

  it('names no internal id in a problem text', () => {
    for (const text of [...Object.values(problemsPt.types), ...Object.values(problemsEn.types)]) {
      expect(text).not.toMatch(/\b(sku|ad|fv|ord)_[0-9A-Z]/);
    }
  });
});
