import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import {
  fakeServer,
  freightSeller,
  quote,
  type FakeServer,
  type FreightSeller,
} from '../../../../test/helpers/freight.ts';
import { OutboundHttp } from './http.ts';
import { publicIdOf } from '../domain/public-ids.ts';

/**
 * The carrier integrations behind the quote port, each against a local fake of the service it
 * models: the postal carrier's contract API (token, price, deadline) and a multi-carrier aggregator.
 */
describe('carrier integrations', () => {
  let t: TestApp;
  let a: FreightSeller;
  let postal: FakeServer;
  let aggregator: FakeServer;
  let skuId: string;
  const ids: Record<string, string> = {};

  const cart = (qty = 2) => ({ quotationItems: [{ skuId, qty, price: 49.9 }] });
  const basic = `Basic ${Buffer.from('loja:segredo').toString('base64')}`;

  beforeAll(async () => {
    [postal, aggregator] = await Promise.all([fakeServer(), fakeServer()]);
    postal.handle((request) => {
      if (request.path === '/token/v1/autentica/cartaopostagem') {
        const body = request.body as { numero?: string };
        if (request.headers.authorization !== basic || body.numero !== '0067599079') {
          return { status: 401, body: { msgs: ['Credenciais inválidas'] } };
        }
        return {
          status: 201,
          body: { ambiente: 'PRODUCAO', token: 'tok-1', expiraEm: '2099-01-01T00:00:00' },
        };
      }
      if (request.headers.authorization !== 'Bearer tok-1') return { status: 401, body: {} };
      if (request.path === '/preco/v1/nacional') {
        const prices: Record<string, object> = {
          '03298': { pcFinal: '25,50', psCobrado: '2000' },
          '03220': { pcFinal: '48,90', psCobrado: '2000' },
          '04227': { txErro: 'Serviço indisponível para o trecho informado' },
        };
        const asked = (request.body as { parametrosProduto: { coProduto: string; nuRequisicao: string }[] })
          .parametrosProduto;
        return {
          body: asked.map((p) => ({
            coProduto: p.coProduto,
            nuRequisicao: p.nuRequisicao,
            ...prices[p.coProduto],
          })),
        };
      }
      if (request.path === '/prazo/v1/nacional') {
        const days: Record<string, number> = { '03298': 6, '03220': 2, '04227': 9 };
        const asked = (request.body as { parametrosPrazo: { coProduto: string }[] }).parametrosPrazo;
        return { body: asked.map((p) => ({ coProduto: p.coProduto, prazoEntrega: days[p.coProduto] })) };
      }
      return { status: 404, body: {} };
    });
    aggregator.handle((request) => {
      if (
        request.path !== '/api/v2/me/shipment/calculate' ||
        request.headers.authorization !== 'Bearer me-token'
      ) {
        return { status: 401, body: { message: 'Unauthenticated.' } };
      }
      const options = [
        {
          id: 1,
          name: 'PAC',
          price: '21.56',
          custom_price: '21.56',
          delivery_time: 7,
          custom_delivery_time: 7,
          company: { id: 1, name: 'Correios' },
          packages: [{ weight: '1.60' }],
        },
        { id: 3, name: '.Package', price: '18.30', delivery_time: 5, company: { id: 2, name: 'Jadlog' } },
        {
          id: 17,
          name: 'Mini Envios',
          error: 'Serviço indisponível para o trecho.',
          company: { id: 1, name: 'Correios' },
        },
      ];
      const to = (request.body as { to: { postal_code: string } }).to.postal_code;
      return to === '40020000' ? { delayMs: 1500, body: options } : { body: options };
    });
    t = await createTestApp({ config: { postalApiUrl: `${postal.url}/`, aggregatorApiUrl: aggregator.url } });
    a = await freightSeller(t);
    skuId = await a.product({ weight: 0.8, height: 30, width: 10, length: 10 });

    const carrier = async (key: string, body: object) => {
      ids[key] = (await a.ok<{ id: string }>('POST', '/bffweb/freight/carriers', body)).id;
    };
    const postalIntegration = {
      type: 'POSTAL',
      originPostalCode: '01310100',
      user: 'loja',
      accessCode: 'segredo',
      postingCard: '0067599079',
      services: [
        { code: '03298', name: 'PAC', freightType: 'STANDARD' },
        { code: '03220', name: 'SEDEX', freightType: 'EXPRESS' },
        { code: '04227', name: 'Mini Envios', freightType: 'ECONOMIC' },
      ],
    };
    await carrier('postal', { name: 'Correios', integration: postalIntegration });
    await carrier('wrongPostal', {
      name: 'Correios (senha errada)',
      integration: { ...postalIntegration, accessCode: 'x' },
    });
    await carrier('aggregator', {
      name: 'Melhor Envio',
      integration: {
        type: 'AGGREGATOR',
        originPostalCode: '01310-100',
        token: 'me-token',
        services: [
          { id: '1', freightType: 'STANDARD' },
          { id: '3', freightType: 'ECONOMIC' },
          { id: '17', freightType: 'ECONOMIC' },
        ],
      },
    });
    await a.ok('POST', '/bffweb/freight/regions', {
      name: 'Nordeste',
      postalCodeStart: '40000000',
      postalCodeEnd: '65999999',
      carrierIds: [ids.postal, ids.aggregator],
    });
    await a.ok('POST', '/bffweb/freight/regions', {
      name: 'Norte',
      postalCodeStart: '66000000',
      postalCodeEnd: '69999999',
      carrierIds: [ids.wrongPostal],
    });
  });

  afterAll(async () => {
    await t.close();
    await Promise.all([postal.close(), aggregator.close()]);
  });

  it('quotes the postal carrier per product code and the aggregator per option, whose carrier may be another', async () => {
    const response = await quote(t, a.sellerId, '40010000', cart());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().shippingQuotes).toEqual([
      {
        valueFreightId: `${publicIdOf(ids.aggregator!)}:3`,
        freightServiceId: '3',
        freightServiceName: '.Package',
        freightType: 'ECONOMIC',
        deliveryTime: 120,
        deadlineDays: 5,
        carrierId: publicIdOf(ids.aggregator!),
        carrierName: 'Jadlog',
        weight: { value: 1.6, unit: 'KILOGRAM' },
        shippingCost: 18.3,
        skuQty: { skuId, qty: 2 },
      },
      expect.objectContaining({
        carrierId: publicIdOf(ids.aggregator!),
        carrierName: 'Correios',
        freightServiceName: 'PAC',
        shippingCost: 21.56,
        deadlineDays: 7,
      }),
      {
        valueFreightId: `${publicIdOf(ids.postal!)}:03298`,
        freightServiceId: '03298',
        freightServiceName: 'PAC',
        freightType: 'STANDARD',
        deliveryTime: 144,
        deadlineDays: 6,
        carrierId: publicIdOf(ids.postal!),
        carrierName: 'Correios',
        weight: { value: 2000, unit: 'GRAM' },
        shippingCost: 25.5,
        skuQty: { skuId, qty: 2 },
      },
      expect.objectContaining({
        carrierId: publicIdOf(ids.postal!),
        freightServiceName: 'SEDEX',
        freightType: 'EXPRESS',
        shippingCost: 48.9,
        deadlineDays: 2,
      }),
    ]);
  });

  it('sends the postal carrier one parcel (grams, cm, items stacked) and the aggregator unit cm, kg and value', async () => {
    const price = postal.requests.find((request) => request.path === '/preco/v1/nacional')!;
    expect(price.body).toEqual({
      idLote: '1',
      parametrosProduto: ['03298', '03220', '04227'].map((code, i) => ({
        coProduto: code,
        nuRequisicao: String(i + 1),
        cepOrigem: '01310100',
        cepDestino: '40010000',
        psObjeto: '1600',
        tpObjeto: '2',
        comprimento: '10',
        largura: '10',
        altura: '60',
      })),
    });
    const asked = aggregator.requests[0]!;
    expect(asked.method).toBe('POST');
    expect(asked.body).toEqual({
      from: { postal_code: '01310100' },
      to: { postal_code: '40010000' },
      products: [
        { id: skuId, width: 10, height: 30, length: 10, weight: 0.8, insurance_value: 49.9, quantity: 2 },
      ],
      options: { receipt: false, own_hand: false },
      services: '1,3,17',
    });
  });

  it('authenticates with the posting card once and reuses the token', async () => {
    await quote(t, a.sellerId, '40010000', cart(3));
    await quote(t, a.sellerId, '41000000', cart(1));
    expect(postal.requests.filter((request) => request.path.startsWith('/token/')).length).toBe(1);
  });

  it('drops unavailable services and says why', async () => {
    const response = await a.bff('POST', '/bffweb/freight/quotes/40010000?explain=true', cart());
    const calls = response.json().explain.externalCalls;
    expect(calls).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          carrierId: ids.postal,
          kind: 'POSTAL',
          outcome: 'OK',
          quotes: 2,
          dropped: [{ index: 2, reason: '04227: Serviço indisponível para o trecho informado' }],
        }),
        expect.objectContaining({
          carrierId: ids.aggregator,
          kind: 'AGGREGATOR',
          target: `${aggregator.url}/api/v2/me/shipment/calculate`,
          outcome: 'OK',
          quotes: 2,
          dropped: [{ index: 2, reason: 'Mini Envios: Serviço indisponível para o trecho.' }],
        }),
      ]),
    );
  });

  it('holds integrations to the same deadline: a late aggregator is dropped, the postal quotes stay', async () => {
    const response = await quote(t, a.sellerId, '40020000', cart());
    expect(response.statusCode).toBe(200);
    expect(response.json().shippingQuotes.map((q: { carrierId: string }) => q.carrierId)).toEqual([
      publicIdOf(ids.postal!),
      publicIdOf(ids.postal!),
    ]);
    const explained = await a.bff('POST', '/bffweb/freight/quotes/40020000?explain=true', cart());
    expect(explained.json().explain.externalCalls).toContainEqual(
      expect.objectContaining({ carrierId: ids.aggregator, outcome: 'TIMEOUT' }),
    );
  });

  it('drops a postal carrier whose credentials are refused', async () => {
    expect((await quote(t, a.sellerId, '66100000', cart())).json().shippingQuotes).toEqual([]);
    const explained = await a.bff('POST', '/bffweb/freight/quotes/66100000?explain=true', cart());
    expect(explained.json().explain.externalCalls).toEqual([
      expect.objectContaining({
        carrierId: ids.wrongPostal,
        outcome: 'HTTP_STATUS',
        status: 401,
        detail: 'authentication answered 401',
      }),
    ]);
  });

  it('keeps the stored access code when an integration is changed without it (credentials are write-only)', async () => {
    const { id } = await a.ok<{ id: string }>('POST', '/bffweb/freight/carriers', {
      name: 'Correios Centro-Oeste',
      integration: {
        type: 'POSTAL',
        originPostalCode: '01310100',
        user: 'loja',
        accessCode: 'segredo',
        postingCard: '0067599079',
        services: [{ code: '03220', name: 'SEDEX', freightType: 'EXPRESS' }],
      },
    });
    await a.ok('POST', '/bffweb/freight/regions', {
      name: 'Centro-Oeste',
      postalCodeStart: '70000000',
      postalCodeEnd: '72999999',
      carrierIds: [id],
    });
    const changed = await a.bff('PATCH', `/bffweb/freight/carriers/${id}`, {
      integration: {
        type: 'POSTAL',
        originPostalCode: '01310-100',
        user: 'loja',
        postingCard: '0067599079',
        services: [{ code: '03298', name: 'PAC', freightType: 'STANDARD' }],
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // The postal fake takes only `segredo`: a quote means the code was kept.
    const quotes = (await quote(t, a.sellerId, '70100000', cart())).json().shippingQuotes;
    expect(quotes).toEqual([
      expect.objectContaining({ carrierId: publicIdOf(id), freightServiceName: 'PAC', shippingCost: 25.5 }),
    ]);

    // Another kind of integration has no stored secret to keep.
    const refused = await a.bff('PATCH', `/bffweb/freight/carriers/${id}`, {
      integration: { type: 'AGGREGATOR', originPostalCode: '01310100' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      {
        field: 'integration.token',
        message: 'is required for a new aggregator integration',
        keyword: 'required-with',
      },
    ]);
    expect(
      (await a.ok<{ integration: { type: string } }>('GET', `/bffweb/freight/carriers/${id}`)).integration,
    ).toMatchObject({
      type: 'POSTAL',
      services: [{ code: '03298' }],
    });
  });
});

describe('outbound SSRF guard', () => {
  let server: FakeServer;
  beforeAll(async () => {
    server = await fakeServer();
    server.handle(() => ({ body: { shippingQuotes: [] } }));
  });
  afterAll(() => server.close());

  it('refuses loopback addresses and names that resolve to them, and reaches them when allowed', async () => {
    const guarded = new OutboundHttp({ guard: true });
    const open = new OutboundHttp({ guard: false });
    const port = new URL(server.url).port;
    try {
      const signal = AbortSignal.timeout(5000);
      await expect(guarded.request('POST', `${server.url}/q`, { json: {}, signal })).rejects.toThrow(
        /not a public address/,
      );
      await expect(
        guarded.request('POST', `http://localhost:${port}/q`, { json: {}, signal }),
      ).rejects.toThrow(/not a public address/);
      expect((await open.request('POST', `${server.url}/q`, { json: {}, signal })).status).toBe(200);
      expect(server.requests).toHaveLength(1);
    } finally {
      guarded.close();
      open.close();
    }
  });
});
