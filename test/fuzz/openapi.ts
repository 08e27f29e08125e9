import fc from 'fast-check';
import type { TestApp } from '../helpers/test-app.ts';

/**
 * The operations of the three OpenAPI documents the service serves, read from the running app (so
 * the fuzz suite and the tenancy sweep always walk what clients see), and request values built from
 * their schemas.
 */

const DOCUMENTS = ['/api/openapi-integration.json', '/api/openapi-bff.json', '/api/openapi.json'];

export type Schema = Record<string, unknown>;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** The documents that list it. */
  documents: string[];
  parameters: Parameter[];
  body?: { contentType: string; schema: Schema; required: boolean };
  /** `<METHOD> <path>`: how the suites name an operation. */
  key: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export async function loadOperations(t: TestApp): Promise<Operation[]> {
  const byKey = new Map<string, Operation>();
  for (const document of DOCUMENTS) {
    const response = await t.app.inject({ method: 'GET', url: document });
    if (response.statusCode !== 200) throw new Error(`${document} answered ${response.statusCode}`);
    const paths = response.json<{ paths: Record<string, Record<string, Schema>> }>().paths;
    for (const [path, item] of Object.entries(paths)) {
      for (const method of METHODS) {
        const op = item[method];
        if (!op) continue;
        const key = `${method.toUpperCase()} ${path}`;
        const known = byKey.get(key);
        if (known) {
          known.documents.push(document);
          continue;
        }
        const content = (
          op.requestBody as { content?: Record<string, { schema: Schema }>; required?: boolean }
        )?.content;
        const [contentType, media] = Object.entries(content ?? {})[0] ?? [];
        byKey.set(key, {
          method: method.toUpperCase() as Operation['method'],
          path,
          documents: [document],
          parameters: ((op.parameters ?? []) as Parameter[]).map((p) => ({ ...p, required: !!p.required })),
          ...(contentType && media
            ? {
                body: {
                  contentType,
                  schema: media.schema ?? {},
                  required: !!(op.requestBody as { required?: boolean }).required,
                },
              }
            : {}),
          key,
        });
      }
    }
  }
  return [...byKey.values()];
}

/** Values the generator uses for fields and parameters of these names (ids of data that exists). */
export type Known = Record<string, unknown>;

function typeOf(schema: Schema): string | undefined {
  const type = schema.type;
  return Array.isArray(type) ? (type.find((t) => t !== 'null') as string | undefined) : (type as string);
}

function branches(schema: Schema): Schema[] | undefined {
  return (schema.anyOf ?? schema.oneOf ?? schema.allOf) as Schema[] | undefined;
}

function clamp(value: number, schema: Schema): number {
  const min = (schema.minimum as number | undefined) ?? (schema.exclusiveMinimum as number | undefined);
  const max = (schema.maximum as number | undefined) ?? (schema.exclusiveMaximum as number | undefined);
  let result = value;
  if (min !== undefined && result < min) result = min + (schema.exclusiveMinimum !== undefined ? 1 : 0);
  if (max !== undefined && result > max) result = max - (schema.exclusiveMaximum !== undefined ? 1 : 0);
  return result;
}

function stringFor(name: string, schema: Schema): string {
  switch (schema.format) {
    case 'date-time':
      return '2031-01-01T00:00:00Z';
    case 'date':
      return '2031-01-01';
    case 'uri':
    case 'url':
      return 'http://127.0.0.1:9/fuzz';
    case 'email':
      return `fuzz-${name.toLowerCase()}@example.com`;
    default: {
      if (typeof schema.pattern === 'string') return matching(schema.pattern);
      const min = (schema.minLength as number | undefined) ?? 1;
      const base = 'fuzz';
      return base.length >= min ? base : base.padEnd(min, 'z');
    }
  }
}

/** A string the pattern accepts, the same one every run. */
function matching(pattern: string): string {
  return fc.sample(fc.stringMatching(new RegExp(pattern, 'u')), { numRuns: 1, seed: 21 })[0]!;
}

const isIgnored = (schema: Schema) =>
  typeof schema.description === 'string' && schema.description.startsWith('Ignored:');

/**
 * A plausible value for `schema`: the known value for its name, else its default, first enum value,
 * first branch, or the smallest thing of its type. Objects get their required properties and any
 * optional one whose name is known (so bodies reference data that exists).
 */
export function exampleOf(schema: Schema, name: string, known: Known): unknown {
  if (Object.hasOwn(known, name)) {
    const value = known[name];
    const type = typeOf(schema);
    if (type === 'array' && !Array.isArray(value)) return [value];
    if (type === 'string' && Array.isArray(value)) return value[0];
    return value;
  }
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const options = branches(schema);
  if (options?.length) {
    const first = options.find((o) => o.type !== 'null' && !(o as { not?: unknown }).not) ?? options[0]!;
    return exampleOf(first, name, known);
  }
  switch (typeOf(schema)) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set((schema.required ?? []) as string[]);
      const result: Record<string, unknown> = {};
      for (const [key, sub] of Object.entries(properties)) {
        if (required.has(key) || Object.hasOwn(known, key)) result[key] = exampleOf(sub, key, known);
      }
      const [firstKey, firstSchema] = Object.entries(properties)[0] ?? [];
      // A field the contract says is ignored (a body's `sellerId`) is dropped before validation: it
      // does not count towards the properties a body must have.
      const counted = Object.keys(result).filter((key) => !isIgnored(properties[key]!));
      if (counted.length < ((schema.minProperties as number | undefined) ?? 0) && firstKey) {
        result[firstKey] = exampleOf(firstSchema!, firstKey, known);
      }
      return result;
    }
    case 'array': {
      const items = (schema.items ?? {}) as Schema;
      const count = Math.max(1, (schema.minItems as number | undefined) ?? 1);
      return Array.from({ length: count }, () => exampleOf(items, singular(name), known));
    }
    case 'integer':
      return clamp(1, schema);
    case 'number':
      return clamp(10, schema);
    case 'boolean':
      return true;
    case 'string':
      return stringFor(name, schema);
    default:
      return 'fuzz';
  }
}

/** `skuIds` → `skuId`, so array items take the known value of one id. */
function singular(name: string): string {
  return name.endsWith('s') ? name.slice(0, -1) : name;
}

/** Every place in a JSON value where the fuzz may put a value: `[]` is the whole body. */
export function locations(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  const here = [path];
  if (Array.isArray(value)) return [...here, ...value.flatMap((item, i) => locations(item, [...path, i]))];
  if (value !== null && typeof value === 'object') {
    return [...here, ...Object.entries(value).flatMap(([key, item]) => locations(item, [...path, key]))];
  }
  return here;
}

/** A copy of `value` with `replacement` at `path` (the root when the path is empty). */
export function replaceAt(value: unknown, path: readonly (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = replaceAt(copy[head as number], rest, replacement);
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  copy[head as string] = replaceAt(copy[head as string], rest, replacement);
  return copy;
}

/**
 * Percent-encoding that also writes a lone surrogate (as its three WTF-8 bytes, what a client that
 * does not check sends), where encodeURIComponent throws.
 */
function encode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

function asString(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The URL of an operation with these path and query values. */
export function urlOf(
  op: Operation,
  pathValues: Record<string, unknown>,
  query: Record<string, unknown>,
): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encode(asString(pathValues[name] ?? 'fuzz')),
  );
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value])
      pairs.push(`${encode(name)}=${encode(String(item))}`);
  }
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}
