import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { Runtime } from '../runtime.ts';
import { DomainError } from './errors.ts';
import { idempotencyKeys } from './idempotency.tables.ts';
import { hooksOf, methodsOf } from './route-hooks.ts';

/** How long a response is replayed for its key (the key's row is deleted after, `idempotency-purge.ts`). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const REPLAYED_HEADERS = ['content-type', 'location'];

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: { scope: string; key: string };
  }
  interface FastifyContextConfig {
    /**
     * A POST that changes nothing (a computation such as a freight quote): it takes no
     * Idempotency-Key, since repeating it is already harmless (PLT-57).
     */
    writesNothing?: boolean;
  }
}

type Done = (error: Error | null, payload?: unknown) => void;

function scopeOf(request: FastifyRequest): string {
  const ctx = request.ctx;
  return ctx.sellerId ?? (ctx.clientId ? `client:${ctx.clientId}` : 'anonymous');
}

function hashOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

/**
 * `Idempotency-Key` on POST writes (not on routes marked `writesNothing`): the first response is
 * stored and replayed for 24 h; the same key with a different request is 422; a key whose first
 * request is still running is 409. A 5xx is not stored, so the caller may retry with the same key.
 */
export function registerIdempotency(app: FastifyInstance, rt: Runtime): void {
  const db = rt.database.db;

  // Requests without a key (nearly all) pass with done() and no promise (see app.ts); the others
  // return the promise of claimOrReplay.
  const claim = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const key = request.headers['idempotency-key'];
    if (request.method !== 'POST' || key === undefined) return done();
    return claimOrReplay(request, reply, key);
  };
  const recordHook = (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: Done) => {
    const marker = request.idempotency;
    if (!marker) return done(null, payload);
    return record(request, reply, payload, marker);
  };
  // Only the routes that take POST and write get the hooks: on the others Fastify skips the
  // preHandler step altogether, and the onSend step runs one hook fewer (PLT-46, PLT-57). First of
  // the route's own hooks, as when they were global.
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!methodsOf(route).includes('POST') || route.config?.writesNothing) return;
    route.preHandler = [claim, ...hooksOf(route.preHandler)];
    route.onSend = [recordHook, ...hooksOf(route.onSend)];
  });

  async function claimOrReplay(request: FastifyRequest, reply: FastifyReply, key: string | string[]) {
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw new DomainError('validation-failed', 'Idempotency-Key must be 1-255 visible ASCII characters', {
        field: 'Idempotency-Key',
      });
    }
    const scope = scopeOf(request);
    const requestHash = hashOf(request);
    const now = rt.clock.now();
    const expiredBefore = new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString();
    await db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.sellerId, scope),
          eq(idempotencyKeys.key, key),
          sql`${idempotencyKeys.createdAt} < ${expiredBefore}`,
        ),
      );
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ sellerId: scope, key, requestHash, createdAt: now.toISOString() })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) {
      request.idempotency = { scope, key };
      return;
    }
    const [stored] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.sellerId, scope), eq(idempotencyKeys.key, key)));
    if (!stored) throw new DomainError('idempotency-key-in-use', 'Retry the request');
    if (stored.requestHash !== requestHash) throw new DomainError('idempotency-key-reused');
    if (stored.statusCode === null) throw new DomainError('idempotency-key-in-use');
    for (const [name, value] of Object.entries((stored.headers ?? {}) as Record<string, string>)) {
      reply.header(name, value);
    }
    reply.header('Idempotent-Replayed', 'true');
    return reply.code(stored.statusCode).send(stored.body ?? '');
  }

  async function record(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    marker: { scope: string; key: string },
  ) {
    request.idempotency = undefined;
    const where = and(eq(idempotencyKeys.sellerId, marker.scope), eq(idempotencyKeys.key, marker.key));
    if (reply.statusCode >= 500) {
      await db.delete(idempotencyKeys).where(where);
      return payload;
    }
    const headers: Record<string, string> = {};
    for (const name of REPLAYED_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    const body =
      typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';
    await db.update(idempotencyKeys).set({ statusCode: reply.statusCode, headers, body }).where(where);
    return payload;
  }
}
