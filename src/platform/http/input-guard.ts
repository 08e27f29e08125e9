import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { MAX_JSON_DEPTH } from './bounds.ts';
import { DomainError } from './errors.ts';
import { fieldIssue, type FieldIssue } from './field-rules.ts';
import { hooksOf, methodsOf } from './route-hooks.ts';

type Issue = Pick<FieldIssue, 'field' | 'message'>;

/**
 * Why PostgreSQL could not store this text, or null: a text column refuses U+0000, and jsonb refuses
 * it and a lone surrogate (JSON.stringify writes one as an escape that jsonb cannot read).
 */
function textProblem(value: string): string | null {
  if (value.includes('\u0000')) return 'must not contain a NUL character (U+0000)';
  if (!value.isWellFormed()) return 'must be valid Unicode text (it holds a lone surrogate)';
  return null;
}

function refuse(issue: Issue): DomainError {
  return new DomainError('validation-failed', `${issue.field}: ${issue.message}`, {
    errors: [fieldIssue(issue.field, issue.message, 'unstorable-text')],
  });
}

/** The path as the router reads it; with a malformed escape elsewhere, its NULs still count. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text.replace(/%00/gi, '\u0000');
  }
}

/** The path parameter or query parameter holding text the database cannot store. */
function urlIssue(request: FastifyRequest): Issue | null {
  const [path = '', query] = (request.raw.url ?? '').split('?', 2);
  const pathProblem = textProblem(decoded(path));
  if (pathProblem) {
    const params = (request.params ?? {}) as Record<string, unknown>;
    const name = Object.keys(params).find(
      (key) => typeof params[key] === 'string' && textProblem(params[key]),
    );
    return { field: name && name !== '*' ? name : 'path', message: pathProblem };
  }
  if (query === undefined) return null;
  for (const [name, value] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
    for (const text of Array.isArray(value) ? value : [value]) {
      const problem = typeof text === 'string' ? textProblem(text) : null;
      if (problem) return { field: name, message: problem };
    }
    const keyProblem = textProblem(name);
    if (keyProblem) return { field: 'query', message: `has a parameter name that ${keyProblem}` };
  }
  return null;
}

type Found = { path: (string | number)[]; message: string } | null;

/** Depth-first search of a parsed JSON body; the path is built only for the value that fails. */
function findInJson(value: unknown, depth: number): Found {
  if (typeof value === 'string') {
    const message = textProblem(value);
    return message ? { path: [], message } : null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_JSON_DEPTH)
    return { path: [], message: `must not nest deeper than ${MAX_JSON_DEPTH} levels` };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findInJson(value[i], depth + 1);
      if (found) return { path: [i, ...found.path], message: found.message };
    }
    return null;
  }
  for (const [key, child] of Object.entries(value)) {
    const keyProblem = textProblem(key);
    if (keyProblem) return { path: [], message: `has a key that ${keyProblem}` };
    const found = findInJson(child, depth + 1);
    if (found) return { path: [key, ...found.path], message: found.message };
  }
  return null;
}

/** A parsed JSON (or form) body; upload routes hand over streams and buffers, which are not walked. */
function isJson(body: unknown): boolean {
  if (typeof body === 'string') return true;
  if (body === null || typeof body !== 'object') return false;
  const prototype = Object.getPrototypeOf(body) as unknown;
  return Array.isArray(body) || prototype === Object.prototype || prototype === null;
}

/** `['variations', 0, 'sku']` → `variations[0].sku`, as validation errors name fields. */
function fieldName(path: readonly (string | number)[]): string {
  return (
    path
      .map((part) => (typeof part === 'number' ? `[${part}]` : `.${part}`))
      .join('')
      .replace(/^\./, '') || 'body'
  );
}

/** preValidation: refuses a parsed JSON body holding what PostgreSQL cannot store (see below). */
export function guardBody(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: Error) => void,
): void {
  const body = request.body;
  if (!isJson(body)) return done();
  const found = findInJson(body, 1);
  done(found ? refuse({ field: fieldName(found.path), message: found.message }) : undefined);
}

/**
 * Refuses, before anything reads it, input PostgreSQL cannot store: U+0000 or lone surrogates in a
 * path, query or JSON body (value or key), and JSON nested deeper than MAX_JSON_DEPTH. A 400 naming
 * the field, for every route (unknown ones and unauthenticated callers too). Registered before
 * authorization so `GET /%00` never reaches a file lookup. See docs/decisions.md, "Input limits".
 * Unknown routes get the body check from their not-found handler (problem.ts).
 */
export function registerInputGuard(app: FastifyInstance): void {
  // done() rather than a promise: this runs on every request (see app.ts); only URLs with an escape
  // can carry such text (the HTTP parser refuses raw control bytes).
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.raw.url?.includes('%')) return done();
    const issue = urlIssue(request);
    done(issue ? refuse(issue) : undefined);
  });
  // Fastify reads no body for GET and HEAD: their routes skip the preValidation step (PLT-46).
  app.addHook('onRoute', (route: RouteOptions) => {
    if (methodsOf(route).every((method) => method === 'GET' || method === 'HEAD')) return;
    route.preValidation = [guardBody, ...hooksOf(route.preValidation)];
  });
}
