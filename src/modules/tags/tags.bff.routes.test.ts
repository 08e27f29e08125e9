import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { eventually } from '../../../test/helpers/test-app.ts';
import { tokenFor } from '../../../test/helpers/auth.ts';
import { send } from '../../../test/helpers/fixtures.ts';
import { expectTenancy } from '../../../test/helpers/tenancy.ts';
import { productBody } from '../../../test/helpers/catalog.ts';
import { queryRows } from '../../platform/db/sql.ts';
import { sellersSuite } from '../../../test/helpers/suite.ts';
import type { LabelGroup } from '../../../test/helpers/tags.ts';

describe('shipping labels for the web admin (/bffweb/orders/labels)', () => {
  const s = sellersSuite({ sandbox: true, scopesB: ['bffweb:orders'], web: true });
  let sku: string;

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, headers: object = s.web.headers) =>
    send(s.t, method, url, payload, { ...headers, accept: 'application/json' });
  const order = async (marketplaceOrderId: string) => {
    const response = await call('POST', '/bffweb/orders/sandbox', {
      platform: 'SANDBOX',
      marketplaceOrderId,
      items: [{ skuId: sku, qty: 1, salePrice: 10 }],
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  const settled = (groupId: string) =>
    eventually(async () => {
      const group = (await call('GET', `/bffweb/orders/labels/${groupId}`)).json<LabelGroup>();
      return group.status === 'PROCESSING' ? undefined : group;
    });

  beforeAll(async () => {
    const connected = await call('POST', '/bffweb/marketplaces', {
      platform: 'SANDBOX',
      settings: { refuseLabelsFor: ['L-REFUSED'] },
    });
    expect(connected.statusCode, connected.body).toBe(201);
    const product = await call('POST', '/bffweb/catalog/products', productBody('L-1'));
    sku = product.json().variations[0].skuId;
  });

  it('generates labels with the session, and the links it answers download the file with that session', async () => {
    const ok = await order('L-OK');
    const refused = await order('L-REFUSED');
    const requested = await call('POST', '/bffweb/orders/labels/platform/SANDBOX', {
      orderIds: [ok, refused],
    });
    expect(requested.statusCode, requested.body).toBe(202);
    const group = await settled(requested.json().groupId);
    expect(group.status).toBe('PARTIALLY_COMPLETE');
    const generated = group.packages.find((pkg) => pkg.orderId === ok)!;
    expect(generated.status).toBe('GENERATED');
    expect(generated.labelUrl).toMatch(/^\/bffweb\/orders\/labels\/tgr_[^/]+\/files\/pkg_/);
    expect(group.packages.find((pkg) => pkg.orderId === refused)).toMatchObject({
      status: 'REFUSED',
      refusalReason: expect.any(String),
    });
    const file = await s.t.app.inject({
      method: 'GET',
      url: generated.labelUrl!,
      headers: { cookie: s.web.headers.cookie },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^application\/(zpl|pdf)/);
    expect(file.headers['content-disposition']).toContain(generated.packageId);
    expect(file.body.length).toBeGreaterThan(0);
  });

  it("finds an order's newest label group again (the order page reopened), 204 when it has none, never another seller's", async () => {
    const id = await order('L-AGAIN');
    const none = await call('GET', `/bffweb/orders/labels/byOrder/${id}`);
    expect(none.statusCode, none.body).toBe(204);
    const first = (await call('POST', '/bffweb/orders/labels/platform/SANDBOX', { orderIds: [id] })).json();
    await settled(first.groupId);
    const again = (await call('POST', '/bffweb/orders/labels/platform/SANDBOX', { orderIds: [id] })).json();
    const newest = await settled(again.groupId);
    const found = await call('GET', `/bffweb/orders/labels/byOrder/${id}`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual(newest);
    expect(found.json().groupId).toBe(again.groupId);
    const fromB = await call('GET', `/bffweb/orders/labels/byOrder/${id}`, undefined, {
      authorization: `Bearer ${s.tokenB}`,
    });
    expect(fromB.statusCode, fromB.body).toBe(404);
    const unknown = await call('GET', '/bffweb/orders/labels/byOrder/ord_none');
    expect(unknown.statusCode, unknown.body).toBe(404);
  });

  it('answers bad input with 4xx problem+json and starts no group (the session, without its CSRF token, none either)', async () => {
    const id = await order('L-BAD');
    const groups = async () =>
      (
        await queryRows<{ n: number }>(
          s.t.rt.database.db,
          sql`select count(*)::int as n from tag_groups where seller_id = ${s.sellerA}`,
        )
      )[0]!.n;
    const before = await groups();
    for (const [url, payload, status] of [
      ['/bffweb/orders/labels/platform/SANDBOX', { orderIds: [] }, 400],
      ['/bffweb/orders/labels/platform/sandbox', { orderIds: [id] }, 400],
      ['/bffweb/orders/labels/platform/SANDBOX', { orderIds: ['ord_none'] }, 404],
      ['/bffweb/orders/labels/platform/SANDBOX_ML', { orderIds: [id] }, 422],
    ] as const) {
      const response = await call('POST', url, payload);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    const noCsrf = await s.t.app.inject({
      method: 'POST',
      url: '/bffweb/orders/labels/platform/SANDBOX',
      headers: { cookie: s.web.headers.cookie },
      payload: { orderIds: [id] },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(await groups()).toBe(before);
  });

  it("keeps seller B away from seller A's orders, groups and label files", async () => {
    const id = await order('L-TENANCY');
    const requested = await call('POST', '/bffweb/orders/labels/platform/SANDBOX', { orderIds: [id] });
    const group = await settled(requested.json().groupId);
    const pkg = group.packages[0]!;
    await expectTenancy(s.t, {
      ...s,
      requests: [
        { method: 'GET', url: `/bffweb/orders/labels/${requested.json().groupId}` },
        { method: 'GET', url: pkg.labelUrl! },
      ],
      verifyUnchanged: async () => {
        expect((await call('GET', `/bffweb/orders/labels/${requested.json().groupId}`)).json()).toEqual(
          group,
        );
      },
    });
    // B's own SANDBOX: A's order is unknown there.
    await call(
      'POST',
      '/bffweb/marketplaces',
      { platform: 'SANDBOX', settings: {} },
      { authorization: `Bearer ${await tokenFor(s.t, s.sellerB, ['bffweb:marketplaces'])}` },
    );
    const stolen = await call(
      'POST',
      '/bffweb/orders/labels/platform/SANDBOX',
      { orderIds: [id] },
      { authorization: `Bearer ${s.tokenB}` },
    );
    expect(stolen.statusCode, stolen.body).toBe(404);
  });
});
