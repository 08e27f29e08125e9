import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamptz as at } from '../../platform/db/columns.ts';

/** A seller's webhook endpoint and its subscription. */
export const webhooks = pgTable(
  'webhooks',
  {
    sellerId: text('seller_id').notNull(),
    id: text('id').notNull(),
    urlName: text('url_name').notNull(),
    url: text('url').notNull(),
    tokenHeader: text('token_header').notNull(),
    tokenValue: text('token_value').notNull(),
    statuses: text('statuses').array().notNull(),
    domains: text('domains').array().notNull(),
    status: text('status', { enum: ['ENABLED', 'DISABLED'] }).notNull(),
    disabledReason: text('disabled_reason'),
    disabledBy: text('disabled_by', { enum: ['SELLER', 'SYSTEM'] }),
    disabledAt: at('disabled_at'),
    /** First failure since the last success; drives the automatic disabling after 5 days. */
    failingSince: at('failing_since'),
    lastSuccessAt: at('last_success_at'),
    /** Standard Webhooks signing secret (`whsec_…`); the previous one stays valid for 24 h after a rotation. */
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: at('previous_secret_expires_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sellerId, table.id] }),
    uniqueIndex('webhooks_seller_url_name_idx').on(table.sellerId, table.urlName),
  ],
);

/**
 * One event for one webhook. The table is also the delivery queue: PENDING rows whose
 * `next_attempt_at` has come are claimed (with a lease, so a crashed worker's claims are retried)
 * and posted; a row ends DELIVERED, MISSED (a missed notification) or, for test
 * events, FAILED.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    sellerId: text('seller_id').notNull(),
    id: text('id').notNull(),
    webhookId: text('webhook_id').notNull(),
    eventId: text('event_id').notNull(),
    eventName: text('event_name').notNull(),
    domain: text('domain').notNull(),
    type: text('type').notNull(),
    resource: text('resource').notNull(),
    itemId: text('item_id').notNull(),
    relatedId: text('related_id'),
    accountId: text('account_id'),
    platform: text('platform'),
    tags: text('tags').array().notNull(),
    received: at('received').notNull(),
    test: boolean('test').notNull().default(false),
    status: text('status', { enum: ['PENDING', 'DELIVERED', 'MISSED', 'FAILED'] }).notNull(),
    /** AUTO follows the retry schedule; MANUAL (redelivery, resend, test) makes one attempt. */
    mode: text('mode', { enum: ['AUTO', 'MANUAL'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at'),
    leaseUntil: at('lease_until'),
    lastAttemptAt: at('last_attempt_at'),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    /**
     * A first automatic attempt that delivered is recorded on this row alone, not in
     * `webhook_attempts` (see WH-17): its latency and answer excerpt live here. Null once that
     * attempt is in the log, and for every other attempt.
     */
    lastLatencyMs: integer('last_latency_ms'),
    lastResponseExcerpt: text('last_response_excerpt'),
    deliveredAt: at('delivered_at'),
    missedAt: at('missed_at'),
    createdAt: at('created_at').notNull(),
    /**
     * The event's trace (W3C traceparent, null unless tracing was on): an attempt made after a claim,
     * a retry among them, continues it rather than starting a trace of its own.
     */
    traceParent: text('trace_parent'),
  },
  (table) => [
    primaryKey({ columns: [table.sellerId, table.id] }),
    uniqueIndex('webhook_deliveries_event_idx').on(table.sellerId, table.webhookId, table.eventId),
    index('webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'PENDING'`),
    index('webhook_deliveries_log_idx').on(table.sellerId, table.webhookId, table.createdAt),
    index('webhook_deliveries_missed_idx')
      .on(table.sellerId, table.received)
      .where(sql`${table.status} = 'MISSED'`),
  ],
);

/** Every attempt of a delivery, for the delivery log. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    sellerId: text('seller_id').notNull(),
    id: text('id').notNull(),
    deliveryId: text('delivery_id').notNull(),
    webhookId: text('webhook_id').notNull(),
    attempt: integer('attempt').notNull(),
    mode: text('mode', { enum: ['AUTO', 'MANUAL'] }).notNull(),
    at: at('at').notNull(),
    statusCode: integer('status_code'),
    latencyMs: integer('latency_ms').notNull(),
    responseExcerpt: text('response_excerpt'),
    error: text('error'),
    delivered: boolean('delivered').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sellerId, table.id] }),
    index('webhook_attempts_delivery_idx').on(table.sellerId, table.deliveryId),
  ],
);
