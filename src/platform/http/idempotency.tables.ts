import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Responses of POST writes sent with `Idempotency-Key`, replayed for 24 h. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The seller, or the client id for calls without a seller. */
    sellerId: text('seller_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still being processed. */
    statusCode: integer('status_code'),
    headers: jsonb('headers'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.sellerId, table.key] })],
);
