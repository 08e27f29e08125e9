import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** Dated jobs (promotion windows, rule windows, retries far ahead), run when the clock reaches them. */
export const scheduledJobs = pgTable(
  'scheduled_jobs',
  {
    sellerId: text('seller_id'),
    id: text('id').primaryKey(),
    job: text('job').notNull(),
    /** Scheduling the same key again moves the existing entry instead of adding one. */
    key: text('key').notNull(),
    data: jsonb('data').notNull(),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'string' }).notNull(),
    status: text('status', { enum: ['PENDING', 'ENQUEUED', 'CANCELED'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (table) => [
    uniqueIndex('scheduled_jobs_key_idx').on(table.key),
    index('scheduled_jobs_due_idx')
      .on(table.runAt)
      .where(sql`${table.status} = 'PENDING'`),
  ],
);
