import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { sellerOf, withTransaction, type Ctx } from '../../../platform/context.ts';
import { DomainError, notFound } from '../../../platform/http/errors.ts';
import type { PageResult, Paging } from '../../../platform/http/hal.ts';
import { newId } from '../../../platform/ids.ts';
import { iso, isoOrNull } from '../../../platform/time.ts';
import { findWebhook } from '../webhooks.service.ts';
import { buildEnvelope, type WebhookEnvelope } from '../domain/envelope.ts';
import { DELIVERY_CHANNEL } from './claimed.ts';
import { webhookAttempts, webhookDeliveries } from '../webhooks.tables.ts';
import { selectPage } from '../../../platform/db/page.ts';

type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** Wakes the dispatchers: a delivery is due now. */
export const wake = (ctx: Ctx) => ctx.db.execute(sql`select pg_notify(${DELIVERY_CHANNEL}, '')`);

/**
 * A test event through the real delivery path (signature, token, log), tried once: it shows
 * whether the endpoint works, and never becomes a missed notification.
 */
export async function sendTestEvent(ctx: Ctx, id: string) {
  return withTransaction(ctx, async (tx) => {
    const hook = await findWebhook(tx, id);
    const now = tx.rt.clock.now().toISOString();
    const [row] = await tx.db
      .insert(webhookDeliveries)
      .values({
        sellerId: hook.sellerId,
        id: newId('dlv'),
        webhookId: hook.id,
        eventId: newId('evt'),
        eventName: 'webhook.Test',
        domain: 'test',
        type: 'WebhookTest',
        resource: `/bffweb/webhooks/${encodeURIComponent(hook.id)}`,
        itemId: hook.id,
        relatedId: null,
        accountId: null,
        platform: null,
        tags: [],
        received: now,
        test: true,
        status: 'PENDING',
        mode: 'MANUAL',
        nextAttemptAt: now,
        createdAt: now,
      })
      .returning();
    await wake(tx);
    return toDelivery(row!);
  });
}

function toDelivery(row: DeliveryRow) {
  return {
    id: row.id,
    webhookId: row.webhookId,
    eventId: row.eventId,
    domain: row.domain,
    type: row.type,
    resource: row.resource,
    itemId: row.itemId,
    relatedId: row.relatedId,
    received: iso(row.received),
    test: row.test,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'PENDING' ? isoOrNull(row.nextAttemptAt) : null,
    lastAttemptAt: isoOrNull(row.lastAttemptAt),
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    deliveredAt: isoOrNull(row.deliveredAt),
    missedAt: isoOrNull(row.missedAt),
    createdAt: iso(row.createdAt),
  };
}
export type Delivery = ReturnType<typeof toDelivery>;

function envelopeOf(row: DeliveryRow): WebhookEnvelope | null {
  if (row.attempts === 0 || !row.lastAttemptAt) return null;
  return buildEnvelope(
    {
      sellerId: row.sellerId,
      domain: row.domain as never,
      type: row.type,
      resource: row.resource,
      itemId: row.itemId,
      relatedId: row.relatedId,
      accountId: row.accountId,
      platform: row.platform,
      tags: row.tags,
      received: iso(row.received),
    },
    row.attempts,
    new Date(row.lastAttemptAt),
  );
}

export async function listDeliveries(
  ctx: Ctx,
  webhookId: string,
  filter: { status?: DeliveryRow['status'] },
  paging: Paging,
): Promise<PageResult<Delivery>> {
  const sellerId = sellerOf(ctx);
  await findWebhook(ctx, webhookId);
  const where = and(
    eq(webhookDeliveries.sellerId, sellerId),
    eq(webhookDeliveries.webhookId, webhookId),
    filter.status ? eq(webhookDeliveries.status, filter.status) : undefined,
  );
  const order = [desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id)];
  const { rows, total } = await selectPage(ctx.db, webhookDeliveries, where, order, paging);
  return { items: rows.map(toDelivery), total };
}

async function findDelivery(ctx: Ctx, webhookId: string, deliveryId: string): Promise<DeliveryRow> {
  const [row] = await ctx.db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.sellerId, sellerOf(ctx)),
        eq(webhookDeliveries.webhookId, webhookId),
        eq(webhookDeliveries.id, deliveryId),
      ),
    );
  if (!row) throw notFound('delivery', deliveryId);
  return row;
}

/** One delivery with every attempt: time, status code, latency, response excerpt, error. */
export async function getDelivery(ctx: Ctx, webhookId: string, deliveryId: string) {
  const row = await findDelivery(ctx, webhookId, deliveryId);
  const attempts = await ctx.db
    .select()
    .from(webhookAttempts)
    .where(and(eq(webhookAttempts.sellerId, row.sellerId), eq(webhookAttempts.deliveryId, row.id)))
    .orderBy(asc(webhookAttempts.at), asc(webhookAttempts.id));
  const attemptLog = attempts.map((a) => ({
    attempt: a.attempt,
    mode: a.mode,
    at: iso(a.at),
    statusCode: a.statusCode,
    latencyMs: a.latencyMs,
    responseExcerpt: a.responseExcerpt,
    error: a.error,
    delivered: a.delivered,
  }));
  // A first automatic attempt that delivered is kept on the row itself (WH-17); it is the first line.
  if (row.lastLatencyMs !== null && row.lastAttemptAt) {
    attemptLog.unshift({
      attempt: 1,
      mode: 'AUTO',
      at: iso(row.lastAttemptAt),
      statusCode: row.lastStatusCode,
      latencyMs: row.lastLatencyMs,
      responseExcerpt: row.lastResponseExcerpt,
      error: null,
      delivered: true,
    });
  }
  return { ...toDelivery(row), attemptLog, payload: envelopeOf(row) };
}

/**
 * Manual redelivery of one delivery, whatever its state: one attempt now, with the next attempt
 * number. A delivery waiting for a retry is simply tried now, keeping its schedule if it fails.
 */
export async function redeliver(ctx: Ctx, webhookId: string, deliveryId: string): Promise<Delivery> {
  return withTransaction(ctx, async (tx) => {
    const row = await findDelivery(tx, webhookId, deliveryId);
    const now = tx.rt.clock.now();
    if (row.leaseUntil && new Date(row.leaseUntil) > now) {
      throw new DomainError(
        'delivery-in-progress',
        'This delivery is being attempted; look again in a few seconds',
      );
    }
    const mode = row.status === 'PENDING' ? row.mode : 'MANUAL';
    const [updated] = await tx.db
      .update(webhookDeliveries)
      .set({ status: 'PENDING', mode, nextAttemptAt: now.toISOString() })
      .where(and(eq(webhookDeliveries.sellerId, row.sellerId), eq(webhookDeliveries.id, row.id)))
      .returning();
    await wake(tx);
    return toDelivery(updated!);
  });
}
