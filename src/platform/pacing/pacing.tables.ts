import { doublePrecision, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns.ts';

/**
 * The token buckets every process calling a channel shares (docs/decisions/operations.md, OPS-41): one row
 * per limit (an application's rate, an operation's usage plan for one selling partner). `tokens` may go
 * below zero: calls reserved ahead, each waiting for its own moment.
 */
export const pacingBuckets = pgTable('pacing_buckets', {
  key: text('key').primaryKey(),
  tokens: doublePrecision('tokens').notNull(),
  at: timestamptz('at').notNull(),
});
