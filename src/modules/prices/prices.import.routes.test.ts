import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../../test/helpers/auth.ts';
import { productBody } from '../../../test/helpers/catalog.ts';
import { channelShows, createAd, createProduct } from '../../../test/helpers/channels.ts';
import { send } from '../../../test/helpers/fixtures.ts';
import { sellersSuite, suiteCatalog } from '../../../test/helpers/suite.ts';
import { sandboxItem } from '../marketplaces/index.ts';
import { CSV_TYPE, XLSX_TYPE } from '../catalog/index.ts';

/**
 * The price import passes the profit guard (PRC-31). Costs 39.00; channels SANDBOX (floor 39.00) and
 * SANDBOX_ML (floor 52.33), so a SKU-wide price's floor is 52.33.
 */
describe('price import through the profit guard', () => {
  const s = sellersSuite({ scopes: ['price:edit'], callers: { bff: ['bffweb:prices'] } });
  suiteCatalog(s, { skus: [], platforms: ['SANDBOX', 'SANDBOX_ML'] });
  const codes = ['I-1', 'I-2', 'I-3', 'I-4'];
  const adIds: Record<string, string> = {};

  beforeAll(async () => {
    const headers = bearer(await tokenFor(s.t, s.sellerA, ['product:edit', 'bffweb:ads']));
    for (const code of codes) {
      const [skuId] = await createProduct(
        s.t,
        headers,
        productBody(`P-${code}`, {
          productCosts: { inboundFreight: 0, packaging: 0, royalty: 0 },
          variations: [{ sku: code, cost: 39 }],
        }),
      );
      adIds[code] = await createAd(s.t, headers, { originSkuId: skuId, platform: 'SANDBOX' });
    }
    const first = await send(
      s.t,
      'PUT',
      '/integration/prices/list/bysku',
      codes.map((sku) => ({ sku, value: 100 })),
      s.a,
    );
    expect(first.json().held, first.body).toEqual([]);
    for (const code of codes) await channelShows(s.t, s.sellerA, 'SANDBOX', adIds[code]!, 'price', '100.00');
  }, 120_000);

  const upload = (payload: string | Buffer, type: string = CSV_TYPE, headers = s.as.bff) =>
    s.t.app.inject({
      method: 'POST',
      url: '/bffweb/prices/import',
      headers: { ...headers, 'content-type': type },
      payload,
    });
  const listPrice = async (code: string) =>
    (await send(s.t, 'GET', `/integration/prices/bysku?sku=${code}`, undefined, s.a)).json()
      .listPrice as number;
  const channelPrice = async (code: string) =>
    (await sandboxItem(s.t.rt, s.sellerA, 'SANDBOX', adIds[code]!))?.fields.price;

  it('applies the rows that pass and holds below-floor and 10x rows, naming their row', async () => {
    const response = await upload('sku;preço\r\nI-1;0\r\nI-2;110,00\r\nI-3;1.000,01\r\n');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      received: 3,
      applied: 1,
      changed: 1,
      held: [
        { row: 2, sku: 'I-1', value: 0, reason: 'BELOW_FLOOR', floor: 52.33, currentValue: 100 },
        { row: 4, sku: 'I-3', value: 1000.01, reason: 'CHANGE_TOO_LARGE', currentValue: 100 },
      ],
    });
    await channelShows(s.t, s.sellerA, 'SANDBOX', adIds['I-2']!, 'price', '110.00');
    expect(await listPrice('I-1')).toBe(100);
    expect(await channelPrice('I-1')).toBe('100.00');
    expect(await listPrice('I-3')).toBe(100);
    expect(await channelPrice('I-3')).toBe('100.00');
  });

  it('pushes a held import row the seller confirms and discards one dropped', async () => {
    const held = (await send(s.t, 'GET', '/bffweb/prices/held', undefined, s.as.bff)).json()._embedded
      .heldPrices as { id: string; sku: string; source: string }[];
    const bySku = new Map(held.map((h) => [h.sku, h]));
    expect(bySku.get('I-3')!.source).toBe('ADMIN');
    const confirmed = await send(
      s.t,
      'POST',
      `/bffweb/prices/held/${bySku.get('I-3')!.id}/confirm`,
      undefined,
      s.as.bff,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await channelShows(s.t, s.sellerA, 'SANDBOX', adIds['I-3']!, 'price', '1000.01');
    const dropped = await send(
      s.t,
      'DELETE',
      `/bffweb/prices/held/${bySku.get('I-1')!.id}`,
      undefined,
      s.as.bff,
    );
    expect(dropped.statusCode).toBe(204);
    expect(await listPrice('I-1')).toBe(100);
    expect(await channelPrice('I-1')).toBe('100.00');
  });

  it('imports an XLSX workbook with a platform column through the guard', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Preços');
    sheet.addRow(['SKU', 'Canal', 'Price']);
    sheet.addRow(['I-4', 'SANDBOX', '38.99']);
    sheet.addRow(['I-4', 'SANDBOX_ML', '60']);
    const response = await upload(Buffer.from(await workbook.xlsx.writeBuffer()), XLSX_TYPE);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      received: 2,
      applied: 1,
      held: [{ row: 2, sku: 'I-4', platform: 'SANDBOX', floor: 39, reason: 'BELOW_FLOOR' }],
    });
    expect(await channelPrice('I-4')).toBe('100.00');
  });

  it('refuses a bad file naming the row and writes nothing', async () => {
    const heldBefore = (await send(s.t, 'GET', '/bffweb/prices/held', undefined, s.as.bff)).json().page
      .totalElements;
    for (const [payload, field, type] of [
      ['sku,cost\r\nI-2,1\r\n', 'row 1.header', CSV_TYPE],
      ['sku\r\nI-2\r\n', 'row 1.header', CSV_TYPE],
      ['sku,price\r\n', 'row 1.file', CSV_TYPE],
      ['sku,price\r\nI-2,120\r\nNOPE,10\r\n', 'row 3.sku', CSV_TYPE],
      ['sku,price\r\nI-2,120\r\nI-2,ten\r\n', 'row 3.price', CSV_TYPE],
      ['sku,price\r\nI-2,-1\r\n', 'row 2.price', CSV_TYPE],
      ['sku,price,platform\r\nI-2,120,NOWHERE\r\n', 'row 2.platform', CSV_TYPE],
      ['sku,price\r\nI-2,120\r\nI-2,130\r\n', 'row 3.sku', CSV_TYPE],
      ['not a workbook', 'row 1.file', XLSX_TYPE],
    ] as const) {
      const response = await upload(payload, type);
      expect(response.statusCode, payload).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json().field, payload).toBe(field);
    }
    const json = await s.t.app.inject({
      method: 'POST',
      url: '/bffweb/prices/import',
      headers: s.as.bff,
      payload: { sku: 'I-2', price: 1 },
    });
    expect(json.statusCode).toBe(415);
    const huge = await upload(`sku,price\r\n${'I-2,120\r\n'.repeat(300_000)}`);
    expect(huge.statusCode).toBe(413);
    expect(await listPrice('I-2')).toBe(110);
    expect(
      (await send(s.t, 'GET', '/bffweb/prices/held', undefined, s.as.bff)).json().page.totalElements,
    ).toBe(heldBefore);
  });

  it("keeps seller A's SKUs out of seller B's import", async () => {
    const tokenB = bearer(await tokenFor(s.t, s.sellerB, ['bffweb:prices']));
    const response = await upload('sku,price\r\nI-2,0\r\n', CSV_TYPE, tokenB);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('row 2.sku');
    expect(await listPrice('I-2')).toBe(110);
    const heldB = (await send(s.t, 'GET', '/bffweb/prices/held', undefined, tokenB)).json();
    expect(heldB._embedded?.heldPrices ?? []).toEqual([]);
  });
});
