import { describe, expect, it } from 'vitest';
import type { ChannelSettlement } from '../../marketplaces/index.ts';
import { Money } from '../../../platform/money.ts';
import { reconcile, type SaleTerms } from './rules.ts';
import { asOf, saleTerms } from './terms.ts';

const now = new Date('2026-11-20T12:00:00Z');

// A sale of R$ 200 at 13 % commission (26.00), R$ 22.50 shipping paid by the seller, R$ 6 fixed fee.
const terms: SaleTerms = {
  gross: '200.00',
  itemsTotal: '200.00',
  commission: '26.00',
  shipping: '22.50',
  other: '6.00',
  undone: false,
};

function settlement(change: Partial<ChannelSettlement> = {}): ChannelSettlement {
  const charges = change.charges ?? [
    { kind: 'COMMISSION', amount: '26.00', description: 'meli_fee' },
    { kind: 'SHIPPING', amount: '22.50', description: 'shipping_fee' },
    { kind: 'OTHER', amount: '6.00', description: 'fixed_fee' },
  ];
  return {
    marketplaceOrderId: 'MO-1',
    settlementId: 'PAY-1',
    status: 'RELEASED',
    gross: '200.00',
    net: '145.50',
    releaseDate: '2026-11-10T03:00:00Z',
    releasedAt: '2026-11-10T03:00:00Z',
    updatedAt: '2026-11-10T03:00:00Z',
    ...change,
    charges,
  };
}

describe('reconcile', () => {
  it('matches a sale paid as promised, line by line', () => {
    const result = reconcile(terms, [settlement()], now);
    expect(result.status).toBe('MATCHING');
    expect(result.expected).toEqual(result.paid);
    expect(result.expected.net).toBe('145.50');
    expect(result.difference).toBe('0.00');
    expect(result.causes).toEqual([]);
  });

  it('tolerates a cent and no more', () => {
    expect(reconcile(terms, [settlement({ net: '145.49' })], now).status).toBe('MATCHING');
    expect(reconcile(terms, [settlement({ net: '145.48' })], now).status).toBe('PAID_LESS');
  });

  it('names a commission above the category rate', () => {
    const result = reconcile(
      terms,
      [
        settlement({
          net: '139.50',
          charges: [
            { kind: 'COMMISSION', amount: '32.00', description: 'meli_fee' },
            { kind: 'SHIPPING', amount: '22.50', description: 'shipping_fee' },
            { kind: 'OTHER', amount: '6.00', description: 'fixed_fee' },
          ],
        }),
      ],
      now,
    );
    expect(result.status).toBe('PAID_LESS');
    expect(result.difference).toBe('-6.00');
    expect(result.paid.commission).toBe('32.00');
    expect(result.causes).toEqual([
      { code: 'COMMISSION_ABOVE_RATE', message: 'comissão de 16 % cobrada; a categoria é 13 %' },
    ]);
  });

  it('names shipping re-measured after dispatch', () => {
    const result = reconcile(
      terms,
      [
        settlement({
          net: '136.10',
          charges: [
            { kind: 'COMMISSION', amount: '26.00', description: 'meli_fee' },
            { kind: 'SHIPPING', amount: '31.90', description: 'shipping_fee' },
            { kind: 'OTHER', amount: '6.00', description: 'fixed_fee' },
          ],
        }),
      ],
      now,
    );
    expect(result.status).toBe('PAID_LESS');
    expect(result.causes).toEqual([
      { code: 'SHIPPING_REMEASURED', message: 'frete cobrado R$ 31,90; na venda era R$ 22,50' },
    ]);
  });

  it('names a refund charged twice, and accepts the refund itself (partial refund)', () => {
    const base = settlement().charges;
    const refund = { kind: 'REFUND' as const, amount: '59.90', description: 'refund 7701' };
    const once = reconcile(
      terms,
      [settlement({ status: 'PARTIALLY_REFUNDED', net: '85.60', charges: [...base, refund] })],
      now,
    );
    expect(once.status).toBe('REFUNDED');
    expect(once.expected.refunds).toBe('59.90');
    const twice = reconcile(
      terms,
      [settlement({ status: 'PARTIALLY_REFUNDED', net: '25.70', charges: [...base, refund, refund] })],
      now,
    );
    expect(twice.status).toBe('PAID_LESS');
    expect(twice.difference).toBe('-59.90');
    expect(twice.causes[0]).toEqual({
      code: 'REFUND_CHARGED_TWICE',
      message: 'reembolso de R$ 59,90 cobrado duas vezes',
    });
  });

  /** An Amazon sale of R$ 200,00 paid with its 26.00 Commission, as Finances posts it. */
  const amazonSale = settlement({
    net: '174.00',
    charges: [{ kind: 'COMMISSION', amount: '26.00', description: 'Commission' }],
  });
  const amazonTerms = { ...terms, shipping: '0.00', other: '0.00' };
  /** Its whole refund posted apart: the Commission credited back, `fee` kept (with the rule's cap, if given). */
  const amazonRefund = (fee: string, ruleCap?: string) =>
    settlement({
      settlementId: 'REFUND-1',
      status: 'REFUNDED',
      gross: '0.00',
      net: `-${new Money('200.00').minus('26.00').plus(fee).toFixed(2)}`,
      charges: [
        { kind: 'REFUND', amount: '200.00', description: 'refund 50785410453544' },
        { kind: 'COMMISSION', amount: '-26.00', description: 'Commission' },
        { kind: 'COMMISSION', amount: fee, description: 'RefundCommission', ...(ruleCap ? { ruleCap } : {}) },
      ],
    });

  it('takes a refund posted apart with the commission it credits back and its fee (Amazon)', () => {
    // The sale paid as promised; weeks later the whole sale refunded, the buyer keeping the parcel: the
    // channel gives back the 26.00 commission less its R$ 5.20 refund fee.
    const result = reconcile(amazonTerms, [amazonSale, amazonRefund('5.20')], now);
    expect(result.status).toBe('REFUNDED');
    expect(result.expected).toMatchObject({ commission: '5.20', refunds: '200.00', net: '-5.20' });
    expect(result.difference).toBe('0.00');
    expect(result.causes).toEqual([
      {
        code: 'REFUNDED',
        message:
          'reembolso ao comprador de R$ 200,00; comissão devolvida de R$ 26,00, tarifa de reembolso de R$ 5,20',
      },
    ]);
    // A sale whose refund rides on its own payment (Mercado Pago's) moves no commission.
    const partial = reconcile(
      terms,
      [
        settlement({
          status: 'PARTIALLY_REFUNDED',
          net: '85.60',
          charges: [...settlement().charges, { kind: 'REFUND', amount: '59.90', description: 'refund 7701' }],
        }),
      ],
      now,
    );
    expect(partial.expected.commission).toBe('26.00');
  });

  it('expects a refund fee only up to the channel’s rule: a fee above it is PAID_LESS with its cause', () => {
    // 20 % of the 26.00 credited back: the most Amazon's rule lets it keep.
    const above = reconcile(amazonTerms, [amazonSale, amazonRefund('12.00', '5.20')], now);
    expect(above.status).toBe('PAID_LESS');
    expect(above.expected.commission).toBe('5.20');
    expect(above.paid.commission).toBe('12.00');
    expect(above.difference).toBe('-6.80');
    expect(above.causes.map((c) => c.code)).toEqual(['REFUND_FEE_ABOVE_RULE', 'REFUNDED']);
    expect(above.causes[0]!.message).toBe(
      'tarifa de reembolso cobrada R$ 12,00; pela regra do canal, no máximo R$ 5,20',
    );
    // A fee under its cap is what the channel took: nothing to dispute.
    const under = reconcile(amazonTerms, [amazonSale, amazonRefund('4.00', '5.20')], now);
    expect(under).toMatchObject({ status: 'REFUNDED', difference: '0.00' });
  });

  it('reads a chargeback as REFUNDED with its cause', () => {
    const result = reconcile(
      terms,
      [
        settlement({
          status: 'CHARGED_BACK',
          net: '-54.50',
          charges: [...settlement().charges, { kind: 'CHARGEBACK', amount: '200.00', description: 'cbk 1' }],
        }),
      ],
      now,
    );
    expect(result.status).toBe('REFUNDED');
    expect(result.causes).toEqual([{ code: 'CHARGED_BACK', message: 'estorno (chargeback) de R$ 200,00' }]);
  });

  it('is PENDING before the release date and NOT_RELEASED once it passed', () => {
    const held = settlement({ status: 'PENDING', releasedAt: null, releaseDate: '2026-11-25T03:00:00Z' });
    const pending = reconcile(terms, [held], now);
    expect(pending).toMatchObject({
      status: 'PENDING',
      unreleased: '145.50',
      releaseDate: '2026-11-25T03:00:00Z',
    });
    const late = reconcile(terms, [{ ...held, releaseDate: '2026-11-10T13:00:00Z' }], now);
    expect(late.status).toBe('NOT_RELEASED');
    expect(late.causes).toEqual([
      { code: 'LATE_RELEASE', message: 'liberação prevista para 10/11 e ainda retida' },
    ]);
    // A stored PENDING result turns NOT_RELEASED as time passes.
    expect(asOf(pending, new Date('2026-11-26T00:00:00Z'))).toEqual({
      status: 'NOT_RELEASED',
      causes: [{ code: 'LATE_RELEASE', message: 'liberação prevista para 25/11 e ainda retida' }],
    });
  });

  it('is PAID_MORE when the channel paid above the promise, and names what it cannot explain', () => {
    const result = reconcile(terms, [settlement({ net: '150.00' })], now);
    expect(result.status).toBe('PAID_MORE');
    expect(result.causes[0]!.code).toBe('UNEXPLAINED');
  });

  it('expects everything back on a canceled order', () => {
    const undone = { ...terms, undone: true };
    const result = reconcile(
      undone,
      [
        settlement({
          status: 'REFUNDED',
          net: '0.00',
          charges: [{ kind: 'REFUND', amount: '200.00', description: 'refund 1' }],
        }),
      ],
      now,
    );
    expect(result.status).toBe('REFUNDED');
    expect(result.expected.net).toBe('0.00');
  });
});

describe('sale terms', () => {
  it('reads the order totals, the commission from the channel fees when the order does not say', () => {
    const items = [{ qty: 2, salePrice: '50.00' }];
    expect(
      saleTerms(
        {
          status: 'PAID',
          totals: { totalNet: '112.50', shippingCost: '12.50', shippingDiscount: '2.50' },
          items,
        },
        { commission: '0.13', fixedFee: '6.00' },
      ),
    ).toEqual({
      gross: '112.50',
      itemsTotal: '100.00',
      commission: '13.00',
      shipping: '10.00',
      other: '6.00',
      undone: false,
    });
    expect(
      saleTerms(
        { status: 'CANCELED', totals: { totalNet: '100', totalCommission: '14', serviceFee: '6' }, items },
        null,
      ),
    ).toMatchObject({ commission: '14.00', other: '6.00', undone: true });
  });
});
