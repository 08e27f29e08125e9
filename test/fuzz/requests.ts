import type { LightMyRequestResponse } from 'fastify';
import { bearer } from '../helpers/auth.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { exampleOf, urlOf, type Operation } from './openapi.ts';
import { pathValue, type SellerData } from './seller-data.ts';

/** A request to one operation, before it is serialized. */
export interface RequestParts {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  /** undefined: no body. A string is sent as it is (raw JSON text, CSV). */
  body?: unknown;
}

/** The plausible request of an operation for this seller's data: every parameter and body field filled. */
export function baselineRequest(op: Operation, data: SellerData): RequestParts {
  const path: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  for (const parameter of op.parameters) {
    if (parameter.in === 'path') path[parameter.name] = pathValue(data, op.path, parameter.name);
    if (parameter.in === 'query' && (parameter.required || Object.hasOwn(data.known, parameter.name))) {
      query[parameter.name] = exampleOf(parameter.schema, parameter.name, data.known);
    }
  }
  if (!op.body) return { path, query };
  if (!op.body.contentType.includes('json')) {
    return { path, query, body: `externalId;sku;title\n${String(data.known.productId)};X-1;T\n` };
  }
  return { path, query, body: exampleOf(op.body.schema, 'body', data.known) };
}

/** The token an operation takes: the operator's for `/management`, the seller's otherwise. */
export function tokenOf(op: Operation, data: SellerData): string {
  return op.path.startsWith('/management/') ? data.admin : data.token;
}

export async function send(
  t: TestApp,
  op: Operation,
  parts: RequestParts,
  token: string,
): Promise<{ url: string; payload?: string; response: LightMyRequestResponse }> {
  const url = urlOf(op, parts.path, parts.query);
  const payload =
    parts.body === undefined
      ? undefined
      : typeof parts.body === 'string'
        ? parts.body
        : JSON.stringify(parts.body);
  const response = await t.app.inject({
    method: op.method,
    url,
    headers: {
      ...bearer(token),
      ...(payload !== undefined ? { 'content-type': op.body?.contentType ?? 'application/json' } : {}),
    },
    ...(payload !== undefined ? { payload } : {}),
  });
  return { url, payload, response };
}

/** Reads first, then writes, deletions last: what a case deletes is there for the cases before it. */
export function inRunOrder(operations: readonly Operation[]): Operation[] {
  const rank = { GET: 0, POST: 1, PUT: 1, PATCH: 1, DELETE: 2 } as const;
  return [...operations].sort((a, b) => rank[a.method] - rank[b.method] || a.key.localeCompare(b.key));
}
