import { orderTotalFields } from '../marketplaces/index.ts';
import { toCents } from './domain/money.ts';
import { profitability, trendOf, type Profitability } from './domain/profitability.ts';
import type { OrderStatus } from './domain/status.ts';
import type { orders } from './orders.tables.ts';
import { iso } from '../../platform/time.ts';
import { othersOf, type MarginWindow } from './orders.trend.ts';

export type OrderRow = typeof orders.$inferSelect;

/** Timestamps read back from the database come in its text form; the API speaks ISO 8601 UTC. */

const compact = <T extends Record<string, unknown>>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null)) as T;

/**
 * OrderApiDTO. What the channel did not inform is left out, never zero;
 * buyer and address are left out without `order:customer-data`; profitability only when ENRICHED.
 */
export function orderDto(row: OrderRow, options: { withholdBuyer: boolean; margins: MarginWindow }) {
  const totals: Record<string, number> = {};
  for (const field of orderTotalFields) {
    const value = row.totals[field];
    if (value !== undefined) totals[field] = toCents(value);
  }
  let block: Profitability | undefined;
  if (row.costStatus === 'ENRICHED' && row.totalCost !== null) {
    block = profitability(
      row.totals,
      row.totalCost,
      trendOf(row.grossMarginPct, othersOf(row, options.margins)),
      row.paidFigures,
    );
  }
  return compact({
    id: row.id,
    marketplaceOrderId: row.marketplaceOrderId,
    platform: row.platform,
    accountId: row.accountId,
    status: row.status as OrderStatus,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    paidAt: row.paidAt ? iso(row.paidAt) : undefined,
    shipBy: row.shipBy ? iso(row.shipBy) : undefined,
    tracking: row.trackingCode
      ? compact({
          code: row.trackingCode,
          carrier: row.trackingCarrier ?? undefined,
          url: row.trackingUrl ?? undefined,
        })
      : undefined,
    cancelReason: row.cancelReason ?? undefined,
    items: row.items.map((item) =>
      compact({
        skuId: item.skuId || undefined,
        sku: item.sku,
        channelItemId: item.channelItemId,
        notLinked: item.notLinked,
        qty: item.qty,
        originalPrice: item.originalPrice === undefined ? undefined : toCents(item.originalPrice),
        salePrice: toCents(item.salePrice),
        discount: item.discount
          ? { discount: toCents(item.discount.value), percentage: item.discount.percentage }
          : undefined,
      }),
    ),
    ...totals,
    invoice: row.invoice ?? undefined,
    customer: options.withholdBuyer ? undefined : (row.customer ?? undefined),
    shippingAddress: options.withholdBuyer ? undefined : (row.shippingAddress ?? undefined),
    costEnrichmentStatus: row.costStatus,
    totalCost: block?.totalCost,
    grossProfit: block?.grossProfit,
    grossMargin: block?.grossMarginPct,
    profitability: block,
  });
}

export type OrderDto = ReturnType<typeof orderDto>;
