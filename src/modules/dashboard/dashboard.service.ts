import type { Ctx } from '../../platform/context.ts';
import { adsWithChannelErrors } from '../ads/index.ts';
import { skuCostCoverage } from '../catalog/index.ts';
import { orderFigures, workQueueCounts } from '../orders/index.ts';
import { ruleCoverageAlerts } from '../price-formation/index.ts';
import { heldPriceCount } from '../prices/index.ts';
import { reconciliationFigures } from '../reconciliation/index.ts';
import { failingWebhookCount } from '../webhooks/index.ts';
import { dayIn } from '../../platform/day.ts';

/**
 * The seller's back office at a glance: today's sales in the seller's time zone and what needs
 * attention, each figure read through the module that owns it.
 */
export async function dashboard(ctx: Ctx, timeZone: string) {
  const day = dayIn(ctx.rt.clock.now(), timeZone);
  // Independent reads: one round trip's wait for the lot.
  const [today, work, coverage, webhooks, ads, skus, held, money] = await Promise.all([
    orderFigures(ctx, day.start.toISOString(), day.end.toISOString()),
    workQueueCounts(ctx, { now: ctx.rt.clock.now(), dayEnd: day.end }),
    ruleCoverageAlerts(ctx),
    failingWebhookCount(ctx),
    adsWithChannelErrors(ctx),
    skuCostCoverage(ctx),
    heldPriceCount(ctx),
    reconciliationFigures(ctx),
  ]);
  return {
    date: day.date,
    timeZone,
    today: {
      orders: today.orders,
      revenue: Number(today.revenue),
      contributionMargin: Number(today.contributionMargin),
      ordersWithoutCost: today.ordersWithoutCost,
      ordersOnExpectedBasis: today.ordersOnExpectedBasis,
      ordersOnPaidBasis: today.ordersOnPaidBasis,
    },
    moneyIn: money,
    orderQueues: {
      toInvoice: work.TO_INVOICE,
      shipToday: work.SHIP_TODAY,
      late: work.LATE,
      problem: work.PROBLEM,
    },
    alerts: {
      ruleCoverage: coverage,
      failingWebhooks: webhooks,
      adsWithChannelErrors: ads,
      skusWithoutCost: skus.withoutCost,
      skus: skus.skus,
      heldPrices: held,
    },
  };
}
