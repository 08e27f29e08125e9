import { describe, expect, it } from 'vitest';
import { Money } from '../../../../platform/money.ts';
import {
  groupChangedSince,
  refundFeeCap,
  settlementsOf,
  type EventGroup,
  type ShipmentEvent,
} from './settlements.ts';

const brl = (CurrencyAmount: number) => ({ CurrencyCode: 'BRL', CurrencyAmount });

/** A shipment of one item: R$ 100 Principal, R$ 12.50 shipping, Commission 15 and a fixed fee of 5.50. */
const shipment = (orderId: string, postedDate: string): ShipmentEvent => ({
  AmazonOrderId: orderId,
  PostedDate: postedDate,
  ShipmentItemList: [
    {
      ItemChargeList: [
        { ChargeType: 'Principal', ChargeAmount: brl(100) },
        { ChargeType: 'ShippingCharge', ChargeAmount: brl(12.5) },
      ],
      ItemFeeList: [
        { FeeType: 'Commission', FeeAmount: brl(-15) },
        { FeeType: 'FixedClosingFee', FeeAmount: brl(-5.5) },
      ],
    },
  ],
});

const open: EventGroup = {
  FinancialEventGroupId: 'G1',
  ProcessingStatus: 'Open',
  FinancialEventGroupStart: '2026-11-01T00:00:00Z',
};
const closed = (FundTransferStatus: string): EventGroup => ({
  FinancialEventGroupId: 'G1',
  ProcessingStatus: 'Closed',
  FundTransferStatus,
  FinancialEventGroupStart: '2026-11-01T00:00:00Z',
  FinancialEventGroupEnd: '2026-11-15T00:00:00Z',
  FundTransferDate: '2026-11-16T10:00:00Z',
});

/**
 * A whole refund of that shipment, as Finances lists it in RefundEventList: Principal and shipping given
 * back, the Commission credited back, R$ 3.00 of refund administration fee kept.
 */
const refund = (orderId: string, postedDate: string, adjustmentId = '50785410453542'): ShipmentEvent => ({
  AmazonOrderId: orderId,
  PostedDate: postedDate,
  undoes: 'refund',
  ShipmentItemAdjustmentList: [
    {
      OrderAdjustmentItemId: adjustmentId,
      ItemChargeAdjustmentList: [
        { ChargeType: 'Principal', ChargeAmount: brl(-100) },
        { ChargeType: 'ShippingCharge', ChargeAmount: brl(-12.5) },
      ],
      ItemFeeAdjustmentList: [
        { FeeType: 'Commission', FeeAmount: brl(15) },
        { FeeType: 'RefundCommission', FeeAmount: brl(-3) },
      ],
    },
  ],
});

describe('Amazon settlements from Finances events', () => {
  it('makes one settlement of a shipment: what the buyer paid, each fee by its type, net as Amazon adds up', () => {
    const [s, ...more] = settlementsOf([shipment('701-1', '2026-11-03T12:00:00Z')], open);
    expect(more).toEqual([]);
    expect(s).toEqual({
      marketplaceOrderId: '701-1',
      settlementId: '701-1/2026-11-03T12:00:00.000Z/shipment',
      status: 'PENDING',
      gross: '112.50',
      charges: [
        { kind: 'COMMISSION', amount: '15.00', description: 'Commission' },
        { kind: 'OTHER', amount: '5.50', description: 'FixedClosingFee' },
      ],
      net: '92.00',
      releaseDate: null,
      releasedAt: null,
      updatedAt: '2026-11-03T12:00:00.000Z',
    });
  });

  it('adds up an order’s events posted together, and keeps a later posting apart', () => {
    const reported = settlementsOf(
      [
        shipment('701-1', '2026-11-03T12:00:00Z'),
        shipment('701-1', '2026-11-03T12:00:00Z'),
        shipment('701-1', '2026-11-05T08:00:00Z'),
        shipment('701-2', '2026-11-03T12:00:00Z'),
      ],
      open,
    );
    expect(reported.map((s) => [s.settlementId, s.net])).toEqual([
      ['701-1/2026-11-03T12:00:00.000Z/shipment', '184.00'],
      ['701-1/2026-11-05T08:00:00.000Z/shipment', '92.00'],
      ['701-2/2026-11-03T12:00:00.000Z/shipment', '92.00'],
    ]);
  });

  it('makes a refund a settlement of its own: REFUNDED, named by its adjustment, the fees credited back', () => {
    const reported = settlementsOf(
      [shipment('701-1', '2026-11-03T12:00:00Z'), refund('701-1', '2026-11-03T12:00:00Z')],
      open,
    );
    expect(reported).toHaveLength(2);
    expect(reported[1]).toEqual({
      marketplaceOrderId: '701-1',
      settlementId: '701-1/2026-11-03T12:00:00.000Z/refund',
      status: 'REFUNDED',
      gross: '0.00',
      charges: [
        { kind: 'REFUND', amount: '112.50', description: 'refund 50785410453542' },
        { kind: 'COMMISSION', amount: '-15.00', description: 'Commission' },
        // Amazon's rule: 20 % of the 15.00 credited back, at most R$ 10,00 a unit.
        { kind: 'COMMISSION', amount: '3.00', description: 'RefundCommission', ruleCap: '3.00' },
      ],
      // The sale's 92.00 less this: the seller is left with the fixed fee and the administration fee paid.
      net: '-100.50',
      releaseDate: null,
      releasedAt: null,
      updatedAt: '2026-11-03T12:00:00.000Z',
    });
  });

  it('keeps two refunds of an order apart by their adjustment ids, and reads a chargeback as CHARGED_BACK', () => {
    const [first, second, chargeback] = settlementsOf(
      [
        refund('701-1', '2026-11-04T12:00:00Z', '50785410453542'),
        refund('701-1', '2026-11-05T12:00:00Z', '50785410453543'),
        { ...refund('701-1', '2026-11-06T12:00:00Z', '50785410453544'), undoes: 'chargeback' },
      ],
      closed('Succeeded'),
    );
    expect(first!.charges[0]!.description).toBe('refund 50785410453542');
    expect(second!.charges[0]!.description).toBe('refund 50785410453543');
    expect(chargeback).toMatchObject({
      settlementId: '701-1/2026-11-06T12:00:00.000Z/chargeback',
      status: 'CHARGED_BACK',
      charges: expect.arrayContaining([
        { kind: 'CHARGEBACK', amount: '112.50', description: 'chargeback 50785410453544' },
      ]),
    });
  });

  it('names withheld taxes, promotions, discounts and shipping fees as their kinds', () => {
    const event: ShipmentEvent = {
      AmazonOrderId: '701-3',
      PostedDate: '2026-11-03T12:00:00Z',
      ShipmentItemList: [
        {
          ItemChargeList: [
            { ChargeType: 'Principal', ChargeAmount: brl(50) },
            { ChargeType: 'MarketplaceFacilitatorTax-Principal', ChargeAmount: brl(-2.5) },
            { ChargeType: 'Discount', ChargeAmount: brl(-1) },
          ],
          ItemFeeList: [{ FeeType: 'ShippingChargeback', FeeAmount: brl(-7.9) }],
          ItemTaxWithheldList: [{ TaxesWithheld: [{ ChargeType: 'TCS-IGST', ChargeAmount: brl(-0.5) }] }],
          PromotionList: [{ PromotionId: 'PROMO1', PromotionAmount: brl(-3) }],
        },
      ],
    };
    const [s] = settlementsOf([event], open);
    expect(s!.charges).toEqual([
      { kind: 'TAX', amount: '2.50', description: 'MarketplaceFacilitatorTax-Principal' },
      { kind: 'DISCOUNT', amount: '1.00', description: 'Discount' },
      { kind: 'SHIPPING', amount: '7.90', description: 'ShippingChargeback' },
      { kind: 'TAX', amount: '0.50', description: 'TCS-IGST' },
      { kind: 'DISCOUNT', amount: '3.00', description: 'promotion PROMO1' },
    ]);
    expect(s).toMatchObject({ gross: '50.00', net: '35.10' });
  });

  it('keeps money exact: fees of 0.10 and 0.20 are 0.30', () => {
    const event: ShipmentEvent = {
      AmazonOrderId: '701-4',
      PostedDate: '2026-11-03T12:00:00Z',
      ShipmentItemList: [
        {
          ItemChargeList: [{ ChargeType: 'Principal', ChargeAmount: brl(0.3) }],
          ItemFeeList: [
            { FeeType: 'Commission', FeeAmount: brl(-0.1) },
            { FeeType: 'Commission', FeeAmount: brl(-0.2) },
          ],
        },
      ],
    };
    expect(settlementsOf([event], open)[0]).toMatchObject({
      charges: [{ kind: 'COMMISSION', amount: '0.30', description: 'Commission' }],
      net: '0.00',
    });
  });

  it('is PENDING while the group is open or its transfer unfinished, RELEASED on the transfer’s date once it succeeded', () => {
    const events = [shipment('701-1', '2026-11-03T12:00:00Z')];
    expect(settlementsOf(events, null)[0]).toMatchObject({ status: 'PENDING', releaseDate: null });
    expect(settlementsOf(events, closed('Processing'))[0]).toMatchObject({
      status: 'PENDING',
      releaseDate: '2026-11-16T10:00:00.000Z',
      releasedAt: null,
      updatedAt: '2026-11-15T00:00:00.000Z',
    });
    expect(settlementsOf(events, closed('Succeeded'))[0]).toMatchObject({
      status: 'RELEASED',
      releaseDate: '2026-11-16T10:00:00.000Z',
      releasedAt: '2026-11-16T10:00:00.000Z',
      updatedAt: '2026-11-16T10:00:00.001Z',
    });
    // A transfer dated when the group closed: its success still reads as newer than the processing.
    const sameInstant = { ...closed('Processing'), FundTransferDate: '2026-11-15T00:00:00Z' };
    const processing = settlementsOf(events, sameInstant)[0]!;
    const succeeded = settlementsOf(events, { ...sameInstant, FundTransferStatus: 'Successful' })[0]!;
    expect(succeeded.status).toBe('RELEASED');
    expect(succeeded.updatedAt > processing.updatedAt).toBe(true);
    expect(settlementsOf(events, closed('Failed'))[0]).toMatchObject({ status: 'PENDING', releasedAt: null });
  });

  it('reads again a group open, unsettled, or settled since the instant; not one settled before', () => {
    const since = new Date('2026-11-20T00:00:00Z');
    expect(groupChangedSince(open, since)).toBe(true);
    expect(groupChangedSince(closed('Processing'), since)).toBe(true);
    expect(groupChangedSince(closed('Succeeded'), since)).toBe(false);
    expect(groupChangedSince(closed('Succeeded'), new Date('2026-11-16T00:00:00Z'))).toBe(true);
  });

  it('caps the refund administration fee at 20 % of the commission credited back, R$ 10,00 a unit', () => {
    expect(refundFeeCap(new Money('15.00'), 1).toFixed(2)).toBe('3.00');
    // Seller Central Brasil's example: 20 % of R$ 51,75 is R$ 10,35, capped at R$ 10,00.
    expect(refundFeeCap(new Money('51.75'), 1).toFixed(2)).toBe('10.00');
    expect(refundFeeCap(new Money('51.75'), 2).toFixed(2)).toBe('10.35');
    expect(refundFeeCap(new Money('0.07'), 1).toFixed(2)).toBe('0.01');
  });

  it('gives each refunded item its own cap, added up over the settlement', () => {
    const twoItems: ShipmentEvent = {
      ...refund('701-1', '2026-11-03T12:00:00Z'),
      ShipmentItemAdjustmentList: [
        {
          OrderAdjustmentItemId: '50785410453542',
          QuantityShipped: 1,
          ItemChargeAdjustmentList: [{ ChargeType: 'Principal', ChargeAmount: brl(-345) }],
          ItemFeeAdjustmentList: [
            { FeeType: 'Commission', FeeAmount: brl(51.75) },
            { FeeType: 'RefundCommission', FeeAmount: brl(-10) },
          ],
        },
        {
          OrderAdjustmentItemId: '50785410453543',
          ItemChargeAdjustmentList: [{ ChargeType: 'Principal', ChargeAmount: brl(-57) }],
          ItemFeeAdjustmentList: [
            { FeeType: 'Commission', FeeAmount: brl(8.55) },
            { FeeType: 'RefundCommission', FeeAmount: brl(-1.71) },
          ],
        },
      ],
    };
    const [s] = settlementsOf([twoItems], open);
    expect(s!.charges.find((c) => c.description === 'RefundCommission')).toEqual({
      kind: 'COMMISSION',
      amount: '11.71',
      description: 'RefundCommission',
      ruleCap: '11.71',
    });
  });
});
