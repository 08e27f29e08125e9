import { describe, expect, it } from 'vitest';
import { eventually } from '../../../../test/helpers/test-app.ts';
import { bearer, tokenFor } from '../../../../test/helpers/auth.ts';
import { CSV_TYPE } from './import.readers.ts';
import { sellersSuite } from '../../../../test/helpers/suite.ts';

/**
 * The operators' copy of the import and export routes (`/management/sellers/{id}/catalog`), which
 * `feira import` and `feira export` use while a running service holds the embedded database.
 */
const s = sellersSuite({ operator: true });

const file = 'externalId,title,sku,cost\r\nM-1,Panela,M-1-A,10.5\r\nM-1,,M-1-B,caro\r\n';

function upload(token: string | null, sellerId: string, payload: string, contentType = CSV_TYPE) {
  return s.t.app.inject({
    method: 'POST',
    url: `/management/sellers/${sellerId}/catalog/imports?fileName=panelas.csv`,
    headers: { ...(token ? bearer(token) : {}), 'content-type': contentType },
    payload,
  });
}

const get = (url: string, token: string | null = s.operatorToken) =>
  s.t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

async function importCount(sellerId: string): Promise<number> {
  const token = await tokenFor(s.t, sellerId, ['bffweb:catalog']);
  return (await get('/bffweb/catalog/imports', token)).json<{ page: { totalElements: number } }>().page
    .totalElements;
}

describe('operator import and export for a seller', () => {
  it('imports a file for the seller named in the path, with progress, error report and export', async () => {
    const response = await upload(s.operatorToken, s.sellerA, file);
    expect(response.statusCode, response.body).toBe(202);
    const { id } = response.json<{ id: string }>();
    expect(response.headers.location).toBe(
      `http://feira.test/management/sellers/${s.sellerA}/catalog/imports/${id}`,
    );
    const done = await eventually(async () => {
      const body = (await get(`/management/sellers/${s.sellerA}/catalog/imports/${id}`)).json<{
        status: string;
        validRows: number;
        invalidRows: number;
        fileName: string;
      }>();
      return body.status === 'DONE' ? body : undefined;
    });
    expect(done).toMatchObject({ validRows: 1, invalidRows: 1, fileName: 'panelas.csv' });
    const report = await get(`/management/sellers/${s.sellerA}/catalog/imports/${id}/errors.csv`);
    expect(report.statusCode).toBe(200);
    expect(report.body).toContain('3,cost,"""caro"" is not a number"');
    const exported = await get(`/management/sellers/${s.sellerA}/catalog/export.csv?delimiter=semicolon`);
    expect(exported.statusCode).toBe(200);
    expect(exported.body.split('\r\n')[1]).toMatch(/^M-1;Panela;.*;M-1-A;sku_\w+;;;10,5;;$/);
    // The seller's own import list shows it: the same import, not a copy elsewhere.
    expect(await importCount(s.sellerA)).toBe(1);
  });

  it('keeps sellers apart: another seller’s path neither shows nor exports seller A’s data', async () => {
    const response = await upload(s.operatorToken, s.sellerA, file);
    const { id } = response.json<{ id: string }>();
    for (const url of [
      `/management/sellers/${s.sellerB}/catalog/imports/${id}`,
      `/management/sellers/${s.sellerB}/catalog/imports/${id}/errors.csv`,
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    const exported = await get(`/management/sellers/${s.sellerB}/catalog/export.csv`);
    expect(exported.body.split('\r\n').filter(Boolean)).toHaveLength(1);
  });

  it('refuses callers without ROLE_ADMIN: no token 401, a seller’s token 403, nothing written', async () => {
    const before = await importCount(s.sellerB);
    expect((await upload(null, s.sellerB, file)).statusCode).toBe(401);
    const sellerToken = await tokenFor(s.t, s.sellerB, ['bffweb:catalog']);
    const forbidden = await upload(sellerToken, s.sellerB, file);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect((await get(`/management/sellers/${s.sellerB}/catalog/export.csv`, sellerToken)).statusCode).toBe(
      403,
    );
    expect(await importCount(s.sellerB)).toBe(before);
  });

  it('answers bad input with problem+json and writes nothing', async () => {
    const before = await importCount(s.sellerB);
    const cases = [
      { response: await upload(s.operatorToken, 'slr_nobody', file), status: 404 },
      { response: await upload(s.operatorToken, s.sellerB, '{"a":1}', 'application/json'), status: 415 },
      { response: await upload(s.operatorToken, s.sellerB, 'no,header,we,know\r\n1,2,3,4\r\n'), status: 400 },
      { response: await get(`/management/sellers/${s.sellerB}/catalog/imports/imp_nothing`), status: 404 },
      {
        response: await get(`/management/sellers/${s.sellerB}/catalog/export.csv?delimiter=tab`),
        status: 400,
      },
      // Beyond Fastify's longest path parameter no route matches.
      { response: await get(`/management/sellers/${'x'.repeat(101)}/catalog/export.csv`), status: 404 },
    ];
    for (const { response, status } of cases) {
      expect(response.statusCode, response.body).toBe(status);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    expect(await importCount(s.sellerB)).toBe(before);
  });
});
