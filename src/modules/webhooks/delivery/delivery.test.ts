import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../../test/helpers/test-app.ts';
import {
  startReceiver,
  type Receiver,
  type ReceivedRequest,
} from '../../../../test/helpers/webhook-receiver.ts';
import { sql } from 'drizzle-orm';
import { FakeClock } from '../../../platform/clock.ts';
import { queryRows } from '../../../platform/db/sql.ts';
import { systemCtx, type Ctx } from '../../../platform/context.ts';
import { appendEvent } from '../../../platform/events/events.ts';
import { RETRY_DELAYS_MS } from '../domain/retry.ts';
import { purgeExpiredDeliveries } from './recording.ts';
import { createWebhook, getWebhook, rotateWebhookSecret, setWebhookEnabled } from '../webhooks.service.ts';
import { getDelivery, listDeliveries, redeliver, sendTestEvent } from './deliveries.ts';
import { listMissed, resendMissed } from './missed.ts';

/**
 * Standard Webhooks verification written from the public spec, independently of the service's
 * signing code: every `v1,` entry of the header is checked against each secret we hold.
 */
function verifyStandardWebhook(request: ReceivedRequest, secret: string): boolean {
  const id = String(request.headers['webhook-id']);
  const timestamp = String(request.headers['webhook-timestamp']);
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${request.raw}`).digest();
  return String(request.headers['webhook-signature'])
    .split(' ')
    .map((entry) => entry.split(','))
    .some(([version, signature]) => {
      if (version !== 'v1' || !signature) return false;
      const given = Buffer.from(signature, 'base64');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}

const page = { page: 0, size: 50 };

/** Deliveries cross the relay, a job queue and HTTP: on a busy machine that takes a while. */
const soon = <T>(check: () => Promise<T | undefined | false>) => eventually(check, 20_000);

describe('webhook delivery', () => {
  let t: TestApp;
  let receiver: Receiver;
  const clock = new FakeClock('2026-03-02T10:00:00.000Z');
  const ctxOf = (sellerId: string): Ctx => ({ ...systemCtx(t.rt, sellerId), requestId: 'test' });

  beforeAll(async () => {
    t = await createTestApp({ clock });
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  async function hook(
    sellerId: string,
    path: string,
    subscription: { statuses?: string[]; domains?: string[] },
  ) {
    return createWebhook(ctxOf(sellerId), {
      urlName: path.slice(1),
      url: receiver.url + path,
      token: { header: 'X-Feira-Token', value: `token-${path.slice(1)}` },
      statuses: (subscription.statuses ?? []) as never,
      domains: (subscription.domains ?? []) as never,
    });
  }

  /** Moves the fake clock past the jittered delay of retry number `retry` (1-based). */
  const passRetryDelay = (retry: number) =>
    clock.advance(Math.ceil(RETRY_DELAYS_MS[retry - 1]! * 1.1) + 1000);

  it('posts the spec envelope with the token header and a Standard Webhooks signature', async () => {
    const created = await hook('slr_env', '/env', { statuses: ['Criado'], domains: ['price'] });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const order = await appendEvent(ctxOf('slr_env'), 'order.OrderCreated', { orderId: 'ord_1' });
    const price = await appendEvent(ctxOf('slr_env'), 'price.PriceUpdated', {
      priceId: 'prc_1',
      skuId: 'sku_1',
      platform: 'SANDBOX',
    });
    const byRule = await appendEvent(ctxOf('slr_env'), 'price.PriceUpdated', {
      priceId: 'prc_2',
      skuId: 'sku_2',
      ruleId: 'rule_1',
    });
    // Not subscribed: neither the status nor the domain.
    await appendEvent(ctxOf('slr_env'), 'order.OrderPayed', { orderId: 'ord_1' });
    await appendEvent(ctxOf('slr_env'), 'stock.StockUpdated', { stockId: 'stk_1', skuId: 'sku_1' });
    const got = await soon(async () => (receiver.at('/env').length >= 3 ? receiver.at('/env') : undefined));

    const orderCall = got.find((r) => r.body.itemId === 'ord_1')!;
    expect(orderCall.headers['x-feira-token']).toBe('token-env');
    expect(orderCall.headers['content-type']).toBe('application/json');
    expect(orderCall.body).toEqual({
      resource: '/integration/orders/ord_1',
      domain: 'order',
      sellerId: 'slr_env',
      accountId: null,
      platform: null,
      itemId: 'ord_1',
      relatedId: null,
      type: 'OrderCreated',
      tags: [],
      attempts: 1,
      sent: clock.now().toISOString(),
      received: order.occurredAt,
    });
    expect(orderCall.headers['webhook-id']).toBe(order.id);
    expect(Number(orderCall.headers['webhook-timestamp'])).toBe(Math.floor(clock.now().getTime() / 1000));
    expect(verifyStandardWebhook(orderCall, created.secret)).toBe(true);
    expect(
      verifyStandardWebhook({ ...orderCall, raw: orderCall.raw.replace('ord_1', 'ord_2') }, created.secret),
    ).toBe(false);

    expect(got.find((r) => r.body.itemId === 'prc_1')!.body).toMatchObject({
      resource: '/integration/prices/bysku?skuId=sku_1',
      domain: 'price',
      relatedId: 'sku_1',
      platform: 'SANDBOX',
      type: 'PriceUpdated',
      received: price.occurredAt,
    });
    expect(got.find((r) => r.body.itemId === 'prc_2')!.body).toMatchObject({
      type: 'price.updated',
      received: byRule.occurredAt,
    });
    // Give the unsubscribed events time to arrive if they wrongly would, then check they did not.
    await appendEvent(ctxOf('slr_env'), 'order.OrderCreated', { orderId: 'ord_last' });
    await soon(async () => receiver.at('/env').some((r) => r.body.itemId === 'ord_last'));
    expect(receiver.at('/env').map((r) => r.body.type)).not.toContain('OrderPayed');
    expect(receiver.at('/env').map((r) => r.body.domain)).not.toContain('stock');
  });

  it('retries a failing receiver on the schedule: three calls with attempts 1, 2, 3 and the same dedupe key', async () => {
    const created = await hook('slr_retry', '/flaky', { domains: ['stock'] });
    receiver.on('/flaky', (_request, nth) => (nth <= 2 ? { status: 500, body: 'boom' } : { status: 204 }));
    await appendEvent(ctxOf('slr_retry'), 'stock.StockUpdated', { stockId: 'stk_9', skuId: 'sku_9' });
    await soon(async () => receiver.at('/flaky').length === 1);
    const [delivery] = (await listDeliveries(ctxOf('slr_retry'), created.id, {}, page)).items;
    await soon(async () => (await getDelivery(ctxOf('slr_retry'), created.id, delivery!.id)).attempts === 1);

    passRetryDelay(1);
    await soon(async () => receiver.at('/flaky').length === 2);
    await soon(async () => (await getDelivery(ctxOf('slr_retry'), created.id, delivery!.id)).attempts === 2);
    passRetryDelay(2);
    await soon(async () => receiver.at('/flaky').length === 3);

    const calls = receiver.at('/flaky');
    expect(calls.map((r) => r.body.attempts)).toEqual([1, 2, 3]);
    const keys = calls.map((r) => JSON.stringify([r.body.itemId, r.body.type, r.body.received]));
    expect(new Set(keys).size).toBe(1);
    expect(new Set(calls.map((r) => r.body.sent)).size).toBe(3);
    expect(new Set(calls.map((r) => r.headers['webhook-id'])).size).toBe(1);

    const detail = await soon(async () => {
      const d = await getDelivery(ctxOf('slr_retry'), created.id, delivery!.id);
      return d.status === 'DELIVERED' ? d : undefined;
    });
    expect(detail.attempts).toBe(3);
    expect(detail.attemptLog.map((a) => [a.attempt, a.statusCode, a.delivered])).toEqual([
      [1, 500, false],
      [2, 500, false],
      [3, 204, true],
    ]);
    expect(detail.attemptLog[0]).toMatchObject({ responseExcerpt: 'boom', error: 'HTTP 500', mode: 'AUTO' });
    expect(detail.attemptLog[0]!.latencyMs).toBeGreaterThanOrEqual(0);
    expect(detail.payload).toMatchObject({ attempts: 3, itemId: 'stk_9', relatedId: 'sku_9' });
    expect((await getWebhook(ctxOf('slr_retry'), created.id)).failingSince).toBeNull();
  });

  it('counts an answer slower than 5 seconds as a failure', async () => {
    const created = await hook('slr_slow', '/slow', { domains: ['product'] });
    receiver.on('/slow', () => ({ status: 200, delayMs: 6_000 }));
    await appendEvent(ctxOf('slr_slow'), 'product.VariationUpdated', { skuId: 'sku_s', productId: 'P-1' });
    const failed = await eventually(async () => {
      const [d] = (await listDeliveries(ctxOf('slr_slow'), created.id, {}, page)).items;
      return d && d.attempts === 1 ? getDelivery(ctxOf('slr_slow'), created.id, d.id) : undefined;
    }, 30_000);
    expect(failed.status).toBe('PENDING');
    expect(failed.attemptLog[0]).toMatchObject({ statusCode: null, delivered: false });
    expect(failed.attemptLog[0]!.error).toBe('timeout: no answer within 5000 ms');
    expect(failed.nextAttemptAt).not.toBeNull();
  });

  it('turns an exhausted delivery into a missed notification, which resend delivers', async () => {
    const created = await hook('slr_miss', '/down', { statuses: ['Cancelado'] });
    let up = false;
    receiver.on('/down', () => (up ? { status: 200 } : { status: 503 }));
    const event = await appendEvent(ctxOf('slr_miss'), 'order.OrderCanceled', { orderId: 'ord_m' });
    await soon(async () => receiver.at('/down').length === 1);
    for (let retry = 1; retry <= RETRY_DELAYS_MS.length; retry++) {
      const [d] = (await listDeliveries(ctxOf('slr_miss'), created.id, {}, page)).items;
      await soon(async () => (await getDelivery(ctxOf('slr_miss'), created.id, d!.id)).attempts === retry);
      passRetryDelay(retry);
      await soon(async () => receiver.at('/down').length === retry + 1);
    }
    expect(receiver.at('/down').map((r) => r.body.attempts)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const missed = await soon(async () => {
      const m = await listMissed(ctxOf('slr_miss'), {}, page);
      return m.total === 1 ? m.items[0] : undefined;
    });
    expect(missed).toMatchObject({
      urlName: 'down',
      webhookId: created.id,
      domain: 'order',
      type: 'OrderCanceled',
      itemId: 'ord_m',
      resource: '/integration/orders/ord_m',
      attempts: 8,
      lastStatusCode: 503,
      received: event.occurredAt,
    });
    expect(await listMissed(ctxOf('slr_miss'), { urlName: 'other' }, page)).toMatchObject({ total: 0 });
    expect(await listMissed(ctxOf('slr_miss'), { since: clock.now().toISOString() }, page)).toMatchObject({
      total: 0,
    });
    expect(
      await listMissed(ctxOf('slr_miss'), { domain: 'order', type: 'OrderCanceled' }, page),
    ).toMatchObject({
      total: 1,
    });
    // Another seller sees nothing of it, and cannot resend it.
    expect(await listMissed(ctxOf('slr_other'), {}, page)).toMatchObject({ total: 0 });
    await expect(resendMissed(ctxOf('slr_other'), { ids: [missed.id] })).rejects.toMatchObject({
      code: 'not-found',
    });

    up = true;
    expect(await resendMissed(ctxOf('slr_miss'), { ids: [missed.id] })).toEqual({
      count: 1,
      ids: [missed.id],
    });
    await soon(async () => receiver.at('/down').length === 9);
    const last = receiver.at('/down')[8]!;
    expect(last.body).toMatchObject({ attempts: 9, itemId: 'ord_m', received: event.occurredAt });
    const detail = await soon(async () => {
      const d = await getDelivery(ctxOf('slr_miss'), created.id, missed.id);
      return d.status === 'DELIVERED' ? d : undefined;
    });
    expect((await listMissed(ctxOf('slr_miss'), {}, page)).total).toBe(0);
    expect(detail.attemptLog.at(-1)).toMatchObject({ attempt: 9, mode: 'MANUAL', delivered: true });
  });

  it('keeps what a disabled endpoint misses for a window resend, and redelivers one delivery on demand', async () => {
    const created = await hook('slr_off', '/off', { domains: ['TAG'] });
    await setWebhookEnabled(ctxOf('slr_off'), created.id, false, 'maintenance');
    const since = clock.now().toISOString();
    await appendEvent(ctxOf('slr_off'), 'tag.TAG_PARTIALLY_COMPLETE', {
      groupId: 'grp_1',
      accountId: 'acc_1',
      platform: 'SANDBOX',
      packageIds: ['pkg_1', 'pkg_2'],
    });
    const missed = await soon(async () => {
      const m = await listMissed(ctxOf('slr_off'), {}, page);
      return m.total === 1 ? m.items[0] : undefined;
    });
    expect(missed).toMatchObject({ attempts: 0, lastError: 'endpoint disabled', domain: 'TAG' });
    expect(receiver.at('/off')).toHaveLength(0);

    await setWebhookEnabled(ctxOf('slr_off'), created.id, true);
    clock.advance(1000);
    expect(await resendMissed(ctxOf('slr_off'), { urlName: 'off', since, domain: 'TAG' })).toMatchObject({
      count: 1,
    });
    await soon(async () => receiver.at('/off').length === 1);
    expect(receiver.at('/off')[0]!.body).toMatchObject({
      domain: 'TAG',
      type: 'TAG_PARTIALLY_COMPLETE',
      itemId: 'grp_1',
      relatedId: 'pkg_1',
      accountId: 'acc_1',
      platform: 'SANDBOX',
      tags: ['TAG_PARTIALLY_COMPLETE'],
      resource: '/integration/tags/grp_1',
      attempts: 1,
    });

    await soon(
      async () => (await getDelivery(ctxOf('slr_off'), created.id, missed.id)).status === 'DELIVERED',
    );
    await redeliver(ctxOf('slr_off'), created.id, missed.id);
    await soon(async () => receiver.at('/off').length === 2);
    expect(receiver.at('/off')[1]!.body.attempts).toBe(2);
    await expect(redeliver(ctxOf('slr_other'), created.id, missed.id)).rejects.toMatchObject({
      code: 'not-found',
    });
  });

  it('keeps a first automatic attempt that delivered on its row, and moves it into the log on a redelivery', async () => {
    const created = await hook('slr_once', '/once', { domains: ['stock'] });
    receiver.on('/once', () => ({ status: 200, body: 'thanks' }));
    await appendEvent(ctxOf('slr_once'), 'stock.StockUpdated', { stockId: 'stk_o', skuId: 'sku_o' });
    const delivered = await soon(async () => {
      const [summary] = (await listDeliveries(ctxOf('slr_once'), created.id, {}, page)).items;
      return summary?.status === 'DELIVERED' ? summary : undefined;
    });
    const logged = async () =>
      (
        await queryRows<{ n: number }>(
          t.rt.database.db,
          sql`select count(*)::int as n from webhook_attempts where delivery_id = ${delivered.id}`,
        )
      )[0]!.n;
    // One row written for the whole attempt: the delivery's own.
    expect(await logged()).toBe(0);
    const first = {
      attempt: 1,
      mode: 'AUTO',
      statusCode: 200,
      responseExcerpt: 'thanks',
      error: null,
      delivered: true,
    };
    const detail = await getDelivery(ctxOf('slr_once'), created.id, delivered.id);
    expect(detail.attemptLog).toEqual([
      { ...first, at: delivered.lastAttemptAt, latencyMs: expect.any(Number) },
    ]);
    expect(detail.attemptLog[0]!.latencyMs).toBeGreaterThanOrEqual(0);

    receiver.on('/once', () => ({ status: 500, body: 'down now' }));
    clock.advance(1000);
    await redeliver(ctxOf('slr_once'), created.id, delivered.id);
    const again = await soon(async () => {
      const d = await getDelivery(ctxOf('slr_once'), created.id, delivered.id);
      return d.attempts === 2 && d.lastStatusCode === 500 ? d : undefined;
    });
    expect(again.attemptLog).toEqual([
      { ...first, at: delivered.lastAttemptAt, latencyMs: detail.attemptLog[0]!.latencyMs },
      expect.objectContaining({ attempt: 2, mode: 'MANUAL', statusCode: 500, responseExcerpt: 'down now' }),
    ]);
    expect(await logged()).toBe(2);
  });

  it('signs with both secrets for 24 hours after a rotation', async () => {
    const created = await hook('slr_rot', '/rot', { domains: ['product'] });
    const rotated = await rotateWebhookSecret(ctxOf('slr_rot'), created.id);
    expect(rotated.secret).not.toBe(created.secret);
    await appendEvent(ctxOf('slr_rot'), 'product.VariationCreated', { skuId: 'sku_r1', productId: 'P-r' });
    await soon(async () => receiver.at('/rot').length === 1);
    const during = receiver.at('/rot')[0]!;
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verifyStandardWebhook(during, rotated.secret)).toBe(true);
    expect(verifyStandardWebhook(during, created.secret)).toBe(true);

    clock.advance(24 * 60 * 60 * 1000 + 1000);
    await appendEvent(ctxOf('slr_rot'), 'product.VariationCreated', { skuId: 'sku_r2', productId: 'P-r' });
    await soon(async () => receiver.at('/rot').length === 2);
    const after = receiver.at('/rot')[1]!;
    expect(verifyStandardWebhook(after, rotated.secret)).toBe(true);
    expect(verifyStandardWebhook(after, created.secret)).toBe(false);
  });

  it('sends a test event once, and logs its outcome without making it a missed notification', async () => {
    const created = await hook('slr_test', '/test-endpoint', { statuses: ['Pago'] });
    receiver.on('/test-endpoint', () => ({ status: 404, body: 'no such route' }));
    const delivery = await sendTestEvent(ctxOf('slr_test'), created.id);
    await soon(async () => receiver.at('/test-endpoint').length === 1);
    expect(receiver.at('/test-endpoint')[0]!.body).toMatchObject({
      type: 'WebhookTest',
      domain: 'test',
      attempts: 1,
    });
    const detail = await soon(async () => {
      const d = await getDelivery(ctxOf('slr_test'), created.id, delivery.id);
      return d.status === 'FAILED' ? d : undefined;
    });
    expect(detail.attemptLog).toEqual([
      expect.objectContaining({
        statusCode: 404,
        responseExcerpt: 'no such route',
        error: 'HTTP 404',
        mode: 'MANUAL',
      }),
    ]);
    expect((await listMissed(ctxOf('slr_test'), {}, page)).total).toBe(0);
    expect((await getWebhook(ctxOf('slr_test'), created.id)).failingSince).toBeNull();
  });

  it('disables an endpoint that failed for 5 days, with the reason, and purges after 30 days', async () => {
    const created = await hook('slr_dead', '/dead', { domains: ['stock'] });
    receiver.on('/dead', () => ({ status: 302, headers: { location: 'https://elsewhere.example/' } }));
    const started = clock.now();
    await appendEvent(ctxOf('slr_dead'), 'stock.StockUpdated', { stockId: 'stk_d1', skuId: 'sku_d' });
    await soon(async () => receiver.at('/dead').length === 1);
    const first = await soon(async () => {
      const w = await getWebhook(ctxOf('slr_dead'), created.id);
      return w.failingSince ? w : undefined;
    });
    expect(first.failingSince).toBe(started.toISOString());
    expect(first.status).toBe('ENABLED');

    clock.advance(5 * 24 * 60 * 60 * 1000);
    await appendEvent(ctxOf('slr_dead'), 'stock.StockUpdated', { stockId: 'stk_d2', skuId: 'sku_d' });
    const disabled = await soon(async () => {
      const w = await getWebhook(ctxOf('slr_dead'), created.id);
      return w.status === 'DISABLED' ? w : undefined;
    });
    expect(disabled.disabledBy).toBe('SYSTEM');
    expect(disabled.disabledReason).toContain(started.toISOString());
    expect(disabled.disabledReason).toContain('redirect to https://elsewhere.example/ not followed');

    // Disabled: what is left of the schedule ends as missed notifications, not as calls.
    const calls = receiver.at('/dead').length;
    clock.advance(2 * 24 * 60 * 60 * 1000);
    await soon(async () => (await listMissed(ctxOf('slr_dead'), {}, page)).total === 2);
    expect(receiver.at('/dead').length).toBe(calls);

    clock.advance(31 * 24 * 60 * 60 * 1000);
    expect(await purgeExpiredDeliveries(t.rt)).toBeGreaterThanOrEqual(2);
    expect((await listMissed(ctxOf('slr_dead'), {}, page)).total).toBe(0);
    expect((await listDeliveries(ctxOf('slr_dead'), created.id, {}, page)).total).toBe(0);
  });
});
