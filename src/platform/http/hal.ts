import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type, type TObject, type TSchema } from '@sinclair/typebox';
import { INT4_MAX } from './bounds.ts';
import { DomainError } from './errors.ts';

export const HAL = 'application/hal+json';
export const JSON_TYPE = 'application/json';

/** `Accept: application/json` (without hal) asks for the plain form; anything else gets HAL. */
export function wantsHal(request: FastifyRequest): boolean {
  const accept = String(request.headers.accept ?? '');
  if (!accept || accept.includes('hal+json') || accept.includes('*/*')) return true;
  return !accept.includes('application/json');
}

export interface Paging {
  page: number;
  size: number;
  sort?: { field: string; direction: 'asc' | 'desc' };
}

const MAX_PAGE_SIZE = 200;
const DEFAULT_PAGE_SIZE = 20;
/** The offset (page × size) must stay an exact integer in JavaScript and PostgreSQL alike. */
const MAX_PAGE = INT4_MAX;

/** `page` and `size` are integers (query text is coerced); `sort` only on the lists that sort (API-07). */
export const PagingQuery = Type.Object({
  page: Type.Optional(
    Type.Integer({ minimum: 0, maximum: MAX_PAGE, description: `0-based page number, at most ${MAX_PAGE}` }),
  ),
  size: Type.Optional(
    Type.Integer({
      minimum: 0,
      description: `Page size (default ${DEFAULT_PAGE_SIZE}): 0 is read as 1, more than ${MAX_PAGE_SIZE} as ${MAX_PAGE_SIZE}`,
    }),
  ),
});

/** `PagingQuery` of a list that sorts by these fields: `sort=field,asc|desc`. */
export function SortedPagingQuery(fields: readonly [string, ...string[]]) {
  return Type.Object({
    ...PagingQuery.properties,
    sort: Type.Optional(
      Type.String({
        description: `\`field,asc\` or \`field,desc\` (e.g. \`${fields[0]},desc\`); field one of ${fields.join(', ')}`,
      }),
    ),
  });
}

/** Parses `page`, `size` (clamped to 1..200) and `sort=field,asc|desc` against the allowed fields. */
export function parsePaging(
  query: { page?: string | number; size?: string | number; sort?: string },
  sortable: readonly string[] = [],
): Paging {
  const page = query.page === undefined ? 0 : Number(query.page);
  const requested = query.size === undefined ? DEFAULT_PAGE_SIZE : Number(query.size);
  if (!Number.isInteger(page) || page < 0 || page > MAX_PAGE) {
    throw new DomainError('invalid-paging', `page must be an integer from 0 to ${MAX_PAGE}`, {
      field: 'page',
    });
  }
  if (!Number.isInteger(requested) || requested < 0) {
    throw new DomainError('invalid-paging', 'size must be a non-negative integer', { field: 'size' });
  }
  const size = Math.min(Math.max(requested, 1), MAX_PAGE_SIZE);
  if (!query.sort) return { page, size };
  const [field = '', direction = 'asc'] = query.sort.split(',').map((part) => part.trim());
  if (!sortable.includes(field) || !['asc', 'desc'].includes(direction.toLowerCase())) {
    throw new DomainError(
      'invalid-paging',
      `sort must be one of ${sortable.map((f) => `${f},asc|desc`).join(', ') || '(none)'}`,
      { field: 'sort' },
    );
  }
  return { page, size, sort: { field, direction: direction.toLowerCase() as 'asc' | 'desc' } };
}

export interface Link {
  href: string;
}

function withQuery(
  baseUrl: string,
  request: FastifyRequest,
  overrides: Record<string, string | number>,
): string {
  const url = new URL(request.url, baseUrl);
  for (const [key, value] of Object.entries(overrides)) url.searchParams.set(key, String(value));
  return url.toString();
}

export function selfLink(baseUrl: string, path: string): { self: Link } {
  return { self: { href: new URL(path, baseUrl).toString() } };
}

/** A single resource: HAL adds `_links`; plain JSON is the object alone. */
export function sendEntity(
  request: FastifyRequest,
  reply: FastifyReply,
  baseUrl: string,
  body: object,
  links: Record<string, Link>,
): FastifyReply {
  if (!wantsHal(request)) return reply.type(JSON_TYPE).send(body);
  return reply.type(HAL).send({ ...body, _links: links });
}

// Serialized forms of bodies a cache hands out again and again, by object: a new object (the cache
// read the resource again after a change) is serialized anew, and a dropped one takes its text with it.
const serialized = new WeakMap<object, { hal?: string; json?: string }>();

/**
 * `sendEntity` for a body that a cache returns as the same object until the resource changes: the
 * response is serialized once per object and form (with the route's response schema), not per request.
 */
export function sendCachedEntity(
  request: FastifyRequest,
  reply: FastifyReply,
  body: object,
  links: () => Record<string, Link>,
): FastifyReply {
  const hal = wantsHal(request);
  const forms = serialized.get(body) ?? {};
  let text = hal ? forms.hal : forms.json;
  if (text === undefined) {
    // The route's serializer is a JSON one: it answers a string.
    text = reply.serialize(hal ? { ...body, _links: links() } : body) as string;
    serialized.set(body, hal ? { ...forms, hal: text } : { ...forms, json: text });
  }
  return reply.type(hal ? HAL : JSON_TYPE).send(text);
}

export interface PageResult<T> {
  items: T[];
  total: number;
}

/** The HAL paged model: `_embedded.<listKey>`, `page`, `_links.self/next/last`. */
function pagedModel<T>(
  request: FastifyRequest,
  baseUrl: string,
  listKey: string,
  paging: Paging,
  result: PageResult<T>,
  hal = true,
) {
  const totalPages = Math.ceil(result.total / paging.size);
  const page = { size: paging.size, totalElements: result.total, totalPages, number: paging.page };
  // The plain form is the same object without `_links`.
  if (!hal) return { _embedded: { [listKey]: result.items }, page };
  const links: Record<string, Link> = {
    self: { href: withQuery(baseUrl, request, { page: paging.page, size: paging.size }) },
  };
  if (paging.page + 1 < totalPages) {
    links.next = { href: withQuery(baseUrl, request, { page: paging.page + 1, size: paging.size }) };
  }
  links.last = {
    href: withQuery(baseUrl, request, { page: Math.max(totalPages - 1, 0), size: paging.size }),
  };
  return { _embedded: { [listKey]: result.items }, page, _links: links };
}

export function sendPage<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  baseUrl: string,
  listKey: string,
  paging: Paging,
  result: PageResult<T>,
  /** `plain`: always the plain form (the V2 stock, price and video lists have no links). */
  form: 'negotiated' | 'plain' = 'negotiated',
): FastifyReply {
  const hal = form === 'negotiated' && wantsHal(request);
  return reply.type(hal ? HAL : JSON_TYPE).send(pagedModel(request, baseUrl, listKey, paging, result, hal));
}

/** One page of a list read whole (a seller's brands, categories, accounts: tens, not thousands). */
export function pageOfArray<T>(items: T[], paging: Paging): PageResult<T> {
  const from = paging.page * paging.size;
  return { items: items.slice(from, from + paging.size), total: items.length };
}

const LinksSchema = Type.Record(Type.String(), Type.Object({ href: Type.String() }));

/** A single resource's response schema with its optional HAL `_links`. */
export function EntitySchema<T extends TObject>(schema: T) {
  return Type.Composite([schema, Type.Object({ _links: Type.Optional(LinksSchema) })]);
}

/** OpenAPI shape of a paged model, for route response schemas. */
export function PagedSchema(listKey: string, item: TSchema) {
  const Page = Type.Object({
    size: Type.Integer(),
    totalElements: Type.Integer(),
    totalPages: Type.Integer(),
    number: Type.Integer(),
  });
  return Type.Object({
    _embedded: Type.Object({ [listKey]: Type.Array(item) }),
    page: Page,
    _links: Type.Optional(LinksSchema),
  });
}
