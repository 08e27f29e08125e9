import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { problemCatalogue } from '../../src/platform/http/errors.ts';

const localesDir = path.resolve(import.meta.dirname, '../../web/src/locales');

/**
 * Every key path of a dictionary ("money.reasons.invalid"), functions and strings alike as leaves, each with
 * its kind: a text in one language must be a text in the other, and a function must take the same arguments.
 */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'function') return [`${prefix} (function of ${value.length})`];
  if (value === null || typeof value !== 'object') return [`${prefix} (${typeof value})`];
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
    expect(Object.keys(pt)).toEqual([file.replace(/\.ts$/, '')]);
    expect(keyPaths(en).sort()).toEqual(keyPaths(pt).sort());
  });

  it('tells apart a key missing in one language', () => {
    const pt = { orders: { title: 'Pedidos', count: (n: number) => `${n} pedidos` } };
    expect(keyPaths({ orders: { title: 'Orders' } })).not.toEqual(keyPaths(pt));
    expect(keyPaths({ orders: { title: 'Orders', count: 'orders' } })).not.toEqual(keyPaths(pt));
    expect(keyPaths({ orders: { title: 'Orders', count: () => 'orders' } })).not.toEqual(keyPaths(pt));
    expect(keyPaths({ orders: { title: 'Orders', count: (n: number) => `${n} orders` } })).toEqual(
      keyPaths(pt),
    );
  });

  it('assembles the admin dictionaries from every area file (English in its own chunk, WEB-85)', () => {
    const shells = { pt: 'i18n.tsx', en: 'i18n-en.ts' };
    for (const [lang, shellFile] of Object.entries(shells)) {
      const shell = fs.readFileSync(path.resolve(localesDir, '..', shellFile), 'utf8');
      for (const file of areas)
        expect(shell).toContain(`from './locales/${lang}/${file.replace(/\.ts$/, '')}'`);
    }
  });

  // Loaded, not imported: the admin's sources follow the bundler's import rules, not the service's.
  const problemTexts = async (lang: string) =>
    ((await load(lang, 'problems.ts')).problems as { types: Record<string, string> }).types;

  it('has a Portuguese and an English text for every problem type the API answers', async () => {
    const [problemsPt, problemsEn] = [await problemTexts('pt'), await problemTexts('en')];
    const codes = Object.keys(problemCatalogue).sort();
    expect(Object.keys(problemsPt).sort()).toEqual(codes);
    expect(Object.keys(problemsEn).sort()).toEqual(codes);
  });

  it('names no internal id in a problem text', async () => {
    for (const text of [
      ...Object.values(await problemTexts('pt')),
      ...Object.values(await problemTexts('en')),
    ]) {
      expect(text).not.toMatch(/\b(sku|ad|fv|ord)_[0-9A-Z]/);
    }
  });
});
