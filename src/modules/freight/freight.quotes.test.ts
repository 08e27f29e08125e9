import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { eventually } from '../../../test/helpers/test-app.ts';
import { bearer, tokenFor } from '../../../test/helpers/auth.ts';
import type { FakeClock } from '../../platform/clock.ts';
import { systemCtx } from '../../platform/context.ts';
import { quote } from '../../../test/helpers/freight.ts';
import { carrierOf, items, quoteWorldSuite, type Quote } from '../../../test/helpers/freight-quotes.ts';
import { publicIdOf } from './domain/public-ids.ts';
import { CACHE_CHANNEL, CACHE_TTL_MS } from './freight.cache.ts';
import { quoteFreight } from './freight.quotes.ts';
import { freightRuntimeOf } from './freight.runtime.ts';
import { QuoteResponseSchema } from './freight.schemas.ts';

describe('freight quotes (POST /integration/quotes/{sellerId}/{postalCode})', () => {
  const { w, quotes, explain } = quoteWorldSuite();

  describe('own tables', () => {
    it('answers quotes, one per carrier × service, cheapest first', async () => {
      const response = await quote(w.t, w.a.sellerId, '01310100', items([w.sku.bottle!, 1]));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const body = response.json();
      expect(body.postalCode).toBe(1310100);
      expect(body.shippingQuotes).toEqual([
        {
          valueFreightId: publicIdOf(w.value.std0!),
          freightServiceId: 'STANDARD',
          freightServiceName: 'Standard',
          freightType: 'STANDARD',
          deliveryTime: 72,
          deadlineDays: 3,
          carrierId: publicIdOf(w.carrier.std!),
          carrierName: 'Transportes Um',
          weight: { value: 0.8, unit: 'KILOGRAM' },
          shippingCost: 10,
          skuQty: { skuId: w.sku.bottle, qty: 1 },
        },
        expect.objectContaining({
          valueFreightId: publicIdOf(w.value.cubic0!),
          carrierName: 'Cubica Log',
          shippingCost: 12,
          deadlineDays: 4,
        }),
        expect.objectContaining({
          valueFreightId: publicIdOf(w.value.express!),
          freightServiceId: 'EXP-1',
          freightServiceName: 'Expresso',
          freightType: 'EXPRESS',
          deliveryTime: 20,
          deadlineDays: 1,
          shippingCost: 40,
        }),
      ]);
    });

    it('names carriers and bands by their aliases to callers and by their ids to the seller, cached or not', async () => {
      const cart = items([w.sku.bottle!, 1]);
      const ids = (list: Quote[]) => list.map((q) => [q.carrierId, q.valueFreightId]);
      const asCaller = async () => {
        const response = await quote(w.t, w.a.sellerId, '01310102', cart);
        expect(response.statusCode, response.body).toBe(200);
        return ids(response.json<{ shippingQuotes: Quote[] }>().shippingQuotes);
      };
      const asSeller = async () => {
        const response = await w.a.bff('POST', '/bffweb/freight/quotes/01310102', cart);
        expect(response.statusCode, response.body).toBe(200);
        return ids(response.json<{ shippingQuotes: Quote[] }>().shippingQuotes);
      };
      // Asked twice, the answer is kept; then asked by the seller's tester under the same key, and again.
      const first = await asCaller();
      expect(await asCaller()).toEqual(first);
      const seller = await asSeller();
      expect(await asCaller()).toEqual(first);
      expect(await asSeller()).toEqual(seller);
      expect(seller[0]).toEqual([w.carrier.std, w.value.std0]);
      expect(first).toEqual(seller.map(([carrier, band]) => [publicIdOf(carrier!), publicIdOf(band!)]));
    });

    it('does not share an answer under way between a caller and the seller: each gets its own ids', async () => {
      const ctx = systemCtx(w.t.rt, w.a.sellerId, 'test');
      const cart = items([w.sku.bottle!, 1]);
      const carrierOf = async (answer: ReturnType<typeof quoteFreight>) => {
        const settled = await answer;
        if (!('json' in settled)) throw new Error('expected an own-table answer');
        return (JSON.parse(settled.json) as { shippingQuotes: Quote[] }).shippingQuotes[0]!.carrierId;
      };
      for (const sellerFirst of [true, false]) {
        // Empty caches: the first asking reads the database, so the second, asked at once, finds it under way.
        freightRuntimeOf(w.t.rt).listening(true);
        const ask = (publicIds: boolean) => quoteFreight(ctx, '01310103', cart, { publicIds });
        const first = ask(!sellerFirst);
        expect(first).toBeInstanceOf(Promise);
        const second = ask(sellerFirst);
        const [seller, caller] = sellerFirst ? [first, second] : [second, first];
        expect(await carrierOf(seller)).toBe(w.carrier.std);
        expect(await carrierOf(caller)).toBe(publicIdOf(w.carrier.std!));
      }
    });

    it('writes the answer as the response schema serializes it, computed or from the cache', async () => {
      // The route's schema, serialized by Fastify as any route's answer is.
      const reference = Fastify();
      reference.post(
        '/',
        { schema: { response: { 200: QuoteResponseSchema } } },
        async (request) => request.body,
      );
      const serialized = async (body: unknown) =>
        (await reference.inject({ method: 'POST', url: '/', payload: body as object })).body;
      for (let asked = 0; asked < 3; asked++) {
        const response = await quote(
          w.t,
          w.a.sellerId,
          '01310101',
          items([w.sku.bottle!, 2], [w.sku.slow!, 1]),
        );
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(response.json().shippingQuotes.length).toBeGreaterThan(1);
        expect(response.body).toBe(await serialized(response.json()));
      }
      await reference.close();
    });

    it('takes no Idempotency-Key: a quote writes nothing, so a key used again with another cart is answered', async () => {
      const ask = (cart: unknown) =>
        w.t.app.inject({
          method: 'POST',
          url: `/integration/quotes/${w.a.sellerId}/01310100`,
          headers: { 'content-type': 'application/json', 'idempotency-key': 'quote-key-1' },
          payload: JSON.stringify(cart),
        });
      const first = await ask(items([w.sku.bottle!, 1]));
      const other = await ask(items([w.sku.bulky!, 1]));
      expect(first.statusCode, first.body).toBe(200);
      expect(other.statusCode, other.body).toBe(200);
      expect(other.headers['idempotent-replayed']).toBeUndefined();
      expect(other.body).not.toBe(first.body);
    });

    it('puts an edge weight in the band it ends and the next gram in the next band', async () => {
      const standard = async (qty: number) =>
        (await quotes('01310100', items([w.sku.light!, qty]))).find(
          (q) => q.carrierId === w.carrier.std && q.freightType === 'STANDARD',
        );
      expect(await standard(2)).toMatchObject({
        valueFreightId: w.value.std0,
        weight: { value: 1 },
        shippingCost: 10,
      });
      expect(await standard(3)).toMatchObject({ valueFreightId: w.value.std1, weight: { value: 1.5 } });
      expect(await standard(10)).toMatchObject({
        valueFreightId: w.value.std1,
        weight: { value: 5 },
        shippingCost: 15.5,
      });
      expect(await standard(11)).toMatchObject({ valueFreightId: w.value.std5, shippingCost: 22 });
      expect(await standard(20)).toMatchObject({ valueFreightId: w.value.std5, weight: { value: 10 } });
      expect(await standard(21)).toBeUndefined();
    });

    it('bills the larger of real and cubic weight for a carrier with a cubic factor only', async () => {
      // 40 × 40 × 40 cm = 64,000 cm³ / 6000 = 10.6667 kg against 2 kg real.
      const list = await quotes('01310100', items([w.sku.bulky!, 1]));
      expect(carrierOf(list, w.carrier.cubic!)).toMatchObject([
        { valueFreightId: w.value.cubic5, weight: { value: 10.6667, unit: 'KILOGRAM' }, shippingCost: 30 },
      ]);
      expect(carrierOf(list, w.carrier.std!).find((q) => q.freightType === 'STANDARD')).toMatchObject({
        valueFreightId: w.value.std1,
        weight: { value: 2 },
        shippingCost: 15.5,
      });
    });

    it('weighs a multi-item cart as Σ unit weight × qty, and merges repeated SKUs', async () => {
      const list = await quotes('01310100', items([w.sku.bottle!, 2], [w.sku.light!, 1]));
      // 2 × 0.8 + 0.5 = 2.1 kg; cubic 7000 cm³ / 6000 = 1.17 kg stays below it.
      expect(list.find((q) => q.carrierId === w.carrier.std && q.freightType === 'STANDARD')).toMatchObject({
        valueFreightId: w.value.std1,
        weight: { value: 2.1 },
        skuQty: { skuId: w.sku.bottle, qty: 2 },
      });
      expect(carrierOf(list, w.carrier.cubic!)).toMatchObject([
        { valueFreightId: w.value.cubic0, weight: { value: 2.1 } },
      ]);
      const merged = await quotes('01310100', items([w.sku.light!, 1], [w.sku.light!, 1]));
      expect(merged.find((q) => q.carrierId === w.carrier.std && q.freightType === 'STANDARD')).toMatchObject(
        {
          valueFreightId: w.value.std0,
          weight: { value: 1 },
          skuQty: { skuId: w.sku.light, qty: 2 },
        },
      );
    });

    it("adds the cart's handling time to deadlines", async () => {
      const list = await quotes('01310100', items([w.sku.slow!, 1]));
      expect(list.find((q) => q.valueFreightId === w.value.std0)).toMatchObject({
        deadlineDays: 5,
        deliveryTime: 120,
      });
    });
  });

  describe('statuses', () => {
    it('400 for a postal code that is not 8 digits, qty ≤ 0 or no items, naming the field', async () => {
      for (const postalCode of ['0131010', '013101000', '01310-10', '0131010a']) {
        const response = await quote(w.t, w.a.sellerId, postalCode, items([w.sku.bottle!, 1]));
        expect(response.statusCode, postalCode).toBe(400);
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(response.json().errors[0].field).toBe('params.postalCode');
      }
      for (const [body, field] of [
        [items([w.sku.bottle!, 0]), 'quotationItems[0].qty'],
        [items([w.sku.bottle!, 1], [w.sku.light!, -2]), 'quotationItems[1].qty'],
        [{ quotationItems: [{ skuId: w.sku.bottle, qty: 1.5 }] }, 'quotationItems[0].qty'],
        [{ quotationItems: [] }, 'quotationItems'],
        [{}, 'quotationItems'],
      ] as const) {
        const response = await quote(w.t, w.a.sellerId, '01310100', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().errors.map((e: { field: string }) => e.field)).toContain(field);
      }
    });

    it('404 for a skuId the seller does not have, or a SKU without weight or dimensions', async () => {
      for (const skuId of ['sku_nope', w.sku.foreign!]) {
        const response = await quote(w.t, w.a.sellerId, '01310100', items([w.sku.bottle!, 1], [skuId, 1]));
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ status: 404, field: 'quotationItems[1].skuId', skuId });
      }
      const noDimensions = await quote(w.t, w.a.sellerId, '01310100', items([w.sku.noDimensions!, 1]));
      expect(noDimensions.statusCode).toBe(404);
      expect(noDimensions.json()).toMatchObject({
        type: 'https://feira.dev/problems/freight-sku-without-dimensions',
        missing: ['weight', 'height', 'width', 'length'],
      });
      const noWeight = await quote(w.t, w.a.sellerId, '01310100', items([w.sku.noWeight!, 1]));
      expect(noWeight.statusCode).toBe(404);
      expect(noWeight.json().missing).toEqual(['weight']);
    });

    it('422 when the postal code is in a region no carrier of the seller serves', async () => {
      const response = await quote(w.t, w.a.sellerId, '20500000', items([w.sku.bottle!, 1]));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        type: 'https://feira.dev/problems/freight-region-without-carrier',
        postalCode: '20500000',
      });
    });

    it('200 with no quotes: postal code in no region, weight above every band, carriers deactivated', async () => {
      expect(await quotes('99000000', items([w.sku.bottle!, 1]))).toEqual([]);
      expect(await quotes('01310100', items([w.sku.bulky!, 20]))).toEqual([]);
      expect(await quotes('13500000', items([w.sku.bottle!, 1]))).toEqual([]);
      // An unknown seller has no SKUs.
      expect((await quote(w.t, 'sel_unknown', '01310100', items([w.sku.bottle!, 1]))).statusCode).toBe(404);
    });

    it('stops quoting a carrier as soon as it is deactivated, and again once reactivated', async () => {
      const before = await quotes('01310100', items([w.sku.bottle!, 1]));
      expect(carrierOf(before, w.carrier.cubic!)).toHaveLength(1);
      await w.a.ok('PATCH', `/bffweb/freight/carriers/${w.carrier.cubic}`, { active: false });
      expect(carrierOf(await quotes('01310100', items([w.sku.bottle!, 1])), w.carrier.cubic!)).toEqual([]);
      await w.a.ok('PATCH', `/bffweb/freight/carriers/${w.carrier.cubic}`, { active: true });
      expect(carrierOf(await quotes('01310100', items([w.sku.bottle!, 1])), w.carrier.cubic!)).toHaveLength(
        1,
      );
    });
  });

  describe('cache (seller, skuId, qty, postal code; 5 minutes)', () => {
    it('answers from the cache, forgets it on configuration changes, and expires after 5 minutes', async () => {
      const cart = items([w.sku.light!, 4]);
      const first = await quotes('04000000', cart);
      expect(first.find((q) => q.valueFreightId === w.value.std1)!.shippingCost).toBe(15.5);
      // Behind the service's back: the cache does not see it.
      await w.t.rt.database.db.execute(sql`update freight_values set price = 99 where id = ${w.value.std1}`);
      expect(
        (await quotes('04000000', cart)).find((q) => q.valueFreightId === w.value.std1)!.shippingCost,
      ).toBe(15.5);
      // Another quantity is another entry, computed from the seller's table compiled in memory,
      // which did not see it either; the tester always reads the database afresh.
      expect(
        (await quotes('04000000', items([w.sku.light!, 5]))).find((q) => q.valueFreightId === w.value.std1)!
          .shippingCost,
      ).toBe(15.5);
      const explained = await explain('04000000', cart);
      expect(explained.explain.cache).toBe('BYPASSED');
      expect(
        explained.shippingQuotes.find((q: Quote) => q.valueFreightId === w.value.std1).shippingCost,
      ).toBe(99);

      (w.t.clock as FakeClock).advance(CACHE_TTL_MS + 1);
      expect(
        (await quotes('04000000', cart)).find((q) => q.valueFreightId === w.value.std1)!.shippingCost,
      ).toBe(99);

      await w.a.ok('PATCH', `/bffweb/freight/values/${w.value.std1}`, { price: 15.5 });
      expect(
        (await quotes('04000000', cart)).find((q) => q.valueFreightId === w.value.std1)!.shippingCost,
      ).toBe(15.5);
    });

    it('keeps an own-table answer from the second time it is asked, the same answer either way', async () => {
      const { cache } = freightRuntimeOf(w.t.rt);
      const cart = items([w.sku.bottle!, 3]);
      const held = cache.size;
      const first = await quotes('04200000', cart);
      expect(cache.size).toBe(held);
      expect(await quotes('04200000', cart)).toEqual(first);
      expect(cache.size).toBe(held + 1);
      expect(await quotes('04200000', cart)).toEqual(first);
      expect(cache.size).toBe(held + 1);
    });

    it('forgets entries when another process announces a change on the cache channel', async () => {
      const cart = items([w.sku.light!, 6]);
      const price = async () =>
        (await quotes('04100000', cart)).find((q) => q.valueFreightId === w.value.std1)!.shippingCost;
      expect(await price()).toBe(15.5);
      await w.t.rt.database.db.execute(
        sql`update freight_values set price = 16.5 where id = ${w.value.std1}`,
      );
      expect(await price()).toBe(15.5);
      // What a configuration write in another api process sends when it commits.
      await w.t.rt.database.db.execute(
        sql`select pg_notify(${CACHE_CHANNEL}, ${JSON.stringify({ sellerId: w.a.sellerId })})`,
      );
      await eventually(async () => (await price()) === 16.5);
      await w.a.ok('PATCH', `/bffweb/freight/values/${w.value.std1}`, { price: 15.5 });
    });

    it("forgets a SKU's quotes when its dimensions change in the catalog", async () => {
      const skuId = await w.a.product({ weight: 0.5, height: 10, width: 10, length: 10 });
      const cart = items([skuId, 1]);
      expect(
        (await quotes('05000000', cart)).find(
          (q) => q.freightType === 'STANDARD' && q.carrierId === w.carrier.std,
        ),
      ).toMatchObject({ valueFreightId: w.value.std0, weight: { value: 0.5 } });
      const catalogToken = await tokenFor(w.t, w.a.sellerId, ['product:edit']);
      const patched = await w.t.app.inject({
        method: 'PATCH',
        url: `/integration/products/variations/${skuId}`,
        headers: { ...bearer(catalogToken), 'content-type': 'application/json' },
        payload: JSON.stringify({ dimension: { weight: 3, height: 10, width: 10, length: 10 } }),
      });
      expect(patched.statusCode, patched.body).toBe(202);
      await eventually(async () => {
        const list = await quotes('05000000', cart);
        return list.find((q) => q.valueFreightId === w.value.std1 && q.weight.value === 3);
      });
      // Quotes at other postal codes see the new weight too (the SKU's own cache entry went with it).
      expect(
        (await quotes('05100000', cart)).find(
          (q) => q.carrierId === w.carrier.std && q.freightType === 'STANDARD',
        ),
      ).toMatchObject({ valueFreightId: w.value.std1, weight: { value: 3 } });
    });
  });

  describe('explanations', () => {
    it('shows regions, real, cubic and billable weight, and the band chosen per carrier', async () => {
      const explained = await explain('01310100', items([w.sku.bulky!, 1]));
      expect(explained.explain).toMatchObject({
        postalCode: '01310100',
        outcome: 'QUOTED',
        cart: { realWeightKg: 2, volumeCm3: 64000, handlingDays: 0 },
        regions: [
          { name: 'SP Capital', carrierIds: expect.arrayContaining([w.carrier.std, w.carrier.cubic]) },
        ],
        externalCalls: [],
      });
      const cubic = explained.explain.carriers.find(
        (c: { carrierId: string }) => c.carrierId === w.carrier.cubic,
      );
      expect(cubic).toMatchObject({
        realWeightKg: 2,
        cubicWeightKg: 10.6667,
        billableWeightKg: 10.6667,
        cubicApplied: true,
        services: [
          {
            freightType: 'STANDARD',
            valueFreightId: w.value.cubic5,
            band: { weightFrom: 5, weightTo: 15 },
            reason: null,
          },
        ],
      });
      const heavy = await explain('01310100', items([w.sku.bulky!, 20]));
      const std = heavy.explain.carriers.find((c: { carrierId: string }) => c.carrierId === w.carrier.std);
      expect(std.services).toContainEqual(
        expect.objectContaining({
          freightType: 'STANDARD',
          valueFreightId: null,
          reason: 'no band covers 40 kg',
        }),
      );
      const inactive = await explain('13500000', items([w.sku.bottle!, 1]));
      expect(inactive.explain.carriers).toMatchObject([
        { carrierId: w.carrier.off, active: false, note: 'carrier is deactivated' },
      ]);
      expect((await explain('99000000', items([w.sku.bottle!, 1]))).explain.outcome).toBe('NO_REGION');
    });

    it('keeps explanations off the public route and inside the seller', async () => {
      const response = await w.t.app.inject({
        method: 'POST',
        url: `/integration/quotes/${w.a.sellerId}/01310100?explain=true`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(items([w.sku.bottle!, 1])),
      });
      expect(response.statusCode).toBe(403);
      const foreign = await w.b.bff(
        'POST',
        '/bffweb/freight/quotes/01310100?explain=true',
        items([w.sku.bottle!, 1]),
      );
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).not.toContain(w.a.sellerId);
      expect(
        (await w.t.app.inject({ method: 'POST', url: '/bffweb/freight/quotes/01310100', payload: {} }))
          .statusCode,
      ).toBe(401);
    });
  });
});
