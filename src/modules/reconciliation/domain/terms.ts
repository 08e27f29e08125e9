import { Money } from '../../../platform/money.ts';
import type { OrderTotalField } from '../../marketplaces/index.ts';
import type { Cause, ReconciliationStatus } from './rules.ts';
import { ddmm } from './wording.ts';
import type { SaleTerms } from './rules.ts';

/** The part of an order the expectation is built from. */
interface OrderFacts {
  status: string;
  totals: Partial<Record<OrderTotalField, string>>;
  items: readonly { qty: number; salePrice: string }[];
}

/** What a channel charges per sale when the order does not say (the seller's or the channel's fees). */
interface ChannelFees {
  commission: string;
  fixedFee: string;
}

const UNDONE = ['CANCELED', 'RETURNED'];

/**
 * What the sale promised the seller (docs/decisions/reconciliation.md REC-02): the order's totals as the
 * channel sent them, and where the order does not inform its commission or fixed fee, the channel's
 * known fees for the platform (rate × items total, plus the fixed fee). An absent total is not zero
 * for commission (the channel's rate stands in), is zero for shipping. The tax the order informs is
 * withheld by the channel, so it is among the other charges.
 */
export function saleTerms(order: OrderFacts, fees: ChannelFees | null): SaleTerms {
  const { totals } = order;
  const itemsTotal = order.items.reduce(
    (total, item) => total.plus(new Money(item.salePrice).times(item.qty)),
    new Money(0),
  );
  const gross = new Money(totals.totalNet ?? itemsTotal.plus(totals.totalFreight ?? 0));
  const commission =
    totals.totalCommission !== undefined
      ? new Money(totals.totalCommission)
      : itemsTotal.times(fees?.commission ?? 0).toDecimalPlaces(2);
  const fixedFee =
    totals.serviceFee ?? (totals.totalCommission === undefined ? (fees?.fixedFee ?? '0') : '0');
  // The order's tax is what the channel withholds: charged with the fees.
  const other = new Money(fixedFee).plus(totals.tax ?? 0);
  const shipping = new Money(totals.shippingCost ?? 0).minus(totals.shippingDiscount ?? 0);
  return {
    gross: gross.toFixed(2),
    itemsTotal: itemsTotal.toFixed(2),
    commission: commission.toFixed(2),
    shipping: shipping.toFixed(2),
    other: other.toFixed(2),
    undone: UNDONE.includes(order.status),
  };
}

/**
 * A stored result as of `now`: money still held as PENDING becomes NOT_RELEASED once its release
 * date passes, without a recompute (time alone changes it).
 */
export function asOf(
  stored: { status: ReconciliationStatus; releaseDate: string | null; causes: Cause[] },
  now: Date,
): { status: ReconciliationStatus; causes: Cause[] } {
  if (stored.status !== 'PENDING' || stored.releaseDate === null || new Date(stored.releaseDate) >= now) {
    return { status: stored.status, causes: stored.causes };
  }
  return {
    status: 'NOT_RELEASED',
    causes: [
      ...stored.causes,
      { code: 'LATE_RELEASE', message: `liberação prevista para ${ddmm(stored.releaseDate)} e ainda retida` },
    ],
  };
}
