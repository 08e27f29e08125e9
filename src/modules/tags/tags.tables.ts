import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz as ts } from '../../platform/db/columns.ts';

/** A label request for a set of orders on one platform (`tags/group`). */
export const tagGroups = pgTable(
  'tag_groups',
  {
    sellerId: text('seller_id').notNull(),
    id: text('id').notNull(),
    platform: text('platform').notNull(),
    accountId: text('account_id').notNull(),
    status: text('status', { enum: ['PROCESSING', 'COMPLETE', 'PARTIALLY_COMPLETE', 'ERROR'] }).notNull(),
    orders: jsonb('orders').$type<{ orderId: string; marketplaceOrderId: string }[]>().notNull(),
    error: text('error'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.id] })],
);

/** One package per order of a processed group: its label, or why the channel refused it. */
export const tagPackages = pgTable(
  'tag_packages',
  {
    sellerId: text('seller_id').notNull(),
    groupId: text('group_id').notNull(),
    orderId: text('order_id').notNull(),
    packageId: text('package_id'),
    status: text('status', { enum: ['GENERATED', 'REFUSED'] }).notNull(),
    refusalReason: text('refusal_reason'),
    format: text('format', { enum: ['ZPL', 'PDF'] }),
    content: text('content'),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.groupId, t.orderId] })],
);
