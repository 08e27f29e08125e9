import { locations, replaceAt, type Operation } from './openapi.ts';
import type { RequestParts } from './requests.ts';

/**
 * The inputs of the probe that broke the service (issue 21), as families: each case of the fuzz
 * suite puts one value of one family at one place of a plausible request.
 */

/** Raw JSON text put where a body value goes: what JSON.stringify cannot write. */
class Raw {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

const DEPTH = 5_000;

const families = {
  nul: ['a\u0000b', '\u0000', 'fuzz\u0000'],
  surrogate: ['a\ud800b', '\udfff'],
  huge: ['x'.repeat(100_001), 'é'.repeat(60_000), '9'.repeat(5_000)],
  number: [
    2_147_483_648,
    -2_147_483_649,
    1e15,
    1e20,
    new Raw('9007199254740993'),
    1e308,
    -1e308,
    0.000001,
    -1,
    0,
    new Raw('1e400'),
    new Raw('-0'),
    new Raw('99999999999999999999'),
  ],
  date: [
    '0000-01-01T00:00:00Z',
    '0001-01-01T00:00:00+14:00',
    '9999-12-31T23:59:59-23:59',
    '+275760-09-13T00:00:00Z',
    '2024-02-30T00:00:00Z',
    '0000-01-01',
    '2024-01-01T00:00:00.1234567891234Z',
  ],
  wrongType: [null, true, {}, [], 'text', 12, { a: 'b' }, [1, 2]],
  deep: [
    new Raw('['.repeat(DEPTH) + ']'.repeat(DEPTH)),
    new Raw('{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH)),
  ],
  hugeArray: ['item', 1, { a: 1 }],
  text: [
    "' OR '1'='1",
    '%',
    '_%',
    '\\',
    '😀',
    'a'.repeat(300),
    '../../etc/passwd',
    '\u202e',
    ' ',
    '',
    '\r\n',
    '%00',
  ],
} as const;

export type Family = keyof typeof families;
export const familyNames = Object.keys(families) as Family[];

export type Target =
  { in: 'baseline' } | { in: 'path' | 'query'; name: string } | { in: 'body'; at: (string | number)[] };

/** Every place of an operation's request a value can go. */
export function targetsOf(op: Operation, baseline: RequestParts): Target[] {
  const targets: Target[] = [{ in: 'baseline' }];
  for (const parameter of op.parameters) {
    if (parameter.in === 'path' || parameter.in === 'query')
      targets.push({ in: parameter.in, name: parameter.name });
  }
  if (op.body) {
    const at = typeof baseline.body === 'string' ? [[]] : locations(baseline.body);
    for (const path of at) targets.push({ in: 'body', at: path });
  }
  return targets;
}

const HUGE_ARRAY = 20_000;

function valueOf(family: Family, variant: number): unknown {
  const values = families[family] as readonly unknown[];
  const value = values[variant % values.length];
  return family === 'hugeArray' ? Array.from({ length: HUGE_ARRAY }, () => value) : value;
}

/** As text in a URL: raw JSON as its text, objects as JSON, an array as repeated parameters (query). */
function asText(value: unknown): unknown {
  if (value instanceof Raw) return value.text;
  if (Array.isArray(value))
    return value.length > 200 ? value.slice(0, 2_000).map(asText) : JSON.stringify(value);
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Replaces each Raw in a body by its text: serialized with placeholders, then spliced. */
function serialize(body: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(body, (_key, value: unknown) => {
    if (value instanceof Raw) {
      raws.push(value.text);
      return `__RAW_${raws.length - 1}__`;
    }
    return value;
  });
  return text.replace(/"__RAW_(\d+)__"/g, (_, i: string) => raws[Number(i)]!);
}

/** The baseline request with `family`'s value number `variant` at `target`. */
export function mutate(
  baseline: RequestParts,
  target: Target,
  family: Family,
  variant: number,
): RequestParts {
  const value = valueOf(family, variant);
  switch (target.in) {
    case 'baseline':
      return {
        ...baseline,
        body:
          typeof baseline.body === 'string' || baseline.body === undefined
            ? baseline.body
            : serialize(baseline.body),
      };
    case 'path':
      return { ...baseline, path: { ...baseline.path, [target.name]: asText(value) } };
    case 'query':
      return { ...baseline, query: { ...baseline.query, [target.name]: asText(value) } };
    case 'body': {
      if (typeof baseline.body === 'string') return { ...baseline, body: String(asText(value)) };
      return { ...baseline, body: serialize(replaceAt(baseline.body, target.at, value)) };
    }
  }
}

/** A case in a line, for the report of a failure. */
export function describeCase(target: Target, family: Family, variant: number): string {
  const where =
    target.in === 'baseline'
      ? 'the plausible request'
      : target.in === 'body'
        ? `body${target.at.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`)).join('')}`
        : `${target.in} ${target.name}`;
  return target.in === 'baseline' ? where : `${family}[${variant}] at ${where}`;
}
