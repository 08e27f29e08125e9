import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';
import { fakeServer, freightSeller, quote, type FakeServer, type FreightSeller } from './freight.ts';
import { publicIdOf } from '../../src/modules/freight/domain/public-ids.ts';

/**
 * The world the quote tests ask in: seller A with SKUs of every shape, carriers (plain, cubic,
 * deactivated, with a quote URL on the fake server), regions and bands; seller B with one SKU.
 */

export interface Quote {
  valueFreightId: string;
  freightServiceId: string;
  freightServiceName: string;
  freightType: string;
  deliveryTime: number;
  deadlineDays: number;
  carrierId: string;
  carrierName: string;
  weight: { value: number; unit: string };
  shippingCost: number;
  skuQty: { skuId: string; qty: number };
}

export interface QuoteWorld {
  t: TestApp;
  a: FreightSeller;
  b: FreightSeller;
  fake: FakeServer;
  sku: Record<string, string>;
  carrier: Record<string, string>;
  value: Record<string, string>;
}

/**
 * `quoteWorld` for a file's tests: built before all of them and closed after; `quotes` and `explain` ask
 * as seller A. The world's fields are filled in by the time the tests run.
 */
export function quoteWorldSuite(): {
  w: QuoteWorld;
  quotes: (postalCode: string, body: unknown) => ReturnType<typeof quotesAt>;
  explain: (postalCode: string, body: unknown) => ReturnType<typeof explainAt>;
} {
  const w = {} as QuoteWorld;
  beforeAll(async () => {
    Object.assign(w, await quoteWorld());
  });
  afterAll(async () => {
    await w.t.close();
    await w.fake.close();
  });
  return {
    w,
    quotes: async (postalCode, body) => seenAsSeller(w, await quotesAt(w.t, w.a, postalCode, body)),
    explain: (postalCode, body) => explainAt(w.a, postalCode, body),
  };
}

async function quoteWorld(): Promise<QuoteWorld> {
  const fake = await fakeServer();
  const t = await createTestApp();
  const [a, b] = await Promise.all([freightSeller(t, 'Loja A'), freightSeller(t, 'Loja B')]);
  const sku: Record<string, string> = {};
  const carrier: Record<string, string> = {};
  const value: Record<string, string> = {};
  sku.light = await a.product({ weight: 0.5, height: 10, width: 10, length: 10 });
  sku.bottle = await a.product({ weight: 0.8, height: 30, width: 10, length: 10 });
  sku.bulky = await a.product({ weight: 2, height: 40, width: 40, length: 40 });
  sku.slow = await a.product({ weight: 0.8, height: 30, width: 10, length: 10 }, 2);
  sku.noDimensions = await a.product(null);
  sku.noWeight = await a.product({ height: 10, width: 10, length: 10 });
  sku.foreign = await b.product({ weight: 0.5, height: 10, width: 10, length: 10 });

  const newCarrier = async (key: string, body: Record<string, unknown>) => {
    carrier[key] = (await a.ok<{ id: string }>('POST', '/bffweb/freight/carriers', body)).id;
  };
  await newCarrier('std', { name: 'Transportes Um' });
  await newCarrier('cubic', { name: 'Cubica Log', cubicFactor: 6000 });
  await newCarrier('off', { name: 'Desligada', active: false });
  await newCarrier('url', { name: 'Minha Transportadora', quoteUrl: `${fake.url}/frete/` });

  const region = (name: string, start: string, end: string, carrierIds: string[]) =>
    a.ok<{ id: string }>('POST', '/bffweb/freight/regions', {
      name,
      postalCodeStart: start,
      postalCodeEnd: end,
      carrierIds,
    });
  const capital = await region('SP Capital', '01000000', '05999999', [carrier.std!, carrier.cubic!]);
  const interior = await region('SP Interior', '13000000', '19999999', [carrier.off!]);
  await region('Sem transportadora', '20000000', '20999999', []);
  const south = await region('Sul', '80000000', '89999999', [carrier.std!, carrier.url!]);

  const band = async (key: string, body: Record<string, unknown>) => {
    value[key] = (
      await a.ok<{ id: string }>('POST', '/bffweb/freight/values', { deadlineDays: 3, ...body })
    ).id;
  };
  await band('std0', {
    carrierId: carrier.std,
    regionId: capital.id,
    weightFrom: 0,
    weightTo: 1,
    price: 10,
  });
  await band('std1', {
    carrierId: carrier.std,
    regionId: capital.id,
    weightFrom: 1,
    weightTo: 5,
    price: 15.5,
  });
  await band('std5', {
    carrierId: carrier.std,
    regionId: capital.id,
    weightFrom: 5,
    weightTo: 10,
    price: 22,
  });
  await band('express', {
    carrierId: carrier.std,
    regionId: capital.id,
    weightFrom: 0,
    weightTo: 30,
    price: 40,
    deadlineDays: 1,
    deliveryTime: 20,
    freightType: 'EXPRESS',
    serviceName: 'Expresso',
    serviceId: 'EXP-1',
  });
  await band('cubic0', {
    carrierId: carrier.cubic,
    regionId: capital.id,
    weightFrom: 0,
    weightTo: 5,
    price: 12,
    deadlineDays: 4,
  });
  await band('cubic5', {
    carrierId: carrier.cubic,
    regionId: capital.id,
    weightFrom: 5,
    weightTo: 15,
    price: 30,
    deadlineDays: 4,
  });
  await band('off', {
    carrierId: carrier.off,
    regionId: interior.id,
    weightFrom: 0,
    weightTo: 30,
    price: 9,
  });
  await band('south', {
    carrierId: carrier.std,
    regionId: south.id,
    weightFrom: 0,
    weightTo: 30,
    price: 20,
    deadlineDays: 5,
  });
  return { t, a, b, fake, sku, carrier, value };
}

export const items = (...list: [string, number][]) => ({
  quotationItems: list.map(([skuId, qty]) => ({ skuId, qty })),
});

/**
 * The public answer names carriers and bands by their aliases (FRT-27); the world's tests compare
 * them with the ids the seller configured, so the aliases of the world's ids are read back as those ids.
 */
function seenAsSeller(w: QuoteWorld, list: Quote[]): Quote[] {
  const ids = new Map(
    [...Object.values(w.carrier), ...Object.values(w.value)].map((id) => [publicIdOf(id), id]),
  );
  const back = (text: string) => text.replace(/pub_[A-Za-z0-9_-]{22}/g, (alias) => ids.get(alias) ?? alias);
  return list.map((q) => ({ ...q, carrierId: back(q.carrierId), valueFreightId: back(q.valueFreightId) }));
}

/** Seller's quotes at a postal code, expected to be answered. */
export async function quotesAt(
  t: TestApp,
  seller: FreightSeller,
  postalCode: string,
  body: unknown,
): Promise<Quote[]> {
  const response = await quote(t, seller.sellerId, postalCode, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().shippingQuotes;
}

/** The seller's quote with how each carrier was quoted (the admin's explain view). */
export async function explainAt(seller: FreightSeller, postalCode: string, body: unknown) {
  const response = await seller.bff('POST', `/bffweb/freight/quotes/${postalCode}?explain=true`, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

export const carrierOf = (list: Quote[], id: string) => list.filter((q) => q.carrierId === id);
