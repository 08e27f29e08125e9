import { sql } from 'drizzle-orm';
import { Pool } from 'undici';
import type { Executor } from '../../src/platform/db/connection.ts';
import { queryRows } from '../../src/platform/db/sql.ts';
import { newId } from '../../src/platform/ids.ts';
import { systemCtx } from '../../src/platform/context.ts';
import { connectedAccount, connectorFor } from '../../src/modules/marketplaces/index.ts';
import { takeInOrders } from '../../src/modules/orders/orders.service.ts';
import { percentile, sellerToken, type Scenario, serviceCaller } from '../harness.ts';
import { measured } from '../profile.ts';

const QUEUE_BATCH = 50;
const SKUS = 40;
const CONNECTIONS = 8;
/** Orders per channel sync page: a connector ingests a page in one transaction. */
const PAGE = 50;

/** Waits until every outbox event is relayed and every job (consumers, pushes) has run. */
async function untilQuiet(db: Executor, timeoutMs = 120_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const [{ busy }] = (await queryRows<{ busy: number }>(
      db,
      sql`select (select count(*)::int from outbox_events where dispatched_at is null)
               + (select count(*)::int from pgboss.job
                   where state in ('created', 'retry', 'active') and start_after <= now()) as busy`,
    )) as [{ busy: number }];
    if (busy === 0) return;
    if (performance.now() > deadline) throw new Error(`still ${busy} events or jobs pending`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Issue 9. Ingestion: sandbox orders through `POST /integration/sandbox/orders` (channel profile,
 * cost enrichment, stock reservation, queue entry and OrderCreated, one transaction each), against
 * raw single-row inserts of the very same order rows into the same table in the same run. Queue: two
 * pollers of one seller drain the CREATED queue (GET a batch, DELETE its ids) as fast as they can.
 */
export const scenario: Scenario = {
  name: 'orders',
  aim: 'ingestion ≥ 0.25 × raw inserts',
  async run(h) {
    const service = await h.startService();
    try {
      const { sellerId, token } = await sellerToken(
        service,
        ['order:edit', 'product:edit', 'stock:edit', 'bffweb:marketplaces'],
        { sandbox: true },
      );
      const db = service.rt.database.db;
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const call = serviceCaller(service, token);
      // The channel keeps no memory of its sales here: this measures order intake alone.
      await call('POST', '/bffweb/marketplaces', {
        platform: 'SANDBOX_ML',
        settings: { settlements: false },
      });
      const created = (await call('POST', '/integration/products', {
        externalId: 'BENCH-O',
        title: 'Garrafa',
        productCosts: { inboundFreight: 1.2, packaging: 0.5 },
        variations: Array.from({ length: SKUS }, (_, i) => ({ sku: `BENCH-O-${i}`, cost: 10 + i })),
      })) as { variations: { skuId: string }[] };
      const skuIds = created.variations.map((v) => v.skuId);
      await call(
        'PUT',
        '/integration/stocks/list',
        skuIds.map((skuId) => ({ skuId, stock: 1_000_000 })),
      );
      // Orders spread over the catalog, as a seller's are: two SKUs each, rotating.
      let sent = 0;
      const body = () => {
        const n = sent++;
        return JSON.stringify({
          platform: 'SANDBOX_ML',
          items: [
            { skuId: skuIds[(2 * n) % SKUS], qty: 2, salePrice: 89.9, originalPrice: 99.9 },
            { skuId: skuIds[(2 * n + 1) % SKUS], qty: 1, salePrice: 39.9 },
          ],
          totalFreight: 19.9,
          customer: { name: 'Ana', document: '12345678909' },
        });
      };
      const latencies: number[] = [];
      let failures = 0;
      const cpuBefore = process.cpuUsage();
      const loadEnd = performance.now() + h.seconds * 1000;
      // Keep-alive connections through undici's own client, like autocannon in the other scenarios:
      // `fetch` spent about a fifth of this process's CPU on web streams, charged to the service.
      const client = new Pool(service.baseUrl, { connections: CONNECTIONS, pipelining: 1 });
      await measured('sandbox ingestion', () =>
        Promise.all(
          Array.from({ length: CONNECTIONS }, async () => {
            while (performance.now() < loadEnd) {
              const at = performance.now();
              const response = await client.request({
                method: 'POST',
                path: '/integration/sandbox/orders',
                headers,
                body: body(),
              });
              await response.body.dump();
              if (response.statusCode === 201) latencies.push(performance.now() - at);
              else failures++;
            }
          }),
        ),
      );
      await client.close();
      const cpu = process.cpuUsage(cpuBefore);
      const cpuMsPerOrder = (cpu.user + cpu.system) / 1000 / latencies.length;
      const ingest = {
        non2xx: failures,
        errors: 0,
        p50Ms: Math.round(percentile(latencies, 50)),
        p99Ms: Math.round(percentile(latencies, 99)),
      };
      if (ingest.non2xx > 0 || ingest.errors > 0) {
        throw new Error(`ingestion: ${ingest.non2xx} non-2xx, ${ingest.errors} errors`);
      }
      // Requests still in flight when the load stops complete afterwards: count once the total holds.
      const countOrders = async () =>
        (
          await queryRows<{ n: number }>(
            db,
            sql`select count(*)::int as n from orders where seller_id = ${sellerId}`,
          )
        )[0]!.n;
      let ordersIn = await countOrders();
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        const now = await countOrders();
        if (now === ordersIn) break;
        ordersIn = now;
      }
      // SANDBOX_ML does not split orders: one order row per request.
      if (ordersIn !== latencies.length)
        throw new Error(`${latencies.length} orders answered, ${ordersIn} stored`);
      const ordersPerSecond = latencies.length / h.seconds;
      await untilQuiet(db);
      // The connector path: pages of channel orders (as a channel sync fetches them), one
      // transaction per page, with the same enrichment, reservations, queue entries and events.
      const ctx = systemCtx(service.rt, sellerId, 'bench');
      const account = (await connectedAccount(ctx, 'SANDBOX_ML'))!;
      const connector = connectorFor(service.rt, 'SANDBOX_ML');
      const page = async () =>
        (
          await Promise.all(
            Array.from({ length: PAGE }, () => {
              const n = sent++;
              return connector.simulateOrders!(account, {
                items: [
                  { skuId: skuIds[(2 * n) % SKUS]!, qty: 2, salePrice: '89.90', originalPrice: '99.90' },
                  { skuId: skuIds[(2 * n + 1) % SKUS]!, qty: 1, salePrice: '39.90' },
                ],
                totals: { totalFreight: '19.90' },
                customer: { name: 'Ana', document: '12345678909' },
              });
            }),
          )
        ).flat();
      let paged = 0;
      const pageEnd = performance.now() + h.seconds * 1000;
      await Promise.all(
        Array.from({ length: h.databaseKind === 'postgres' ? 2 : 1 }, async () => {
          while (performance.now() < pageEnd) {
            // Not `paged += await …`: that reads `paged` before the wait and loses the other lane's pages.
            const { ingested } = await takeInOrders(ctx, account, await page(), {});
            paged += ingested.length;
          }
        }),
      );
      const pagedPerSecond = paged / h.seconds;
      ordersIn = await countOrders();
      if (ordersIn !== latencies.length + paged)
        throw new Error(`${ordersIn} orders stored, ${paged} counted`);

      const enriched = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from orders where seller_id = ${sellerId} and cost_status = 'ENRICHED'`,
      );

      // The baseline runs on a quiet service: the events and jobs the ingestion left behind would
      // otherwise slow the raw inserts down and flatter the ratio.
      await untilQuiet(db);

      // The same rows, inserted raw: one single-row transaction each, as the harness baseline does.
      const [template] = await queryRows<Record<string, unknown>>(
        db,
        sql`select * from orders where seller_id = ${sellerId} limit 1`,
      );
      const lanes = h.databaseKind === 'postgres' ? 4 : 1;
      let raw = 0;
      const deadline = performance.now() + h.seconds * 1000;
      await Promise.all(
        Array.from({ length: lanes }, async () => {
          while (performance.now() < deadline) {
            const id = newId('ord');
            await db.transaction(async (tx) => {
              await tx.execute(
                sql`insert into orders (seller_id, id, platform, account_id, marketplace_order_id, status, items, totals,
                      customer, sku_refs, cost_status, total_cost, gross_margin_pct, created_at, updated_at)
                    values ('bench-raw', ${id}, ${template!.platform}, ${template!.account_id}, ${id}, 'CREATED',
                      ${JSON.stringify(template!.items)}::jsonb, ${JSON.stringify(template!.totals)}::jsonb,
                      ${JSON.stringify(template!.customer)}::jsonb, string_to_array(${(template!.sku_refs as string[]).join(',')}, ','),
                      ${template!.cost_status}, ${template!.total_cost}, ${template!.gross_margin_pct}, now(), now())`,
              );
            });
            raw++;
          }
        }),
      );
      const rawPerSecond = raw / h.seconds;

      // Two pollers drain the CREATED queue, each confirming the ids it got.
      let confirmed = 0;
      let polls = 0;
      const started = performance.now();
      const poller = async () => {
        for (;;) {
          const batch = (await call('GET', `/integration/orders/queue/CREATED?size=${QUEUE_BATCH}`)) as {
            _embedded: { orderApiDTOList: { id: string }[] };
          };
          polls++;
          const ids = batch._embedded.orderApiDTOList.map((o) => o.id);
          if (ids.length === 0) return;
          const done = (await call('DELETE', '/integration/orders/queue/CREATED', ids)) as {
            confirmed: number;
          };
          confirmed += done.confirmed;
        }
      };
      await Promise.all([poller(), poller()]);
      const drainSeconds = (performance.now() - started) / 1000;
      if (confirmed !== ordersIn) throw new Error(`queue confirmed ${confirmed} of ${ordersIn} orders`);
      const drained = confirmed / drainSeconds;
      return [
        {
          scenario: 'orders: sandbox ingestion with enrichment (orders/s)',
          figure: ordersPerSecond,
          unit: 'orders/s',
          baseline: rawPerSecond,
          baselineName: 'raw single-row inserts of the same order rows',
          ratio: ordersPerSecond / rawPerSecond,
          aim: '≥ 0.25',
          note: `${latencies.length} orders over ${CONNECTIONS} connections and ${SKUS} SKUs, p50 ${ingest.p50Ms} ms, p99 ${ingest.p99Ms} ms, ${cpuMsPerOrder.toFixed(2)} ms of this process's CPU per order; ${enriched[0]?.n} of ${ordersIn} ENRICHED`,
        },
        {
          scenario: `orders: connector ingestion in pages of ${PAGE} with enrichment (orders/s)`,
          figure: pagedPerSecond,
          unit: 'orders/s',
          baseline: rawPerSecond,
          baselineName: 'raw single-row inserts of the same order rows',
          ratio: pagedPerSecond / rawPerSecond,
          aim: '≥ 0.25',
          note: `${paged} orders`,
        },
        {
          scenario: 'orders: queue drained by two pollers (orders confirmed/s)',
          figure: drained,
          unit: 'orders/s',
          baseline: null,
          baselineName: null,
          ratio: null,
          aim: 'no order lost',
          note: `${confirmed} orders in ${polls} polls of ${QUEUE_BATCH}, ${drainSeconds.toFixed(1)} s, none lost`,
        },
      ];
    } finally {
      await service.stop();
    }
  },
};
