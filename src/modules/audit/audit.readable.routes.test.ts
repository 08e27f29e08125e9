import { describe, expect, it } from 'vitest';
import { bearer, clientCredentialsToken, tokenFor } from '../../../test/helpers/auth.ts';
import { webLogin } from '../../../test/helpers/web.ts';
import { systemCtx } from '../../platform/context.ts';
import { createApp } from '../sellers/index.ts';
import { productBody } from '../../../test/helpers/catalog.ts';
import { send, type Method } from '../../../test/helpers/fixtures.ts';
import { sellersSuite, suiteCatalog } from '../../../test/helpers/suite.ts';

interface Entry {
  action: string;
  entity: string;
  entityId: string;
  actor: { kind: string; id: string; viaClientId: string | null };
  actorName: string | null;
  viaName: string | null;
  subject: { label: string; detail: string | null } | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * The history as the seller reads it (docs/decisions.md WEB-73, WEB-74): names instead of ids, and
 * the changes of ads, stock and product titles recorded beside prices and costs.
 */
describe('readable change history (/bffweb/audit/changes)', () => {
  const s = sellersSuite({ web: true });
  const catalog = suiteCatalog(s, { skus: ['LEG-1'], platforms: ['SANDBOX'] });
  let erp: { authorization: string };

  const call = (method: Method, url: string, payload: unknown, headers: object) =>
    send(s.t, method, url, payload, { accept: 'application/json', ...headers });
  const asWeb = (method: Method, url: string, payload?: unknown) => call(method, url, payload, s.web.headers);
  const trail = async (query: string, headers: object = s.web.headers) => {
    const response = await call('GET', `/bffweb/audit/changes${query}`, undefined, headers);
    expect(response.statusCode, response.body).toBe(200);
    return {
      entries: response.json<{ _embedded: { auditEntryList: Entry[] } }>()._embedded.auditEntryList,
      body: response.body,
    };
  };

  const appNamed = async (name: string, scopes: string[]) => {
    const ctx = systemCtx(s.t.rt, null, 'test');
    const app = await createApp(ctx, {
      name,
      sellerId: s.sellerA,
      grantTypes: ['client_credentials'],
      scopes,
    });
    return bearer((await clientCredentialsToken(s.t, app.clientId, app.clientSecret!, scopes)).access_token);
  };

  it("names a web user by e-mail and a SKU by its code and product title, for an ad's price and pause", async () => {
    const adId = catalog.ad('LEG-1', 'SANDBOX');
    expect((await asWeb('PUT', `/bffweb/ads/${adId}`, { price: 469.9 })).statusCode).toBe(200);
    expect((await asWeb('PUT', `/bffweb/ads/${adId}`, { status: 'PAUSED' })).statusCode).toBe(200);
    // The same values again change nothing, so they are not recorded.
    expect((await asWeb('PUT', `/bffweb/ads/${adId}`, { status: 'PAUSED' })).statusCode).toBe(200);
    const { entries } = await trail(`?entity=ad&entityId=${adId}`);
    expect(entries.map((e) => [e.before?.price, e.after?.price, e.before?.status, e.after?.status])).toEqual([
      ['469.90', '469.90', 'ACTIVE', 'PAUSED'],
      [entries[1]!.before?.price, '469.90', 'ACTIVE', 'ACTIVE'],
    ]);
    expect(entries[0]).toMatchObject({
      actor: { kind: 'USER' },
      actorName: s.web.email,
      subject: { label: 'LEG-1', detail: 'Garrafa térmica 1L' },
      after: { platform: 'SANDBOX', title: expect.any(String) },
    });
  });

  it("records stock set by an app, named by the app's name, with the quantity before and after", async () => {
    erp = await appNamed('ERP da Loja', ['stock:edit', 'product:edit']);
    const skuId = catalog.sku('LEG-1');
    for (const stock of [7, 7, 3]) {
      const put = await call('PUT', `/integration/stock/${skuId}`, { stock }, erp);
      expect(put.statusCode, put.body).toBe(202);
    }
    const { entries } = await trail(`?entity=stock&entityId=${skuId}`);
    expect(entries.map((e) => [e.before?.stock, e.after?.stock])).toEqual([
      [7, 3],
      [0, 7],
    ]);
    expect(entries[0]).toMatchObject({
      action: 'SET',
      actor: { kind: 'APP' },
      actorName: 'ERP da Loja',
      after: { warehouseId: 'DEFAULT' },
      subject: { label: 'LEG-1' },
    });
  });

  it("records a product's new title, and not a PUT that keeps it", async () => {
    const body = productBody('P-LEG-1', { variations: [{ sku: 'LEG-1', skuId: catalog.sku('LEG-1') }] });
    for (const title of ['Garrafa térmica 500 ml', 'Garrafa térmica 500 ml']) {
      const put = await call('PUT', '/integration/products/P-LEG-1', { ...body, title }, erp);
      expect(put.statusCode, put.body).toBe(202);
    }
    const { entries } = await trail('?entity=product');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'UPDATE',
      entityId: 'P-LEG-1',
      before: { title: 'Garrafa térmica 1L' },
      after: { title: 'Garrafa térmica 500 ml' },
      subject: { label: 'P-LEG-1', detail: 'Garrafa térmica 500 ml' },
    });
  });

  it('records an activation once, named by the promotion', async () => {
    const created = await asWeb('POST', '/bffweb/promotions', {
      name: 'Semana do consumidor',
      ruleType: 'PERCENTAGE_DISCOUNT',
      value: 10,
      restorePricesOnAutoFinish: true,
      eligibility: { domain: 'PRODUCT', skuIds: [catalog.sku('LEG-1')] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const activated = await asWeb('PUT', '/bffweb/promotions/activate', [id]);
    expect(activated.statusCode, activated.body).toBe(200);
    const { entries } = await trail(`?entity=promotion&entityId=${id}`);
    expect(entries.map((e) => e.action)).toEqual(['ACTIVATE', 'CREATE']);
    expect(entries[0]!.subject).toEqual({ label: 'Semana do consumidor', detail: null });
  });

  it("seller B reads none of A's entries, names or SKUs, by session or token", async () => {
    const webB = await webLogin(s.t, s.sellerB);
    const tokenB = bearer(await tokenFor(s.t, s.sellerB, ['bffweb:audit']));
    for (const headers of [webB.headers, tokenB]) {
      const asB = await trail('?size=200', headers);
      expect(asB.entries).toEqual([]);
      expect(asB.body).not.toContain('LEG-1');
      expect(asB.body).not.toContain(s.web.email);
    }
    const byId = await trail(`?entityId=${catalog.sku('LEG-1')}`, tokenB);
    expect(byId.entries).toEqual([]);
  });
});
