import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { bearer, createSeller, tokenFor } from '../../../../test/helpers/auth.ts';
import { startFakeAmazon, type FakeAmazon } from '../../../../fakes/amazon/fake.ts';
import { amazonConfig, connectAmazon } from '../../../../test/helpers/amazon.ts';
import { Money } from '../../../platform/money.ts';
import { connectorFor } from '../channels.ts';
import type { AccountRef, ChannelSettlement, SettlementQuery } from '../connector.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * Amazon's settlements against the fake: Finances v0 payout groups and their shipment events, by
 * change (the groups) and by order; fees posted after the sale and in a later group; every page of
 * groups and events; the fake as strict as the reference (dates, pages, tokens, usage plans); sellers
 * kept apart.
 */
describe('Amazon settlements (contract against the fake)', () => {
  let fake: FakeAmazon;
  let t: TestApp;
  let accountA: AccountRef;
  let accountB: AccountRef;
  const partnerA = 'A5ETTLE0000001';
  const partnerB = 'A5ETTLE0000002';
  const sku = 'AMZSET-1';
  // The fake's clock is the test's: Finances shows nothing posted in the last two minutes.
  let clock = Date.now();

  beforeAll(async () => {
    fake = await startFakeAmazon();
    fake.state.now = () => clock;
    t = await createTestApp({ config: amazonConfig(fake) });
    const sellerA = (await createSeller(t)).id;
    const sellerB = (await createSeller(t)).id;
    const a = await connectAmazon(
      t,
      fake,
      bearer(await tokenFor(t, sellerA, ['bffweb:marketplaces'])),
      partnerA,
    );
    const b = await connectAmazon(
      t,
      fake,
      bearer(await tokenFor(t, sellerB, ['bffweb:marketplaces'])),
      partnerB,
    );
    accountA = { sellerId: sellerA, accountId: a.id, platform: 'AMAZON', settings: {} };
    accountB = { sellerId: sellerB, accountId: b.id, platform: 'AMAZON', settings: {} };
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const settlements = (account: AccountRef, query: SettlementQuery): Promise<ChannelSettlement[]> =>
    connectorFor(t.rt, 'AMAZON').settlements!(account, query);
  /** A sale on Amazon of `quantity` × `price`, with the shipping the buyer paid. */
  const sell = (partner: string, price: string, quantity = 1, shipping = '0.00') =>
    fake.createOrder({
      sellerId: partner,
      items: [{ sellerSku: sku, quantityOrdered: quantity, unitPrice: price }],
      shipping,
    }).orderId;
  /** Time passes: what was posted until now shows in Finances. */
  const later = (ms = 5 * MINUTE) => {
    clock += ms;
  };
  const balances = (s: ChannelSettlement) =>
    s.charges.reduce((sum, c) => sum.minus(c.amount), new Money(s.gross)).toFixed(2) === s.net;
  const tokenOf = (partner: string) =>
    [...fake.state.accessTokens.entries()].find(([, held]) => held.partner === partner)![0];
  const get = (path: string, partner: string | null) =>
    fetch(`${fake.url}${path}`, { headers: partner ? { 'x-amz-access-token': tokenOf(partner) } : {} });

  it('reads a payout group with several orders: each order’s shipment, fees by type, net; PENDING while it is open', async () => {
    const since = new Date(clock).toISOString();
    const orders = [sell(partnerA, '100.00', 2, '12.50'), sell(partnerA, '39.90'), sell(partnerA, '10.30')];
    for (const orderId of orders) fake.postFees(orderId, '0.15');
    later(MINUTE);
    fake.postFees(orders[1]!, '0', { fees: [{ type: 'FixedClosingFee', amount: '4.00' }], feesOnly: true });
    later();
    const reported = await settlements(accountA, { changedSince: since });
    const [first, second, third] = orders.map((id) => reported.filter((s) => s.marketplaceOrderId === id));
    expect(first).toEqual([
      {
        marketplaceOrderId: orders[0],
        settlementId: expect.stringMatching(new RegExp(`^${orders[0]}/.+/shipment$`)),
        status: 'PENDING',
        gross: '212.50',
        charges: [{ kind: 'COMMISSION', amount: '30.00', description: 'Commission' }],
        net: '182.50',
        releaseDate: null,
        releasedAt: null,
        updatedAt: expect.any(String),
      },
    ]);
    // Its fee posted on its own is a settlement of its own, in the same group.
    expect(second!.map((s) => [s.gross, s.charges.map((c) => `${c.kind} ${c.amount}`), s.net])).toEqual([
      ['39.90', ['COMMISSION 5.99'], '33.91'],
      ['0.00', ['OTHER 4.00'], '-4.00'],
    ]);
    // Money exact: 15 % of 10.30 is 1.545, half-up to 1.55 as Amazon posted it.
    expect(third!.map((s) => s.net)).toEqual(['8.75']);
    expect(reported.every(balances)).toBe(true);
    const groups = fake.calls.filter((c) => c.operation === 'listFinancialEventGroups');
    expect(new URL(groups.at(-1)!.path, fake.url).searchParams.get('FinancialEventGroupStartedAfter')).toBe(
      new Date(Date.parse(since) - 60 * DAY).toISOString(),
    );
  });

  it('reports the group’s money RELEASED once it closed and its transfer succeeded, PENDING until then', async () => {
    const since = new Date(clock).toISOString();
    const orderId = sell(partnerA, '80.00');
    fake.postFees(orderId, '0.10');
    later();
    const groupId = fake.closeGroup(partnerA, 'Processing');
    const closedAt = new Date(clock).toISOString();
    later();
    const processing = (await settlements(accountA, { changedSince: since })).find(
      (s) => s.marketplaceOrderId === orderId,
    )!;
    expect(processing).toMatchObject({
      status: 'PENDING',
      releaseDate: closedAt,
      releasedAt: null,
      net: '72.00',
    });

    fake.setTransferStatus(groupId, 'Succeeded');
    const released = (await settlements(accountA, { changedSince: since })).find(
      (s) => s.marketplaceOrderId === orderId,
    )!;
    expect(released).toMatchObject({ status: 'RELEASED', releaseDate: closedAt, releasedAt: closedAt });
    expect(released.settlementId).toBe(processing.settlementId);
    // Later in the group's life, so a reconciliation keeping the first replaces it.
    expect(released.updatedAt > processing.updatedAt).toBe(true);

    // A group settled before the instant asked for is not read again.
    later();
    const reads = fake.calls.filter((c) => c.operation === 'listFinancialEventsByGroupId').length;
    const after = await settlements(accountA, { changedSince: new Date(clock).toISOString() });
    expect(after.some((s) => s.marketplaceOrderId === orderId)).toBe(false);
    const reread = fake.calls
      .filter((c) => c.operation === 'listFinancialEventsByGroupId')
      .slice(reads)
      .some((c) => c.path.includes(encodeURIComponent(groupId)));
    expect(reread).toBe(false);
  });

  it('reads an order’s fees posted after the sale, and a fee posted later in the next group, by order too', async () => {
    const orderId = sell(partnerA, '60.00', 1, '9.90');
    // Amazon posts an order's money hours or days after the sale: until then there is none to report.
    expect(await settlements(accountA, { marketplaceOrderIds: [orderId] })).toEqual([]);
    fake.postFees(orderId, '0.12');
    later();
    const [posted, ...none] = await settlements(accountA, { marketplaceOrderIds: [orderId] });
    expect(none).toEqual([]);
    expect(posted).toMatchObject({ status: 'PENDING', gross: '69.90', net: '62.70', releaseDate: null });

    fake.closeGroup(partnerA, 'Succeeded');
    later();
    fake.postFees(orderId, '0', { fees: [{ type: 'ShippingChargeback', amount: '7.90' }], feesOnly: true });
    later();
    const byOrder = await settlements(accountA, { marketplaceOrderIds: [orderId] });
    expect(byOrder.map((s) => [s.status, s.charges, s.net])).toEqual([
      ['PENDING', [{ kind: 'COMMISSION', amount: '7.20', description: 'Commission' }], '62.70'],
      ['PENDING', [{ kind: 'SHIPPING', amount: '7.90', description: 'ShippingChargeback' }], '-7.90'],
    ]);
    // The same postings read by their groups: the same settlements, the first released by its group.
    const byGroup = (
      await settlements(accountA, { changedSince: new Date(clock - DAY).toISOString() })
    ).filter((s) => s.marketplaceOrderId === orderId);
    expect(byGroup.map((s) => s.settlementId)).toEqual(byOrder.map((s) => s.settlementId));
    expect(byGroup.map((s) => s.status)).toEqual(['RELEASED', 'PENDING']);
    // Read by order (its group unknown), the released one is older: it never replaces the group's word.
    expect(byOrder[0]!.updatedAt < byGroup[0]!.updatedAt).toBe(true);
  });

  it('reads a refund the seller gave, by its group and by order: REFUNDED, Commission back less the administration fee', async () => {
    const since = new Date(clock).toISOString();
    const orderId = sell(partnerA, '400.00', 1, '20.00');
    fake.postFees(orderId, '0.15');
    later(MINUTE);
    const [adjustment] = fake.refundOrder(orderId, '0.15');
    later();
    const byGroup = (await settlements(accountA, { changedSince: since })).filter(
      (s) => s.marketplaceOrderId === orderId,
    );
    expect(byGroup.map((s) => [s.status, s.gross, s.net])).toEqual([
      ['PENDING', '420.00', '360.00'],
      // 20 % of the R$ 60.00 Commission is 12.00, capped at R$ 10.00 on Amazon.com.br.
      ['REFUNDED', '0.00', '-370.00'],
    ]);
    expect(byGroup[1]!.charges).toEqual([
      { kind: 'REFUND', amount: '420.00', description: `refund ${adjustment}` },
      { kind: 'COMMISSION', amount: '-60.00', description: 'Commission' },
      { kind: 'COMMISSION', amount: '10.00', description: 'RefundCommission', ruleCap: '10.00' },
    ]);
    expect(adjustment).toMatch(/^\d{14}$/);
    expect(byGroup.every(balances)).toBe(true);
    const byOrder = await settlements(accountA, { marketplaceOrderIds: [orderId] });
    expect(byOrder.map((s) => [s.settlementId, s.status, s.net])).toEqual(
      byGroup.map((s) => [s.settlementId, s.status, s.net]),
    );
  });

  it('follows every page of groups and of a group’s events, and skips groups settled long ago', async () => {
    // 101 payouts settled weeks ago: two pages of groups, none read again.
    const old = clock - 30 * DAY;
    for (let i = 0; i < 101; i++)
      fake.state.financialEventGroups.push({
        id: `OLD-${partnerB}-${i}`,
        sellerId: partnerB,
        start: new Date(old + i * MINUTE).toISOString(),
        end: new Date(old + i * MINUTE + 30_000).toISOString(),
        processingStatus: 'Closed',
        fundTransferStatus: 'Succeeded',
        fundTransferDate: new Date(old + i * MINUTE + 30_000).toISOString(),
        traceId: `T${i}`,
        accountTail: '042',
      });
    const since = new Date(clock).toISOString();
    const orders = Array.from({ length: 150 }, (_, i) => sell(partnerB, `${10 + i}.00`));
    for (const orderId of orders) fake.postFees(orderId, '0.15');
    later();
    const before = fake.calls.length;
    const reported = await settlements(accountB, { changedSince: since });
    expect(reported.map((s) => s.marketplaceOrderId).sort()).toEqual([...orders].sort());
    const calls = fake.calls.slice(before);
    const pages = (operation: string) =>
      calls
        .filter((c) => c.operation === operation)
        .map((c) => new URL(c.path, fake.url).searchParams.has('NextToken'));
    expect(pages('listFinancialEventGroups')).toEqual([false, true]);
    expect(pages('listFinancialEventsByGroupId')).toEqual([false, true]);
    // Each next page names the same arguments as the first.
    const second = new URL(
      calls.filter((c) => c.operation === 'listFinancialEventsByGroupId')[1]!.path,
      fake.url,
    );
    expect(second.searchParams.get('MaxResultsPerPage')).toBe('100');
  });

  it('keeps sellers apart: another partner’s orders and groups are not read, and Amazon answers 404 for them', async () => {
    const orderId = sell(partnerA, '25.00');
    fake.postFees(orderId, '0.15');
    later();
    expect(await settlements(accountB, { marketplaceOrderIds: [orderId] })).toEqual([]);
    const ofB = await settlements(accountB, { changedSince: new Date(clock - DAY).toISOString() });
    expect(ofB.some((s) => s.marketplaceOrderId === orderId)).toBe(false);
    const groupOfA = fake.state.financialEventGroups.find(
      (g) => g.sellerId === partnerA && g.processingStatus === 'Open',
    )!;
    const answer = await get(`/finances/v0/financialEventGroups/${groupOfA.id}/financialEvents`, partnerB);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({
      errors: [{ code: 'NotFound', message: `Financial event group ${groupOfA.id} not found`, details: '' }],
    });
  });

  it('answers as the Finances reference says: dates, page sizes, tokens and authorization', async () => {
    const refused = async (path: string, message: string) => {
      const answer = await get(path, partnerA);
      expect(answer.status, path).toBe(400);
      expect(await answer.json()).toEqual({ errors: [{ code: 'InvalidInput', message, details: '' }] });
    };
    const recent = new Date(clock - MINUTE).toISOString();
    await refused(
      `/finances/v0/financialEventGroups?FinancialEventGroupStartedAfter=${recent}`,
      'Dates must be no later than two minutes before the time of the request',
    );
    const hourAgo = new Date(clock - 60 * MINUTE).toISOString();
    await refused(
      `/finances/v0/financialEventGroups?FinancialEventGroupStartedAfter=${hourAgo}&FinancialEventGroupStartedBefore=${new Date(clock - 90 * MINUTE).toISOString()}`,
      'Date range is invalid.',
    );
    await refused(
      '/finances/v0/financialEventGroups?MaxResultsPerPage=101',
      'MaxResultsPerPage must be from 1 to 100',
    );
    await refused('/finances/v0/financialEventGroups?NextToken=made-up', 'Invalid NextToken');
    // Wider than 180 days: valid, and nothing.
    const wide = await get(
      `/finances/v0/financialEventGroups?FinancialEventGroupStartedAfter=${new Date(clock - 200 * DAY).toISOString()}`,
      partnerA,
    );
    expect(await wide.json()).toEqual({ payload: { FinancialEventGroupList: [] } });

    const group = fake.state.financialEventGroups.find((g) => g.sellerId === partnerA)!;
    const events = `/finances/v0/financialEventGroups/${group.id}/financialEvents`;
    await refused(`${events}?PostedBefore=${hourAgo}`, 'PostedAfter is required when PostedBefore is given');
    // A token sent with other arguments than the call that produced it.
    const first = await (await get(`${events}?MaxResultsPerPage=1`, partnerA)).json();
    const token = (first as { payload: { NextToken: string } }).payload.NextToken;
    expect(token).toEqual(expect.any(String));
    await refused(
      `${events}?MaxResultsPerPage=2&NextToken=${encodeURIComponent(token)}`,
      'Invalid NextToken',
    );
    expect(
      (await get(`${events}?MaxResultsPerPage=1&NextToken=${encodeURIComponent(token)}`, partnerA)).status,
    ).toBe(200);

    // What was posted in the last two minutes is not shown yet.
    const orderId = sell(partnerA, '15.00');
    fake.postFees(orderId, '0.15');
    const fresh = await settlements(accountA, { marketplaceOrderIds: [orderId] });
    const open = fake.state.financialEventGroups.find(
      (g) => g.sellerId === partnerA && g.processingStatus === 'Open',
    )!;
    const listed = (await (
      await get(`/finances/v0/financialEventGroups/${open.id}/financialEvents`, partnerA)
    ).json()) as {
      payload: { FinancialEvents: { ShipmentEventList: { AmazonOrderId: string }[] } };
    };
    expect(listed.payload.FinancialEvents.ShipmentEventList.some((e) => e.AmazonOrderId === orderId)).toBe(
      false,
    );
    expect(fresh).toHaveLength(1);

    const anonymous = await get('/finances/v0/financialEventGroups', null);
    expect(anonymous.status).toBe(403);
    expect(((await anonymous.json()) as { errors: { code: string }[] }).errors[0]!.code).toBe('Unauthorized');
  });

  it('waits out 429 QuotaExceeded on the groups, under their usage plan', async () => {
    later();
    fake.failNext('/finances/v0/financialEventGroups', 429, 2);
    const before = fake.calls.length;
    await settlements(accountA, { changedSince: new Date(clock - MINUTE).toISOString() });
    const groups = fake.calls.slice(before).filter((c) => c.operation === 'listFinancialEventGroups');
    expect(groups.map((c) => c.status)).toEqual([429, 429, 200]);
  });
});
