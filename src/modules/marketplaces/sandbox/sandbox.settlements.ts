import { Money, type MoneyValue } from '../../../platform/money.ts';
import type { ChannelSettlement, SettlementCharge } from '../connector.ts';
import { sandboxChannelFees } from './sandbox.orders.ts';
import type { SandboxSale } from './sandbox.tables.ts';

/** The sandbox releases a sale's money this many days after the sale. */
const RELEASE_DAYS = 14;
const DAY_MS = 86_400_000;
/** A late release: the release date the channel gave (two days after the sale) passed, and it still holds the money. */
const LATE_RELEASE_DAYS = 2;
/** Percentage points the "wrong category" commission charges above the channel's rate. */
const COMMISSION_ERROR = '0.02';
/** What a parcel re-measured after dispatch adds to the shipping the seller pays. */
const REMEASURE = '9.40';

/** The discrepancy a sandbox settlement plants for an order, or none (most orders). */
export type SandboxSettlementCase = 'COMMISSION' | 'SHIPPING' | 'DOUBLE_REFUND' | 'LATE_RELEASE' | 'MATCHING';
const cases: readonly SandboxSettlementCase[] = ['COMMISSION', 'SHIPPING', 'DOUBLE_REFUND', 'LATE_RELEASE'];

/**
 * Which discrepancy the sandbox plants for an order: seeded by the channel's order id (FNV-1a), so the
 * same order always settles the same way: 4 in 10 orders carry one, the rest match.
 */
export function sandboxSettlementCase(marketplaceOrderId: string): SandboxSettlementCase {
  let hash = 0x811c9dc5;
  for (let i = 0; i < marketplaceOrderId.length; i++) {
    hash ^= marketplaceOrderId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return cases[hash % 10] ?? 'MATCHING';
}

interface SandboxSold {
  platform: string;
  marketplaceOrderId: string;
  sale: SandboxSale;
  soldAt: string;
  /** The status the seller pushed to the channel; CANCELED refunds the buyer. */
  status: string | null;
  updatedAt: string;
}

const cents = (value: MoneyValue) => value.toFixed(2);
const charge = (
  kind: SettlementCharge['kind'],
  amount: MoneyValue,
  description: string,
): SettlementCharge => ({
  kind,
  amount: cents(amount),
  description,
});

/**
 * How the sandbox channel settles a sale it made, at `now`: its commission (the order's, or the
 * channel's rate), the shipping the seller pays, its fixed fee, released 14 days after the sale; a
 * canceled sale is refunded whole. Some orders carry a planted discrepancy (`sandboxSettlementCase`).
 */
export function sandboxSettlement(sold: SandboxSold, now: Date): ChannelSettlement {
  const { totals, items } = sold.sale;
  const fees = sandboxChannelFees(sold.platform);
  const itemsTotal = items.reduce(
    (sum, item) => sum.plus(new Money(item.salePrice).times(item.qty)),
    new Money(0),
  );
  const gross = new Money(totals.totalNet ?? itemsTotal);
  const planted = sandboxSettlementCase(sold.marketplaceOrderId);
  let commission = new Money(
    totals.totalCommission ?? itemsTotal.times(fees?.commission ?? 0).toDecimalPlaces(2),
  );
  if (planted === 'COMMISSION')
    commission = commission.plus(itemsTotal.times(COMMISSION_ERROR).toDecimalPlaces(2));
  let shipping = new Money(totals.shippingCost ?? 0).minus(totals.shippingDiscount ?? 0);
  if (planted === 'SHIPPING') shipping = shipping.plus(REMEASURE);
  const fixedFee = new Money(
    totals.serviceFee ?? (totals.totalCommission === undefined ? (fees?.fixedFee ?? 0) : 0),
  );
  const id = `${sold.marketplaceOrderId}-pay`;
  const charges = [
    charge('COMMISSION', commission, 'tarifa de venda'),
    ...(shipping.isZero() ? [] : [charge('SHIPPING', shipping, 'custo de envio')]),
    ...(fixedFee.isZero() ? [] : [charge('OTHER', fixedFee, 'custo fixo por venda')]),
    ...(totals.tax === undefined ? [] : [charge('TAX', new Money(totals.tax), 'imposto retido')]),
  ];
  const soldAt = new Date(sold.soldAt).getTime();
  if (sold.status === 'CANCELED') {
    const refund = charge('REFUND', gross, `reembolso ${sold.marketplaceOrderId}`);
    return {
      marketplaceOrderId: sold.marketplaceOrderId,
      settlementId: id,
      status: 'REFUNDED',
      gross: cents(gross),
      // The channel gives its fees back with the refund: the seller is paid nothing and owes nothing.
      charges: [refund],
      net: '0.00',
      releaseDate: null,
      releasedAt: null,
      updatedAt: sold.updatedAt,
    };
  }
  if (planted === 'DOUBLE_REFUND') {
    const first = items[0]!;
    const refunded = new Money(first.salePrice);
    const refund = charge('REFUND', refunded, `reembolso parcial ${sold.marketplaceOrderId}-1`);
    charges.push(refund, refund);
  }
  const net = gross.minus(charges.reduce((sum, c) => sum.plus(c.amount), new Money(0)));
  const releaseAt = soldAt + (planted === 'LATE_RELEASE' ? LATE_RELEASE_DAYS : RELEASE_DAYS) * DAY_MS;
  const released = planted !== 'LATE_RELEASE' && now.getTime() >= releaseAt;
  const releaseDate = new Date(releaseAt).toISOString();
  return {
    marketplaceOrderId: sold.marketplaceOrderId,
    settlementId: id,
    // A partial refund leaves the rest of the sale to release as any other.
    status: planted === 'DOUBLE_REFUND' ? 'PARTIALLY_REFUNDED' : released ? 'RELEASED' : 'PENDING',
    gross: cents(gross),
    charges,
    net: cents(net),
    releaseDate,
    releasedAt: released ? releaseDate : null,
    // Its last change: the release, once it happened; the sale before.
    updatedAt: released ? releaseDate : new Date(soldAt).toISOString(),
  };
}

/** A sale's settlement changes at most this long after the sale (its release). */
export const SETTLEMENT_WINDOW_MS = RELEASE_DAYS * DAY_MS;
