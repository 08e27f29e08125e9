import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * What the database can hold, stated once. Request schemas name their own narrower bounds; whatever a
 * schema leaves open gets these defaults when its route is registered (`registerInputBounds`), so the
 * validator refuses the value with a 400 naming the field and the OpenAPI documents show the bound.
 * See docs/decisions.md, "Input limits".
 */
export const INT4_MAX = 2_147_483_647;
const INT4_MIN = -2_147_483_648;
/** The narrowest money column, numeric(12,2); numeric(14,2) and numeric(14,4) hold more. */
export const NUMBER_MAX = 9_999_999_999.99;
/** Long enough for any description or URL a seller writes; a btree index entry holds about 2,700 bytes. */
export const DEFAULT_MAX_STRING = 10_000;
export const DEFAULT_MAX_ITEMS = 1_000;
export const DEFAULT_MAX_PROPERTIES = 1_000;
/** Nesting of a JSON body: settings and payloads use a handful of levels. */
export const MAX_JSON_DEPTH = 32;

type Schema = Record<string | symbol, unknown>;

const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const;
const SUBSCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf'] as const;

function typesOf(schema: Schema): readonly unknown[] {
  const type = schema.type;
  return Array.isArray(type) ? type : type === undefined ? [] : [type];
}

function withDefaults(schema: Schema): Partial<Schema> {
  const types = typesOf(schema);
  const added: Partial<Schema> = {};
  const fixed = schema.enum !== undefined || schema.const !== undefined;
  if (types.includes('string') && !fixed && schema.maxLength === undefined) {
    // A date or date-time format bounds itself (years 0001-9999, see validation.ts).
    if (schema.format !== 'date' && schema.format !== 'date-time') added.maxLength = DEFAULT_MAX_STRING;
  }
  if ((types.includes('integer') || types.includes('number')) && !fixed) {
    const integer = !types.includes('number');
    const hasMax = schema.maximum !== undefined || schema.exclusiveMaximum !== undefined;
    const hasMin = schema.minimum !== undefined || schema.exclusiveMinimum !== undefined;
    if (!hasMax) added.maximum = integer ? INT4_MAX : NUMBER_MAX;
    if (!hasMin) added.minimum = integer ? INT4_MIN : -NUMBER_MAX;
  }
  if (types.includes('array') && schema.maxItems === undefined) added.maxItems = DEFAULT_MAX_ITEMS;
  const openObject =
    (schema.additionalProperties !== undefined && schema.additionalProperties !== false) ||
    schema.patternProperties !== undefined;
  if (types.includes('object') && openObject && schema.maxProperties === undefined) {
    added.maxProperties = DEFAULT_MAX_PROPERTIES;
  }
  return added;
}

/** A copy of `schema` with the default bounds wherever it leaves one open; the original is untouched. */
function bounded(schema: unknown): unknown {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const source = schema as Schema;
  const copy: Schema = { ...source, ...withDefaults(source) };
  if (source.properties && typeof source.properties === 'object') {
    copy.properties = Object.fromEntries(
      Object.entries(source.properties as Record<string, unknown>).map(([k, v]) => [k, bounded(v)]),
    );
  }
  if (source.patternProperties && typeof source.patternProperties === 'object') {
    copy.patternProperties = Object.fromEntries(
      Object.entries(source.patternProperties as Record<string, unknown>).map(([k, v]) => [k, bounded(v)]),
    );
  }
  // `not` is left alone: a bound inside it would widen what the schema accepts.
  for (const key of ['items', 'additionalProperties'] as const) {
    if (source[key] !== undefined) {
      copy[key] = Array.isArray(source[key]) ? (source[key] as unknown[]).map(bounded) : bounded(source[key]);
    }
  }
  for (const key of SUBSCHEMA_LISTS) {
    if (Array.isArray(source[key])) copy[key] = (source[key] as unknown[]).map(bounded);
  }
  return copy;
}

/**
 * Gives every request schema registered after it its default bounds. Registered before the OpenAPI
 * plugin reads the routes, so the documents show the same bounds the validator applies.
 */
export function registerInputBounds(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema as Record<string, unknown> | undefined;
    if (!schema) return;
    const copy: Record<string, unknown> = { ...schema };
    for (const part of REQUEST_PARTS) if (schema[part] !== undefined) copy[part] = bounded(schema[part]);
    route.schema = copy;
  });
}
