import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { hooksOf, methodsOf } from './route-hooks.ts';

/**
 * The Integration API takes the seller from the token alone, and a `sellerId` in a request body is
 * ignored: ERPs send one (API-05). Every `/integration` write's body schema lists it as an optional,
 * ignored field (so the contract shows it and validation never refuses it), and the body loses it
 * before validation, so no service can read it, let alone let it pick another seller.
 */

const IGNORED = {
  type: 'string',
  description: 'Ignored: the seller is the one of the access token.',
} as const;

type Schema = Record<string | symbol, unknown> & {
  type?: unknown;
  properties?: Record<string, unknown>;
  items?: unknown;
  anyOf?: unknown[];
  oneOf?: unknown[];
};

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema with `sellerId` among the properties of each object it accepts at the top (or as list items). */
function withIgnoredSeller(schema: Schema): Schema {
  if (schema.type === 'object' && schema.properties && !('sellerId' in schema.properties)) {
    return { ...schema, properties: { ...schema.properties, sellerId: IGNORED } };
  }
  if (schema.type === 'array' && isSchema(schema.items)) {
    return { ...schema, items: withIgnoredSeller(schema.items) };
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = schema[key];
    if (Array.isArray(branches)) {
      return { ...schema, [key]: branches.map((b) => (isSchema(b) ? withIgnoredSeller(b) : b)) };
    }
  }
  return schema;
}

const dropSeller = (value: unknown) => {
  if (isSchema(value)) delete value.sellerId;
};

/** preValidation: the body's `sellerId` (or each list item's) goes before anything reads it. */
function dropBodySeller(request: FastifyRequest, _reply: FastifyReply, done: () => void): void {
  const body = request.body;
  if (Array.isArray(body)) body.forEach(dropSeller);
  else dropSeller(body);
  done();
}

export function registerIgnoredSellerId(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/integration/')) return;
    if (methodsOf(route).every((method) => method === 'GET' || method === 'HEAD')) return;
    const body = route.schema?.body;
    if (isSchema(body)) route.schema = { ...route.schema, body: withIgnoredSeller(body) };
    route.preValidation = [...hooksOf(route.preValidation), dropBodySeller];
  });
}
