import { and, eq, inArray } from 'drizzle-orm';
import { sellerOf, type Ctx } from '../../platform/context.ts';
import { notFound } from '../../platform/http/errors.ts';
import { variationSnapshots } from '../catalog/index.ts';
import { csvLine, orderCsvCells, orderCsvHeader } from './domain/order-csv.ts';
import { pickingLines } from './domain/picking.ts';
import type { OrderDto } from './orders.mapping.ts';
import { searchOrders, toDtos, type OrderSearch } from './orders.service.ts';
import { orders } from './orders.tables.ts';

/** The seller's orders of `orderIds`, as the caller may see them; an id not the seller's is not found. */
async function ordersOfIds(ctx: Ctx, orderIds: readonly string[]): Promise<OrderDto[]> {
  const unique = [...new Set(orderIds)];
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.sellerId, sellerOf(ctx)), inArray(orders.id, unique)));
  const found = new Set(rows.map((row) => row.id));
  const missing = unique.find((id) => !found.has(id));
  if (missing !== undefined) throw notFound('order', missing);
  return toDtos(ctx, rows);
}

/** The picking list of the orders: each SKU summed across them, with the catalog's title. */
export async function pickingList(ctx: Ctx, orderIds: readonly string[]) {
  const chosen = await ordersOfIds(ctx, orderIds);
  const lines = pickingLines(chosen);
  const titles = await variationSnapshots(
    ctx,
    lines.flatMap((line) => (line.skuId ? [line.skuId] : [])),
  );
  return {
    orders: chosen.length,
    lines: lines.map((line) => {
      const title = line.skuId ? titles.get(line.skuId)?.title : undefined;
      return title ? { ...line, title } : line;
    }),
  };
}

/** At most this many orders in one export: a bigger one is asked for by period (ORD-26). */
export const EXPORT_MAX = 10_000;
const EXPORT_PAGE = 500;

/** The orders of a search as CSV lines, header first, newest first, read a page at a time. */
export async function* ordersCsv(ctx: Ctx, filter: OrderSearch, timeZone: string): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(orderCsvHeader)}`;
  for (let page = 0; page * EXPORT_PAGE < EXPORT_MAX; page++) {
    const { items } = await searchOrders(ctx, filter, {
      page,
      size: EXPORT_PAGE,
      sort: { field: 'createdAt', direction: 'desc' },
    });
    for (const order of items) yield csvLine(orderCsvCells(order, timeZone));
    if (items.length < EXPORT_PAGE) return;
  }
}
