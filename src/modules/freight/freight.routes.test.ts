import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer, tokenFor } from '../../../test/helpers/auth.ts';
import { expectTenancy } from '../../../test/helpers/tenancy.ts';
import { freightSeller, quote, type FreightSeller } from '../../../test/helpers/freight.ts';

interface Carrier {
  id: string;
  name: string;
  active: boolean;
}
interface Region {
  id: string;
  name: string;
  carrierIds: string[];
  ranges: { postalCodeStart: string; postalCodeEnd: string }[];
}
interface Value {
  id: string;
  price: number;
}
interface Page<T> {
  // Each list fills the one key of its kind.
  _embedded: { carriers: T[]; regions: T[]; freightValues: T[] };
  page: { totalElements: number };
}

describe('freight configuration (/bffweb/freight)', () => {
  let t: TestApp;
  let a: FreightSeller;
  let b: FreightSeller;

  beforeAll(async () => {
    t = await createTestApp();
    [a, b] = await Promise.all([freightSeller(t, 'Loja A'), freightSeller(t, 'Loja B')]);
  });
  afterAll(() => t.close());

  const count = async (seller: FreightSeller, list: 'carriers' | 'regions' | 'values') => {
    const page = await seller.ok<Page<unknown>>('GET', `/bffweb/freight/${list}`);
    return page.page.totalElements;
  };

  /** A 4xx problem naming the field, and nothing written. */
  async function expectRejected(
    seller: FreightSeller,
    request: { method: 'POST' | 'PATCH'; url: string; payload: unknown },
    expected: { status: number; field?: string; type?: string },
  ) {
    const before = await Promise.all([
      count(seller, 'carriers'),
      count(seller, 'regions'),
      count(seller, 'values'),
    ]);
    const response = await seller.bff(request.method, request.url, request.payload);
    expect(response.statusCode, response.body).toBe(expected.status);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    const problem = response.json();
    if (expected.field) {
      const fields = [problem.field, ...(problem.errors ?? []).map((e: { field: string }) => e.field)];
      expect(fields, response.body).toContain(expected.field);
    }
    if (expected.type) expect(problem.type).toBe(`https://feira.dev/problems/${expected.type}`);
    const after = await Promise.all([
      count(seller, 'carriers'),
      count(seller, 'regions'),
      count(seller, 'values'),
    ]);
    expect(after).toEqual(before);
    return problem;
  }

  describe('access', () => {
    it('needs a token or session, and the bffweb:freight scope', async () => {
      const anonymous = await t.app.inject({ method: 'GET', url: '/bffweb/freight/carriers' });
      expect(anonymous.statusCode).toBe(401);
      const other = await tokenFor(t, a.sellerId, ['product:edit']);
      const wrongScope = await t.app.inject({
        method: 'GET',
        url: '/bffweb/freight/carriers',
        headers: bearer(other),
      });
      expect(wrongScope.statusCode).toBe(403);
      expect(wrongScope.json().required_scope).toBe('bffweb:freight');
    });
  });

  describe('carriers', () => {
    it('creates, reads, lists, changes and removes a carrier', async () => {
      const created = await a.bff('POST', '/bffweb/freight/carriers', {
        name: 'Rodonaves',
        cubicFactor: 6000,
      });
      expect(created.statusCode, created.body).toBe(201);
      const carrier = created.json();
      expect(carrier).toMatchObject({
        id: expect.stringMatching(/^car_/),
        name: 'Rodonaves',
        active: true,
        cubicFactor: 6000,
        cubicThresholdKg: null,
        quoteUrl: null,
        integration: null,
      });
      expect(created.headers.location).toBe(`http://feira.test/bffweb/freight/carriers/${carrier.id}`);
      expect(await a.ok('GET', `/bffweb/freight/carriers/${carrier.id}`)).toEqual(carrier);

      const changed = await a.ok<Carrier>('PATCH', `/bffweb/freight/carriers/${carrier.id}`, {
        active: false,
        cubicThresholdKg: 5,
      });
      expect(changed).toMatchObject({
        name: 'Rodonaves',
        active: false,
        cubicFactor: 6000,
        cubicThresholdKg: 5,
      });

      const list = await a.ok<Page<Carrier>>('GET', '/bffweb/freight/carriers?size=50');
      expect(list._embedded.carriers.map((c) => c.id)).toContain(carrier.id);

      expect((await a.bff('DELETE', `/bffweb/freight/carriers/${carrier.id}`)).statusCode).toBe(204);
      expect((await a.bff('GET', `/bffweb/freight/carriers/${carrier.id}`)).statusCode).toBe(404);
    });

    it('keeps integration credentials write-only', async () => {
      const carrier = await a.ok<Record<string, unknown>>('POST', '/bffweb/freight/carriers', {
        name: 'Correios',
        integration: {
          type: 'POSTAL',
          originPostalCode: '01310-100',
          user: 'loja',
          accessCode: 'segredo',
          postingCard: '0067599079',
          services: [{ code: '03298', name: 'PAC', freightType: 'STANDARD' }],
        },
      });
      expect(carrier.integration).toEqual({
        type: 'POSTAL',
        originPostalCode: '01310100',
        user: 'loja',
        postingCard: '0067599079',
        services: [{ code: '03298', name: 'PAC', freightType: 'STANDARD' }],
      });
      expect(JSON.stringify(carrier)).not.toContain('segredo');
    });

    it('refuses bad changes to a carrier and keeps it as it was', async () => {
      const carrier = await a.ok<Carrier>('POST', '/bffweb/freight/carriers', {
        name: 'Intocada',
        quoteUrl: 'https://frete.example.com/cotacao',
      });
      const patch = (payload: unknown) => ({
        method: 'PATCH' as const,
        url: `/bffweb/freight/carriers/${carrier.id}`,
        payload,
      });
      await expectRejected(a, patch({ cubicFactor: 0 }), { status: 400, field: 'cubicFactor' });
      await expectRejected(a, patch({ cubicThresholdKg: -1 }), { status: 400, field: 'cubicThresholdKg' });
      await expectRejected(a, patch({ name: ' ' }), { status: 400, field: 'name' });
      await expectRejected(a, patch({ active: 'maybe' }), { status: 400, field: 'active' });
      // The stored quote URL and a new integration would be two outside sources.
      await expectRejected(
        a,
        patch({ integration: { type: 'AGGREGATOR', originPostalCode: '01310100', token: 't' } }),
        { status: 400, field: 'integration' },
      );
      expect(await a.ok('GET', `/bffweb/freight/carriers/${carrier.id}`)).toEqual(carrier);
    });

    it('refuses bad carriers and writes nothing', async () => {
      await expectRejected(
        a,
        { method: 'POST', url: '/bffweb/freight/carriers', payload: {} },
        { status: 400, field: 'name' },
      );
      await expectRejected(
        a,
        { method: 'POST', url: '/bffweb/freight/carriers', payload: { name: 'X', cubicFactor: 0 } },
        { status: 400, field: 'cubicFactor' },
      );
      await expectRejected(
        a,
        { method: 'POST', url: '/bffweb/freight/carriers', payload: { name: '   ' } },
        { status: 400, field: 'name' },
      );
      await expectRejected(
        a,
        {
          method: 'POST',
          url: '/bffweb/freight/carriers',
          payload: { name: 'X', quoteUrl: 'ftp://example.com/q' },
        },
        { status: 400, field: 'quoteUrl' },
      );
      await expectRejected(
        a,
        {
          method: 'POST',
          url: '/bffweb/freight/carriers',
          payload: { name: 'X', quoteUrl: 'https://example.com/q?a=1' },
        },
        { status: 400, field: 'quoteUrl' },
      );
      await expectRejected(
        a,
        {
          method: 'POST',
          url: '/bffweb/freight/carriers',
          payload: {
            name: 'X',
            quoteUrl: 'https://example.com/q',
            integration: { type: 'AGGREGATOR', originPostalCode: '01310100', token: 't' },
          },
        },
        { status: 400, field: 'integration' },
      );
      await expectRejected(
        a,
        {
          method: 'POST',
          url: '/bffweb/freight/carriers',
          payload: {
            name: 'X',
            integration: { type: 'AGGREGATOR', originPostalCode: '1310100', token: 't' },
          },
        },
        { status: 400 },
      );
      // A new integration needs its credential (only a change to a stored one may leave it out).
      await expectRejected(
        a,
        {
          method: 'POST',
          url: '/bffweb/freight/carriers',
          payload: {
            name: 'X',
            integration: {
              type: 'POSTAL',
              originPostalCode: '01310100',
              user: 'loja',
              postingCard: '0067599079',
              services: [{ code: '03298', name: 'PAC', freightType: 'STANDARD' }],
            },
          },
        },
        { status: 400, field: 'integration.accessCode' },
      );
    });
  });

  describe('regions', () => {
    let carrier: Carrier;
    beforeAll(async () => {
      carrier = await a.ok<Carrier>('POST', '/bffweb/freight/carriers', { name: 'Regional' });
    });

    it('creates a region from one range, or from several, and reads it back', async () => {
      const single = await a.bff('POST', '/bffweb/freight/regions', {
        name: 'SP Capital',
        postalCodeStart: '01000-000',
        postalCodeEnd: '05999999',
        carrierIds: [carrier.id],
      });
      expect(single.statusCode, single.body).toBe(201);
      expect(single.json()).toMatchObject({
        name: 'SP Capital',
        postalCodeStart: '01000000',
        postalCodeEnd: '05999999',
        ranges: [{ postalCodeStart: '01000000', postalCodeEnd: '05999999' }],
        carrierIds: [carrier.id],
      });
      const multi = await a.ok<Region>('POST', '/bffweb/freight/regions', {
        name: 'Grande SP',
        ranges: [
          { postalCodeStart: '08000000', postalCodeEnd: '08499999' },
          { postalCodeStart: '06000000', postalCodeEnd: '06999999' },
        ],
      });
      expect(multi.ranges).toEqual([
        { postalCodeStart: '06000000', postalCodeEnd: '06999999' },
        { postalCodeStart: '08000000', postalCodeEnd: '08499999' },
      ]);
      expect(multi.carrierIds).toEqual([]);
      expect(await a.ok('GET', `/bffweb/freight/regions/${multi.id}`)).toEqual(multi);

      const holding = await a.ok<Page<Region>>('GET', '/bffweb/freight/regions?postalCode=08100000');
      expect(holding._embedded.regions.map((r) => r.name)).toEqual(['Grande SP']);
      const served = await a.ok<Page<Region>>('GET', `/bffweb/freight/regions?carrierId=${carrier.id}`);
      expect(served._embedded.regions.map((r) => r.name)).toEqual(['SP Capital']);

      const changed = await a.ok<Region>('PATCH', `/bffweb/freight/regions/${multi.id}`, {
        carrierIds: [carrier.id],
        postalCodeStart: '07000000',
        postalCodeEnd: '07999999',
      });
      expect(changed).toMatchObject({ name: 'Grande SP', carrierIds: [carrier.id] });
      expect(changed.ranges).toEqual([{ postalCodeStart: '07000000', postalCodeEnd: '07999999' }]);
      expect((await a.bff('DELETE', `/bffweb/freight/regions/${multi.id}`)).statusCode).toBe(204);
      expect((await a.bff('GET', `/bffweb/freight/regions/${multi.id}`)).statusCode).toBe(404);
    });

    it('refuses invalid CEPs, inverted and overlapping ranges, naming the field, and writes nothing', async () => {
      const post = (payload: unknown) => ({
        method: 'POST' as const,
        url: '/bffweb/freight/regions',
        payload,
      });
      await expectRejected(a, post({ name: 'R', postalCodeStart: '0100000', postalCodeEnd: '05999999' }), {
        status: 400,
        field: 'postalCodeStart',
      });
      await expectRejected(a, post({ name: 'R', postalCodeStart: '01000000', postalCodeEnd: 'ABCDEFGH' }), {
        status: 400,
        field: 'postalCodeEnd',
      });
      await expectRejected(a, post({ name: 'R', postalCodeStart: '05999999', postalCodeEnd: '01000000' }), {
        status: 400,
        field: 'postalCodeEnd',
      });
      await expectRejected(
        a,
        post({
          name: 'R',
          ranges: [
            { postalCodeStart: '20000000', postalCodeEnd: '20999999' },
            { postalCodeStart: '21000000', postalCodeEnd: '20500000' },
          ],
        }),
        { status: 400, field: 'ranges[1].postalCodeEnd' },
      );
      await expectRejected(
        a,
        post({
          name: 'R',
          ranges: [
            { postalCodeStart: '20000000', postalCodeEnd: '20999999' },
            { postalCodeStart: '20500000', postalCodeEnd: '21999999' },
          ],
        }),
        { status: 400, field: 'ranges[1].postalCodeStart' },
      );
      await expectRejected(a, post({ name: 'R' }), { status: 400, field: 'ranges' });
      await expectRejected(a, post({ name: 'R', postalCodeStart: '01000000' }), {
        status: 400,
        field: 'postalCodeEnd',
      });
      await expectRejected(
        a,
        post({ name: 'R', postalCodeStart: '01000000', postalCodeEnd: '01999999', ranges: [] }),
        { status: 400, field: 'ranges' },
      );
      await expectRejected(
        a,
        post({ name: 'R', postalCodeStart: '01000000', postalCodeEnd: '01999999', carrierIds: ['car_nope'] }),
        {
          status: 404,
        },
      );
      await expectRejected(
        a,
        post({ name: 'sp capital', postalCodeStart: '01000000', postalCodeEnd: '01999999' }),
        {
          status: 409,
          field: 'name',
        },
      );
    });

    it('refuses bad changes to a region and keeps it as it was', async () => {
      const region = await a.ok<Region>('POST', '/bffweb/freight/regions', {
        name: 'Mudancas',
        postalCodeStart: '70000000',
        postalCodeEnd: '72999999',
        carrierIds: [carrier.id],
      });
      const patch = (payload: unknown) => ({
        method: 'PATCH' as const,
        url: `/bffweb/freight/regions/${region.id}`,
        payload,
      });
      await expectRejected(a, patch({ postalCodeStart: '73000000', postalCodeEnd: '70000000' }), {
        status: 400,
        field: 'postalCodeEnd',
      });
      await expectRejected(a, patch({ postalCodeStart: '73000000' }), {
        status: 400,
        field: 'postalCodeEnd',
      });
      await expectRejected(a, patch({ ranges: [] }), { status: 400, field: 'ranges' });
      await expectRejected(a, patch({ carrierIds: ['car_nope'] }), { status: 404 });
      await expectRejected(a, patch({ name: 'SP CAPITAL' }), { status: 409, field: 'name' });
      await expectRejected(a, patch({ name: '' }), { status: 400, field: 'name' });
      await expectRejected(a, patch({ color: 'blue' }), { status: 400, field: 'color' });
      expect(await a.ok('GET', `/bffweb/freight/regions/${region.id}`)).toEqual(region);
    });
  });

  describe('freight values', () => {
    let carrier: Carrier;
    let region: Region;
    const value = (overrides: Record<string, unknown> = {}) => ({
      carrierId: carrier.id,
      regionId: region.id,
      weightFrom: 0,
      weightTo: 5,
      price: 19.9,
      deadlineDays: 3,
      freightType: 'STANDARD',
      ...overrides,
    });

    beforeAll(async () => {
      carrier = await a.ok<Carrier>('POST', '/bffweb/freight/carriers', { name: 'Bandas' });
      region = await a.ok<Region>('POST', '/bffweb/freight/regions', {
        name: 'Bandas RJ',
        postalCodeStart: '20000000',
        postalCodeEnd: '28999999',
        carrierIds: [carrier.id],
      });
    });

    it('prices weight bands that touch but do not overlap', async () => {
      const first = await a.bff('POST', '/bffweb/freight/values', value({ price: 19.905, deliveryTime: 60 }));
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json()).toMatchObject({
        carrierId: carrier.id,
        regionId: region.id,
        weightFrom: 0,
        weightTo: 5,
        price: 19.91,
        deadlineDays: 3,
        deliveryTime: 60,
        freightType: 'STANDARD',
        serviceName: null,
      });
      await a.ok('POST', '/bffweb/freight/values', value({ weightFrom: 5, weightTo: 10, price: 29.9 }));
      // Same band in another service is another price list.
      await a.ok('POST', '/bffweb/freight/values', value({ freightType: 'EXPRESS', price: 39.9 }));
      await a.ok('POST', '/bffweb/freight/values', value({ serviceName: 'Economico', price: 14.9 }));
      const list = await a.ok<Page<Value>>('GET', `/bffweb/freight/values?carrierId=${carrier.id}`);
      expect(list.page.totalElements).toBe(4);
      const id = first.json().id;
      expect(await a.ok<Value>('PATCH', `/bffweb/freight/values/${id}`, { price: 21 })).toMatchObject({
        price: 21,
      });
      expect((await a.ok<Value>('GET', `/bffweb/freight/values/${id}`)).price).toBe(21);
    });

    it('refuses overlapping bands, inverted weights and bad numbers, and writes nothing', async () => {
      const post = (payload: unknown) => ({
        method: 'POST' as const,
        url: '/bffweb/freight/values',
        payload,
      });
      const overlap = await expectRejected(a, post(value({ weightFrom: 4, weightTo: 6 })), {
        status: 400,
        field: 'weightFrom',
        type: 'freight-band-overlap',
      });
      expect(overlap.conflictingValueId).toMatch(/^fv_/);
      await expectRejected(a, post(value({ weightFrom: 2, weightTo: 3 })), {
        status: 400,
        type: 'freight-band-overlap',
      });
      await expectRejected(a, post(value({ weightFrom: 20, weightTo: 10 })), {
        status: 400,
        field: 'weightTo',
      });
      await expectRejected(a, post(value({ weightFrom: 20, weightTo: 20 })), {
        status: 400,
        field: 'weightTo',
      });
      await expectRejected(a, post(value({ weightFrom: 20, weightTo: 30, price: -1 })), {
        status: 400,
        field: 'price',
      });
      await expectRejected(a, post(value({ weightFrom: 20, weightTo: 30, deadlineDays: 1.5 })), {
        status: 400,
        field: 'deadlineDays',
      });
      await expectRejected(a, post(value({ weightFrom: 20, weightTo: 30, freightType: 'NORMAL' })), {
        status: 400,
        field: 'freightType',
      });
      await expectRejected(a, post(value({ weightFrom: 20, weightTo: 30, carrierId: 'car_nope' })), {
        status: 404,
      });
      await expectRejected(a, post(value({ weightFrom: 20, weightTo: 30, regionId: 'reg_nope' })), {
        status: 404,
      });
      const list = await a.ok<Page<Value & { weightFrom: number }>>(
        'GET',
        `/bffweb/freight/values?carrierId=${carrier.id}&regionId=${region.id}&size=200`,
      );
      const second = list._embedded.freightValues.find((v) => v.weightFrom === 5)!;
      await expectRejected(
        a,
        { method: 'PATCH', url: `/bffweb/freight/values/${second.id}`, payload: { weightFrom: 4 } },
        { status: 400, type: 'freight-band-overlap' },
      );
    });

    it('removes the values of a removed carrier or region, and the carrier from its regions', async () => {
      const doomed = await a.ok<Carrier>('POST', '/bffweb/freight/carriers', { name: 'Efemera' });
      await a.ok('PATCH', `/bffweb/freight/regions/${region.id}`, { carrierIds: [carrier.id, doomed.id] });
      const byDoomed = await a.ok<Value>('POST', '/bffweb/freight/values', value({ carrierId: doomed.id }));
      expect((await a.bff('DELETE', `/bffweb/freight/carriers/${doomed.id}`)).statusCode).toBe(204);
      expect((await a.bff('GET', `/bffweb/freight/values/${byDoomed.id}`)).statusCode).toBe(404);
      expect((await a.ok<Region>('GET', `/bffweb/freight/regions/${region.id}`)).carrierIds).toEqual([
        carrier.id,
      ]);

      const place = await a.ok<Region>('POST', '/bffweb/freight/regions', {
        name: 'Efemera',
        postalCodeStart: '29000000',
        postalCodeEnd: '29999999',
        carrierIds: [carrier.id],
      });
      const inPlace = await a.ok<Value>('POST', '/bffweb/freight/values', value({ regionId: place.id }));
      expect((await a.bff('DELETE', `/bffweb/freight/regions/${place.id}`)).statusCode).toBe(204);
      expect((await a.bff('GET', `/bffweb/freight/values/${inPlace.id}`)).statusCode).toBe(404);
      expect((await a.ok<Carrier>('GET', `/bffweb/freight/carriers/${carrier.id}`)).id).toBe(carrier.id);
    });

    it('removes a value', async () => {
      const created = await a.ok<Value>(
        'POST',
        '/bffweb/freight/values',
        value({ weightFrom: 50, weightTo: 60 }),
      );
      expect((await a.bff('DELETE', `/bffweb/freight/values/${created.id}`)).statusCode).toBe(204);
      expect((await a.bff('GET', `/bffweb/freight/values/${created.id}`)).statusCode).toBe(404);
    });
  });

  describe('carrier table import (CSV)', () => {
    const header = 'regiao;cep_inicial;cep_final;peso_inicial;peso_final;valor;prazo;modalidade';

    it("imports a carrier's spreadsheet: regions, assignment and bands, then quotes from it", async () => {
      const carrier = await a.ok<Carrier>('POST', '/bffweb/freight/carriers', { name: 'Planilha' });
      const csv = [
        header,
        'Sul Capital;80000-000;80999-999;0;1;12,90;2;STANDARD',
        'Sul Capital;80000-000;80999-999;1;5;18,50;2;STANDARD',
        'Sul Capital;82000-000;82999-999;0;1;12,90;2;STANDARD',
        'Sul Capital;82000-000;82999-999;1;5;18,50;2;STANDARD',
        'Sul Interior;83000-000;87999-999;0;5;25,00;5;STANDARD',
        'Sul Interior;83000-000;87999-999;0;5;45,00;2;EXPRESS',
      ].join('\n');
      const dry = await a.bff('POST', `/bffweb/freight/carriers/${carrier.id}/table`, { csv, dryRun: true });
      expect(dry.statusCode, dry.body).toBe(200);
      expect(dry.json()).toEqual({
        carrierId: carrier.id,
        dryRun: true,
        rows: 4,
        regionsCreated: 2,
        regionsReused: 0,
        valuesWritten: 4,
        valuesReplaced: 0,
      });
      expect(
        (await a.ok<Page<Region>>('GET', '/bffweb/freight/regions?postalCode=80100000')).page.totalElements,
      ).toBe(0);

      const imported = await a.bff('POST', `/bffweb/freight/carriers/${carrier.id}/table`, { csv });
      expect(imported.statusCode, imported.body).toBe(201);
      expect(imported.json()).toMatchObject({ dryRun: false, regionsCreated: 2, valuesWritten: 4 });
      const capital = (await a.ok<Page<Region>>('GET', '/bffweb/freight/regions?postalCode=82500000'))
        ._embedded.regions[0]!;
      expect(capital).toMatchObject({ name: 'Sul Capital', carrierIds: [carrier.id] });
      expect(capital.ranges).toHaveLength(2);

      const sku = await a.product({ weight: 0.8, height: 10, width: 10, length: 10 });
      const quoted = await quote(t, a.sellerId, '82500000', { quotationItems: [{ skuId: sku, qty: 2 }] });
      expect(quoted.statusCode, quoted.body).toBe(200);
      expect(quoted.json().shippingQuotes).toMatchObject([
        { carrierId: carrier.id, shippingCost: 18.5, deadlineDays: 2 },
      ]);

      // A new file replaces the carrier's table and reuses the regions it names.
      const again = await a.ok<Record<string, number>>(
        'POST',
        `/bffweb/freight/carriers/${carrier.id}/table`,
        {
          csv: [
            header,
            'Sul Capital;80000-000;80999-999;0;10;9,90;1;',
            'Sul Capital;82000-000;82999-999;0;10;9,90;1;',
          ].join('\n'),
        },
      );
      expect(again).toMatchObject({
        rows: 1,
        regionsCreated: 0,
        regionsReused: 1,
        valuesWritten: 1,
        valuesReplaced: 4,
      });
      const requoted = await quote(t, a.sellerId, '82500000', { quotationItems: [{ skuId: sku, qty: 2 }] });
      expect(requoted.json().shippingQuotes).toMatchObject([{ carrierId: carrier.id, shippingCost: 9.9 }]);
    });

    it('reports every bad row with line and field, and writes nothing', async () => {
      const carrier = await a.ok<Carrier>('POST', '/bffweb/freight/carriers', { name: 'Planilha ruim' });
      const problem = await expectRejected(
        a,
        {
          method: 'POST',
          url: `/bffweb/freight/carriers/${carrier.id}/table`,
          payload: {
            csv: [
              header,
              'Norte;66000-000;66999-999;0;5;10;3;',
              'Norte;66000-000;66999-999;4;10;10;3;',
              'Norte;6600000;66999-999;0;5;dez;3;',
              'Norte;66000-000;66999-999;0;5;10;3;TELEPORT',
            ].join('\n'),
          },
        },
        { status: 400, type: 'freight-import-invalid' },
      );
      expect(problem.errors).toEqual([
        { row: 3, field: 'weightFrom', message: expect.stringContaining('overlaps row 2') },
        { row: 4, field: 'postalCodeStart', message: '"6600000" is not an 8-digit CEP' },
        { row: 4, field: 'price', message: '"dez" is not an amount in BRL' },
        { row: 5, field: 'freightType', message: expect.stringContaining('TELEPORT') },
      ]);
      // A named region that exists with other ranges is reported, not reshaped.
      const clash = await expectRejected(
        a,
        {
          method: 'POST',
          url: `/bffweb/freight/carriers/${carrier.id}/table`,
          payload: { csv: [header, 'Sul Capital;80000-000;80499-999;0;5;10;3;'].join('\n') },
        },
        { status: 400, type: 'freight-import-invalid' },
      );
      expect(clash.errors).toEqual([
        { row: 2, field: 'region', message: expect.stringContaining('exists with other') },
      ]);
      const unknown = await a.bff('POST', '/bffweb/freight/carriers/car_nope/table', {
        csv: [header, 'Norte;66000-000;66999-999;0;5;10;3;'].join('\n'),
      });
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('tenancy', () => {
    it("never lets seller B read or change seller A's carriers, regions and values (404)", async () => {
      const carrier = await a.ok<Carrier>('POST', '/bffweb/freight/carriers', { name: 'Só da A' });
      const region = await a.ok<Region>('POST', '/bffweb/freight/regions', {
        name: 'Só da A',
        postalCodeStart: '30000000',
        postalCodeEnd: '39999999',
        carrierIds: [carrier.id],
      });
      const value = await a.ok<Value>('POST', '/bffweb/freight/values', {
        carrierId: carrier.id,
        regionId: region.id,
        weightFrom: 0,
        weightTo: 5,
        price: 10,
        deadlineDays: 2,
      });
      const snapshot = async () =>
        Promise.all([
          a.ok('GET', `/bffweb/freight/carriers/${carrier.id}`),
          a.ok('GET', `/bffweb/freight/regions/${region.id}`),
          a.ok('GET', `/bffweb/freight/values/${value.id}`),
        ]);
      const before = await snapshot();
      const ownCarrier = await b.ok<Carrier>('POST', '/bffweb/freight/carriers', { name: 'Da B' });
      const ownRegion = await b.ok<Region>('POST', '/bffweb/freight/regions', {
        name: 'Da B',
        postalCodeStart: '30000000',
        postalCodeEnd: '39999999',
      });
      await expectTenancy(t, {
        sellerA: a.sellerId,
        sellerB: b.sellerId,
        tokenB: b.token,
        requests: [
          { method: 'GET', url: `/bffweb/freight/carriers/${carrier.id}` },
          { method: 'PATCH', url: `/bffweb/freight/carriers/${carrier.id}`, payload: { active: false } },
          { method: 'DELETE', url: `/bffweb/freight/carriers/${carrier.id}` },
          {
            method: 'POST',
            url: `/bffweb/freight/carriers/${carrier.id}/table`,
            payload: {
              csv: 'cep_inicial;cep_final;peso_inicial;peso_final;valor;prazo\n30000000;39999999;0;5;1;1',
            },
          },
          { method: 'GET', url: `/bffweb/freight/regions/${region.id}` },
          { method: 'PATCH', url: `/bffweb/freight/regions/${region.id}`, payload: { name: 'Tomada' } },
          { method: 'DELETE', url: `/bffweb/freight/regions/${region.id}` },
          { method: 'GET', url: `/bffweb/freight/values/${value.id}` },
          { method: 'PATCH', url: `/bffweb/freight/values/${value.id}`, payload: { price: 0 } },
          { method: 'DELETE', url: `/bffweb/freight/values/${value.id}` },
          // Seller A's ids inside seller B's own writes.
          {
            method: 'POST',
            url: '/bffweb/freight/regions',
            payload: {
              name: 'Outra',
              postalCodeStart: '40000000',
              postalCodeEnd: '40999999',
              carrierIds: [carrier.id],
            },
          },
          {
            method: 'PATCH',
            url: `/bffweb/freight/regions/${ownRegion.id}`,
            payload: { carrierIds: [carrier.id] },
          },
          {
            method: 'POST',
            url: '/bffweb/freight/values',
            payload: {
              carrierId: carrier.id,
              regionId: ownRegion.id,
              weightFrom: 0,
              weightTo: 1,
              price: 1,
              deadlineDays: 1,
            },
          },
          {
            method: 'POST',
            url: '/bffweb/freight/values',
            payload: {
              carrierId: ownCarrier.id,
              regionId: region.id,
              weightFrom: 0,
              weightTo: 1,
              price: 1,
              deadlineDays: 1,
            },
          },
        ],
        verifyUnchanged: async () => expect(await snapshot()).toEqual(before),
      });
      const listed = await b.ok<Page<Carrier>>('GET', '/bffweb/freight/carriers?size=200');
      expect(listed._embedded.carriers.map((c) => c.id)).toEqual([ownCarrier.id]);
      const values = await b.ok<Page<Value>>('GET', `/bffweb/freight/values?carrierId=${carrier.id}`);
      expect(values.page.totalElements).toBe(0);
    });
  });
});
