import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** End-to-end checks of the event pipeline: written by the api, consumed by a worker. */
export const opsProbes = pgTable('ops_probes', {
  sellerId: text('seller_id'),
  id: text('id').primaryKey(),
  requestedBy: text('requested_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'string' }),
  consumedBy: text('consumed_by'),
  deliveries: integer('deliveries').notNull().default(0),
});
