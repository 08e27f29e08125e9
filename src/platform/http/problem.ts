import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { databaseInputError } from '../db/input-errors.ts';
import { databaseUnavailable, UNAVAILABLE_RETRY_SECONDS } from '../db/unavailable.ts';
import { guardBody } from './input-guard.ts';
import { DomainError, problemCatalogue, type ProblemCode, type ProblemSpec } from './errors.ts';
import { fieldIssue, type FieldIssue } from './field-rules.ts';

const PROBLEM_BASE = 'https://feira.dev/problems/';

interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance: string;
  requestId: string;
  [extra: string]: unknown;
}

function problemBody(
  request: FastifyRequest,
  code: ProblemCode,
  detail: string,
  extra: Record<string, unknown> = {},
): Problem {
  const spec: ProblemSpec = problemCatalogue[code];
  return {
    type: PROBLEM_BASE + code,
    title: spec.title,
    status: spec.status,
    detail,
    instance: request.url.split('?')[0] ?? request.url,
    requestId: request.id,
    ...(spec.key ? { key: spec.key } : {}),
    ...extra,
  };
}

function sendProblem(
  reply: FastifyReply,
  code: ProblemCode,
  detail: string,
  extra: Record<string, unknown> = {},
): FastifyReply {
  const body = problemBody(reply.request, code, detail, extra);
  return reply.code(body.status).type('application/problem+json').send(body);
}

interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** `/variations/0/ean` with a missing property `sku` → `variations[0].sku`. */
function fieldOf(issue: ValidationIssue, context: string | undefined): string {
  const pointer = (issue.instancePath ?? '')
    .split('/')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? `[${part}]` : `.${part}`))
    .join('')
    .replace(/^\./, '');
  const missing = issue.params?.missingProperty as string | undefined;
  const extra = issue.params?.additionalProperty as string | undefined;
  const leaf = missing ?? extra;
  const field = leaf ? (pointer ? `${pointer}.${leaf}` : leaf) : pointer;
  const prefix = context && context !== 'body' ? `${context}.` : '';
  return prefix + (field || context || 'body');
}

/** The validator's message; for a closed set, the values it accepts, so a caller can correct a typo. */
function messageOf(issue: ValidationIssue): string {
  const allowed = issue.params?.allowedValues;
  if (Array.isArray(allowed)) return `must be one of ${allowed.map(String).join(', ')}`;
  return issue.message ?? 'is invalid';
}

/** A schema refusal with its keyword and bound, for a client to word it in its own language. */
function issueOf(issue: ValidationIssue, context: string | undefined): FieldIssue {
  const limit = issue.params?.limit;
  const allowed = issue.params?.allowedValues;
  return {
    field: fieldOf(issue, context),
    message: messageOf(issue),
    keyword: issue.keyword ?? 'invalid',
    ...(typeof limit === 'number' ? { limit } : {}),
    ...(Array.isArray(allowed) ? { allowedValues: allowed } : {}),
  };
}

function statusCode(code: ProblemCode): number {
  return problemCatalogue[code].status;
}

/** Fastify's own errors, by code, mapped to our problem codes. */
const fastifyCodes: Record<string, ProblemCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported-media-type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload-too-large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformed-json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed-json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'validation-failed',
};

/** One error handler for the whole service: everything leaves as application/problem+json. */
export function registerProblemHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      const body = problemBody(request, error.code, error.message, error.details);
      if (body.status === 401) reply.header('WWW-Authenticate', 'Bearer');
      const retryAfter = error.details.retryAfterSeconds;
      if (typeof retryAfter === 'number') reply.header('Retry-After', String(retryAfter));
      return reply.code(body.status).type('application/problem+json').send(body);
    }
    if (error.validation) {
      const issues = (error.validation as ValidationIssue[]).map((issue) =>
        issueOf(issue, error.validationContext),
      );
      const first = issues[0];
      return sendProblem(
        reply,
        'validation-failed',
        first ? `${first.field}: ${first.message}` : error.message,
        { errors: issues },
      );
    }
    const mapped = error.code ? fastifyCodes[error.code] : undefined;
    if (mapped) return sendProblem(reply, mapped, error.message);
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return sendProblem(reply, 'malformed-json', `The request body is not valid JSON: ${error.message}`);
    }
    const refused = databaseInputError(error);
    if (refused) {
      // A schema let through what the database cannot hold: the caller's 400, and a warning so the
      // missing bound gets stated in the schema.
      request.log.warn({ err: error, sqlState: refused.sqlState }, 'database refused a request value');
      return sendProblem(
        reply,
        'validation-failed',
        // The database's own words stay in the log: they describe its internals, not the request.
        `A value cannot be stored: ${refused.column ? `field ${refused.column}` : 'a value of the request'} is outside what the database accepts`,
        refused.column
          ? {
              errors: [
                fieldIssue(refused.column, 'is outside what the database accepts', 'out-of-storage-range'),
              ],
            }
          : {},
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = (Object.keys(problemCatalogue) as ProblemCode[]).find((c) => statusCode(c) === status);
      return reply
        .code(status)
        .type('application/problem+json')
        .send({
          ...problemBody(request, code ?? 'validation-failed', error.message),
          status,
        });
    }
    if (databaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', String(UNAVAILABLE_RETRY_SECONDS));
      return sendProblem(reply, 'unavailable', 'The service is busy; retry shortly.');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(
      reply,
      'internal-error',
      `Something went wrong on our side. Quote request id ${request.id} when reporting it.`,
    );
  });

  // A body sent to no route is still checked like a route's (input-guard.ts).
  app.setNotFoundHandler({ preValidation: guardBody }, (request, reply) =>
    sendProblem(reply, 'not-found', `No route ${request.method} ${request.url.split('?')[0]}`),
  );
}
