import http from 'node:http';
import type { Row, Scenario } from '../harness.ts';
import { measured } from '../profile.ts';
import { systemCtx, withTransaction } from '../../src/platform/context.ts';
import { appendEvent, appendEvents, type EventDraft } from '../../src/platform/events/events.ts';
import { createWebhook } from '../../src/modules/webhooks/webhooks.service.ts';
import { WebhookSender } from '../../src/modules/webhooks/delivery/sender.ts';

/**
 * Webhook delivery (issue 8). A local receiver counts what reaches it. Throughput: a burst of
 * stock events is committed and timed until every delivery has arrived, against a raw keep-alive
 * HTTP POST loop to the same receiver in the same run (the most a single sender loop gets out of
 * that receiver). Latency: events committed one transaction each at 500 events/s, timed from each
 * commit to its arrival at the receiver.
 */
interface Receiver {
  url: string;
  /** First arrival of each `webhook-id` (the event's id; the raw loop numbers its requests). */
  arrivals: Map<string, number>;
  count: number;
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const receiver = { url: '', arrivals: new Map<string, number>(), count: 0 } as Receiver;
  const server = http.createServer({ keepAliveTimeout: 30_000 }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      receiver.count++;
      // The same work for deliveries and the raw loop: read the body, note the id's first arrival.
      const id = String(req.headers['webhook-id']);
      if (!receiver.arrivals.has(id)) receiver.arrivals.set(id, performance.now());
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  receiver.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return receiver;
}

/**
 * POSTs a delivery-sized body in `loops` loops over keep-alive connections for `seconds`; requests
 * per second. It sends through the deliveries' own client (WebhookSender: undici, a keep-alive pool
 * per origin, one request at a time per connection), so the ratio compares the delivery pipeline
 * with the same client posting as fast as it can, not with another HTTP client's speed.
 */
async function rawPostLoop(url: string, seconds: number, loops: number): Promise<number> {
  const sender = new WebhookSender({ allowInsecure: true, timeoutMs: 5000, maxSocketsPerOrigin: loops });
  const body = JSON.stringify({
    resource: '/integration/stock/sku_01JBENCH0000000000000000',
    domain: 'stock',
    sellerId: 'slr_01JBENCH0000000000000000',
    accountId: null,
    platform: null,
    itemId: 'stk_01JBENCH0000000000000000',
    relatedId: 'sku_01JBENCH0000000000000000',
    type: 'StockUpdated',
    tags: [],
    attempts: 1,
    sent: new Date().toISOString(),
    received: new Date().toISOString(),
  });
  let sent = 0;
  const post = async () => {
    const outcome = await sender.post(`${url}/raw`, { 'webhook-id': `raw_${loops}_${sent++}` }, body);
    if (outcome.error) throw new Error(`raw POST failed: ${outcome.error}`);
  };
  const deadline = performance.now() + seconds * 1000;
  let done = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: loops }, async () => {
      while (performance.now() < deadline) {
        await post();
        done++;
      }
    }),
  );
  const rate = done / ((performance.now() - started) / 1000);
  await sender.close();
  return rate;
}

async function until(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!check()) {
    if (performance.now() > deadline) throw new Error('deliveries did not all arrive in time');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const scenario: Scenario = {
  name: 'webhooks',
  aim: '>= 0.6 x raw POST loop; p99 < 40 ms at 500 events/s',
  async run(h) {
    const receiver = await startReceiver();
    const service = await h.startService();
    try {
      const { rt } = service;
      const ctx = (sellerId: string) => systemCtx(rt, sellerId, 'bench');
      for (const seller of ['slr_bench_burst', 'slr_bench_rate']) {
        await createWebhook(ctx(seller), {
          urlName: 'bench',
          url: `${receiver.url}/${seller}`,
          token: { header: 'X-Feira-Token', value: 'bench' },
          domains: ['stock'],
        });
      }
      // Warm up connections and the pipeline.
      const warm = await appendEvent(ctx('slr_bench_burst'), 'stock.StockUpdated', {
        stockId: 'warm',
        skuId: 'warm',
      });
      await until(() => receiver.arrivals.has(warm.id), 30_000);

      const rawSequential = await rawPostLoop(receiver.url, Math.min(h.seconds, 5), 1);
      const rawConcurrent = await rawPostLoop(receiver.url, Math.min(h.seconds, 5), 64);

      // Throughput: a burst, committed in transactions of 1,000 events.
      const burst = Math.max(5000, Math.round(rawSequential * h.seconds * 0.5));
      const before = receiver.arrivals.size;
      const started = performance.now();
      await measured('burst', async () => {
        for (let i = 0; i < burst; i += 1000) {
          const drafts: EventDraft[] = [];
          for (let j = i; j < Math.min(burst, i + 1000); j++) {
            drafts.push({ name: 'stock.StockUpdated', payload: { stockId: `b${j}`, skuId: `sku_${j}` } });
          }
          await withTransaction(ctx('slr_bench_burst'), (tx) => appendEvents(tx, drafts));
        }
        await until(() => receiver.arrivals.size - before >= burst, 300_000);
      });
      const deliveriesPerSecond = burst / ((performance.now() - started) / 1000);

      // Latency at 500 events/s, one transaction per event, as business writes make them.
      const committed = new Map<string, number>();
      const total = 500 * h.seconds;
      const writes: Promise<void>[] = [];
      const start = performance.now();
      await measured('500 events/s', async () => {
        for (let i = 0; i < total; i++) {
          const due = start + i * 2;
          const wait = due - performance.now();
          if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
          writes.push(
            withTransaction(ctx('slr_bench_rate'), (tx) =>
              appendEvent(tx, 'stock.StockUpdated', { stockId: `r${i}`, skuId: `sku_${i}` }),
            ).then((event) => void committed.set(event.id, performance.now())),
          );
        }
        await Promise.all(writes);
        await until(() => [...committed.keys()].every((id) => receiver.arrivals.has(id)), 120_000);
      });
      const latencies = [...committed].map(([id, at]) => receiver.arrivals.get(id)! - at);
      const rate = total / ((Math.max(...committed.values()) - start) / 1000);

      const p99 = percentile(latencies, 99);
      const rows: Row[] = [
        {
          scenario: 'webhooks: deliveries/s (burst) vs raw keep-alive POST loop',
          figure: deliveriesPerSecond,
          unit: 'deliveries/s',
          baseline: rawSequential,
          baselineName: 'raw POST loop req/s',
          ratio: deliveriesPerSecond / rawSequential,
          aim: `>= 0.6: ${deliveriesPerSecond / rawSequential >= 0.6 ? 'holds' : 'missed'}`,
          note: `${burst} events`,
        },
        {
          scenario: 'webhooks: deliveries/s (burst) vs 64 concurrent raw POST loops',
          figure: deliveriesPerSecond,
          unit: 'deliveries/s',
          baseline: rawConcurrent,
          baselineName: '64 raw loops req/s',
          ratio: deliveriesPerSecond / rawConcurrent,
          aim: 'reference',
        },
        {
          scenario: 'webhooks: p99 commit -> delivery at 500 events/s',
          figure: p99,
          unit: 'ms',
          baseline: null,
          baselineName: null,
          ratio: null,
          aim: `< 40 ms: ${p99 < 40 ? 'holds' : 'missed'}`,
          note: `p50 ${percentile(latencies, 50).toFixed(1)} ms, ${rate.toFixed(0)} events/s achieved`,
        },
      ];
      return rows;
    } finally {
      await service.stop();
      await receiver.close();
    }
  },
};
