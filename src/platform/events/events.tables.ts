import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** The transactional outbox: events are written with the state change, then relayed to consumers. */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    sellerId: text('seller_id'),
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'string' }).notNull(),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true, mode: 'string' }),
    /** The trace the event was appended in (W3C traceparent), null unless tracing was on. */
    traceParent: text('trace_parent'),
  },
  (table) => [
    index('outbox_events_pending_idx')
      .on(table.id)
      .where(sql`${table.dispatchedAt} is null`),
  ],
);
