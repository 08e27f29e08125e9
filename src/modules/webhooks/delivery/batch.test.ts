import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../../test/helpers/test-app.ts';
import { startReceiver, type Receiver } from '../../../../test/helpers/webhook-receiver.ts';
import { FakeClock } from '../../../platform/clock.ts';
import { systemCtx, withTransaction, type Ctx } from '../../../platform/context.ts';
import { appendEvent, appendEvents } from '../../../platform/events/events.ts';
import { queryRows } from '../../../platform/db/sql.ts';
import { createWebhook, deleteWebhook, getWebhook } from '../webhooks.service.ts';
import { getDelivery, listDeliveries } from './deliveries.ts';

/** Deliveries cross the relay, a job queue and HTTP: on a busy machine that takes a while. */
const soon = <T>(check: () => Promise<T | undefined | false>) => eventually(check, 30_000);

/** Outcomes are recorded a batch at once: each delivery of a batch must still get its own. */
describe('webhook delivery in batches', () => {
  let t: TestApp;
  let receiver: Receiver;
  const clock = new FakeClock('2026-03-02T10:00:00.000Z');
  const ctxOf = (sellerId: string): Ctx => ({ ...systemCtx(t.rt, sellerId), requestId: 'test' });
  const page = { page: 0, size: 50 };

  beforeAll(async () => {
    t = await createTestApp({ clock });
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  const hook = (sellerId: string, path: string) =>
    createWebhook(ctxOf(sellerId), {
      urlName: path.slice(1),
      url: receiver.url + path,
      token: { header: 'X-Feira-Token', value: 'token' },
      domains: ['stock'] as never,
    });

  it('records each delivery of a batch with its own outcome when some fail and others succeed', async () => {
    const mixed = await hook('slr_batch', '/mixed');
    const down = await hook('slr_batch', '/down');
    const failing = new Set(['stk_1', 'stk_4']);
    receiver.on('/mixed', (request) =>
      failing.has(String(request.body.itemId)) ? { status: 500, body: 'no' } : { status: 204 },
    );
    receiver.on('/down', () => ({ status: 503 }));
    const stockIds = ['stk_0', 'stk_1', 'stk_2', 'stk_3', 'stk_4', 'stk_5'];
    // One transaction: one relay batch, one fan-out, the deliveries handed over and posted together.
    await withTransaction(ctxOf('slr_batch'), (tx) =>
      appendEvents(
        tx,
        stockIds.map((stockId) => ({
          name: 'stock.StockUpdated' as const,
          payload: { stockId, skuId: `sku_${stockId}` },
        })),
      ),
    );
    const settled = async (webhookId: string) => {
      const { items } = await listDeliveries(ctxOf('slr_batch'), webhookId, {}, page);
      return items.length === stockIds.length && items.every((d) => d.attempts === 1) ? items : undefined;
    };
    const onMixed = await soon(() => settled(mixed.id));
    const onDown = await soon(() => settled(down.id));

    for (const summary of onMixed) {
      const delivery = await getDelivery(ctxOf('slr_batch'), mixed.id, summary.id);
      const itemId = String(delivery.payload?.itemId);
      if (failing.has(itemId)) {
        expect(delivery).toMatchObject({ status: 'PENDING', attempts: 1, lastStatusCode: 500 });
        expect(delivery.nextAttemptAt).not.toBeNull();
        expect(delivery.attemptLog.map((a) => [a.attempt, a.statusCode, a.delivered, a.error])).toEqual([
          [1, 500, false, 'HTTP 500'],
        ]);
      } else {
        expect(delivery).toMatchObject({ status: 'DELIVERED', attempts: 1, lastStatusCode: 204 });
        expect(delivery.nextAttemptAt).toBeNull();
        expect(delivery.attemptLog.map((a) => [a.attempt, a.statusCode, a.delivered])).toEqual([
          [1, 204, true],
        ]);
      }
    }
    for (const summary of onDown) {
      const delivery = await getDelivery(ctxOf('slr_batch'), down.id, summary.id);
      expect(delivery).toMatchObject({ status: 'PENDING', attempts: 1, lastStatusCode: 503 });
      expect(delivery.attemptLog).toHaveLength(1);
    }
    // Health per endpoint: a success in the batch clears the streak, only failures start one.
    expect((await getWebhook(ctxOf('slr_batch'), mixed.id)).failingSince).toBeNull();
    expect((await getWebhook(ctxOf('slr_batch'), down.id)).failingSince).not.toBeNull();
    expect(new Set(receiver.at('/mixed').map((r) => r.body.itemId))).toEqual(new Set(stockIds));
  });

  it('posts again, rather than losing it, a delivery whose outcome could not be recorded', async () => {
    const created = await hook('slr_crash', '/crash');
    const db = t.rt.database.db;
    // The recording statement cannot run (it names the attempt log's table, renamed away): the post
    // happens, recording its outcome fails, as if the worker had died between the two.
    await db.execute(sql`alter table webhook_attempts rename to webhook_attempts_away`);
    try {
      const event = await appendEvent(ctxOf('slr_crash'), 'stock.StockUpdated', {
        stockId: 'stk_c',
        skuId: 'sku_c',
      });
      await soon(async () => receiver.at('/crash').length === 1);
      // Its lease lapses; a lease is only taken again once the failed recording is over.
      clock.advance(3 * 60_000);
      await soon(async () => receiver.at('/crash').length === 2);
      await db.execute(sql`alter table webhook_attempts_away rename to webhook_attempts`);
      // The second outcome may have failed to record too: then its lease lapses and it goes once more.
      clock.advance(3 * 60_000);
      const [summary] = (await listDeliveries(ctxOf('slr_crash'), created.id, {}, page)).items;
      const delivered = await soon(async () => {
        const d = await getDelivery(ctxOf('slr_crash'), created.id, summary!.id);
        return d.status === 'DELIVERED' ? d : undefined;
      });
      expect(delivered.attemptLog.map((a) => [a.attempt, a.statusCode, a.delivered])).toEqual([
        [1, 200, true],
      ]);
      const calls = receiver.at('/crash');
      expect(calls.length).toBeGreaterThanOrEqual(2);
      expect(new Set(calls.map((r) => r.headers['webhook-id']))).toEqual(new Set([event.id]));
      // Unrecorded attempts do not count: every post says it is the first.
      expect(calls.map((r) => r.body.attempts)).toEqual(calls.map(() => 1));
    } finally {
      await db
        .execute(sql`alter table if exists webhook_attempts_away rename to webhook_attempts`)
        .catch(() => undefined);
    }
  }, 90_000);

  it('writes no attempt log for a webhook deleted while its delivery was posting', async () => {
    const gone = await hook('slr_gone', '/gone');
    const later = await hook('slr_gone', '/later');
    // Both answer only after the delete; /later answers last, so once its attempt is recorded the
    // outcome posted to /gone has been recorded (or dropped) too: outcomes are recorded in order.
    // /gone fails: a first attempt that delivered writes no attempt-log line anyway (WH-17).
    receiver.on('/gone', () => ({ status: 503, delayMs: 1_000 }));
    receiver.on('/later', () => ({ status: 200, delayMs: 2_000 }));
    await appendEvent(ctxOf('slr_gone'), 'stock.StockUpdated', { stockId: 'stk_g', skuId: 'sku_g' });
    await soon(async () => receiver.at('/gone').length === 1 && receiver.at('/later').length === 1);
    await deleteWebhook(ctxOf('slr_gone'), gone.id);
    await soon(async () => {
      const [summary] = (await listDeliveries(ctxOf('slr_gone'), later.id, {}, page)).items;
      return summary?.attempts === 1;
    });
    const rows = await queryRows<{ n: number }>(
      t.rt.database.db,
      sql`select count(*)::int as n from webhook_attempts where webhook_id = ${gone.id}`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('makes no second delivery for an event relayed again, and still hands over the new one beside it', async () => {
    const again = await hook('slr_again', '/again');
    const first = await appendEvent(ctxOf('slr_again'), 'stock.StockUpdated', {
      stockId: 'stk_a1',
      skuId: 'sku_a1',
    });
    await soon(async () => receiver.at('/again').length === 1);
    // The first event goes through the relay once more, in one batch with a new one: the fan-out's
    // insert finds the first's delivery already there.
    await withTransaction(ctxOf('slr_again'), async (tx) => {
      await tx.db.execute(sql`update outbox_events set dispatched_at = null where id = ${first.id}`);
      await appendEvent(tx, 'stock.StockUpdated', { stockId: 'stk_a2', skuId: 'sku_a2' });
    });
    const deliveries = await soon(async () => {
      const { items } = await listDeliveries(ctxOf('slr_again'), again.id, {}, page);
      return items.length === 2 && items.every((d) => d.status === 'DELIVERED') ? items : undefined;
    });
    expect(deliveries.map((d) => d.attempts)).toEqual([1, 1]);
    // Give a wrongly handed-over second copy of the first event the time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.at('/again').map((r) => r.body.itemId)).toEqual(['stk_a1', 'stk_a2']);
  });

  it('lets a waiting delivery go when its lease runs out, and posts it once, after a claim', async () => {
    const slow = await hook('slr_lapse', '/lapse');
    // 64 posts to one endpoint at a time: the first 64 answer after a second, the other 6 wait here.
    receiver.on('/lapse', (_request, nth) => ({ status: 200, delayMs: nth <= 64 ? 1_000 : 0 }));
    const stockIds = Array.from({ length: 70 }, (_, i) => `stk_l${i}`);
    await withTransaction(ctxOf('slr_lapse'), (tx) =>
      appendEvents(
        tx,
        stockIds.map((stockId) => ({
          name: 'stock.StockUpdated' as const,
          payload: { stockId, skuId: 'sku_l' },
        })),
      ),
    );
    await soon(async () => receiver.at('/lapse').length === 64);
    // While the first 64 are answered, the waiting ones' 120 s lease gets too short for an attempt.
    clock.advance(110_000);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(receiver.at('/lapse')).toHaveLength(64);
    // Once it lapses, the sweep claims them again and they go, each once.
    clock.advance(20_000);
    await soon(async () => receiver.at('/lapse').length >= 70);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const items = receiver.at('/lapse').map((r) => String(r.body.itemId));
    expect(items.sort()).toEqual([...stockIds].sort());
    const delivered = await soon(async () => {
      const { items: rows } = await listDeliveries(ctxOf('slr_lapse'), slow.id, {}, { page: 0, size: 100 });
      return rows.length === 70 && rows.every((d) => d.status === 'DELIVERED' && d.attempts === 1)
        ? rows
        : undefined;
    });
    expect(delivered).toHaveLength(70);
  }, 60_000);
});
