import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer, tokenFor } from '../../../test/helpers/auth.ts';
import { expectTenancy } from '../../../test/helpers/tenancy.ts';
import {
  expectConfigRejected,
  freightSeller,
  type Carrier,
  type FreightSeller,
  type Page,
  type Region,
  type Value,
} from '../../../test/helpers/freight.ts';

describe('freight configuration (/bffweb/freight)', () => {
  let t: TestApp;
  let a: FreightSeller;
  let b: FreightSeller;

  beforeAll(async () => {
    t = await createTestApp();
    [a, b] = await Promise.all([freightSeller(t, 'Loja A'), freightSeller(t, 'Loja B')]);
  });
  afterAll(() => t.close());

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
      await expectConfigRejected(a, patch({ cubicFactor: 0 }), { status: 400, field: 'cubicFactor' });
      await expectConfigRejected(a, patch({ cubicThresholdKg: -1 }), {
        status: 400,
        field: 'cubicThresholdKg',
      });
      await expectConfigRejected(a, patch({ name: ' ' }), { status: 400, field: 'name' });
      await expectConfigRejected(a, patch({ active: 'maybe' }), { status: 400, field: 'active' });
      // The stored quote URL and a new integration would be two outside sources.
      await expectConfigRejected(
        a,
        patch({ integration: { type: 'AGGREGATOR', originPostalCode: '01310100', token: 't' } }),
        { status: 400, field: 'integration' },
      );
      expect(await a.ok('GET', `/bffweb/freight/carriers/${carrier.id}`)).toEqual(carrier);
    });

    it('refuses bad carriers and writes nothing', async () => {
      await expectConfigRejected(
        a,
        { method: 'POST', url: '/bffweb/freight/carriers', payload: {} },
        { status: 400, field: 'name' },
      );
      await expectConfigRejected(
        a,
        { method: 'POST', url: '/bffweb/freight/carriers', payload: { name: 'X', cubicFactor: 0 } },
        { status: 400, field: 'cubicFactor' },
      );
      await expectConfigRejected(
        a,
        { method: 'POST', url: '/bffweb/freight/carriers', payload: { name: '   ' } },
        { status: 400, field: 'name' },
      );
      await expectConfigRejected(
        a,
        {
          method: 'POST',
          url: '/bffweb/freight/carriers',
          payload: { name: 'X', quoteUrl: 'ftp://example.com/q' },
        },
        { status: 400, field: 'quoteUrl', type: 'quote-url-not-allowed' },
      );
      await expectConfigRejected(
        a,
        {
          method: 'POST',
          url: '/bffweb/freight/carriers',
          payload: { name: 'X', quoteUrl: 'https://example.com/q?a=1' },
        },
        { status: 400, field: 'quoteUrl', type: 'quote-url-not-allowed' },
      );
      await expectConfigRejected(
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
      await expectConfigRejected(
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
      await expectConfigRejected(
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
      await expectConfigRejected(
        a,
        post({ name: 'R', postalCodeStart: '0100000', postalCodeEnd: '05999999' }),
        {
          status: 400,
          field: 'postalCodeStart',
        },
      );
      await expectConfigRejected(
        a,
        post({ name: 'R', postalCodeStart: '01000000', postalCodeEnd: 'ABCDEFGH' }),
        {
          status: 400,
          field: 'postalCodeEnd',
        },
      );
      await expectConfigRejected(
        a,
        post({ name: 'R', postalCodeStart: '05999999', postalCodeEnd: '01000000' }),
        {
          status: 400,
          field: 'postalCodeEnd',
        },
      );
      await expectConfigRejected(
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
      await expectConfigRejected(
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
      await expectConfigRejected(a, post({ name: 'R' }), { status: 400, field: 'ranges' });
      await expectConfigRejected(a, post({ name: 'R', postalCodeStart: '01000000' }), {
        status: 400,
        field: 'postalCodeEnd',
      });
      await expectConfigRejected(
        a,
        post({ name: 'R', postalCodeStart: '01000000', postalCodeEnd: '01999999', ranges: [] }),
        { status: 400, field: 'ranges' },
      );
      await expectConfigRejected(
        a,
        post({ name: 'R', postalCodeStart: '01000000', postalCodeEnd: '01999999', carrierIds: ['car_nope'] }),
        {
          status: 404,
        },
      );
      await expectConfigRejected(
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
      await expectConfigRejected(a, patch({ postalCodeStart: '73000000', postalCodeEnd: '70000000' }), {
        status: 400,
        field: 'postalCodeEnd',
      });
      await expectConfigRejected(a, patch({ postalCodeStart: '73000000' }), {
        status: 400,
        field: 'postalCodeEnd',
      });
      await expectConfigRejected(a, patch({ ranges: [] }), { status: 400, field: 'ranges' });
      await expectConfigRejected(a, patch({ carrierIds: ['car_nope'] }), { status: 404 });
      await expectConfigRejected(a, patch({ name: 'SP CAPITAL' }), { status: 409, field: 'name' });
      await expectConfigRejected(a, patch({ name: '' }), { status: 400, field: 'name' });
      await expectConfigRejected(a, patch({ color: 'blue' }), { status: 400, field: 'color' });
      expect(await a.ok('GET', `/bffweb/freight/regions/${region.id}`)).toEqual(region);
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
