import { describe, expect, it } from 'vitest';
import { commissionsOf, receivedOrder, statusOf, type AmazonOrder } from './order-mapping.ts';

const brl = (amount: string) => ({ amount, currencyCode: 'BRL' });

const order = (overrides: Partial<AmazonOrder> = {}): AmazonOrder => ({
  orderId: '701-1234567-1234567',
  createdTime: '2026-03-01T10:00:00Z',
  lastUpdatedTime: '2026-03-01T10:05:00Z',
  fulfillment: {
    fulfillmentStatus: 'UNSHIPPED',
    fulfilledBy: 'MERCHANT',
    shipByWindow: { latestDateTime: '2026-03-03T23:59:59Z' },
  },
  proceeds: {
    grandTotal: brl('112.49'),
    breakdowns: [
      { type: 'ITEM', subtotal: brl('99.99') },
      { type: 'SHIPPING', subtotal: brl('12.50') },
    ],
  },
  orderItems: [
    {
      orderItemId: '12345678901234',
      quantityOrdered: 3,
      product: { asin: 'B0ABCDEFGH', sellerSku: 'CAM-AZUL', price: { unitPrice: brl('34.00') } },
      proceeds: { proceedsTotal: brl('99.99'), breakdowns: [{ type: 'ITEM', subtotal: brl('99.99') }] },
    },
  ],
  ...overrides,
});

describe('Amazon order mapping', () => {
  it('maps each fulfillment status to where the order stands', () => {
    expect(statusOf('PENDING')).toBe('CREATED');
    expect(statusOf('PENDING_AVAILABILITY')).toBe('CREATED');
    expect(statusOf('UNSHIPPED')).toBe('PAID');
    expect(statusOf('PARTIALLY_SHIPPED')).toBe('PAID');
    expect(statusOf('SHIPPED')).toBe('SHIPPED');
    expect(statusOf('CANCELLED')).toBe('CANCELED');
    expect(statusOf(undefined)).toBe('CREATED');
  });

  it('names lines by seller SKU at the line price over its quantity, with totals and ship-by', () => {
    const received = receivedOrder(order(), null);
    expect(received).toEqual({
      status: 'PAID',
      order: {
        marketplaceOrderId: '701-1234567-1234567',
        items: [{ skuId: '', sellerSku: 'CAM-AZUL', qty: 3, salePrice: '33.33' }],
        totals: { totalNet: '112.49', totalFreight: '12.50' },
        shipBy: '2026-03-03T23:59:59Z',
      },
    });
  });

  it('leaves the commission absent until known, and reads the unit price without proceeds', () => {
    const bare = receivedOrder(
      order({ proceeds: undefined, orderItems: [{ ...order().orderItems[0]!, proceeds: undefined }] }),
      null,
    );
    expect(bare.order.totals).toEqual({});
    expect(bare.order.items[0]!.salePrice).toBe('34.00');
    expect(receivedOrder(order(), '15.00').order.totals.totalCommission).toBe('15.00');
  });

  it('marks an order Amazon fulfils (FBA) as the channel’s to ship', () => {
    const fba = receivedOrder(
      order({ fulfillment: { fulfillmentStatus: 'SHIPPED', fulfilledBy: 'AMAZON' } }),
      null,
    );
    expect(fba.order.fulfilledByChannel).toBe(true);
  });

  it('sums the Commission fees of an order’s shipment events as a positive amount', () => {
    const fee = (amount: number) => ({ FeeType: 'Commission', FeeAmount: { CurrencyAmount: amount } });
    const commissions = commissionsOf([
      {
        AmazonOrderId: 'A',
        ShipmentItemList: [
          { ItemFeeList: [fee(-7.5), { FeeType: 'FixedClosingFee', FeeAmount: { CurrencyAmount: -2 } }] },
        ],
      },
      { AmazonOrderId: 'A', ShipmentItemList: [{ ItemFeeList: [fee(-0.1)] }, { ItemFeeList: [fee(-0.2)] }] },
      { AmazonOrderId: 'B', ShipmentItemList: [] },
    ]);
    expect(commissions).toEqual(new Map([['A', '7.80']]));
  });
});
