import { beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../../test/helpers/fixtures.ts';
import { productBody } from '../../../test/helpers/catalog.ts';
import { sellersSuite } from '../../../test/helpers/suite.ts';
import { bearer } from '../../../test/helpers/auth.ts';
import { expectTenancy } from '../../../test/helpers/tenancy.ts';

type Order = { id: string; marketplaceOrderId: string };

describe('picking list and order export (/bffweb/orders/picking-list, /bffweb/orders/export)', () => {
  const s = sellersSuite({ sandbox: true, scopesB: ['bffweb:orders'], web: true });
  const skus: Record<string, string> = {};
  const ids: Record<string, string> = {};

  const call = (method: 'POST' | 'PUT', url: string, payload?: unknown) =>
    send(s.t, method, url, payload, { ...s.web.headers, accept: 'application/json' });
  const ok = async (method: 'POST' | 'PUT', url: string, payload?: unknown) => {
    const response = await call(method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json();
  };
  const order = async (name: string, items: [string, number][], extra: object = {}): Promise<Order> => {
    const created: Order = await ok('POST', '/bffweb/orders/sandbox', {
      platform: 'SANDBOX',
      marketplaceOrderId: name,
      items: items.map(([sku, qty]) => ({ skuId: skus[sku], qty, salePrice: 10.5 })),
      ...extra,
    });
    ids[name] = created.id;
    return created;
  };

  beforeAll(async () => {
    await ok('POST', '/bffweb/marketplaces', { platform: 'SANDBOX', settings: {} });
    for (const code of ['PK-B', 'PK-A']) {
      const product = await ok('POST', '/bffweb/catalog/products', {
        ...productBody(`P-${code}`, { variations: [{ sku: code }] }),
        title: `Camiseta ${code}`,
      });
      skus[code] = product.variations[0].skuId;
    }
    await order('PK-1', [
      ['PK-B', 2],
      ['PK-A', 1],
    ]);
    await order('PK-2', [['PK-B', 3]], {
      customer: { name: '=cmd|calc' },
      shippingAddress: { city: 'Campinas', state: 'SP' },
    });
    await order('PK-3', [['PK-A', 7]]);
    await ok('PUT', `/bffweb/orders/${ids['PK-2']}/paid`, {});
  });

  it("sums each SKU of the chosen orders, with the catalog's title, in SKU code order", async () => {
    const list = await ok('POST', '/bffweb/orders/picking-list', { orderIds: [ids['PK-1'], ids['PK-2']] });
    expect(list).toEqual({
      orders: 2,
      lines: [
        { skuId: skus['PK-A'], sku: 'PK-A', title: 'Camiseta PK-A', qty: 1, orders: 1 },
        { skuId: skus['PK-B'], sku: 'PK-B', title: 'Camiseta PK-B', qty: 5, orders: 2 },
      ],
    });
  });

  it('exports the filtered orders as CSV for Excel in Portuguese, newest first', async () => {
    const response = await call('POST', '/bffweb/orders/export', { queue: 'TO_INVOICE' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="pedidos-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Pedido;Pedido no marketplace;Marketplace;Situação;Criado em;Enviar até;Comprador;Cidade;UF;' +
        'Itens (SKU × quantidade);Total (R$);Nota fiscal',
    );
    expect(lines).toHaveLength(2);
    // The buyer's name would be a formula in a spreadsheet: it stays text.
    expect(lines[1]).toMatch(
      new RegExp(`^${ids['PK-2']};PK-2;SANDBOX;Pago;[^;]+;;'=cmd\\|calc;Campinas;SP;PK-B × 3;31,50;$`),
    );
    const all = await call('POST', '/bffweb/orders/export', {});
    const names = all.body
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(';')[1]);
    expect(names).toEqual(['PK-3', 'PK-2', 'PK-1']);
  });

  it('refuses bad input with 400 problem+json naming the field', async () => {
    const bad: [string, unknown, string][] = [
      ['/bffweb/orders/picking-list', {}, 'orderIds'],
      ['/bffweb/orders/picking-list', { orderIds: [] }, 'orderIds'],
      ['/bffweb/orders/picking-list', { orderIds: [ids['PK-1']], extra: 1 }, 'extra'],
      ['/bffweb/orders/export', { queue: 'HOJE' }, 'queue'],
      ['/bffweb/orders/export', { createdFrom: 'ontem' }, 'createdFrom'],
    ];
    for (const [url, payload, field] of bad) {
      const response = await call('POST', url, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}: ${response.body}`).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.body).toContain(field);
    }
    const unknown = await call('POST', '/bffweb/orders/picking-list', {
      orderIds: [ids['PK-1'], 'ord_none'],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it("never lists or exports another seller's orders", async () => {
    await expectTenancy(s.t, {
      ...s,
      requests: [
        { method: 'POST', url: '/bffweb/orders/picking-list', payload: { orderIds: [ids['PK-1']] } },
      ],
    });
    const exported = await send(s.t, 'POST', '/bffweb/orders/export', {}, bearer(s.tokenB));
    expect(exported.statusCode).toBe(200);
    expect(
      exported.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n'),
    ).toHaveLength(1);
    expect(exported.body).not.toContain('PK-');
  });
});
