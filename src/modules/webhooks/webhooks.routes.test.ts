import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../../test/helpers/auth.ts';
import { expectTenancy } from '../../../test/helpers/tenancy.ts';
import { eventually } from '../../../test/helpers/test-app.ts';
import { startReceiver, type Receiver } from '../../../test/helpers/webhook-receiver.ts';
import { systemCtx } from '../../platform/context.ts';
import { appendEvent } from '../../platform/events/events.ts';
import { sellersSuite } from '../../../test/helpers/suite.ts';

/** Deliveries cross the relay, a job queue and HTTP: on a busy machine that takes a while. */
const soon = <T>(check: () => Promise<T | undefined | false>) => eventually(check, 20_000);

describe('webhook routes', () => {
  const s = sellersSuite({ scopes: ['bffweb:webhooks'] });
  let receiver: Receiver;

  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    s.t.app.inject({
      method,
      url,
      headers: { ...bearer(token), ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
    });

  const valid = (path: string) => ({
    urlName: path,
    url: `${receiver.url}/${path}`,
    token: { header: 'X-Feira-Token', value: 'partner-secret' },
    statuses: ['Criado', 'Pago', 'Excecao na entrega'],
    domains: ['product', 'price', 'stock', 'TAG'],
  });

  const countOf = async (token: string) =>
    (await call(token, 'GET', '/bffweb/webhooks')).json().page.totalElements;

  it('registers, reads, updates, disables, enables and deletes a webhook', async () => {
    const created = await call(s.tokenA, 'POST', '/bffweb/webhooks', valid('erp'));
    expect(created.statusCode).toBe(201);
    const hook = created.json();
    expect(hook).toMatchObject({
      id: expect.stringMatching(/^whk_/),
      urlName: 'erp',
      url: `${receiver.url}/erp`,
      token: { header: 'X-Feira-Token', value: 'partner-secret' },
      statuses: ['Criado', 'Pago', 'Excecao na entrega'],
      domains: ['product', 'price', 'stock', 'TAG'],
      status: 'ENABLED',
      secret: expect.stringMatching(/^whsec_/),
    });

    const list = (await call(s.tokenA, 'GET', '/bffweb/webhooks')).json();
    expect(list._embedded.webhooks.map((w: { id: string }) => w.id)).toEqual([hook.id]);
    expect(list._embedded.webhooks[0].secret).toBeUndefined();
    expect((await call(s.tokenA, 'GET', `/bffweb/webhooks/${hook.id}`)).json()).toMatchObject({
      id: hook.id,
    });

    const patched = await call(s.tokenA, 'PATCH', `/bffweb/webhooks/${hook.id}`, {
      statuses: ['Cancelado'],
      urlName: 'erp-2',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      urlName: 'erp-2',
      statuses: ['Cancelado'],
      domains: valid('x').domains,
    });

    const disabled = await call(s.tokenA, 'POST', `/bffweb/webhooks/${hook.id}/disable`, {
      reason: 'ERP upgrade',
    });
    expect(disabled.json()).toMatchObject({
      status: 'DISABLED',
      disabledBy: 'SELLER',
      disabledReason: 'ERP upgrade',
    });
    const enabled = await call(s.tokenA, 'POST', `/bffweb/webhooks/${hook.id}/enable`);
    expect(enabled.json()).toMatchObject({ status: 'ENABLED', disabledReason: null, disabledBy: null });

    const secret = (await call(s.tokenA, 'GET', `/bffweb/webhooks/${hook.id}/secret`)).json();
    expect(secret).toEqual({ secret: hook.secret, previousSecretExpiresAt: null });
    const rotated = (await call(s.tokenA, 'POST', `/bffweb/webhooks/${hook.id}/secret/rotate`)).json();
    expect(rotated.secret).not.toBe(hook.secret);
    expect(Date.parse(rotated.previousSecretExpiresAt) - s.t.clock.now().getTime()).toBe(24 * 60 * 60 * 1000);

    expect((await call(s.tokenA, 'DELETE', `/bffweb/webhooks/${hook.id}`)).statusCode).toBe(204);
    expect((await call(s.tokenA, 'GET', `/bffweb/webhooks/${hook.id}`)).statusCode).toBe(404);
  });

  it('answers 400 naming the field for bad input, and writes nothing', async () => {
    const before = await countOf(s.tokenA);
    const cases: [unknown, string][] = [
      [{ ...valid('a'), urlName: undefined }, 'urlName'],
      [{ ...valid('a'), url: 'not a url' }, 'url'],
      [{ ...valid('a'), url: 'ftp://127.0.0.1/x' }, 'url'],
      [{ ...valid('a'), statuses: ['Shipped'] }, 'statuses[0]'],
      [{ ...valid('a'), domains: ['order'] }, 'domains[0]'],
      [{ ...valid('a'), statuses: [], domains: [] }, 'statuses'],
      [{ ...valid('a'), token: { header: 'Content-Type', value: 'x' } }, 'token.header'],
      [{ ...valid('a'), token: { header: 'X Bad', value: 'x' } }, 'token.header'],
      [{ ...valid('a'), token: { header: 'X-Token', value: 'line\nbreak' } }, 'token.value'],
      [{ ...valid('a'), token: undefined }, 'token'],
    ];
    for (const [body, field] of cases) {
      const response = await call(s.tokenA, 'POST', '/bffweb/webhooks', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      const problem = response.json();
      const fields = [problem.field, ...(problem.errors ?? []).map((e: { field: string }) => e.field)];
      expect(fields, JSON.stringify(problem)).toContain(field);
    }
    expect(await countOf(s.tokenA)).toBe(before);

    const first = await call(s.tokenA, 'POST', '/bffweb/webhooks', valid('dup'));
    expect(first.statusCode).toBe(201);
    const again = await call(s.tokenA, 'POST', '/bffweb/webhooks', valid('dup'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ field: 'urlName' });
    const patch = await call(s.tokenA, 'PATCH', `/bffweb/webhooks/${first.json().id}`, {
      url: 'mailto:x@y.z',
    });
    expect(patch.statusCode).toBe(400);
    expect((await call(s.tokenA, 'GET', `/bffweb/webhooks/${first.json().id}`)).json().url).toBe(
      `${receiver.url}/dup`,
    );
  });

  it('needs the bffweb:webhooks scope, and a seller token for missed notifications', async () => {
    const other = await tokenFor(s.t, s.sellerA, ['product:edit']);
    const response = await call(other, 'GET', '/bffweb/webhooks');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ required_scope: 'bffweb:webhooks' });
    expect(
      (await s.t.app.inject({ method: 'GET', url: '/integration/notifications/missed' })).statusCode,
    ).toBe(401);
    expect((await call(other, 'GET', '/integration/notifications/missed')).statusCode).toBe(200);
  });

  it('shows the delivery log, a test event and a redelivery', async () => {
    const hook = (await call(s.tokenA, 'POST', '/bffweb/webhooks', valid('log'))).json();
    const test = await call(s.tokenA, 'POST', `/bffweb/webhooks/${hook.id}/test`);
    expect(test.statusCode).toBe(202);
    const deliveryId = test.json().id;
    await soon(async () => receiver.at('/log').length === 1);
    const detail = await soon(async () => {
      const d = (await call(s.tokenA, 'GET', `/bffweb/webhooks/${hook.id}/deliveries/${deliveryId}`)).json();
      return d.status === 'DELIVERED' ? d : undefined;
    });
    expect(detail.attemptLog).toEqual([
      expect.objectContaining({
        attempt: 1,
        statusCode: 200,
        delivered: true,
        error: null,
        latencyMs: expect.any(Number),
      }),
    ]);
    expect(detail.payload).toMatchObject({ type: 'WebhookTest', attempts: 1, sellerId: s.sellerA });

    const log = (
      await call(s.tokenA, 'GET', `/bffweb/webhooks/${hook.id}/deliveries?status=DELIVERED`)
    ).json();
    expect(log._embedded.deliveries.map((d: { id: string }) => d.id)).toEqual([deliveryId]);
    const redelivered = await call(
      s.tokenA,
      'POST',
      `/bffweb/webhooks/${hook.id}/deliveries/${deliveryId}/redeliver`,
    );
    expect(redelivered.statusCode).toBe(202);
    await soon(async () => receiver.at('/log').length === 2);
    expect(receiver.at('/log')[1]!.body).toMatchObject({ attempts: 2, type: 'WebhookTest' });
  });

  it('lists missed notifications as a HAL page with filters, and resends them', async () => {
    const hook = (await call(s.tokenA, 'POST', '/bffweb/webhooks', valid('missed'))).json();
    await call(s.tokenA, 'POST', `/bffweb/webhooks/${hook.id}/disable`);
    const ctxA = systemCtx(s.t.rt, s.sellerA, 'test');
    await appendEvent(ctxA, 'order.OrderCreated', { orderId: 'ord_missed' });
    const integration = await tokenFor(s.t, s.sellerA, []);
    const page = await soon(async () => {
      const response = await call(integration, 'GET', '/integration/notifications/missed?urlName=missed');
      // The page's rows and its count are two reads: wait for the row itself.
      return response.json()._embedded.missedNotificationApiDTOList.length === 1 ? response : undefined;
    });
    expect(page.headers['content-type']).toMatch(/^application\/hal\+json/);
    const body = page.json();
    expect(body._embedded.missedNotificationApiDTOList[0]).toMatchObject({
      urlName: 'missed',
      type: 'OrderCreated',
      domain: 'order',
      itemId: 'ord_missed',
      resource: '/integration/orders/ord_missed',
      sellerId: s.sellerA,
      // Like the envelope's: when it was last sent; never, for a disabled webhook.
      sent: null,
    });
    expect(body._links.self.href).toContain('/integration/notifications/missed');
    const plain = await s.t.app.inject({
      method: 'GET',
      url: '/integration/notifications/missed?domain=price',
      headers: { ...bearer(integration), accept: 'application/json' },
    });
    expect(plain.json()).toEqual({
      _embedded: { missedNotificationApiDTOList: [] },
      page: { size: 20, totalElements: 0, totalPages: 0, number: 0 },
    });
    const badWindow = await call(integration, 'GET', '/integration/notifications/missed?since=yesterday');
    expect(badWindow.statusCode).toBe(400);
    expect(badWindow.json().errors[0].field).toBe('querystring.since');
    const neither = await call(integration, 'POST', '/integration/notifications/missed/resend', {});
    expect(neither.statusCode).toBe(400);

    await call(s.tokenA, 'POST', `/bffweb/webhooks/${hook.id}/enable`);
    const id = body._embedded.missedNotificationApiDTOList[0].id;
    const resent = await call(integration, 'POST', '/integration/notifications/missed/resend', { ids: [id] });
    expect(resent.statusCode).toBe(202);
    expect(resent.json()).toEqual({ count: 1, ids: [id] });
    await soon(async () => receiver.at('/missed').some((r) => r.body.itemId === 'ord_missed'));
  });

  it("keeps seller B away from seller A's webhooks, deliveries and missed notifications", async () => {
    const hook = (await call(s.tokenA, 'POST', '/bffweb/webhooks', valid('tenancy'))).json();
    const delivery = (await call(s.tokenA, 'POST', `/bffweb/webhooks/${hook.id}/test`)).json();
    await call(s.tokenA, 'POST', `/bffweb/webhooks/${hook.id}/disable`);
    await appendEvent(systemCtx(s.t.rt, s.sellerA, 'test'), 'order.OrderPayed', { orderId: 'ord_tenancy' });
    const integrationA = await tokenFor(s.t, s.sellerA, []);
    const missed = await soon(async () => {
      const list = (
        await call(integrationA, 'GET', '/integration/notifications/missed?urlName=tenancy')
      ).json();
      return list._embedded.missedNotificationApiDTOList[0];
    });
    const before = (await call(s.tokenA, 'GET', `/bffweb/webhooks/${hook.id}`)).json();

    await expectTenancy(s.t, {
      ...s,
      requests: [
        { method: 'GET', url: `/bffweb/webhooks/${hook.id}` },
        { method: 'PATCH', url: `/bffweb/webhooks/${hook.id}`, payload: { urlName: 'stolen' } },
        { method: 'DELETE', url: `/bffweb/webhooks/${hook.id}` },
        { method: 'POST', url: `/bffweb/webhooks/${hook.id}/enable` },
        { method: 'POST', url: `/bffweb/webhooks/${hook.id}/disable`, payload: {} },
        { method: 'POST', url: `/bffweb/webhooks/${hook.id}/test` },
        { method: 'GET', url: `/bffweb/webhooks/${hook.id}/secret` },
        { method: 'POST', url: `/bffweb/webhooks/${hook.id}/secret/rotate` },
        { method: 'GET', url: `/bffweb/webhooks/${hook.id}/deliveries` },
        { method: 'GET', url: `/bffweb/webhooks/${hook.id}/deliveries/${delivery.id}` },
        { method: 'POST', url: `/bffweb/webhooks/${hook.id}/deliveries/${delivery.id}/redeliver` },
        { method: 'POST', url: '/integration/notifications/missed/resend', payload: { ids: [missed.id] } },
      ],
      verifyUnchanged: async () => {
        expect((await call(s.tokenA, 'GET', `/bffweb/webhooks/${hook.id}`)).json()).toEqual(before);
        const list = (
          await call(integrationA, 'GET', '/integration/notifications/missed?urlName=tenancy')
        ).json();
        expect(list._embedded.missedNotificationApiDTOList).toEqual([missed]);
      },
    });
    const integrationB = await tokenFor(s.t, s.sellerB, []);
    const seenByB = (await call(integrationB, 'GET', '/integration/notifications/missed')).json();
    expect(seenByB.page.totalElements).toBe(0);
    expect((await call(s.tokenB, 'GET', '/bffweb/webhooks')).json().page.totalElements).toBe(0);
  });
});

describe('webhook SSRF guard', () => {
  const s = sellersSuite({ config: { allowInsecureWebhooks: false }, scopes: ['bffweb:webhooks'] });

  const register = (url: string) =>
    s.t.app.inject({
      method: 'POST',
      url: '/bffweb/webhooks',
      headers: { ...bearer(s.tokenA), 'content-type': 'application/json' },
      payload: JSON.stringify({
        urlName: `hook-${Math.random()}`,
        url,
        token: { header: 'X-Feira-Token', value: 'v' },
        domains: ['stock'],
      }),
    });

  it('refuses plain HTTP and URLs pointing at private, loopback or link-local addresses', async () => {
    for (const url of [
      'http://93.184.216.34/hook',
      'https://127.0.0.1/hook',
      'https://localhost:8443/hook',
      'https://10.0.0.7/hook',
      'https://192.168.1.20/hook',
      'https://172.20.0.1/hook',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]/hook',
      'https://[fd00::1]/hook',
      'https://2130706433/hook',
    ]) {
      const response = await register(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({
        type: expect.stringContaining('webhook-url-not-allowed'),
        field: 'url',
      });
    }
    const list = await s.t.app.inject({ method: 'GET', url: '/bffweb/webhooks', headers: bearer(s.tokenA) });
    expect(list.json().page.totalElements).toBe(0);
    // A public address needs no lookup and is accepted.
    expect((await register('https://93.184.216.34/hook')).statusCode).toBe(201);
  });
});
