import { fieldIssue, type FieldRule } from './field-rules.ts';

/**
 * Domain errors: services throw them with a code and never know HTTP. The code is mapped once, here,
 * to a status and a problem type. Modules add their codes to `problemCatalogue`.
 */
export interface ProblemSpec {
  status: number;
  title: string;
  /** The spec's error `key`, where it names one. */
  key?: string;
}

export const problemCatalogue = {
  'validation-failed': { status: 400, title: 'The request is not valid' },
  'malformed-json': { status: 400, title: 'The request body is not valid JSON' },
  'invalid-paging': { status: 400, title: 'Invalid paging parameters' },
  unauthorized: { status: 401, title: 'A valid access token is required' },
  'insufficient-scope': { status: 403, title: 'The token lacks a required scope' },
  forbidden: { status: 403, title: 'Not allowed' },
  'csrf-token-invalid': { status: 403, title: 'The CSRF token of the web session is missing or wrong' },
  'invalid-credentials': { status: 401, title: 'Wrong e-mail or password' },
  'token-renewal-discontinued': { status: 410, title: 'Token renewal is discontinued: use OAuth 2.0' },
  'not-found': { status: 404, title: 'Not found' },
  'method-not-allowed': { status: 405, title: 'Method not allowed' },
  conflict: { status: 409, title: 'Conflict' },
  'idempotency-key-in-use': {
    status: 409,
    title: 'A request with this Idempotency-Key is still in progress',
  },
  gone: { status: 410, title: 'Gone' },
  'payload-too-large': { status: 413, title: 'The request body is too large' },
  'unsupported-media-type': { status: 415, title: 'Unsupported content type' },
  'idempotency-key-reused': {
    status: 422,
    title: 'This Idempotency-Key was already used with a different request',
  },
  unprocessable: { status: 422, title: 'The request cannot be processed' },
  'rate-limited': { status: 429, title: 'Too many requests' },
  'invalid-ean-list': { status: 400, title: 'The EAN list is not valid', key: 'invalid.ean.list' },
  'ean-patch-conflict': { status: 409, title: 'The EAN already belongs to another variation' },
  'product-already-exists': { status: 409, title: 'A product with this externalId already exists' },
  'sku-already-exists': { status: 409, title: 'The sku already belongs to another product' },
  'webhook-url-not-allowed': { status: 400, title: 'The webhook URL is not allowed' },
  'quote-url-not-allowed': { status: 400, title: 'The carrier quote URL is not allowed' },
  'webhook-url-name-taken': { status: 409, title: 'Another webhook of this seller has this urlName' },
  'delivery-in-progress': { status: 409, title: 'The delivery is being attempted right now' },
  'platform-not-connected': { status: 422, title: 'The platform is not connected for this seller' },
  'channel-refused': { status: 422, title: 'The channel refused the request' },
  'ad-already-exists': { status: 409, title: 'The variation already has an ad on this platform' },
  'freight-band-overlap': {
    status: 400,
    title: 'The weight band overlaps another band of the same carrier, region and service',
  },
  'freight-import-invalid': { status: 400, title: 'The carrier table has rows that cannot be imported' },
  'freight-sku-without-dimensions': {
    status: 404,
    title: 'The SKU has no weight or dimensions to quote freight',
  },
  'freight-region-without-carrier': {
    status: 422,
    title: 'The postal code is in a region that no carrier of the seller serves',
  },
  'promotion-status-conflict': { status: 409, title: 'The promotion is not in a status that allows this' },
  'invalid-order-transition': {
    status: 409,
    title: 'The order cannot move to this status from its current one',
  },
  'invoice-already-issued': {
    status: 409,
    title: 'The order already has an invoice: cancel it before attaching another',
  },
  'tracking-by-channel': {
    status: 409,
    title: "The channel's logistics track this order's parcel: its tracking comes from the channel",
  },
  'sandbox-disabled': { status: 403, title: 'Sandbox orders can only be created on a sandbox seller' },
  'invalid-objective': { status: 400, title: 'The objective cannot be reached: no price satisfies it' },
  'unsupported-driver': { status: 400, title: 'The objective driver is not supported' },
  'rule-status-conflict': {
    status: 409,
    title: 'The price formation rule is not in a status that allows this',
  },
  'channel-not-configured': { status: 409, title: 'This channel is not configured on the service' },
  'channel-connect-required': {
    status: 409,
    title: "This channel's accounts are connected through its own consent page",
  },
  'internal-error': { status: 500, title: 'Internal error' },
  unavailable: { status: 503, title: 'Service unavailable' },
} satisfies Record<string, ProblemSpec>;

export type ProblemCode = keyof typeof problemCatalogue;

export class DomainError extends Error {
  readonly code: ProblemCode;
  readonly details: Record<string, unknown>;
  constructor(code: ProblemCode, detail?: string, details: Record<string, unknown> = {}) {
    super(detail ?? problemCatalogue[code].title);
    this.name = 'DomainError';
    this.code = code;
    this.details = details;
  }
}

export const notFound = (what: string, id: string) =>
  new DomainError('not-found', `${what} ${JSON.stringify(id)} was not found`, { resource: what, id });

/** A 400 about one request field, in the `errors` form the problem documents describe (with its rule). */
export function invalidField(
  field: string,
  message: string,
  rule: FieldRule,
  options: {
    code?: 'validation-failed' | 'webhook-url-not-allowed' | 'quote-url-not-allowed';
    other?: string;
    limit?: number;
  } = {},
): DomainError {
  const { code = 'validation-failed', ...extra } = options;
  return new DomainError(code, `${field}: ${message}`, {
    field,
    errors: [fieldIssue(field, message, rule, extra)],
  });
}
