import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { eventually } from '../../../../test/helpers/test-app.ts';
import { bearer, createSeller, tokenFor } from '../../../../test/helpers/auth.ts';
import { expectTenancy } from '../../../../test/helpers/tenancy.ts';
import { systemCtx } from '../../../platform/context.ts';
import { createProduct } from '../catalog.service.ts';
import { csvLine } from './domain/export-row.ts';
import { CSV_TYPE, XLSX_TYPE } from './import.readers.ts';
import { sellersSuite } from '../../../../test/helpers/suite.ts';

const s = sellersSuite({ scopes: ['bffweb:catalog'] });

const csv = (rows: string[][]) => rows.map((row) => csvLine(row, ',')).join('');

function upload(token: string, payload: string | Buffer, contentType = CSV_TYPE, query = '') {
  return s.t.app.inject({
    method: 'POST',
    url: `/bffweb/catalog/imports${query}`,
    headers: { ...bearer(token), 'content-type': contentType },
    payload,
  });
}

async function finished(token: string, id: string) {
  return eventually(async () => {
    const response = await s.t.app.inject({
      method: 'GET',
      url: `/bffweb/catalog/imports/${id}`,
      headers: bearer(token),
    });
    const body = response.json();
    return body.status === 'DONE' || body.status === 'FAILED' ? body : undefined;
  });
}

async function product(sellerId: string, productId: string) {
  const integration = await tokenFor(s.t, sellerId, ['product:edit']);
  const response = await s.t.app.inject({
    method: 'GET',
    url: `/integration/products/${encodeURIComponent(productId)}`,
    headers: { ...bearer(integration), accept: 'application/json' },
  });
  return response.json();
}

describe('upload', () => {
  let importId: string;

  it('answers 202, imports in a job, and shows progress until DONE with the error report', async () => {
    const response = await upload(
      s.tokenA,
      csv([
        ['externalId', 'title', 'sku', 'cost'],
        ['P-1', 'Garrafa', 'P-1-A', '31,90'],
        ['P-1', '', 'P-1-B', 'caro'],
        ['P-2', 'Copo', 'P-2-A', '5'],
      ]),
      `${CSV_TYPE}; charset=utf-8`,
      '?fileName=garrafas.csv',
    );
    expect(response.statusCode, response.body).toBe(202);
    const accepted = response.json();
    expect(accepted).toEqual({ id: expect.stringMatching(/^imp_/), status: 'PENDING' });
    expect(response.headers.location).toBe(`http://feira.test/bffweb/catalog/imports/${accepted.id}`);
    importId = accepted.id;

    const done = await finished(s.tokenA, importId);
    expect(done).toMatchObject({
      id: importId,
      fileName: 'garrafas.csv',
      format: 'CSV',
      source: 'UPLOAD',
      status: 'DONE',
      percent: 100,
      totalRows: 3,
      processedRows: 3,
      validRows: 2,
      invalidRows: 1,
      errorCount: 1,
      errors: [
        {
          row: 3,
          field: 'cost',
          reason: '"caro" is not a number',
          code: 'not-a-number',
          params: { value: 'caro' },
        },
      ],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      finishedAt: expect.stringMatching(/Z$/),
    });
    expect(await product(s.sellerA, 'P-1')).toMatchObject({ variations: [{ sku: 'P-1-A', cost: 31.9 }] });

    const report = await s.t.app.inject({
      method: 'GET',
      url: `/bffweb/catalog/imports/${importId}/errors.csv`,
      headers: bearer(s.tokenA),
    });
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(report.headers['content-disposition']).toBe(`attachment; filename="${importId}-errors.csv"`);
    expect(report.body).toBe('\uFEFFrow,field,reason\r\n3,cost,"""caro"" is not a number"\r\n');

    const list = await s.t.app.inject({
      method: 'GET',
      url: '/bffweb/catalog/imports',
      headers: bearer(s.tokenA),
    });
    expect(list.json()._embedded.catalogImportList).toMatchObject([{ id: importId, status: 'DONE' }]);
  });

  it('imports an XLSX workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Produtos');
    sheet.addRow(['externalId', 'title', 'sku', 'ean']);
    sheet.addRow(['X-1', 'Panela', 'X-1-A', '7891234567895']);
    const response = await upload(s.tokenA, Buffer.from(await workbook.xlsx.writeBuffer()), XLSX_TYPE);
    expect(response.statusCode, response.body).toBe(202);
    expect(await finished(s.tokenA, response.json().id)).toMatchObject({
      status: 'DONE',
      format: 'XLSX',
      validRows: 1,
    });
    expect(await product(s.sellerA, 'X-1')).toMatchObject({ variations: [{ ean: '7891234567895' }] });
  });

  it('refuses bad files with a problem naming what is wrong, and keeps nothing of them', async () => {
    const before = (
      await s.t.app.inject({ method: 'GET', url: '/bffweb/catalog/imports', headers: bearer(s.tokenA) })
    ).json();
    const cases = [
      { payload: '', type: CSV_TYPE, status: 400, field: 'file', detail: /^the file is empty/ },
      {
        payload: '\uFEFF\r\n',
        type: CSV_TYPE,
        status: 400,
        field: 'header',
        detail: /^header: the first row must be the header/,
      },
      {
        payload: 'externalId;title\r\nP-1;x\r\n',
        type: CSV_TYPE,
        status: 400,
        field: 'header',
        detail: /^header: missing column sku/,
      },
      {
        payload: 'externalId,sku,price\r\n',
        type: CSV_TYPE,
        status: 400,
        field: 'header',
        detail: /^header: unknown column price/,
      },
      { payload: 'not a workbook', type: XLSX_TYPE, status: 400, field: 'file', detail: /^XLSX: / },
      { payload: 'externalId,sku', type: 'application/pdf', status: 415 },
      { payload: '{"externalId":"P-1"}', type: 'application/json', status: 415 },
    ];
    for (const c of cases) {
      const response = await upload(s.tokenA, c.payload, c.type);
      const label = `${c.type} ${JSON.stringify(c.payload)}`;
      expect(response.statusCode, `${label}: ${response.body}`).toBe(c.status);
      expect(response.headers['content-type'], label).toMatch(/^application\/problem\+json/);
      if (c.field)
        expect(response.json(), label).toMatchObject({
          field: c.field,
          detail: expect.stringMatching(c.detail),
        });
    }
    const after = (
      await s.t.app.inject({ method: 'GET', url: '/bffweb/catalog/imports', headers: bearer(s.tokenA) })
    ).json();
    expect(after.page.totalElements).toBe(before.page.totalElements);
  });

  it('needs the catalog area of the web back end', async () => {
    const other = await tokenFor(s.t, s.sellerA, ['bffweb:ads']);
    const response = await upload(other, 'externalId,sku\r\n');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ required_scope: 'bffweb:catalog' });
  });

  it("does not show one seller's import to another (404)", async () => {
    await expectTenancy(s.t, {
      ...s,
      requests: [
        { method: 'GET', url: `/bffweb/catalog/imports/${importId}` },
        { method: 'GET', url: `/bffweb/catalog/imports/${importId}/errors.csv` },
      ],
      verifyUnchanged: async () => {
        const list = await s.t.app.inject({
          method: 'GET',
          url: '/bffweb/catalog/imports',
          headers: bearer(s.tokenB),
        });
        expect(list.json().page.totalElements).toBe(0);
      },
    });
  });
});

describe('export', () => {
  it("streams the seller's catalog as CSV that imports into another seller unchanged", async () => {
    const seller = (await createSeller(s.t)).id;
    const token = await tokenFor(s.t, seller, ['bffweb:catalog']);
    await createProduct(systemCtx(s.t.rt, seller), {
      externalId: 'E-1',
      title: 'Garrafa; térmica',
      brand: 'Acme',
      dimension: { weight: 0.8 },
      variations: [
        { sku: 'E-1-A', ean: '7891234567895', cost: 31.9, images: [{ url: 'https://img.example/1.jpg' }] },
        { sku: 'E-1-B', cost: 0.1234 },
      ],
    });
    const exported = await s.t.app.inject({
      method: 'GET',
      url: '/bffweb/catalog/export.csv?delimiter=semicolon',
      headers: bearer(token),
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="catalog-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(exported.body.split('\r\n')[2]).toMatch(/^E-1;"Garrafa; térmica";;Acme;;;;;;0,8;/);

    const target = (await createSeller(s.t)).id;
    const targetToken = await tokenFor(s.t, target, ['bffweb:catalog']);
    const response = await upload(targetToken, exported.rawPayload);
    expect(response.statusCode, response.body).toBe(202);
    expect(await finished(targetToken, response.json().id)).toMatchObject({
      status: 'DONE',
      validRows: 2,
      invalidRows: 0,
    });
    const read = async (sellerId: string) => {
      const body = await product(sellerId, 'E-1');
      const variations = body.variations.map((v: object) => ({ ...v, skuId: 0, createdAt: 0, updatedAt: 0 }));
      return { ...body, brandId: 0, createdAt: 0, updatedAt: 0, variations };
    };
    expect(await read(target)).toEqual(await read(seller));
  });
});
