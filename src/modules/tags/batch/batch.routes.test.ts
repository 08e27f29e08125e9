import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { eventually } from '../../../../test/helpers/test-app.ts';
import { send } from '../../../../test/helpers/fixtures.ts';
import { expectTenancy } from '../../../../test/helpers/tenancy.ts';
import { productBody } from '../../../../test/helpers/catalog.ts';
import { queryRows } from '../../../platform/db/sql.ts';
import { sellersSuite } from '../../../../test/helpers/suite.ts';
import type { LabelGroup } from '../../../../test/helpers/tags.ts';

/** Labels of ticked orders (docs/decisions.md WEB-82): one group per platform, then one file per format. */
describe('labels for a batch of orders (/bffweb/orders/labels/batch)', () => {
  const s = sellersSuite({ sandbox: true, scopesB: ['bffweb:orders'], web: true });
  let sku: string;

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, headers: object = s.web.headers) =>
    send(s.t, method, url, payload, { ...headers, accept: 'application/json' });
  const order = async (platform: string, marketplaceOrderId: string) => {
    const response = await call('POST', '/bffweb/orders/sandbox', {
      platform,
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
  const file = (query: string, cookie = s.web.headers.cookie) =>
    s.t.app.inject({ method: 'GET', url: `/bffweb/orders/labels/batch/file?${query}`, headers: { cookie } });
  const groups = async () =>
    (
      await queryRows<{ n: number }>(
        s.t.rt.database.db,
        sql`select count(*)::int as n from tag_groups where seller_id = ${s.sellerA}`,
      )
    )[0]!.n;

  beforeAll(async () => {
    for (const [platform, settings] of [
      ['SANDBOX', { refuseLabelsFor: ['B-REFUSED'] }],
      ['SANDBOX_ML', { labelFormat: 'PDF' }],
    ] as const) {
      const connected = await call('POST', '/bffweb/marketplaces', { platform, settings });
      expect(connected.statusCode, connected.body).toBe(201);
    }
    const product = await call('POST', '/bffweb/catalog/products', productBody('B-1'));
    sku = product.json().variations[0].skuId;
  });

  it('starts one group per platform and answers each format in one file: ZPL in a row, PDF pages in one PDF', async () => {
    const zplA = await order('SANDBOX', 'B-ZPL-1');
    const pdfA = await order('SANDBOX_ML', 'B-PDF-1');
    const zplB = await order('SANDBOX', 'B-ZPL-2');
    const refused = await order('SANDBOX', 'B-REFUSED');
    const pdfB = await order('SANDBOX_ML', 'B-PDF-2');
    const requested = await call('POST', '/bffweb/orders/labels/batch', {
      orderIds: [zplA, pdfA, zplB, refused, pdfB, zplA],
    });
    expect(requested.statusCode, requested.body).toBe(202);
    const { groupIds } = requested.json<{ groupIds: string[] }>();
    expect(groupIds).toHaveLength(2);
    const [sandbox, ml] = [await settled(groupIds[0]!), await settled(groupIds[1]!)];
    expect(sandbox.packages.map((p) => p.orderId).sort()).toEqual([zplA, zplB, refused].sort());
    expect(sandbox.status).toBe('PARTIALLY_COMPLETE');
    expect(ml.packages.map((p) => p.orderId).sort()).toEqual([pdfA, pdfB].sort());

    const query = groupIds.map((id) => `groupIds=${id}`).join('&');
    const zpl = await file(`${query}&format=ZPL`);
    expect(zpl.statusCode, zpl.body).toBe(200);
    expect(zpl.headers['content-type']).toMatch(/^application\/zpl/);
    expect(zpl.headers['content-disposition']).toContain('etiquetas-2.zpl');
    expect(zpl.body.match(/\^XA/g)).toHaveLength(2);
    expect(zpl.body).toContain('Pedido B-ZPL-1');
    expect(zpl.body).toContain('Pedido B-ZPL-2');
    expect(zpl.body).not.toContain('B-REFUSED');

    const pdf = await file(`${query}&format=PDF`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdf.rawPayload.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toMatch(/\/Type \/Pages \/Kids \[[^\]]+\] \/Count 2>>/);
    expect(text).toContain('(Pedido B-PDF-1)');
    expect(text).toContain('(Pedido B-PDF-2)');
  });

  it('answers bad input with 4xx problem+json and starts no group; a group still being made is 409', async () => {
    const id = await order('SANDBOX', 'B-BAD');
    const before = await groups();
    for (const [payload, status] of [
      [{ orderIds: [] }, 400],
      [{ orderIds: [id], extra: 1 }, 400],
      [{ orderIds: 'all' }, 400],
      [{ orderIds: [id, 'ord_none'] }, 404],
    ] as const) {
      const response = await call('POST', '/bffweb/orders/labels/batch', payload);
      expect(response.statusCode, `${JSON.stringify(payload)}: ${response.body}`).toBe(status);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    const noCsrf = await s.t.app.inject({
      method: 'POST',
      url: '/bffweb/orders/labels/batch',
      headers: { cookie: s.web.headers.cookie },
      payload: { orderIds: [id] },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(await groups()).toBe(before);

    const { groupIds } = (await call('POST', '/bffweb/orders/labels/batch', { orderIds: [id] })).json<{
      groupIds: string[];
    }>();
    await settled(groupIds[0]!);
    for (const [query, status] of [
      [`groupIds=${groupIds[0]}&format=GIF`, 400],
      [`format=ZPL`, 400],
      [`groupIds=${groupIds[0]}`, 400],
      [`groupIds=tgr_none&format=ZPL`, 404],
      // Only ZPL labels were made: there is no PDF to give.
      [`groupIds=${groupIds[0]}&format=PDF`, 422],
    ] as const) {
      const response = await file(query);
      expect(response.statusCode, `${query}: ${response.body}`).toBe(status);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    }

    // A group still being made: its file is not there yet.
    await s.t.rt.database.db.execute(
      sql`update tag_groups set status = 'PROCESSING' where seller_id = ${s.sellerA} and id = ${groupIds[0]!}`,
    );
    expect((await file(`groupIds=${groupIds[0]}&format=ZPL`)).statusCode).toBe(409);
  });

  it("keeps seller B away from seller A's orders and label files", async () => {
    const id = await order('SANDBOX', 'B-TENANCY');
    const { groupIds } = (await call('POST', '/bffweb/orders/labels/batch', { orderIds: [id] })).json<{
      groupIds: string[];
    }>();
    await settled(groupIds[0]!);
    const before = await groups();
    await expectTenancy(s.t, {
      ...s,
      requests: [
        { method: 'GET', url: `/bffweb/orders/labels/batch/file?groupIds=${groupIds[0]}&format=ZPL` },
        { method: 'POST', url: '/bffweb/orders/labels/batch', payload: { orderIds: [id] } },
      ],
      verifyUnchanged: async () => {
        expect(await groups()).toBe(before);
        expect((await file(`groupIds=${groupIds[0]}&format=ZPL`)).statusCode).toBe(200);
      },
    });
  });
});
