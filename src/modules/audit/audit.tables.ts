import { index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz as ts } from '../../platform/db/columns.ts';

/**
 * The change history: one row per entity a caller (app, web user or operator) changed, written in
 * the transaction of the change (docs/decisions.md OPS-21). Ids are time-sortable, so the primary key
 * is also the history's order.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    sellerId: text('seller_id').notNull(),
    id: text('id').notNull(),
    at: ts('at').notNull(),
    actorKind: text('actor_kind', { enum: ['APP', 'USER', 'OPERATOR'] }).notNull(),
    actorId: text('actor_id').notNull(),
    /** The app a user acted through (a user-delegated token); null for a web session or an app itself. */
    viaClientId: text('via_client_id'),
    requestId: text('request_id').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.id] }),
    index('audit_entries_entity_idx').on(t.sellerId, t.entity, t.id),
    // The retention purge deletes by age across sellers.
    index('audit_entries_at_idx').on(t.at),
  ],
);
