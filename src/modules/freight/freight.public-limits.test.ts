import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import {
  fakeServer,
  freightSeller,
  type FakeServer,
  type FreightSeller,
} from '../../../test/helpers/freight.ts';
import type { FakeClock } from '../../platform/clock.ts';

/**
 * The public quote cannot be used to flood a seller's quote URL (FRT-26): callers are limited per
 * seller and address, outside asks per seller, callers asking the same share one ask, and a source
 * that failed is not asked again by every hit. Limits at their default (10 a second, bursts of 20).
 */
let t: TestApp;
let fake: FakeServer;
let seller: FreightSeller;
let sku: string;
let carrierId: string;
let valueId: string;
let regionId: string;

beforeAll(async () => {
  fake = await fakeServer();
  t = await createTestApp({ config: { quoteRatePerSecond: 10 } });
  seller = await freightSeller(t, 'Loja do Frete');
  sku = await seller.product({ weight: 0.8, height: 30, width: 10, length: 10 });
  const own = await seller.ok<{ id: string }>('POST', '/bffweb/freight/carriers', { name: 'Própria' });
  carrierId = own.id;
  const url = await seller.ok<{ id: string }>('POST', '/bffweb/freight/carriers', {
    name: 'Contrato',
    quoteUrl: `${fake.url}/frete/`,
  });
  regionId = (
    await seller.ok<{ id: string }>('POST', '/bffweb/freight/regions', {
      name: 'Sul',
      postalCodeStart: '80000000',
      postalCodeEnd: '89999999',
      carrierIds: [own.id, url.id],
    })
  ).id;
  await seller.ok<{ id: string }>('POST', '/bffweb/freight/regions', {
    name: 'Sem transportadora',
    postalCodeStart: '20000000',
    postalCodeEnd: '20999999',
    carrierIds: [],
  });
  valueId = (
    await seller.ok<{ id: string }>('POST', '/bffweb/freight/values', {
      carrierId: own.id,
      regionId,
      weightFrom: 0,
      weightTo: 30,
      price: 20,
      deadlineDays: 5,
    })
  ).id;
  fake.handle((request) => {
    const cep = request.path.split('/').pop();
    const reply = {
      postalCode: Number(cep),
      shippingQuotes: [
        {
          carrierId: 'their-7',
          carrierName: 'Jadlog',
          deadlineDays: 4,
          deliveryTime: 4,
          freightServiceId: 'PKG',
          freightServiceName: '.Package',
          freightType: 'NORMAL',
          shippingCost: 17.9,
          valueFreightId: 'vf-1',
          weight: { type: 'GRAM', value: 1600 },
        },
      ],
    };
    if (cep === '80000013') return { status: 500, body: { error: 'down' } };
    // Late enough for the callers sent together to be waiting while it is asked.
    return cep === '80000011' ? { delayMs: 200, body: reply } : { body: reply };
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const ask = (postalCode: string, qty: number, address: string) =>
  t.app.inject({
    method: 'POST',
    url: `/integration/quotes/${seller.sellerId}/${postalCode}`,
    headers: { 'content-type': 'application/json' },
    remoteAddress: address,
    payload: JSON.stringify({ quotationItems: [{ skuId: sku, qty }] }),
  });

const asked = (postalCode: string) => fake.requests.filter((r) => r.path.endsWith(`/${postalCode}`)).length;

function expectRateLimited(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  expect(response.headers['content-type']).toContain('application/problem+json');
  expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(response.json()).toMatchObject({ status: 429, type: expect.stringContaining('rate-limited') });
}

describe('the public quote is not an amplifier', () => {
  it('30 callers from one address at once: 20 answered from one outside ask, 10 told to retry', async () => {
    const responses = await Promise.all(Array.from({ length: 30 }, () => ask('80000011', 1, '203.0.113.7')));
    const ok = responses.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(20);
    for (const refused of responses.filter((r) => r.statusCode !== 200)) expectRateLimited(refused);
    expect(asked('80000011')).toBe(1);
    for (const response of ok) {
      expect(response.json().shippingQuotes.map((q: { carrierName: string }) => q.carrierName)).toContain(
        'Jadlog',
      );
    }
    // Another address is not held back by that one.
    expect((await ask('80000011', 1, '203.0.113.8')).statusCode).toBe(200);
    expect(asked('80000011')).toBe(1);
  });

  it("different carts from many addresses: the seller's quote URL is asked 20 times, then 10 a second", async () => {
    const clock = t.clock as FakeClock;
    clock.advance(10_000);
    const responses = [];
    for (let qty = 1; qty <= 30; qty++) responses.push(await ask('80000012', qty, `198.51.100.${qty}`));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(20);
    for (const refused of responses.filter((r) => r.statusCode !== 200)) expectRateLimited(refused);
    expect(asked('80000012')).toBe(20);

    clock.advance(1_000);
    for (let qty = 31; qty <= 45; qty++) await ask('80000012', qty, `198.51.100.${qty}`);
    expect(asked('80000012')).toBe(30);
  });

  it('a source that failed is left out for a while, not asked again by every caller', async () => {
    const clock = t.clock as FakeClock;
    clock.advance(10_000);
    for (let i = 1; i <= 5; i++) {
      const response = await ask('80000013', 1, `192.0.2.${i}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().shippingQuotes).toHaveLength(1);
    }
    expect(asked('80000013')).toBe(1);
    clock.advance(31_000);
    expect((await ask('80000013', 1, '192.0.2.99')).statusCode).toBe(200);
    expect(asked('80000013')).toBe(2);
  });
});

describe('the public answer shows no internal ids', () => {
  it("quotes carry the spec's fields, without the seller's carrier or band ids", async () => {
    (t.clock as FakeClock).advance(10_000);
    const response = await ask('80000014', 1, '192.0.2.50');
    expect(response.statusCode, response.body).toBe(200);
    const own = response
      .json()
      .shippingQuotes.find((q: { carrierName: string }) => q.carrierName === 'Própria');
    expect(Object.keys(own).sort()).toEqual(
      [
        'carrierId',
        'carrierName',
        'deadlineDays',
        'deliveryTime',
        'freightServiceId',
        'freightServiceName',
        'freightType',
        'shippingCost',
        'skuQty',
        'valueFreightId',
        'weight',
      ].sort(),
    );
    expect(response.body).not.toContain(carrierId);
    expect(response.body).not.toContain(valueId);
    // The same carrier and band are named the same way on every asking.
    const again = (await ask('80000015', 2, '192.0.2.51')).json().shippingQuotes;
    const ownAgain = again.find((q: { carrierName: string }) => q.carrierName === 'Própria');
    expect(ownAgain).toMatchObject({ carrierId: own.carrierId, valueFreightId: own.valueFreightId });
  });

  it('a postal code in a region without carriers names neither the region nor its id', async () => {
    const response = await ask('20000001', 1, '192.0.2.52');
    expect(response.statusCode).toBe(422);
    expect(response.body).not.toContain(regionId);
    expect(response.body).not.toContain('Sem transportadora');
  });
});
