import { createRequire } from 'node:module';
import type { FastifyReply } from 'fastify';

/**
 * Fastify keeps a reply's headers in a plain object under a symbol of its own until it writes them; each
 * `reply.header` lower-cases the name and stores it in that object by a computed key, which V8 runs as a
 * generic keyed store: for the eight headers every answer carries that was ~5 % of an authenticated GET's
 * CPU. Handing Fastify one object copied from a template is one allocation (PLT-45). The symbol is not
 * part of Fastify's typed API: it is checked at start-up, and the header tests fail if it ever moves.
 */
const { kReplyHeaders } = createRequire(import.meta.url)('fastify/lib/symbols.js') as {
  kReplyHeaders?: unknown;
};
if (typeof kReplyHeaders !== 'symbol') throw new Error('fastify/lib/symbols.js has no kReplyHeaders');
const HEADERS: symbol = kReplyHeaders;

/** Replaces the headers of a reply nothing has set a header of yet (names in lower case). */
export function setReplyHeaders(reply: FastifyReply, headers: Record<string, string>): void {
  (reply as unknown as Record<symbol, Record<string, string>>)[HEADERS] = headers;
}
