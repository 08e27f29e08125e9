import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startFakeAmazon, type FakeAmazon } from '../../fakes/amazon/fake.ts';
import { systemCtx } from '../../src/platform/context.ts';
import { appendEvent } from '../../src/platform/events/events.ts';
import { queryRows } from '../../src/platform/db/sql.ts';
import { poll } from '../../src/modules/marketplaces/amazon/amazon.poll.ts';
import { connectedAccount } from '../../src/modules/marketplaces/index.ts';
import { readSettlements } from '../../src/modules/reconciliation/reconciliation.reading.ts';
import { amazonConfig, connectAmazon } from '../helpers/amazon.ts';
import { bearer, createSeller, tokenFor } from '../helpers/auth.ts';
import { productBody } from '../helpers/catalog.ts';
import { createTestApp, eventually, settled, type TestApp } from '../helpers/test-app.ts';

interface Result {
  status: string;
  difference: number;
  expected: Record<string, number>;
  paid: Record<string, number>;
  causes: { code: string; message: string }[];
  settlements: { charges: { kind: string; amount: number; description: string; ruleCap?: number }[] }[];
}

/**
 * Amazon orders reconciled end to end: orders taken in by the poll, their money posted by Finances into a
 * payout group, read by the reconciliation's settlement reading, PENDING while the group is open and
 * MATCHING once its transfer succeeded; an order Amazon paid less for shows the difference and its cause;
 * a refund posted later matches with the Commission Amazon credits back less its fee; another seller sees
 * none of it.
 */
describe('Amazon orders against their payout (end to end)', () => {
  let fake: FakeAmazon;
  let t: TestApp;
  let sellerA: string;
  let sellerB: string;
  let jobA: { sellerId: string; accountId: string };
  const partnerA = 'A2EC0NC1LE0001';
  const partnerB = 'A2EC0NC1LE0002';
  const sku = 'AMZREC-AZUL';
  let clock = Date.now();

  beforeAll(async () => {
    fake = await startFakeAmazon();
    fake.state.now = () => clock;
    t = await createTestApp({ config: amazonConfig(fake) });
    sellerA = (await createSeller(t)).id;
    sellerB = (await createSeller(t)).id;
    const created = await t.app.inject({
      method: 'POST',
      url: '/integration/products',
      headers: bearer(await tokenFor(t, sellerA, ['product:edit'])),
      payload: productBody('AMZREC'),
    });
    expect(created.statusCode, created.body).toBe(202);
    const bffA = bearer(await tokenFor(t, sellerA, ['bffweb:marketplaces']));
    jobA = { sellerId: sellerA, accountId: (await connectAmazon(t, fake, bffA, partnerA)).id };
    await connectAmazon(t, fake, bearer(await tokenFor(t, sellerB, ['bffweb:marketplaces'])), partnerB);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const headersOf = async (sellerId: string) =>
    bearer(await tokenFor(t, sellerId, ['bffweb:reconciliation']));
  const reconciliation = async (orderId: string, sellerId = sellerA) =>
    t.app.inject({
      method: 'GET',
      url: `/bffweb/reconciliation/orders/${orderId}`,
      headers: await headersOf(sellerId),
    });
  /** The order's reconciliation once it stands at `status`. */
  const reconciled = (orderId: string, status: string) =>
    eventually(async () => {
      const response = await reconciliation(orderId);
      const result = response.statusCode === 200 ? response.json<Result>() : undefined;
      return result?.status === status ? result : undefined;
    });
  const read = async () =>
    readSettlements(systemCtx(t.rt, sellerA), (await connectedAccount(systemCtx(t.rt, sellerA), 'AMAZON'))!);
  const sell = (quantity: number, price: string, shipping = '0.00') =>
    fake.createOrder({
      sellerId: partnerA,
      items: [{ sellerSku: sku, quantityOrdered: quantity, unitPrice: price }],
      shipping,
    }).orderId;

  let orderIds: Map<string, string>;
  let amazonIds: string[];

  it('reconciles a payout group with several orders: PENDING while it is open, MATCHING once paid, a difference named', async () => {
    amazonIds = [sell(2, '50.00', '10.00'), sell(1, '80.00'), sell(1, '30.00')];
    await poll(t.rt, jobA);
    const rows = await queryRows<{ id: string; marketplace_order_id: string }>(
      t.rt.database.db,
      sql`select id, marketplace_order_id from orders where seller_id = ${sellerA}`,
    );
    orderIds = new Map(rows.map((row) => [row.marketplace_order_id, row.id]));
    expect([...orderIds.keys()].sort()).toEqual([...amazonIds].sort());
    const totals = await t.app.inject({
      method: 'GET',
      url: '/bffweb/reconciliation/totals',
      headers: await headersOf(sellerA),
    });
    expect(totals.json<{ channels: unknown[] }>().channels).toEqual([
      { platform: 'AMAZON', reportsSettlements: true },
    ]);

    // Before Finances posts anything there is nothing to reconcile.
    expect(await read()).toBe(0);
    expect((await reconciliation(orderIds.get(amazonIds[0]!)!)).statusCode).toBe(404);

    // Finances posts the three shipments into the open group; the third with a fee the sale did not carry.
    const [whole, single, short] = amazonIds as [string, string, string];
    fake.postFees(whole, '0.15');
    fake.postFees(single, '0.15');
    fake.postFees(short, '0.15', { fees: [{ type: 'FixedClosingFee', amount: '2.00' }] });
    clock += 5 * 60_000;
    // The settlement reading finds the money before the next poll has read the fees: it brings each
    // order its Commission first, so the sale's terms and the payout compare the same fees.
    await read();
    expect(await reconciled(orderIds.get(whole)!, 'PENDING')).toMatchObject({
      difference: 0,
      expected: { gross: 110, commission: 15, net: 95 },
      paid: { gross: 110, commission: 15, net: 95 },
    });
    await reconciled(orderIds.get(single)!, 'PENDING');
    const less = await reconciled(orderIds.get(short)!, 'PAID_LESS');
    expect(less).toMatchObject({ difference: -2, expected: { net: 25.5 }, paid: { net: 23.5, other: 2 } });
    expect(less.causes.map((c) => c.code)).toEqual(['OTHER_CHARGES_DIFFER']);

    // The settlement period ends and Amazon's transfer succeeds: the money is the seller's.
    fake.closeGroup(partnerA, 'Succeeded');
    clock += 5 * 60_000;
    await read();
    expect(await reconciled(orderIds.get(whole)!, 'MATCHING')).toMatchObject({ difference: 0 });
    await reconciled(orderIds.get(single)!, 'MATCHING');
    expect(await reconciled(orderIds.get(short)!, 'PAID_LESS')).toMatchObject({ difference: -2 });
  });

  it('reads a refund the buyer kept the parcel for as REFUNDED: the Commission back less the fee, no difference', async () => {
    const single = amazonIds[1]!;
    // R$ 80.00 sold at 15 %: Amazon gives the buyer everything back, credits the R$ 12.00 Commission
    // back and keeps 20 % of it (R$ 2.40) as its refund administration fee.
    fake.refundOrder(single, '0.15');
    clock += 5 * 60_000;
    await read();
    const refunded = await reconciled(orderIds.get(single)!, 'REFUNDED');
    expect(refunded).toMatchObject({
      difference: 0,
      expected: { gross: 80, commission: 2.4, refunds: 80, net: -2.4 },
      paid: { gross: 80, commission: 2.4, refunds: 80, net: -2.4 },
    });
    expect(refunded.causes.map((c) => c.code)).toEqual(['REFUNDED']);
  });

  it('shows a refund fee above Amazon’s rule as PAID_LESS, with the rule’s cap as evidence', async () => {
    const whole = amazonIds[0]!;
    // The R$ 15.00 Commission credited back allows at most R$ 3.00 (20 %); Amazon keeps R$ 5.00.
    fake.refundOrder(whole, '0.15', '5.00');
    clock += 5 * 60_000;
    await read();
    const overcharged = await reconciled(orderIds.get(whole)!, 'PAID_LESS');
    expect(overcharged).toMatchObject({
      difference: -2,
      expected: { commission: 3 },
      paid: { commission: 5 },
    });
    expect(overcharged.causes).toEqual([
      {
        code: 'REFUND_FEE_ABOVE_RULE',
        message: 'tarifa de reembolso cobrada R$ 5,00; pela regra do canal, no máximo R$ 3,00',
      },
      expect.objectContaining({ code: 'REFUNDED' }),
    ]);
    const fee = overcharged.settlements
      .flatMap((s) => s.charges)
      .find((c) => c.description === 'RefundCommission');
    expect(fee).toEqual({ kind: 'COMMISSION', amount: 5, description: 'RefundCommission', ruleCap: 3 });
  });

  it('keeps the Commission an order event’s reading brought when a group reading stored the payout meanwhile', async () => {
    // R$ 40.00 sold; the poll takes the order in before Finances posts its R$ 6.00 Commission.
    const late = sell(1, '40.00');
    await poll(t.rt, jobA);
    const [row] = await queryRows<{ id: string }>(
      t.rt.database.db,
      sql`select id from orders where seller_id = ${sellerA} and marketplace_order_id = ${late}`,
    );
    await settled(t);
    fake.postFees(late, '0.15');
    clock += 5 * 60_000;
    // The order changes: reconciliation asks Amazon for its money, and the answer waits while the
    // payout group is read, which brings the order its Commission and stores the settlement.
    const hold = fake.holdNext(`/finances/v0/orders/${late}/`);
    await appendEvent(systemCtx(t.rt, sellerA), 'order.OrderShipped', { orderId: row!.id });
    await hold.reached;
    await read();
    expect(await reconciled(row!.id, 'PENDING')).toMatchObject({ difference: 0, expected: { net: 34 } });
    // The order event's reading ends after it: it reconciles the order as it now stands, not as it
    // read it before asking Amazon.
    hold.release();
    await settled(t);
    expect((await reconciliation(row!.id)).json<Result>()).toMatchObject({
      status: 'PENDING',
      difference: 0,
      expected: { commission: 6, net: 34 },
    });
  });

  it('keeps sellers apart: another seller reads none of it', async () => {
    const response = await reconciliation(orderIds.get(amazonIds[0]!)!, sellerB);
    expect(response.statusCode).toBe(404);
    const totals = await t.app.inject({
      method: 'GET',
      url: '/bffweb/reconciliation/totals',
      headers: await headersOf(sellerB),
    });
    expect(totals.json<{ byChannel: unknown[] }>().byChannel).toEqual([]);
  });
});
