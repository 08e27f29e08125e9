import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, twoSellersWithWeb } from '../../../test/helpers/fixtures.ts';
import { expectTenancy } from '../../../test/helpers/tenancy.ts';
import { createTestApp, eventually, type TestApp } from '../../../test/helpers/test-app.ts';
import { startReceiver, type Receiver } from '../../../test/helpers/webhook-receiver.ts';
import type { WebLogin } from '../../../test/helpers/web.ts';
import { systemCtx } from '../../platform/context.ts';
import { appendEvent } from '../../platform/events/events.ts';

const soon = <T>(check: () => Promise<T | undefined | false>) => eventually(check, 20_000);

describe('missed notifications for the web admin (/bffweb/webhooks/missed)', () => {
  let t: TestApp;
  let receiver: Receiver;
  let sellerA: string;
  let sellerB: string;
  let tokenB: string;
  let web: WebLogin;

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    send(t, method, url, payload, { ...web.headers, accept: 'application/json' });
  const missedPage = async (query = '') => {
    const response = await call('GET', `/bffweb/webhooks/missed${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{
      _embedded: { missedNotificationApiDTOList: { id: string; itemId: string }[] };
      page: { totalElements: number };
    }>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    receiver = await startReceiver();
    ({ sellerA, sellerB, tokenB, web } = await twoSellersWithWeb(t, [], { scopesB: ['bffweb:webhooks'] }));
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it('lists what a disabled webhook missed, and resends it once enabled again (session + CSRF)', async () => {
    const created = await call('POST', '/bffweb/webhooks', {
      urlName: 'erp',
      url: `${receiver.url}/erp`,
      token: { header: 'X-Feira-Token', value: 'partner-secret' },
      statuses: ['Criado'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const hook = created.json();
    expect((await call('POST', `/bffweb/webhooks/${hook.id}/disable`, {})).statusCode).toBe(200);
    await appendEvent(systemCtx(t.rt, sellerA, 'test'), 'order.OrderCreated', { orderId: 'ord_web_missed' });
    const page = await soon(async () => {
      const body = await missedPage('?urlName=erp');
      // The page's rows and its count are two reads: wait for the row itself.
      return body._embedded.missedNotificationApiDTOList.length === 1 ? body : undefined;
    });
    const missed = page._embedded.missedNotificationApiDTOList[0]!;
    expect(missed.itemId).toBe('ord_web_missed');
    expect((await missedPage('?domain=price')).page.totalElements).toBe(0);

    expect((await call('POST', `/bffweb/webhooks/${hook.id}/enable`)).statusCode).toBe(200);
    const resent = await call('POST', '/bffweb/webhooks/missed/resend', { ids: [missed.id] });
    expect(resent.statusCode, resent.body).toBe(202);
    expect(resent.json()).toEqual({ count: 1, ids: [missed.id] });
    await soon(async () => receiver.at('/erp').some((r) => r.body.itemId === 'ord_web_missed'));
  });

  it('answers bad input with 400 problem+json, and a write without the CSRF token with 403', async () => {
    for (const [method, url, payload] of [
      ['GET', '/bffweb/webhooks/missed?since=yesterday', undefined],
      ['GET', '/bffweb/webhooks/missed?domain=weather', undefined],
      ['POST', '/bffweb/webhooks/missed/resend', {}],
      ['POST', '/bffweb/webhooks/missed/resend', { ids: [] }],
    ] as const) {
      const response = await call(method, url, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/bffweb/webhooks/missed/resend',
      headers: { cookie: web.headers.cookie },
      payload: { ids: ['x'] },
    });
    expect(noCsrf.statusCode).toBe(403);
  });

  it("keeps seller B away from seller A's missed notifications", async () => {
    const hook = (
      await call('POST', '/bffweb/webhooks', {
        urlName: 'tenancy',
        url: `${receiver.url}/tenancy`,
        token: { header: 'X-Feira-Token', value: 'partner-secret' },
        statuses: ['Pago'],
      })
    ).json();
    await call('POST', `/bffweb/webhooks/${hook.id}/disable`, {});
    await appendEvent(systemCtx(t.rt, sellerA, 'test'), 'order.OrderPayed', { orderId: 'ord_web_tenancy' });
    const missed = await soon(
      async () => (await missedPage('?urlName=tenancy'))._embedded.missedNotificationApiDTOList[0],
    );
    await expectTenancy(t, {
      sellerA,
      sellerB,
      tokenB,
      requests: [{ method: 'POST', url: '/bffweb/webhooks/missed/resend', payload: { ids: [missed.id] } }],
      verifyUnchanged: async () => {
        expect((await missedPage('?urlName=tenancy'))._embedded.missedNotificationApiDTOList).toEqual([
          missed,
        ]);
      },
    });
    const seenByB = await t.app.inject({
      method: 'GET',
      url: '/bffweb/webhooks/missed',
      headers: { authorization: `Bearer ${tokenB}`, accept: 'application/json' },
    });
    expect(seenByB.json().page.totalElements).toBe(0);
  });
});
