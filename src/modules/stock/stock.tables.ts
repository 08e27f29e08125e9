import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz as ts } from '../../platform/db/columns.ts';

/**
 * The stock of a SKU: on hand over every warehouse, and what open orders reserve. Its id is the
 * internal stock id of `stock.StockUpdated`; writers lock this row to change one SKU at a time.
 */
export const stockItems = pgTable(
  'stock_items',
  {
    sellerId: text('seller_id').notNull(),
    skuId: text('sku_id').notNull(),
    id: text('id').notNull(),
    onHand: integer('on_hand').notNull(),
    reserved: integer('reserved').notNull(),
    /** Last write aimed at the SKU, even one that changed nothing. */
    updatedAt: ts('updated_at').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.skuId] }),
    uniqueIndex('stock_items_id_idx').on(t.sellerId, t.id),
  ],
);

/** On hand per warehouse (the V2 endpoint writes the `DEFAULT` one). */
export const stockWarehouses = pgTable(
  'stock_warehouses',
  {
    sellerId: text('seller_id').notNull(),
    skuId: text('sku_id').notNull(),
    warehouseId: text('warehouse_id').notNull(),
    onHand: integer('on_hand').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.skuId, t.warehouseId] })],
);

/** Units an order holds until it ships or is canceled (the orders module reserves and releases). */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    sellerId: text('seller_id').notNull(),
    orderId: text('order_id').notNull(),
    skuId: text('sku_id').notNull(),
    qty: integer('qty').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.orderId, t.skuId] }),
    index('stock_reservations_sku_idx').on(t.sellerId, t.skuId),
  ],
);

/** Units kept off a platform so its slow sync cannot oversell: per SKU, or for every SKU (`sku_id` `''`). */
export const stockBuffers = pgTable(
  'stock_buffers',
  {
    sellerId: text('seller_id').notNull(),
    platform: text('platform').notNull(),
    skuId: text('sku_id').notNull(),
    buffer: integer('buffer').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.platform, t.skuId] })],
);
