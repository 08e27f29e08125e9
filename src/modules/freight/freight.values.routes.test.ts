import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import {
  expectConfigRejected,
  freightSeller,
  quote,
  type Carrier,
  type FreightSeller,
  type Page,
  type Region,
  type Value,
} from '../../../test/helpers/freight.ts';
import { publicIdOf } from './domain/public-ids.ts';

describe('freight values and carrier tables (/bffweb/freight)', () => {
  let t: TestApp;
  let a: FreightSeller;

  beforeAll(async () => {
    t = await createTestApp();
    a = await freightSeller(t, 'Loja A');
  });
  afterAll(() => t.close());

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
      const overlap = await expectConfigRejected(a, post(value({ weightFrom: 4, weightTo: 6 })), {
        status: 400,
        field: 'weightFrom',
        type: 'freight-band-overlap',
      });
      expect(overlap.conflictingValueId).toMatch(/^fv_/);
      await expectConfigRejected(a, post(value({ weightFrom: 2, weightTo: 3 })), {
        status: 400,
        type: 'freight-band-overlap',
      });
      await expectConfigRejected(a, post(value({ weightFrom: 20, weightTo: 10 })), {
        status: 400,
        field: 'weightTo',
      });
      await expectConfigRejected(a, post(value({ weightFrom: 20, weightTo: 20 })), {
        status: 400,
        field: 'weightTo',
      });
      await expectConfigRejected(a, post(value({ weightFrom: 20, weightTo: 30, price: -1 })), {
        status: 400,
        field: 'price',
      });
      await expectConfigRejected(a, post(value({ weightFrom: 20, weightTo: 30, deadlineDays: 1.5 })), {
        status: 400,
        field: 'deadlineDays',
      });
      await expectConfigRejected(a, post(value({ weightFrom: 20, weightTo: 30, freightType: 'NORMAL' })), {
        status: 400,
        field: 'freightType',
      });
      await expectConfigRejected(a, post(value({ weightFrom: 20, weightTo: 30, carrierId: 'car_nope' })), {
        status: 404,
      });
      await expectConfigRejected(a, post(value({ weightFrom: 20, weightTo: 30, regionId: 'reg_nope' })), {
        status: 404,
      });
      const list = await a.ok<Page<Value & { weightFrom: number }>>(
        'GET',
        `/bffweb/freight/values?carrierId=${carrier.id}&regionId=${region.id}&size=200`,
      );
      const second = list._embedded.freightValues.find((v) => v.weightFrom === 5)!;
      await expectConfigRejected(
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
        { carrierId: publicIdOf(carrier.id), shippingCost: 18.5, deadlineDays: 2 },
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
      expect(requoted.json().shippingQuotes).toMatchObject([
        { carrierId: publicIdOf(carrier.id), shippingCost: 9.9 },
      ]);
    });

    it('reports every bad row with line and field, and writes nothing', async () => {
      const carrier = await a.ok<Carrier>('POST', '/bffweb/freight/carriers', { name: 'Planilha ruim' });
      const problem = await expectConfigRejected(
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
      const clash = await expectConfigRejected(
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
});
