import { beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '../../platform/clock.ts';
import { send } from '../../../test/helpers/fixtures.ts';
import { productBody } from '../../../test/helpers/catalog.ts';
import { sellersSuite } from '../../../test/helpers/suite.ts';
import { bearer } from '../../../test/helpers/auth.ts';

type Order = { id: string; status: string; marketplaceOrderId: string; shipBy?: string };

/**
 * The day's order queues (ORD-25) against a seller whose orders sit either side of each line, at
 * 10:00 in São Paulo (13:00 UTC) on 10 March, whose day ends at 03:00 UTC on the 11th.
 */
describe("the day's order queues (/bffweb/orders/search queue, /bffweb/dashboard orderQueues)", () => {
  const clock = new FakeClock('2026-03-10T13:00:00.000Z');
  const s = sellersSuite({ sandbox: true, scopesB: ['bffweb:orders', 'bffweb:dashboard'], web: true, clock });
  let sku: string;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    send(s.t, method, url, payload, { ...s.web.headers, accept: 'application/json' });
  const ok = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const response = await call(method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json();
  };
  const order = async (name: string, to: string, shipBy?: string): Promise<Order> => {
    const created: Order = await ok('POST', '/bffweb/orders/sandbox', {
      platform: 'SANDBOX',
      marketplaceOrderId: name,
      items: [{ skuId: sku, qty: 1, salePrice: 50 }],
      ...(shipBy ? { shipBy } : {}),
    });
    if (to === 'CREATED') return created;
    await ok('PUT', `/bffweb/orders/${created.id}/paid`, {});
    if (to === 'PAID') return created;
    await ok('PUT', `/bffweb/orders/${created.id}/invoiced`, {
      number: name.replace(/\D/g, ''),
      series: '1',
      accessKey: `${'3'.repeat(43)}6`,
      issuedAt: '2026-03-10T12:00:00Z',
    });
    if (to === 'INVOICED') return created;
    await ok('PUT', `/bffweb/orders/${created.id}/channel-status`, { status: 'SHIPPED' });
    await ok('PUT', `/bffweb/orders/${created.id}/channel-status`, { status: 'SHIPMENT_EXCEPTION' });
    return created;
  };
  const queue = async (name: string) => {
    const page = await ok('POST', '/bffweb/orders/search?size=50&sort=shipBy,asc', { queue: name });
    return ((page._embedded?.orderApiDTOList ?? []) as Order[]).map((o) => o.marketplaceOrderId);
  };
  const board = async () => (await ok('GET', '/bffweb/dashboard')).orderQueues;

  beforeAll(async () => {
    await ok('POST', '/bffweb/marketplaces', { platform: 'SANDBOX', settings: {} });
    sku = (await ok('POST', '/bffweb/catalog/products', productBody('Q-1'))).variations[0].skuId;
    await order('Q-1', 'PAID', '2026-03-12T15:00:00Z');
    await order('Q-2', 'PAID', '2026-03-10T12:00:00Z'); // past its ship-by: late too
    await order('Q-3', 'INVOICED', '2026-03-10T20:00:00Z');
    await order('Q-4', 'INVOICED'); // no deadline told
    await order('Q-5', 'INVOICED', '2026-03-11T03:00:00Z'); // tomorrow, São Paulo time
    await order('Q-6', 'INVOICED', '2026-03-10T11:00:00Z');
    await order('Q-7', 'SHIPMENT_EXCEPTION', '2026-03-09T12:00:00Z');
    await order('Q-8', 'CREATED', '2026-03-09T12:00:00Z'); // not paid: nobody's work yet
  });

  it('keeps the ship-by the channel told on the order', async () => {
    const [found] = (await ok('POST', '/bffweb/orders/search', { text: 'Q-3' }))._embedded.orderApiDTOList;
    expect((await ok('GET', `/bffweb/orders/${found.id}`)).shipBy).toBe('2026-03-10T20:00:00.000Z');
  });

  it('lists each queue and counts it on the dashboard', async () => {
    expect(await queue('TO_INVOICE')).toEqual(['Q-2', 'Q-1']);
    expect((await queue('SHIP_TODAY')).sort()).toEqual(['Q-3', 'Q-4']);
    expect(await queue('LATE')).toEqual(['Q-6', 'Q-2']);
    expect(await queue('PROBLEM')).toEqual(['Q-7']);
    expect(await board()).toEqual({ toInvoice: 2, shipToday: 2, late: 2, problem: 1 });
  });

  it('moves an invoiced order from "ship today" to "late" once its ship-by passes', async () => {
    clock.set('2026-03-10T21:00:00.000Z');
    try {
      expect(await queue('SHIP_TODAY')).toEqual(['Q-4']);
      expect(await queue('LATE')).toEqual(['Q-6', 'Q-2', 'Q-3']);
      expect(await board()).toEqual({ toInvoice: 2, shipToday: 1, late: 3, problem: 1 });
    } finally {
      clock.set('2026-03-10T13:00:00.000Z');
    }
  });

  it('refuses an unknown queue or a ship-by that is not a date with 400 naming the field, writing nothing', async () => {
    const before = (await ok('POST', '/bffweb/orders/search', {})).page.totalElements;
    const badQueue = await call('POST', '/bffweb/orders/search', { queue: 'HOJE' });
    expect(badQueue.statusCode).toBe(400);
    expect(badQueue.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(badQueue.body).toContain('queue');
    const badShipBy = await call('POST', '/bffweb/orders/sandbox', {
      platform: 'SANDBOX',
      items: [{ skuId: sku, qty: 1, salePrice: 5 }],
      shipBy: 'amanhã',
    });
    expect(badShipBy.statusCode).toBe(400);
    expect(badShipBy.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(badShipBy.body).toContain('shipBy');
    expect((await ok('POST', '/bffweb/orders/search', {})).page.totalElements).toBe(before);
  });

  it("shows seller B none of A's queued orders, in the list or in the counts", async () => {
    const headers = { ...bearer(s.tokenB), accept: 'application/json' };
    for (const name of ['TO_INVOICE', 'SHIP_TODAY', 'LATE', 'PROBLEM']) {
      const listed = await send(s.t, 'POST', '/bffweb/orders/search', { queue: name }, headers);
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json().page.totalElements).toBe(0);
    }
    const counts = await send(s.t, 'GET', '/bffweb/dashboard', undefined, headers);
    expect(counts.json().orderQueues).toEqual({ toInvoice: 0, shipToday: 0, late: 0, problem: 0 });
  });
});
