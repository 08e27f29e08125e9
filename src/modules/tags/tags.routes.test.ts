import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { eventually } from '../../../test/helpers/test-app.ts';
import { bearer, tokenFor } from '../../../test/helpers/auth.ts';
import { injector } from '../../../test/helpers/fixtures.ts';
import { expectTenancy } from '../../../test/helpers/tenancy.ts';
import { productBody } from '../../../test/helpers/catalog.ts';
import { queryRows } from '../../platform/db/sql.ts';
import { sellersSuite } from '../../../test/helpers/suite.ts';
import type { LabelGroup } from '../../../test/helpers/tags.ts';

describe('shipping labels', () => {
  const s = sellersSuite({
    sandbox: true,
    scopes: ['order:edit', 'tag:edit', 'product:edit', 'bffweb:marketplaces'],
    scopesB: ['tag:edit'],
  });
  let sku: string;
  let inject: ReturnType<typeof injector>;
  const orderOn = async (platform: string, marketplaceOrderId: string) => {
    const response = await inject('POST', '/integration/sandbox/orders', {
      platform,
      marketplaceOrderId,
      items: [{ skuId: sku, qty: 1, salePrice: 10 }],
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  const settled = (groupId: string) =>
    eventually(async () => {
      const group = (await inject('GET', `/integration/tags/${groupId}`)).json<LabelGroup>();
      return group.status === 'PROCESSING' ? undefined : group;
    });
  const requestGroup = async (platform: string, orderIds: string[]) => {
    const response = await inject('POST', `/integration/tags/group/${platform}`, { orderIds });
    expect(response.statusCode, response.body).toBe(202);
    return response.json().groupId as string;
  };
  const tagEvent = (groupId: string) =>
    queryRows<{ name: string; payload: Record<string, unknown> }>(
      s.t.rt.database.db,
      sql`select name, payload from outbox_events where payload->>'groupId' = ${groupId}`,
    );

  beforeAll(async () => {
    inject = injector(s.t, s.a);
    const connect = (platform: string, settings: object) =>
      inject('POST', '/bffweb/marketplaces', { platform, settings });
    expect((await connect('SANDBOX', { refuseLabelsFor: ['M-REFUSED'] })).statusCode).toBe(201);
    expect((await connect('SANDBOX_ML', { labelsFail: true })).statusCode).toBe(201);
    sku = (await inject('POST', '/integration/products', productBody('L-1'))).json().variations[0].skuId;
  });

  it('completes a group: a downloadable ZPL label per order and TAG_COMPLETE', async () => {
    const orders = [await orderOn('SANDBOX', 'M-1'), await orderOn('SANDBOX', 'M-2')];
    const groupId = await requestGroup('SANDBOX', orders);
    const group = await settled(groupId);
    expect(group.status).toBe('COMPLETE');
    expect(group.packages.map((p) => [p.orderId, p.status])).toEqual(
      orders.sort().map((id) => [id, 'GENERATED']),
    );
    const label = await inject('GET', new URL(group.packages[0]!.labelUrl!).pathname);
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toContain('application/zpl');
    expect(label.body).toMatch(/^\^XA[\s\S]*\^XZ/);
    const [event] = await tagEvent(groupId);
    expect(event).toMatchObject({
      name: 'tag.TAG_COMPLETE',
      payload: { groupId, platform: 'SANDBOX', accountId: expect.any(String) },
    });
    expect((event!.payload.packageIds as string[]).sort()).toEqual(
      group.packages.map((p) => p.packageId).sort(),
    );
  });

  it('partially completes when the channel refuses some packages, telling why', async () => {
    const ok = await orderOn('SANDBOX', 'M-3');
    const refused = await orderOn('SANDBOX', 'M-REFUSED');
    const groupId = await requestGroup('SANDBOX', [ok, refused]);
    const group = await settled(groupId);
    expect(group.status).toBe('PARTIALLY_COMPLETE');
    const byOrder = new Map(group.packages.map((p) => [p.orderId, p]));
    expect(byOrder.get(ok)).toMatchObject({ status: 'GENERATED', packageId: expect.any(String) });
    expect(byOrder.get(refused)).toMatchObject({
      status: 'REFUSED',
      refusalReason: expect.stringContaining('not allowed'),
    });
    expect(byOrder.get(refused)).not.toHaveProperty('labelUrl');
    const [event] = await tagEvent(groupId);
    expect(event).toMatchObject({
      name: 'tag.TAG_PARTIALLY_COMPLETE',
      payload: { packageIds: [byOrder.get(ok)!.packageId] },
    });
  });

  it('fails the group when the channel cannot process it: TAG_ERROR without packages', async () => {
    const order = await orderOn('SANDBOX_ML', 'M-4');
    const groupId = await requestGroup('SANDBOX_ML', [order]);
    const group = await settled(groupId);
    expect(group).toMatchObject({ status: 'ERROR', error: expect.stringContaining('could not process') });
    expect(group.packages[0]).toMatchObject({ orderId: order, status: 'REFUSED' });
    const [event] = await tagEvent(groupId);
    expect(event).toMatchObject({
      name: 'tag.TAG_ERROR',
      payload: { groupId, platform: 'SANDBOX_ML', packageIds: [] },
    });
  });

  it('rejects orders of another platform, unknown orders and missing scope, writing nothing', async () => {
    const order = await orderOn('SANDBOX', 'M-5');
    const before = await queryRows(s.t.rt.database.db, sql`select id from tag_groups`);
    expect(
      (await inject('POST', '/integration/tags/group/SANDBOX_ML', { orderIds: [order] })).statusCode,
    ).toBe(400);
    expect(
      (await inject('POST', '/integration/tags/group/SANDBOX', { orderIds: ['ord_nope'] })).statusCode,
    ).toBe(404);
    expect((await inject('POST', '/integration/tags/group/SANDBOX', { orderIds: [] })).statusCode).toBe(400);
    const noScope = bearer(await tokenFor(s.t, s.sellerA, ['order:edit']));
    const denied = await inject('POST', '/integration/tags/group/SANDBOX', { orderIds: [order] }, noScope);
    expect(denied.json()).toMatchObject({ status: 403, required_scope: 'tag:edit' });
    expect(await queryRows(s.t.rt.database.db, sql`select id from tag_groups`)).toHaveLength(before.length);
  });

  it("keeps seller A's groups, labels and orders out of seller B's reach", async () => {
    const order = await orderOn('SANDBOX', 'M-6');
    const groupId = await requestGroup('SANDBOX', [order]);
    const group = await settled(groupId);
    const labelPath = new URL(group.packages[0]!.labelUrl!).pathname;
    await inject(
      'POST',
      '/bffweb/marketplaces',
      { platform: 'SANDBOX' },
      bearer(await tokenFor(s.t, s.sellerB, ['bffweb:marketplaces'])),
    );
    await expectTenancy(s.t, {
      ...s,
      requests: [
        { method: 'GET', url: `/integration/tags/${groupId}` },
        { method: 'GET', url: labelPath },
        { method: 'POST', url: '/integration/tags/group/SANDBOX', payload: { orderIds: [order] } },
      ],
    });
  });
});
