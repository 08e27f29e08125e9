import { sql } from 'drizzle-orm';
import { systemCtx } from '../../src/platform/context.ts';
import { queryRows } from '../../src/platform/db/sql.ts';
import { recompute } from '../../src/modules/reconciliation/reconciliation.store.ts';
import { sellerToken, type Scenario } from '../harness.ts';

const ORDERS = Number(process.env.BENCH_RECONCILIATION_ORDERS ?? 100_000);
/** Orders reconciled per call, as the settlement reading hands them over. */
const BATCH = 2000;
const AIM = '>= 0.3 x raw SQL join of the same rows';

/**
 * Issue 45: reconcile 100,000 orders with their settlements (read both, compute every line, store one
 * result per order with its events) as a ratio of a raw SQL join reading the same rows; and the peak
 * memory while it runs. Settlements are seeded still held (no paid-figure events), one in ten with a
 * commission above the order's, so the differences' events are written too.
 */
export const scenario: Scenario = {
  name: 'reconciliation',
  aim: AIM,
  async run(h) {
    const service = await h.startService();
    try {
      const { sellerId } = await sellerToken(service, [], { sandbox: true });
      const db = service.rt.database.db;
      await db.execute(
        sql`insert into orders (seller_id, id, platform, account_id, marketplace_order_id, status, items, totals,
              sku_refs, cost_status, created_at, updated_at)
            select ${sellerId}, 'ord_b' || n, 'SANDBOX_ML', 'acc_bench', 'MO-' || n, 'PAID',
              '[{"skuId":"sku_b","qty":2,"salePrice":"100.00"}]'::jsonb,
              '{"totalNet":"200.00","totalCommission":"28.00","serviceFee":"6.00","shippingCost":"22.50"}'::jsonb,
              '{}', 'NO_COST_DATA', now() - interval '1 day', now()
            from generate_series(1, ${ORDERS}) as n`,
      );
      await db.execute(
        sql`insert into reconciliation_settlements (seller_id, account_id, settlement_id, platform, marketplace_order_id,
              status, gross, net, charges, release_date, released_at, channel_updated_at, received_at)
            select ${sellerId}, 'acc_bench', 'PAY-' || n, 'SANDBOX_ML', 'MO-' || n, 'PENDING', 200,
              case when n % 10 = 0 then 139.50 else 143.50 end,
              jsonb_build_array(
                jsonb_build_object('kind', 'COMMISSION', 'amount', case when n % 10 = 0 then '32.00' else '28.00' end,
                  'description', 'tarifa de venda'),
                jsonb_build_object('kind', 'SHIPPING', 'amount', '22.50', 'description', 'custo de envio'),
                jsonb_build_object('kind', 'OTHER', 'amount', '6.00', 'description', 'custo fixo por venda')),
              now() + interval '14 days', null, now(), now()
            from generate_series(1, ${ORDERS}) as n`,
      );
      await db.execute(sql`analyze orders`);
      await db.execute(sql`analyze reconciliation_settlements`);

      // The baseline: the same rows, joined and read whole by PostgreSQL.
      let started = performance.now();
      const joined = await queryRows<{ marketplace_order_id: string }>(
        db,
        sql`select o.marketplace_order_id, o.totals, o.items, o.status, s.gross, s.net, s.charges, s.status as settled, s.release_date
            from orders o join reconciliation_settlements s
              on s.seller_id = o.seller_id and s.platform = o.platform and s.marketplace_order_id = o.marketplace_order_id
            where o.seller_id = ${sellerId}`,
      );
      const rawSeconds = (performance.now() - started) / 1000;
      if (joined.length !== ORDERS) throw new Error(`the join read ${joined.length} rows, not ${ORDERS}`);

      const ctx = systemCtx(service.rt, sellerId, 'bench');
      const ids = joined.map((row) => row.marketplace_order_id);
      let peakRss = process.memoryUsage().rss;
      const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
      started = performance.now();
      let written = 0;
      try {
        for (let i = 0; i < ids.length; i += BATCH) {
          written += await recompute(ctx, 'SANDBOX_ML', ids.slice(i, i + BATCH));
        }
      } finally {
        clearInterval(sampler);
      }
      const seconds = (performance.now() - started) / 1000;
      if (written !== ORDERS) throw new Error(`${written} orders reconciled, not ${ORDERS}`);
      const perSecond = ORDERS / seconds;
      const rawPerSecond = ORDERS / rawSeconds;
      return [
        {
          scenario: `reconciliation: ${ORDERS.toLocaleString('en-US')} orders (${h.databaseKind})`,
          figure: perSecond,
          unit: 'orders/s',
          baseline: rawPerSecond,
          baselineName: 'raw join rows/s',
          ratio: perSecond / rawPerSecond,
          aim: AIM,
          note: `${seconds.toFixed(1)} s`,
        },
        {
          scenario: `reconciliation: peak memory (${h.databaseKind})`,
          figure: peakRss / 1024 / 1024,
          unit: 'MiB rss',
          baseline: null,
          baselineName: null,
          ratio: null,
          aim: 'reported',
        },
      ];
    } finally {
      await service.stop();
    }
  },
};
