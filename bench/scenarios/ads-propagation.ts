import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/platform/db/sql.ts';
import { percentile, sellerToken, type Row, type Scenario, serviceCaller } from '../harness.ts';
import { measured } from '../profile.ts';
import { sandboxProfiles } from '../../src/modules/marketplaces/sandbox/sandbox.profiles.ts';

const VARIATIONS = 10;
const CHANGES = Number(process.env.BENCH_ADS_CHANGES ?? 200);
/** Each rate a row of its own, on the same service one after the other; aims from issue 26. */
const RATES = [
  { rate: 50, aimMs: 100 },
  { rate: 200, aimMs: 300 },
];

/**
 * Issue 5: a product with 10 variations published on 8 marketplaces (80 ads). Title changes are
 * sent at a steady rate (50 per second, then 200 per second: issue 26); each one's latency is the time
 * from its 202 until every one of the 80 sandbox items (and so every ad) holds that title or a newer
 * one. The reference system takes about 30 s.
 */
export const scenario: Scenario = {
  name: 'ads-propagation',
  aim: 'p99 < 100 ms at 50 changes/s, < 300 ms at 200 changes/s',
  async run(h): Promise<Row[]> {
    const service = await h.startService();
    try {
      const { sellerId, token } = await sellerToken(service, [
        'product:edit',
        'bffweb:ads',
        'bffweb:marketplaces',
      ]);
      const call = serviceCaller(service, token);
      const platforms = sandboxProfiles.slice(0, 8).map((p) => p.platform);
      for (const platform of platforms) await call('POST', '/bffweb/marketplaces', { platform });
      const product = (title: string, variations: { skuId?: string; sku: string }[]) => ({
        externalId: 'BENCH-1',
        title,
        dimension: { weight: 1, height: 10, width: 10, length: 10 },
        variations: variations.map((v, i) => ({ ...v, attributes: [{ name: 'Cor', value: `C${i}` }] })),
      });
      const created = await call(
        'POST',
        '/integration/products',
        product(
          'T000000',
          Array.from({ length: VARIATIONS }, (_, i) => ({ sku: `BENCH-${i}` })),
        ),
      );
      const variations = created.variations as { sku: string; skuId: string }[];
      for (const v of variations) {
        for (const platform of platforms)
          await call('POST', '/bffweb/ads', { originSkuId: v.skuId, platform });
      }
      const db = service.rt.database.db;
      const watermark = async () => {
        const [row] = await queryRows<{ n: number; low: string | null }>(
          db,
          sql`select count(*)::int as n, min(fields->>'title') as low from sandbox_items where seller_id = ${sellerId}`,
        );
        return row!.n === VARIATIONS * platforms.length ? row!.low : null;
      };
      const waitFor = async (title: string, timeoutMs: number) => {
        const deadline = performance.now() + timeoutMs;
        while (performance.now() < deadline) {
          const low = await watermark();
          if (low && low >= title) return;
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        const [state] = await queryRows<Record<string, unknown>>(
          db,
          sql`select count(*) filter (where sync_version > published_version) as behind, min(name) as low_name,
                     (select count(*) from ad_claims c where c.seller_id = ${sellerId} and c.claimed_until > now())
                       as claimed, max(last_error) as error
              from ads where seller_id = ${sellerId} and not is_parent`,
        );
        throw new Error(
          `ads did not converge on ${title} within ${timeoutMs} ms (sandbox at ${await watermark()}, ads ${JSON.stringify(state)})`,
        );
      };
      await waitFor('T000000', 60_000);

      // One burst at a steady rate: each change's latency, from its 202 until every item holds it.
      const burst = async (rate: number, changes: number, first: number) => {
        const acked: number[] = [];
        const seen: number[] = [];
        const titles = Array.from({ length: changes }, (_, i) => `T${String(first + i).padStart(6, '0')}`);
        let next = 0;
        let polling = true;
        // One poller records, for every change, the first moment all 80 items hold it or a newer title.
        const poller = (async () => {
          while (polling) {
            const low = await watermark();
            const now = performance.now();
            while (next < changes && low && low >= titles[next]! && acked[next] !== undefined)
              seen[next++] = now;
            await new Promise((resolve) => setTimeout(resolve, 2));
          }
        })();
        const start = performance.now();
        const putMs: number[] = [];
        let sentLast = start;
        const put = async (i: number) => {
          const sentAt = performance.now();
          await call('PUT', '/integration/products/BENCH-1', product(titles[i]!, variations));
          acked[i] = performance.now();
          putMs.push(acked[i] - sentAt);
        };
        // Open loop: change i leaves at start + i / rate whether or not the earlier ones were answered, so a
        // slow answer does not lower the load (no coordinated omission). Writes to the product queue on its
        // row lock; should two commit out of order, the older title lands last and the newer change counts as
        // seen only once a later one lands, which can only lengthen its latency. The last change waits for all
        // the others, so the final title is the last one sent.
        const sent = (async () => {
          const inFlight: Promise<void>[] = [];
          for (let i = 0; i < changes - 1; i++) {
            const due = start + (i * 1000) / rate;
            await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
            sentLast = performance.now();
            inFlight.push(put(i));
          }
          await Promise.all(inFlight);
          await put(changes - 1);
        })();
        try {
          await sent;
          await waitFor(titles.at(-1)!, 60_000);
          const deadline = performance.now() + 5_000;
          while (next < changes && performance.now() < deadline)
            await new Promise((resolve) => setTimeout(resolve, 10));
        } finally {
          polling = false;
          await poller;
        }
        const latencies = titles.map((_, i) => (seen[i] ?? Number.NaN) - acked[i]!);
        return {
          p99: percentile(latencies, 99),
          p50: percentile(latencies, 50),
          achieved: (changes - 2) / ((sentLast - start) / 1000),
          putP99: percentile(putMs, 99),
        };
      };

      const rows: Row[] = [];
      let first = 1;
      for (const { rate, aimMs } of RATES) {
        const changes = Math.max(CHANGES, rate * 4);
        const result = await measured(`${rate} changes/s`, () => burst(rate, changes, first));
        first += changes;
        const aim = `p99 < ${aimMs} ms`;
        rows.push({
          scenario: `ads-propagation: product change to 80 ads + sandbox at ${rate} changes/s, p99`,
          figure: result.p99,
          unit: 'ms',
          baseline: 30_000,
          baselineName: 'reference system (~30 s)',
          ratio: result.p99 / 30_000,
          aim: `${aim}: ${result.p99 < aimMs ? 'holds' : 'missed'}`,
          note: `p50 ${Math.round(result.p50)} ms, ${changes} changes sent at ${result.achieved.toFixed(1)}/s (aim ${rate}/s), PUT p99 ${Math.round(result.putP99)} ms`,
        });
      }
      return rows;
    } finally {
      await service.stop();
    }
  },
};
