import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { bearer, createSeller, tokenFor } from '../../../../test/helpers/auth.ts';
import { startFakeMercadoLivre, type FakeMercadoLivre } from '../../../../fakes/mercadolivre/fake.ts';
import type { FakeOrderInput } from '../../../../fakes/mercadolivre/orders.ts';
import { connectMercadoLivre, mercadoLivreConfig } from '../../../../test/helpers/mercadolivre.ts';
import { queryRows } from '../../../platform/db/sql.ts';
import { Money } from '../../../platform/money.ts';
import { connectorFor } from '../channels.ts';
import type { AccountRef, ChannelSettlement, SettlementQuery } from '../connector.ts';

/**
 * Mercado Livre's settlements against the fake: the Mercado Pago payment of each sale with its fees,
 * the seller's Mercado Envios cost, refunds, chargebacks, mediation and release; by order and by the
 * payments search; money exact to the cent; token refresh and 429s on Mercado Pago's host.
 */
describe('Mercado Livre settlements (contract against the fake)', () => {
  let fake: FakeMercadoLivre;
  let t: TestApp;
  let account: AccountRef;
  let clock = Date.now();
  // User ids outgrow Int32 (3671163614 is a real-sized one).
  const user = { id: 3_671_163_614, nickname: 'LOJA_ACERTOS' };
  const other = 3_671_163_999;

  beforeAll(async () => {
    fake = await startFakeMercadoLivre();
    // The fake's clock is the test's: dates move only when the test moves them.
    fake.state.now = () => clock;
    // A faster pace than the channel's default: the paging test reads a few hundred resources.
    const config = mercadoLivreConfig(fake);
    t = await createTestApp({
      config: { namespaces: { mercadoLivre: { ...config.namespaces.mercadoLivre, ratePerSecond: 200 } } },
    });
    const sellerId = (await createSeller(t)).id;
    await connectMercadoLivre(t, fake, bearer(await tokenFor(t, sellerId, ['bffweb:marketplaces'])), user);
    const [row] = await queryRows<{ account_id: string }>(
      t.rt.database.db,
      sql`select account_id from mercadolivre_credentials where seller_id = ${sellerId}`,
    );
    account = { sellerId, accountId: row!.account_id, platform: 'MERCADO_LIVRE', settings: {} };
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const settlements = (query: SettlementQuery): Promise<ChannelSettlement[]> =>
    connectorFor(t.rt, 'MERCADO_LIVRE').settlements!(account, query);
  const ofOrder = async (orderId: number) => settlements({ marketplaceOrderIds: [String(orderId)] });
  /** A sale of R$ 100 (2 × 50), sale fee 6.50 a unit, the seller paying 19.90 of the shipping. */
  const sell = (input: Partial<FakeOrderInput> = {}) =>
    fake.createOrder({
      sellerId: user.id,
      items: [{ itemId: 'MLB4400000001', quantity: 2, unitPrice: 50, saleFee: 6.5 }],
      shippingCost: 9.9,
      sellerShippingCost: 19.9,
      ...input,
    });
  const paymentOf = (orderId: number) => fake.paymentsOf(orderId)[0]!.id;
  const shipmentOf = (orderId: number) => (fake.state.orders.get(orderId)!.shipping as { id: number }).id;
  /** gross less every charge is net, in decimals. */
  const balances = (s: ChannelSettlement) =>
    s.charges.reduce((sum, c) => sum.minus(c.amount), new Money(s.gross)).toFixed(2) === s.net;

  it('reports an approved payment held for release: fees, the seller’s shipping, net, keyed by its order', async () => {
    const orderId = sell();
    const [s, ...more] = await ofOrder(orderId);
    expect(more).toEqual([]);
    expect(s).toEqual({
      marketplaceOrderId: String(orderId),
      settlementId: String(paymentOf(orderId)),
      status: 'PENDING',
      gross: '100.00',
      charges: [
        { kind: 'COMMISSION', amount: '13.00', description: 'application_fee' },
        { kind: 'SHIPPING', amount: '19.90', description: `shipment ${shipmentOf(orderId)} seller cost` },
      ],
      net: '67.10',
      releaseDate: new Date(clock + 14 * 86_400_000).toISOString(),
      releasedAt: null,
      updatedAt: new Date(clock).toISOString(),
    });
    // Real-sized ids, exact: a 16-digit order and an 11-digit payment.
    expect(s!.marketplaceOrderId).toMatch(/^\d{16}$/);
    expect(s!.settlementId).toMatch(/^\d{11}$/);
    expect(balances(s!)).toBe(true);
  });

  it('reports a released payment with when it was released', async () => {
    const orderId = sell();
    clock += 60_000;
    fake.payments.release(paymentOf(orderId));
    const [s] = await ofOrder(orderId);
    expect(s).toMatchObject({ status: 'RELEASED', releasedAt: new Date(clock).toISOString(), net: '67.10' });
    expect(s!.releaseDate).toBe(s!.releasedAt);
    expect(s!.updatedAt).toBe(new Date(clock).toISOString());
  });

  it('keeps a payment whose release date passed while Mercado Pago still holds it PENDING, with that date', async () => {
    const orderId = sell();
    fake.payments.releaseOverdue(paymentOf(orderId), 3);
    const [s] = await ofOrder(orderId);
    expect(s).toMatchObject({
      status: 'PENDING',
      releaseDate: new Date(clock - 3 * 86_400_000).toISOString(),
      releasedAt: null,
    });
  });

  it('reports a partial refund, and a refund charged twice as two refunds', async () => {
    const orderId = sell();
    const payment = paymentOf(orderId);
    const first = fake.payments.refund(payment, 30);
    let [s] = await ofOrder(orderId);
    expect(s).toMatchObject({ status: 'PARTIALLY_REFUNDED', net: '37.10' });
    expect(s!.charges).toContainEqual({ kind: 'REFUND', amount: '30.00', description: `refund ${first}` });

    const second = fake.payments.refund(payment, 30);
    [s] = await ofOrder(orderId);
    expect(s!.charges.filter((c) => c.kind === 'REFUND')).toEqual([
      { kind: 'REFUND', amount: '30.00', description: `refund ${first}` },
      { kind: 'REFUND', amount: '30.00', description: `refund ${second}` },
    ]);
    expect(s).toMatchObject({ status: 'PARTIALLY_REFUNDED', net: '7.10' });
    expect(balances(s!)).toBe(true);
  });

  it('reports a whole refund as REFUNDED: the fees Mercado Pago kept still count against the seller', async () => {
    const orderId = sell();
    fake.payments.refund(paymentOf(orderId), 100);
    const [s] = await ofOrder(orderId);
    expect(s).toMatchObject({ status: 'REFUNDED', net: '-32.90' });
    expect(balances(s!)).toBe(true);
  });

  it('reports a chargeback for what the card issuer took back, and a payment in mediation', async () => {
    const charged = sell();
    fake.payments.chargeBack(paymentOf(charged));
    const [back] = await ofOrder(charged);
    expect(back).toMatchObject({ status: 'CHARGED_BACK', net: '-32.90' });
    expect(back!.charges).toContainEqual({
      kind: 'CHARGEBACK',
      amount: '100.00',
      description: 'charged_back (settled)',
    });
    expect(balances(back!)).toBe(true);

    const mediated = sell();
    fake.payments.mediate(paymentOf(mediated));
    expect((await ofOrder(mediated))[0]).toMatchObject({ status: 'IN_MEDIATION', net: '67.10' });
  });

  it('reports the commission Mercado Pago charged even above the order’s sale_fee, financing the seller pays, other fees by type', async () => {
    // The buyer's interest on instalments is the buyer's financing fee: not a charge on the seller.
    const orderId = sell({ interest: 12.34 });
    const payment = paymentOf(orderId);
    let [s] = await ofOrder(orderId);
    expect(s!.charges.map((c) => c.kind)).toEqual(['COMMISSION', 'SHIPPING']);

    fake.payments.setFee(payment, 'application_fee', 15.5);
    fake.payments.setFee(payment, 'financing_fee', 4.2, 'collector');
    fake.payments.setFee(payment, 'tax_withholding_fee', 1.05);
    [s] = await ofOrder(orderId);
    const order = fake.state.orders.get(orderId)! as unknown as { order_items: { sale_fee: number }[] };
    expect(order.order_items[0]!.sale_fee).toBe(6.5);
    expect(s!.charges).toEqual([
      { kind: 'COMMISSION', amount: '15.50', description: 'application_fee' },
      { kind: 'FINANCING', amount: '4.20', description: 'financing_fee' },
      { kind: 'OTHER', amount: '1.05', description: 'tax_withholding_fee' },
      { kind: 'SHIPPING', amount: '19.90', description: `shipment ${shipmentOf(orderId)} seller cost` },
    ]);
    expect(s!.net).toBe('59.35');
  });

  it('reports the shipping cost as measured again after dispatch, once per pack, none for Full', async () => {
    const orderId = sell();
    fake.remeasureShipment(shipmentOf(orderId), 27.5);
    const [s] = await ofOrder(orderId);
    expect(s!.charges).toContainEqual(expect.objectContaining({ kind: 'SHIPPING', amount: '27.50' }));
    expect(s!.net).toBe('59.50');

    const line = { itemId: 'MLB4400000002', quantity: 1, unitPrice: 40, saleFee: 4.8 };
    const pack = fake.createPurchase([
      { sellerId: user.id, items: [line], shippingCost: 5, sellerShippingCost: 21 },
      { sellerId: user.id, items: [line] },
    ]);
    const reported = await settlements({ marketplaceOrderIds: pack.orderIds.map(String) });
    const shipping = reported.map((r) => r.charges.filter((c) => c.kind === 'SHIPPING').map((c) => c.amount));
    expect(reported.map((r) => r.marketplaceOrderId)).toEqual(pack.orderIds.map(String));
    expect(shipping).toEqual([['21.00'], []]);

    const full = sell({ logisticType: 'fulfillment' });
    expect((await ofOrder(full))[0]!.charges.map((c) => c.kind)).toEqual(['COMMISSION']);
  });

  it('counts the shipping once when Mercado Pago took it from the payment as a shipping_fee', async () => {
    const orderId = sell();
    fake.payments.setFee(paymentOf(orderId), 'shipping_fee', 19.9);
    const [s] = await ofOrder(orderId);
    expect(s!.charges).toEqual([
      { kind: 'COMMISSION', amount: '13.00', description: 'application_fee' },
      { kind: 'SHIPPING', amount: '19.90', description: 'shipping_fee' },
    ]);
    expect(s!.net).toBe('67.10');
    expect(balances(s!)).toBe(true);
  });

  it('keeps money exact: 0.10 and 0.20 of fees are 0.30, not a binary float', async () => {
    const orderId = sell({
      items: [{ itemId: 'MLB4400000003', quantity: 1, unitPrice: 10.3, saleFee: 0.1 }],
      sellerShippingCost: 0,
    });
    fake.payments.setFee(paymentOf(orderId), 'financing_fee', 0.2, 'collector');
    const [s] = await ofOrder(orderId);
    expect(s).toMatchObject({
      gross: '10.30',
      charges: [
        { kind: 'COMMISSION', amount: '0.10', description: 'application_fee' },
        { kind: 'FINANCING', amount: '0.20', description: 'financing_fee' },
      ],
      net: '10.00',
    });
    expect(balances(s!)).toBe(true);
  });

  it('reports nothing for an order that is not the seller’s or does not exist', async () => {
    const theirs = fake.createOrder({
      sellerId: other,
      items: [{ itemId: 'MLB4400000004', quantity: 1, unitPrice: 20, saleFee: 2 }],
    });
    expect(await settlements({ marketplaceOrderIds: [String(theirs), '2000019999999999'] })).toEqual([]);
  });

  it('reads every payment changed since an instant across pages, keyed by orders Feira never received', async () => {
    clock += 3_600_000;
    const since = new Date(clock).toISOString();
    const before = fake.calls.length;
    const orderIds: number[] = [];
    for (let i = 0; i < 60; i++) {
      clock += 1000;
      orderIds.push(
        sell({ items: [{ itemId: 'MLB4400000005', quantity: 1, unitPrice: 10 + i, saleFee: 1 }] }),
      );
    }
    // Another seller's sale in the same window is not this seller's.
    fake.createOrder({
      sellerId: other,
      items: [{ itemId: 'MLB4400000006', quantity: 1, unitPrice: 20, saleFee: 2 }],
    });
    const reported = await settlements({ changedSince: since });
    expect(reported.map((s) => s.marketplaceOrderId).sort()).toEqual(orderIds.map(String).sort());
    expect(reported.map((s) => s.settlementId).sort()).toEqual(
      orderIds.map((id) => String(paymentOf(id))).sort(),
    );
    expect(reported.every((s) => s.status === 'PENDING' && balances(s))).toBe(true);
    const searches = fake.calls.slice(before).filter((c) => c.path.startsWith('/v1/payments/search'));
    expect(searches.map((c) => new URL(c.path, fake.url).searchParams.get('offset'))).toEqual(['0', '50']);
    expect(new URL(searches[0]!.path, fake.url).searchParams.get('range')).toBe('date_last_updated');
    // The service never took these orders in: the settlements arrive before their orders.
    const taken = await queryRows<{ n: number }>(
      t.rt.database.db,
      sql`select count(*)::int as n from orders where seller_id = ${account.sellerId}`,
    );
    expect(taken[0]!.n).toBe(0);

    // Only what changed since then comes next time: one refund.
    clock += 60_000;
    const later = new Date(clock).toISOString();
    fake.payments.refund(paymentOf(orderIds[7]!), 5);
    const changed = await settlements({ changedSince: later });
    expect(changed).toEqual([
      expect.objectContaining({ marketplaceOrderId: String(orderIds[7]), status: 'PARTIALLY_REFUNDED' }),
    ]);
  });

  it('renews the token when Mercado Pago answers 401, and waits out 429s', async () => {
    clock += 60_000;
    const orderId = sell();
    fake.state.accessTokens.clear();
    const before = fake.calls.length;
    expect(await settlements({ changedSince: new Date(clock).toISOString() })).toEqual([
      expect.objectContaining({ marketplaceOrderId: String(orderId) }),
    ]);
    // The refresh reads the user again (its tags); only the search and the token matter here.
    const calls = fake.calls
      .slice(before)
      .map((c) => `${c.status} ${c.path.split('?')[0]}`)
      .filter((c) => !c.endsWith('/users/me'));
    expect(calls.slice(0, 3)).toEqual([
      '401 /v1/payments/search',
      '200 /oauth/token',
      '200 /v1/payments/search',
    ]);

    fake.failNext('/v1/payments/', 429, 2);
    const retried = fake.calls.length;
    expect((await ofOrder(orderId))[0]).toMatchObject({ settlementId: String(paymentOf(orderId)) });
    const statuses = fake.calls
      .slice(retried)
      .filter((c) => c.path.startsWith('/v1/payments/'))
      .map((c) => c.status);
    expect(statuses).toEqual([429, 429, 200]);
  });

  it('answers as Mercado Pago does: 401 without a token, 404 for an unknown or another seller’s payment', async () => {
    const noToken = await fetch(`${fake.url}/v1/payments/${paymentOf(sell())}`);
    expect(noToken.status).toBe(401);
    expect(await noToken.json()).toMatchObject({ status: 401, error: 'unauthorized' });
    const token = [...fake.state.accessTokens.entries()].find(([, v]) => v.userId === user.id)![0];
    const theirs = fake.createOrder({
      sellerId: other,
      items: [{ itemId: 'MLB4400000007', quantity: 1, unitPrice: 20, saleFee: 2 }],
    });
    for (const id of [paymentOf(theirs), 99_999_999_999]) {
      const answer = await fetch(`${fake.url}/v1/payments/${id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({
        message: 'Payment not found',
        error: 'not_found',
        status: 404,
        cause: [{ code: 2000, description: 'Payment not found', data: null }],
      });
    }
  });
});
