import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../../test/helpers/auth.ts';
import { quote } from '../../../test/helpers/freight.ts';
import { quoteWorldSuite, type Quote } from '../../../test/helpers/freight-quotes.ts';
import type { FakeClock } from '../../platform/clock.ts';
import { publicIdOf } from './domain/public-ids.ts';
import { FAILED_SOURCE_RETRY_MS } from './freight.limits.ts';

describe("freight quotes from the seller's quote URL", () => {
  const { w, quotes, explain } = quoteWorldSuite();

  describe("the seller's quote URL", () => {
    const external = [
      {
        carrierId: 'their-7',
        carrierName: 'Jadlog',
        deadlineDays: 4,
        deliveryTime: 4,
        freightServiceId: 'PKG',
        freightServiceName: '.Package',
        freightType: 'NORMAL',
        shippingCost: 17.9,
        skuQty: { crossDockingTime: 0, handlingTime: 1, qty: 2, skuId: 'x', stockQty: 10 },
        valueFreightId: 'vf-1',
        weight: { type: 'GRAM', value: 1600 },
      },
      {
        carrierName: 'Azul Cargo',
        deadlineDays: 1,
        deliveryTime: 1,
        freightType: 'EXPRESS',
        shippingCost: 35,
        valueFreightId: 'vf-2',
        weight: { type: 'KILOGRAM', value: 1.6 },
      },
      { carrierName: 'Moto', deadlineDays: 0, deliveryTime: 0, freightType: 'SAME_DAY', shippingCost: 50 },
    ];

    beforeAll(() => {
      w.fake.handle((request) => {
        const cep = request.path.split('/').pop();
        switch (cep) {
          case '80000001':
            return { body: { postalCode: 80000001, shippingQuotes: external } };
          case '80000002':
            return { delayMs: 1500, body: { postalCode: 80000002, shippingQuotes: external } };
          case '80000003':
            return { status: 500, body: { shippingQuotes: external } };
          case '80000004':
            return { body: '{"shippingQuotes": [' };
          case '80000005':
            return { body: { shippingQuotes: external.map((q) => ({ ...q, freightType: 'STANDARD' })) } };
          default:
            return { status: 404, body: { error: 'unknown' } };
        }
      });
    });

    const cartOf = () => ({
      quotationItems: [{ skuId: w.sku.bottle!, qty: 2, price: 49.9 }],
      platform: 'MERCADO_LIVRE',
    });

    it('merges a reply in time with the own-table quotes, converting it to quotes of the API', async () => {
      const list = await quotes('80000001', cartOf());
      expect(list).toEqual([
        {
          valueFreightId: 'vf-1',
          freightServiceId: 'PKG',
          freightServiceName: '.Package',
          freightType: 'STANDARD',
          deliveryTime: 96,
          deadlineDays: 4,
          carrierId: w.carrier.url,
          carrierName: 'Jadlog',
          weight: { value: 1600, unit: 'GRAM' },
          shippingCost: 17.9,
          skuQty: { skuId: 'x', qty: 2 },
        },
        expect.objectContaining({
          carrierId: w.carrier.std,
          valueFreightId: w.value.south,
          shippingCost: 20,
        }),
        expect.objectContaining({
          valueFreightId: 'vf-2',
          freightServiceId: 'EXPRESS',
          freightType: 'EXPRESS',
          deliveryTime: 24,
          carrierName: 'Azul Cargo',
          weight: { value: 1.6, unit: 'KILOGRAM' },
        }),
      ]);
    });

    it('sends exactly the request fields of 4.7: grams, cm, unit price, platform, order total', async () => {
      const sent = w.fake.requests.filter((request) => request.path === '/frete/80000001');
      expect(sent.length).toBeGreaterThan(0);
      const request = sent[0]!;
      expect(request.method).toBe('POST');
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers.authorization).toBeUndefined();
      expect(request.body).toEqual({
        orderTotalPrice: 99.8,
        platform: 'MERCADO_LIVRE',
        quotationItems: [
          {
            dimension: { depthInCm: 10, heightInCm: 30, widthInCm: 10, weightInGr: 800 },
            price: 49.9,
            qty: 2,
            skuId: w.sku.bottle,
          },
        ],
      });
    });

    it('sends the catalog price of a SKU sent without one, and the total of those prices', async () => {
      const priced = await w.t.app.inject({
        method: 'PUT',
        url: '/integration/prices/bysku',
        headers: bearer(await tokenFor(w.t, w.a.sellerId, ['price:edit'])),
        // Above the SKU's cost, so the profit guard lets it through.
        payload: { skuId: w.sku.light, value: 45.5 },
      });
      expect(priced.statusCode, priced.body).toBe(202);
      expect(priced.json().held).toEqual([]);
      await quotes('80000001', {
        quotationItems: [{ skuId: w.sku.light!, qty: 2 }],
        platform: 'MERCADO_LIVRE',
      });
      const sent = w.fake.requests.filter(
        (request) =>
          request.path === '/frete/80000001' &&
          (request.body as { quotationItems: { skuId: string }[] }).quotationItems[0]!.skuId === w.sku.light,
      );
      expect(sent[0]!.body).toMatchObject({
        orderTotalPrice: 91,
        platform: 'MERCADO_LIVRE',
        quotationItems: [{ price: 45.5, qty: 2, skuId: w.sku.light }],
      });
    });

    it('drops a reply that comes after the deadline and answers with the own table', async () => {
      const response = await quote(w.t, w.a.sellerId, '80000002', cartOf());
      expect(response.statusCode).toBe(200);
      // The public answer names the carrier by its alias; the seller's explanation by its id.
      expect(response.json().shippingQuotes.map((q: Quote) => q.carrierId)).toEqual([
        publicIdOf(w.carrier.std!),
      ]);
      const explained = await explain('80000002', cartOf());
      expect(explained.shippingQuotes.map((q: Quote) => q.carrierId)).toEqual([w.carrier.std]);
      expect(explained.explain.externalCalls).toEqual([
        expect.objectContaining({
          carrierId: w.carrier.url,
          kind: 'QUOTE_URL',
          target: `${w.fake.url}/frete/80000002`,
          outcome: 'TIMEOUT',
          latencyMs: expect.any(Number),
          quotes: 0,
        }),
      ]);
    });

    it('discards a whole reply that is not 2xx or not JSON', async () => {
      for (const [cep, outcome] of [
        ['80000003', 'HTTP_STATUS'],
        ['80000004', 'INVALID_JSON'],
      ] as const) {
        expect((await quotes(cep, cartOf())).map((q) => q.carrierId)).toEqual([w.carrier.std]);
        const explained = await explain(cep, cartOf());
        expect(explained.explain.externalCalls[0]).toMatchObject({ outcome, quotes: 0 });
      }
    });

    it('drops quotes whose freightType is not ECONOMIC, NORMAL or EXPRESS, and says why', async () => {
      expect((await quotes('80000005', cartOf())).map((q) => q.carrierId)).toEqual([w.carrier.std]);
      const explained = await explain('80000001', cartOf());
      expect(explained.explain.externalCalls[0]).toMatchObject({
        outcome: 'OK',
        status: 200,
        quotes: 2,
        dropped: [{ index: 2, reason: 'freightType "SAME_DAY" is not ECONOMIC, NORMAL or EXPRESS' }],
      });
    });

    it('asks again 30 s after the URL failed, and reuses a good reply for 5 minutes', async () => {
      let healthy = false;
      w.fake.handle((request) =>
        request.path.endsWith('/80000009')
          ? healthy
            ? { body: { shippingQuotes: [external[0]] } }
            : { status: 503, body: {} }
          : { status: 404, body: {} },
      );
      const asked = () => w.fake.requests.filter((request) => request.path === '/frete/80000009').length;
      expect((await quotes('80000009', cartOf())).map((q) => q.carrierId)).toEqual([w.carrier.std]);
      healthy = true;
      // Until then the answer goes without it (FRT-26): every caller asking again would flood it.
      expect((await quotes('80000009', cartOf())).map((q) => q.carrierId)).toEqual([w.carrier.std]);
      expect(asked()).toBe(1);
      (w.t.clock as FakeClock).advance(FAILED_SOURCE_RETRY_MS);
      expect((await quotes('80000009', cartOf())).map((q) => q.carrierId)).toEqual([
        w.carrier.url,
        w.carrier.std,
      ]);
      expect(asked()).toBe(2);
      expect((await quotes('80000009', cartOf())).map((q) => q.carrierId)).toEqual([
        w.carrier.url,
        w.carrier.std,
      ]);
      expect(asked()).toBe(2);
    });
  });
});
