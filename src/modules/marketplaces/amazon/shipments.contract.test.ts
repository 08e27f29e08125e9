import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { bearer, createSeller, tokenFor } from '../../../../test/helpers/auth.ts';
import { productBody } from '../../../../test/helpers/catalog.ts';
import { startFakeAmazon, type FakeAmazon } from '../../../../fakes/amazon/fake.ts';
import { amazonConfig, connectAmazon } from '../../../../test/helpers/amazon.ts';
import { systemCtx } from '../../../platform/context.ts';
import { queryRows } from '../../../platform/db/sql.ts';
import { markInvoiced, nfeKeyCheckDigit } from '../../orders/index.ts';
import { poll } from './amazon.poll.ts';

/**
 * The tracking a seller types for an Amazon seller-fulfilled order, against the fake: Amazon is told with
 * Orders v0 `confirmShipment` (one package, every item, the seller's carrier by name) before the order
 * ships in Feira; a correction edits the same package; Amazon's refusal leaves the order as it was.
 */
describe('Amazon shipment confirmation (contract against the fake)', () => {
  let fake: FakeAmazon;
  let t: TestApp;
  let sellerA: string;
  let sellerB: string;
  let jobA: { sellerId: string; accountId: string };
  const partnerA = 'A5HIPS00000001';
  const sku = 'AMZSHIP-AZUL';
  let invoices = 0;

  beforeAll(async () => {
    fake = await startFakeAmazon();
    t = await createTestApp({ config: amazonConfig(fake) });
    sellerA = (await createSeller(t)).id;
    sellerB = (await createSeller(t)).id;
    const created = await t.app.inject({
      method: 'POST',
      url: '/integration/products',
      headers: bearer(await tokenFor(t, sellerA, ['product:edit'])),
      payload: productBody('AMZSHIP'),
    });
    expect(created.statusCode, created.body).toBe(202);
    const bff = bearer(await tokenFor(t, sellerA, ['bffweb:marketplaces']));
    jobA = { sellerId: sellerA, accountId: (await connectAmazon(t, fake, bff, partnerA)).id };
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** An Amazon order of two lines taken in by the poll and invoiced in Feira: its Amazon and Feira ids. */
  const invoicedOrder = async () => {
    const amazon = fake.createOrder({
      sellerId: partnerA,
      items: [
        { sellerSku: sku, quantityOrdered: 2, unitPrice: '49.90' },
        { sellerSku: 'AMZSHIP-OUTRO', quantityOrdered: 1, unitPrice: '19.90' },
      ],
      shipping: '15.00',
    });
    await poll(t.rt, jobA);
    const [row] = await queryRows<{ id: string }>(
      t.rt.database.db,
      sql`select id from orders where seller_id = ${sellerA} and marketplace_order_id = ${amazon.orderId}`,
    );
    invoices += 1;
    const first43 = `3526111234567800019055001${String(invoices).padStart(9, '0')}1${String(invoices).padStart(8, '0')}`;
    await markInvoiced(systemCtx(t.rt, sellerA), row!.id, {
      number: String(invoices),
      series: '1',
      accessKey: `${first43}${nfeKeyCheckDigit(first43)}`,
      issuedAt: new Date().toISOString(),
    });
    return { amazonId: amazon.orderId, orderId: row!.id, items: amazon.items };
  };
  const putTracking = async (orderId: string, body: { carrier: string; code: string }, sellerId = sellerA) =>
    t.app.inject({
      method: 'PUT',
      url: `/integration/orders/${orderId}/tracking`,
      headers: bearer(await tokenFor(t, sellerId, ['order:edit'])),
      payload: body,
    });
  const confirmations = () => fake.calls.filter((c) => c.operation === 'confirmShipment').length;

  it('tells Amazon the package, then ships the order in Feira; a correction edits the same package', async () => {
    const { amazonId, orderId, items } = await invoicedOrder();
    const shipped = await putTracking(orderId, { carrier: 'Jadlog', code: '10082201234567' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json()).toMatchObject({ status: 'SHIPPED' });
    const packages = fake.state.shipments.get(amazonId)!;
    expect([...packages.keys()]).toEqual(['1']);
    expect(packages.get('1')).toMatchObject({
      carrierCode: 'Other',
      carrierName: 'Jadlog',
      trackingNumber: '10082201234567',
      orderItems: items.map((item) => ({ orderItemId: item.orderItemId, quantity: item.quantityOrdered })),
    });
    expect(fake.state.orders.get(amazonId)!.fulfillmentStatus).toBe('SHIPPED');

    const corrected = await putTracking(orderId, { carrier: 'Correios', code: 'QB123456789BR' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect([...packages.keys()]).toEqual(['1']);
    expect(packages.get('1')).toMatchObject({ carrierName: 'Correios', trackingNumber: 'QB123456789BR' });

    // The same tracking again changes nothing, so Amazon is not asked again.
    const calls = confirmations();
    expect((await putTracking(orderId, { carrier: 'Correios', code: 'QB123456789BR' })).statusCode).toBe(200);
    expect(confirmations()).toBe(calls);
  });

  it('leaves the order as it was when Amazon refuses, with Amazon’s reason', async () => {
    const { amazonId, orderId } = await invoicedOrder();
    // The buyer canceled on Amazon before the poll told Feira.
    fake.setOrderStatus(amazonId, 'CANCELLED');
    const refused = await putTracking(orderId, { carrier: 'Jadlog', code: '10082201234999' });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ detail: expect.stringMatching(/^Amazon: .*canceled/) });
    expect(refused.json().type).toMatch(/channel-refused/);
    expect(fake.state.shipments.has(amazonId)).toBe(false);
    const [row] = await queryRows<{ status: string; tracking_code: string | null }>(
      t.rt.database.db,
      sql`select status, tracking_code from orders where seller_id = ${sellerA} and id = ${orderId}`,
    );
    expect(row).toEqual({ status: 'INVOICED', tracking_code: null });
  });

  it('tells Amazon nothing for another seller’s order', async () => {
    const { amazonId, orderId } = await invoicedOrder();
    const calls = confirmations();
    const foreign = await putTracking(orderId, { carrier: 'Jadlog', code: '10082201230000' }, sellerB);
    expect(foreign.statusCode).toBe(404);
    expect(confirmations()).toBe(calls);
    expect(fake.state.shipments.has(amazonId)).toBe(false);
  });
});
