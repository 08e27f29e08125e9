import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemCatalogue } from '../../src/platform/http/errors.ts';
import { fieldRules } from '../../src/platform/http/field-rules.ts';
import { servedDocument } from '../../src/web-api-types.ts';
import { createSeller } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { webLogin, type WebLogin } from '../helpers/web.ts';

type Json = Record<string, unknown>;
interface Issue {
  field: string;
  message: string;
  keyword?: string;
  limit?: number;
  allowedValues?: unknown[];
  other?: string;
}
interface Validation {
  fallback: string;
  keywords: Record<string, (w: { limit?: number; allowed?: string; other?: string }) => string>;
  fields: Record<string, string>;
}
interface Wording {
  fieldLabel(field: string, t: unknown): string;
  issueText(issue: Issue, t: unknown): string;
}

// Loaded, not imported: the admin's sources follow the bundler's import rules, not the service's.
const web = path.resolve(import.meta.dirname, '../../web/src');
const load = async <T>(file: string) => (await import(path.join(web, file))) as T;

/** The JSON Schema keywords that refuse a value, each answered as the validator's `errors[].keyword`. */
const REFUSING = new Set([
  'type',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'minProperties',
  'maxProperties',
  'uniqueItems',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'enum',
  'const',
  'pattern',
  'format',
  'anyOf',
  'oneOf',
]);

/** Every refusing keyword a schema uses, walked through every nested schema. */
function schemaKeywords(schema: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) {
    for (const inner of schema) schemaKeywords(inner, out);
    return out;
  }
  if (!schema || typeof schema !== 'object') return out;
  for (const [key, value] of Object.entries(schema as Json)) {
    if (REFUSING.has(key)) out.add(key);
    if (key === 'required' && Array.isArray(value) && value.length > 0) out.add('required');
    if (key === 'additionalProperties' && value === false) out.add('additionalProperties');
    // `properties` maps names to schemas: its keys are field names, never keywords.
    if (key === 'properties' && value && typeof value === 'object') {
      for (const inner of Object.values(value as Json)) schemaKeywords(inner, out);
    } else if (key !== 'example' && key !== 'examples' && key !== 'default') schemaKeywords(value, out);
  }
  return out;
}

/** Every property name a schema lets a caller send, at any depth. */
function propertyNames(schema: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) {
    for (const inner of schema) propertyNames(inner, out);
    return out;
  }
  if (!schema || typeof schema !== 'object') return out;
  for (const [key, value] of Object.entries(schema as Json)) {
    if (key === 'properties' && value && typeof value === 'object') {
      for (const [name, inner] of Object.entries(value as Json)) {
        out.add(name);
        propertyNames(inner, out);
      }
    } else if (key !== 'example' && key !== 'examples' && key !== 'default') propertyNames(value, out);
  }
  return out;
}

/** What callers send in a document: each operation's body and parameters (path, query, header). */
function requestParts(document: Json): { schemas: unknown[]; parameterNames: string[] } {
  const schemas: unknown[] = [];
  const parameterNames: string[] = [];
  for (const operations of Object.values(document.paths as Record<string, Json>)) {
    for (const operation of Object.values(operations)) {
      if (!operation || typeof operation !== 'object') continue;
      const op = operation as {
        requestBody?: unknown;
        parameters?: { name: string; in: string; schema?: unknown }[];
      };
      if (op.requestBody) schemas.push(op.requestBody);
      for (const parameter of op.parameters ?? []) {
        schemas.push(parameter.schema);
        if (parameter.in !== 'header') parameterNames.push(parameter.name);
      }
    }
  }
  return { schemas, parameterNames };
}

/** What a dictionary leaves unworded: keywords the service can answer, fields the admin sends. */
function missingWordings(
  dictionary: Validation,
  keywords: Iterable<string>,
  fields: Iterable<string>,
): { keywords: string[]; fields: string[] } {
  return {
    keywords: [...new Set(keywords)].filter((k) => typeof dictionary.keywords[k] !== 'function').sort(),
    fields: [...new Set(fields)].filter((f) => !dictionary.fields[f]).sort(),
  };
}

/**
 * Every refusal the service can answer has Portuguese (and English) words that name the field by its
 * label on the screen (docs/decisions.md WEB-40, WEB-81): the problem catalogue, every JSON Schema
 * keyword the routes' schemas use, every rule the services name, and every field the admin sends.
 */
describe('the admin words every refusal of the service', () => {
  let all: Json;
  let bff: Json;
  const dictionaries: Record<string, Validation> = {};
  const problemTexts: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    [all, bff] = await Promise.all([
      servedDocument('/api/openapi.json'),
      servedDocument('/api/openapi-bff.json'),
    ]);
    for (const lang of ['pt', 'en']) {
      dictionaries[lang] = (
        await load<{ validation: Validation }>(`locales/${lang}/validation.ts`)
      ).validation;
      problemTexts[lang] = (
        await load<{ problems: { types: Record<string, string> } }>(`locales/${lang}/problems.ts`)
      ).problems.types;
    }
  }, 120_000);

  const answerable = () => {
    const keywords = new Set<string>(fieldRules);
    for (const schema of requestParts(all).schemas) schemaKeywords(schema, keywords);
    return keywords;
  };
  const sentFields = () => {
    const { schemas, parameterNames } = requestParts(bff);
    const names = new Set(parameterNames);
    for (const schema of schemas) propertyNames(schema, names);
    return names;
  };

  it('has a text for every problem type of the catalogue', () => {
    for (const lang of ['pt', 'en']) {
      const missing = Object.keys(problemCatalogue).filter((code) => !problemTexts[lang]![code]);
      expect(missing, `problem types without a ${lang} text`).toEqual([]);
    }
  });

  it('walks the documents: the keywords and fields are the ones the routes declare', () => {
    const keywords = answerable();
    // The walk finds what the schemas plainly use; an empty walk would pass anything.
    for (const keyword of [
      'required',
      'additionalProperties',
      'minLength',
      'maxLength',
      'enum',
      'minimum',
      'format',
    ])
      expect(keywords).toContain(keyword);
    const fields = sentFields();
    for (const field of ['title', 'postalCodeStart', 'accessKey', 'orderIds', 'xml'])
      expect(fields).toContain(field);
    expect(fields.size).toBeGreaterThan(150);
  });

  it.each(['pt', 'en'])(
    'has %s words for every keyword and rule, and a label for every field sent',
    (lang) => {
      expect(missingWordings(dictionaries[lang]!, answerable(), sentFields())).toEqual({
        keywords: [],
        fields: [],
      });
    },
  );

  it('tells a keyword or a field left out', () => {
    const pt = dictionaries.pt!;
    const { minLength: _gone, ...keywords } = pt.keywords;
    const { postalCodeStart: _left, ...fields } = pt.fields;
    expect(missingWordings({ ...pt, keywords, fields }, answerable(), sentFields())).toEqual({
      keywords: ['minLength'],
      fields: ['postalCodeStart'],
    });
  });

  describe('on refusals the service answers', () => {
    let t: TestApp;
    let a: WebLogin;
    let wording: Wording;
    let texts: { validation: Validation; catalog: { variation: string } };

    beforeAll(async () => {
      t = await createTestApp();
      a = await webLogin(t, (await createSeller(t, { name: 'A' })).id);
      wording = await load<Wording>('problemWording.ts');
      const catalog = (await load<{ catalog: { variation: string } }>('locales/pt/catalog.ts')).catalog;
      texts = { validation: dictionaries.pt!, catalog };
    }, 120_000);
    afterAll(async () => t?.close());

    async function refused(method: 'GET' | 'POST', url: string, payload?: Json): Promise<Issue[]> {
      const response = await t.app.inject({
        method,
        url,
        headers: a.headers,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, response.body).toBe(400);
      return response.json().errors as Issue[];
    }

    /** Each issue as the admin shows it: "label: words", never the service's English message. */
    const shown = (issues: Issue[]) =>
      issues.map((issue) => {
        expect(issue.keyword, JSON.stringify(issue)).toBeDefined();
        expect(texts.validation.keywords[issue.keyword!], issue.keyword).toBeTypeOf('function');
        const text = `${wording.fieldLabel(issue.field, texts)}: ${wording.issueText(issue, texts)}`;
        expect(text).not.toContain(issue.message);
        return text;
      });

    it('words a schema refusal with the field label and the bound', async () => {
      const issues = await refused('POST', '/bffweb/freight/regions', {
        name: 'x'.repeat(300),
        postalCodeStart: '01000000',
        postalCodeEnd: '01999999',
        carrierIds: [],
        surprise: true,
      });
      const texts = shown(issues);
      expect(texts).toContain('Nome: no máximo 120 caracteres');
      expect(texts).toContain('surprise: este campo não é aceito aqui');
    });

    it('words a query refusal without the request part and a service rule naming the other field', async () => {
      expect(
        shown(
          await refused(
            'GET',
            '/bffweb/dashboard/reports/sales?period=day&by=channel&from=2026-05-10&to=2026-05-01',
          ),
        ),
      ).toEqual(['Até: precisa vir depois de De']);
      expect(
        shown(
          await refused(
            'GET',
            '/bffweb/dashboard/reports/sales?period=day&by=channel&from=ontem&to=2026-05-01',
          ),
        ),
      ).toEqual(['De: formato inválido (data, hora ou endereço)']);
      const region = await refused('POST', '/bffweb/freight/regions', {
        name: 'Sul',
        postalCodeStart: '99999999',
        postalCodeEnd: '00000000',
        carrierIds: [],
      });
      expect(shown(region)).toEqual(['CEP final: precisa vir depois de CEP inicial']);
    });

    it('labels positions and variations, and words an issue without a keyword plainly', () => {
      expect(wording.fieldLabel('variations[1].eans', texts)).toBe('Variação 2 › EANs');
      expect(wording.fieldLabel('ranges[0].postalCodeEnd', texts)).toBe('Faixas de CEP 1 › CEP final');
      expect(wording.fieldLabel('params.postalCode', texts)).toBe('CEP');
      expect(wording.issueText({ field: 'value', message: 'must not be negative' }, texts)).toBe(
        'valor não aceito',
      );
    });
  });
});
