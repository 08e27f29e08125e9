import { orderIdFor } from '../../../test/helpers/reconciliation.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { send } from '../../../test/helpers/fixtures.ts';
import { productBody } from '../../../test/helpers/catalog.ts';
import { expectTenancy } from '../../../test/helpers/tenancy.ts';
import { eventually } from '../../../test/helpers/test-app.ts';
import { sellersSuite } from '../../../test/helpers/suite.ts';
import { FakeClock } from '../../platform/clock.ts';
import { systemCtx } from '../../platform/context.ts';
import { isoText, queryRows } from '../../platform/db/sql.ts';
import { outboxEvents } from '../../platform/events/events.tables.ts';
import { connectedAccount, type ChannelSettlement } from '../marketplaces/index.ts';
import { readSettlements } from './reconciliation.reading.ts';
import { recompute, takeInSettlements } from './reconciliation.store.ts';

const DAY = 86_400_000;
const scopes = [
  'reconciliation:read',
  'bffweb:reconciliation',
  'bffweb:orders',
  'bffweb:catalog',
  'bffweb:marketplaces',
  'bffweb:dashboard',
];

type Reconciliation = {
  orderId: string;
  marketplaceOrderId: string;
  status: string;
  difference: number;
  expected: Record<string, number>;
  paid: Record<string, number>;
  causes: { code: string; message: string }[];
  settlements: { settlementId: string; charges: { kind: string; description: string }[] }[];
};

describe('reconciliation of what channels paid (/bffweb/reconciliation, /integration/reconciliation)', () => {
  const clock = new FakeClock(new Date('2026-11-01T12:00:00Z'));
  const s = sellersSuite({ sandbox: true, scopes, clock });
  let sku: string;
  let accountId: string;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, as = s.a) =>
    send(s.t, method, url, payload, { ...as, accept: 'application/json' });
  const account = async () => (await connectedAccount(systemCtx(s.t.rt, s.sellerA), 'SANDBOX_ML'))!;

  /** A SANDBOX_ML order of 2 × R$ 100 (commission 14 % = 28, fixed fee 6) with R$ 22.50 shipping. */
  async function sale(marketplaceOrderId: string): Promise<string> {
    const response = await call('POST', '/bffweb/orders/sandbox', {
      platform: 'SANDBOX_ML',
      marketplaceOrderId,
      items: [{ skuId: sku, qty: 2, salePrice: 100 }],
      shippingCost: 22.5,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id;
  }
  const reconciliation = (orderId: string, surface = 'bffweb') =>
    eventually(async () => {
      const response = await call('GET', `/${surface}/reconciliation/orders/${orderId}`);
      return response.statusCode === 200 ? response.json<Reconciliation>() : undefined;
    });

  beforeAll(async () => {
    const connected = await call('POST', '/bffweb/marketplaces', { platform: 'SANDBOX_ML', settings: {} });
    expect(connected.statusCode, connected.body).toBe(201);
    accountId = connected.json().id;
    const product = await call('POST', '/bffweb/catalog/products', productBody('R-1'));
    expect(product.statusCode, product.body).toBe(201);
    sku = product.json().variations[0].skuId;
  });

  it('matches a sale paid as promised once its money is released (PENDING before)', async () => {
    const orderId = await sale(orderIdFor('MATCHING', 'OK'));
    const pending = await reconciliation(orderId);
    expect(pending).toMatchObject({ status: 'PENDING', difference: 0, causes: [] });
    expect(pending.expected).toEqual({
      gross: 200,
      commission: 28,
      shipping: 22.5,
      discounts: 0,
      refunds: 0,
      other: 6,
      net: 143.5,
    });
    expect(pending.paid).toEqual(pending.expected);
    clock.advance(15 * DAY);
    await readSettlements(systemCtx(s.t.rt, s.sellerA), await account());
    expect((await reconciliation(orderId)).status).toBe('MATCHING');
    // The margin now says it uses what the channel paid.
    const order = await eventually(async () => {
      const body = (await call('GET', `/bffweb/orders/${orderId}`)).json();
      return body.profitability?.basis === 'PAID' ? body : undefined;
    });
    expect(order.profitability).toMatchObject({ basis: 'PAID', paidNet: 143.5 });
    // The sales report says its margin is now what was paid, as the order's block does (REC-13).
    const report = await call(
      'GET',
      '/bffweb/dashboard/reports/sales?from=2026-11-01&to=2026-11-01&period=day&by=channel',
    );
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().totals).toMatchObject({ orders: 1, ordersOnExpectedBasis: 0, ordersOnPaidBasis: 1 });
    expect(report.json().totals.margin).toBe((order.profitability.contributionMargin as number).toFixed(2));
  });

  it('names a commission above the rate, shipping re-measured and a refund charged twice', async () => {
    const commission = await reconciliation(await sale(orderIdFor('COMMISSION', 'CM')));
    expect(commission).toMatchObject({
      status: 'PAID_LESS',
      difference: -4,
      causes: [{ code: 'COMMISSION_ABOVE_RATE', message: 'comissão de 16 % cobrada; a categoria é 14 %' }],
    });
    // The evidence: the channel's own words for each charge.
    expect(commission.settlements[0]!.charges.map((c) => c.description)).toContain('tarifa de venda');
    const shipping = await reconciliation(await sale(orderIdFor('SHIPPING', 'SH')));
    expect(shipping).toMatchObject({
      status: 'PAID_LESS',
      difference: -9.4,
      causes: [{ code: 'SHIPPING_REMEASURED', message: 'frete cobrado R$ 31,90; na venda era R$ 22,50' }],
    });
    const refund = await reconciliation(await sale(orderIdFor('DOUBLE_REFUND', 'RF')));
    expect(refund).toMatchObject({ status: 'PAID_LESS', difference: -100 });
    expect(refund.expected.refunds).toBe(100);
    expect(refund.causes).toContainEqual({
      code: 'REFUND_CHARGED_TWICE',
      message: 'reembolso de R$ 100,00 cobrado duas vezes',
    });
  });

  it('is NOT_RELEASED once the release date passed with the money still held', async () => {
    const orderId = await sale(orderIdFor('LATE_RELEASE', 'LT'));
    expect((await reconciliation(orderId)).status).toBe('PENDING');
    clock.advance(3 * DAY);
    const late = await reconciliation(orderId);
    expect(late.status).toBe('NOT_RELEASED');
    expect(late.causes.map((cause) => cause.code)).toEqual(['LATE_RELEASE']);
    expect(late.causes[0]!.message).toMatch(/^liberação prevista para \d\d\/\d\d e ainda retida$/);
  });

  it('keeps a settlement that arrives before its order (a chargeback) and matches it when the order does', async () => {
    const early: ChannelSettlement = {
      marketplaceOrderId: 'EARLY-1',
      settlementId: 'EARLY-1-pay',
      status: 'CHARGED_BACK',
      gross: '200.00',
      charges: [
        { kind: 'COMMISSION', amount: '28.00', description: 'tarifa de venda' },
        { kind: 'SHIPPING', amount: '22.50', description: 'custo de envio' },
        { kind: 'OTHER', amount: '6.00', description: 'custo fixo por venda' },
        { kind: 'CHARGEBACK', amount: '200.00', description: 'contestação 4471' },
      ],
      net: '-56.50',
      releaseDate: null,
      releasedAt: null,
      updatedAt: clock.now().toISOString(),
    };
    const planted = await call('PUT', `/bffweb/marketplaces/${accountId}`, {
      settings: { plantedSettlements: [early] },
    });
    expect(planted.statusCode, planted.body).toBe(200);
    await readSettlements(systemCtx(s.t.rt, s.sellerA), await account());
    const orderId = await sale('EARLY-1');
    const result = await reconciliation(orderId);
    expect(result).toMatchObject({
      status: 'REFUNDED',
      difference: 0,
      causes: [{ code: 'CHARGED_BACK', message: 'estorno (chargeback) de R$ 200,00' }],
    });
    expect(result.settlements.map((settlement) => settlement.settlementId)).toEqual(['EARLY-1-pay']);
  });

  it('reads a partial refund as REFUNDED, and a settlement again or an older one changes nothing', async () => {
    const orderId = await sale(orderIdFor('MATCHING', 'PR'));
    const first = await reconciliation(orderId);
    const mo = (await call('GET', `/bffweb/orders/${orderId}`)).json().marketplaceOrderId as string;
    const refunded: ChannelSettlement = {
      marketplaceOrderId: mo,
      settlementId: `${mo}-pay`,
      status: 'PARTIALLY_REFUNDED',
      gross: '200.00',
      charges: [
        { kind: 'COMMISSION', amount: '28.00', description: 'tarifa de venda' },
        { kind: 'SHIPPING', amount: '22.50', description: 'custo de envio' },
        { kind: 'OTHER', amount: '6.00', description: 'custo fixo por venda' },
        { kind: 'REFUND', amount: '59.90', description: 'reembolso 881' },
      ],
      net: '83.60',
      releaseDate: null,
      releasedAt: null,
      updatedAt: new Date(clock.now().getTime() + 60_000).toISOString(),
    };
    const ctx = systemCtx(s.t.rt, s.sellerA);
    expect(await takeInSettlements(ctx, await account(), [refunded])).toBe(1);
    const partial = await reconciliation(orderId);
    expect(partial).toMatchObject({ status: 'REFUNDED', difference: 0 });
    expect(partial.expected.refunds).toBe(59.9);
    expect(partial).not.toEqual(first);
    // Reconciled again on the same data, the same report again, then an older one with other money:
    // nothing is written (the stored result, its computedAt included, stays as it was).
    expect(await recompute(ctx, 'SANDBOX_ML', [mo])).toBe(0);
    expect(await takeInSettlements(ctx, await account(), [refunded])).toBe(0);
    const older = {
      ...refunded,
      net: '1.00',
      updatedAt: new Date(clock.now().getTime() - DAY).toISOString(),
    };
    expect(await takeInSettlements(ctx, await account(), [older])).toBe(0);
    expect(await reconciliation(orderId)).toEqual(partial);
  });

  it('reconciles again when the order changes: a canceled sale is refunded whole', async () => {
    const orderId = await sale(orderIdFor('MATCHING', 'CX'));
    expect((await reconciliation(orderId)).status).toBe('PENDING');
    clock.advance(60_000);
    const canceled = await call('PUT', `/bffweb/orders/${orderId}/cancel`, { reason: 'buyer regret' });
    expect(canceled.statusCode, canceled.body).toBe(200);
    const result = await eventually(async () => {
      const current = await reconciliation(orderId);
      return current.status === 'REFUNDED' ? current : undefined;
    });
    expect(result).toMatchObject({ difference: 0, expected: { net: 0 }, paid: { net: 0, refunds: 200 } });
  });

  it('totals per channel, lists differences largest first, exports them for a dispute', async () => {
    const totals = await call('GET', '/bffweb/reconciliation/totals');
    expect(totals.statusCode, totals.body).toBe(200);
    const body = totals.json();
    expect(body.channels).toEqual([{ platform: 'SANDBOX_ML', reportsSettlements: true }]);
    expect(body.byChannel[0], JSON.stringify(body)).toMatchObject({
      platform: 'SANDBOX_ML',
      ordersWithDifference: 3,
    });
    expect(body.difference).toBe(-113.4);
    // The dashboard shows the same money, through the reconciliation module.
    const board = (await call('GET', '/bffweb/dashboard')).json();
    expect(board.moneyIn).toEqual({
      notReleased: body.notReleased,
      openDifferences: 3,
      openDifferenceAmount: -113.4,
    });
    const list = await call('GET', '/integration/reconciliation/differences?platform=SANDBOX_ML');
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json()._embedded.reconciliationList as Reconciliation[];
    expect(rows.map((row) => row.difference)).toEqual([-100, -9.4, -4, 0]);
    expect(rows.at(-1)!.status).toBe('NOT_RELEASED');
    const only = await call('GET', '/bffweb/reconciliation/differences?status=REFUNDED');
    expect(only.json().page.totalElements).toBe(3);
    const csv = await call('GET', '/bffweb/reconciliation/export.csv?platform=SANDBOX_ML');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Pedido no marketplace;Pedido na Feira;Marketplace;Situação;Cobrado pelo canal (R$);Deveria ser (R$);Recebido (R$);Deveria receber (R$);Diferença (R$);Causa;Código da causa',
    );
    expect(lines).toHaveLength(5);
    // The order as the channel knows it (its id, its name), then Feira's id.
    const [refund] = rows;
    expect(lines[1]).toMatch(
      new RegExp(`^${refund!.marketplaceOrderId};${refund!.orderId};Sandbox marketplace A;Pago a menos;`),
    );
    expect(lines[1]).toContain('reembolso de R$ 100,00 cobrado duas vezes');
    // A negative amount stays a number the spreadsheet sums (REC-12), never led by an apostrophe.
    expect(lines[1]).toContain(';-100,00;');
  });

  it('announces a difference as it appears (the webhook event)', async () => {
    const events = await s.t.rt.database.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.name, 'reconciliation.DifferenceFound'));
    expect(events.map((event) => (event.payload as { difference: string }).difference).sort()).toEqual([
      '-100.00',
      '-4.00',
      '-9.40',
    ]);
    expect(events.every((event) => event.sellerId === s.sellerA)).toBe(true);
  });

  it.each([
    ['/bffweb/reconciliation/totals?from=yesterday', 'from'],
    ['/bffweb/reconciliation/differences?status=LOST', 'status'],
    ['/bffweb/reconciliation/differences?size=-1', 'size'],
    ['/integration/reconciliation/differences?to=2026-13-40', 'to'],
    ['/bffweb/reconciliation/export.csv', 'platform'],
    ['/integration/reconciliation/export.csv?platform=', 'platform'],
  ])('refuses bad input %s with a 400 problem', async (url, field) => {
    const response = await call('GET', url);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.body).toContain(field);
  });

  it('keeps each seller to its own reconciliation, and partners need reconciliation:read', async () => {
    const [orderId] = (await call('GET', '/bffweb/reconciliation/differences?status=MATCHING'))
      .json()
      ._embedded.reconciliationList.map((row: { orderId: string }) => row.orderId);
    await expectTenancy(s.t, {
      sellerA: s.sellerA,
      sellerB: s.sellerB,
      tokenB: s.tokenB,
      requests: [
        { method: 'GET', url: `/bffweb/reconciliation/orders/${orderId}` },
        { method: 'GET', url: `/integration/reconciliation/orders/${orderId}` },
      ],
    });
    for (const url of [
      '/integration/reconciliation/differences',
      '/bffweb/reconciliation/differences?status=MATCHING',
    ]) {
      const theirs = await call('GET', url, undefined, s.b);
      expect(theirs.json().page.totalElements).toBe(0);
    }
    const export_ = await call(
      'GET',
      '/integration/reconciliation/export.csv?platform=SANDBOX_ML',
      undefined,
      s.b,
    );
    expect(
      export_.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);
    const totals = (await call('GET', '/bffweb/reconciliation/totals', undefined, s.b)).json();
    expect(totals).toMatchObject({ expected: 0, byChannel: [], channels: [] });
    const token = await import('../../../test/helpers/auth.ts').then(({ tokenFor }) =>
      tokenFor(s.t, s.sellerA, ['bffweb:orders']),
    );
    const refused = await call('GET', '/integration/reconciliation/totals', undefined, {
      authorization: `Bearer ${token}`,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('reads every connected account again on the half-hourly sweep', async () => {
    const readUpTo = async () =>
      (
        await queryRows<{ at: string }>(
          s.t.rt.database.db,
          sql`select ${isoText('read_up_to')} as at from reconciliation_cursors
              where seller_id = ${s.sellerA} and account_id = ${accountId}`,
        )
      )[0]?.at;
    clock.advance(31 * 60_000);
    const due = clock.now().toISOString();
    expect(await readUpTo()).not.toBe(due);
    await s.t.rt.scheduler.tick();
    await eventually(async () => (await readUpTo()) === due);
  });
});
