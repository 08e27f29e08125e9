import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectTenancy } from '../../../test/helpers/tenancy.ts';
import { queryRows } from '../../platform/db/sql.ts';
import { sellersSuite } from '../../../test/helpers/suite.ts';
import { send } from '../../../test/helpers/fixtures.ts';

const ROOT = '/bffweb/price-formation';

/** Templates and their copies: a seller copies to itself, an operator to any seller (docs/decisions.md, PF-16). */
describe('price formation templates', () => {
  const s = sellersSuite({ scopes: ['bffweb:price-formation'], operator: true });

  const call = (method: 'GET' | 'POST', url: string, headers: object, payload?: unknown) =>
    send(s.t, method, url, payload, headers);

  const templateCount = async () =>
    (
      await queryRows<{ n: number }>(
        s.t.rt.database.db,
        sql`select count(*)::int as n from price_formation_templates`,
      )
    )[0]!.n;

  const newTemplate = async (headers = s.a) => {
    const created = await call('POST', `${ROOT}/templates`, headers, {
      name: 'Margem padrão',
      rule: {
        costStructure: { channelCosts: { commission: 0.16 } },
        objective: { driver: 'CONTRIBUTION_MARGIN', value: 5 },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<{ id: string }>().id;
  };

  const copy = (id: string, sellerId: unknown, headers = s.a) =>
    call('POST', `${ROOT}/templates/${id}/copy`, headers, { sellerId });

  it('lets a seller copy its own template to itself, and refuses another seller with 403 whether it exists or not', async () => {
    const id = await newTemplate();
    expect((await call('GET', `${ROOT}/templates`, s.a)).json().map((x: { id: string }) => x.id)).toContain(
      id,
    );

    const own = await copy(id, s.sellerA);
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json()).toMatchObject({ sellerId: s.sellerA, copiedFrom: id, name: 'Margem padrão' });

    const before = await templateCount();
    for (const target of [s.sellerB, 'sel_nobody']) {
      const refused = await copy(id, target);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(refused.json().detail).toContain('operator');
    }
    expect(await templateCount()).toBe(before);
    expect((await call('GET', `${ROOT}/templates`, s.b)).json()).toEqual([]);
  });

  it('lets an operator copy any seller’s template to any seller from the web back end', async () => {
    const id = await newTemplate();
    const copied = await copy(id, s.sellerB, s.operator);
    expect(copied.statusCode, copied.body).toBe(201);
    expect(copied.json()).toMatchObject({ sellerId: s.sellerB, copiedFrom: id, name: 'Margem padrão' });
    expect((await call('GET', `${ROOT}/templates`, s.b)).json()).toEqual([
      expect.objectContaining({ id: copied.json().id, copiedFrom: id }),
    ]);

    const before = await templateCount();
    expect((await copy(id, 'sel_nobody', s.operator)).statusCode).toBe(404);
    expect((await copy('pft_nothing', s.sellerB, s.operator)).statusCode).toBe(404);
    expect(await templateCount()).toBe(before);
    // The operator route is that one: the rest of the seller's web back end still needs a seller.
    expect((await call('GET', `${ROOT}/templates`, s.operator)).statusCode).toBe(403);
  });

  it('keeps the /management copy between named sellers to operators', async () => {
    const id = await newTemplate();
    const copyAs = (headers: { authorization: string }, toSellerId: string) =>
      call('POST', '/management/price-formation/templates/copy', headers, {
        fromSellerId: s.sellerA,
        templateId: id,
        toSellerId,
      });
    expect((await copyAs(s.a, s.sellerB)).statusCode).toBe(403);
    expect((await copyAs(s.operator, s.sellerB)).statusCode).toBe(201);
    expect((await copyAs(s.operator, 'sel_nobody')).statusCode).toBe(404);
  });

  it('refuses a bad copy body with 400 problem+json, writing nothing', async () => {
    const id = await newTemplate();
    const before = await templateCount();
    for (const payload of [
      {},
      { sellerId: '' },
      { sellerId: 42 },
      { sellerId: s.sellerA, extra: true },
      { sellerId: 'x'.repeat(101) },
    ]) {
      const response = await call('POST', `${ROOT}/templates/${id}/copy`, s.a, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    expect(await templateCount()).toBe(before);
  });

  it('keeps templates to their seller: another seller copying one is 404', async () => {
    const id = await newTemplate();
    const before = await templateCount();
    await expectTenancy(s.t, {
      ...s,
      requests: [
        { method: 'POST', url: `${ROOT}/templates/${id}/copy`, payload: { sellerId: s.sellerB } },
        { method: 'POST', url: `${ROOT}/templates/${id}/copy`, payload: { sellerId: s.sellerA } },
      ],
      verifyUnchanged: async () => expect(await templateCount()).toBe(before),
    });
  });
});
