import { Money, type MoneyValue } from '../../../../platform/money.ts';
import type {
  ChannelSettlement,
  SettlementCharge,
  SettlementChargeKind,
  SettlementStatus,
} from '../../connector.ts';

/** Finances v0's `Currency`: a signed JSON number. */
interface Currency {
  CurrencyCode?: string;
  CurrencyAmount?: number;
}

interface Charge {
  ChargeType?: string;
  ChargeAmount?: Currency;
}

interface Fee {
  FeeType?: string;
  FeeAmount?: Currency;
}

interface ShipmentItem {
  ItemChargeList?: Charge[];
  ItemFeeList?: Fee[];
  ItemTaxWithheldList?: { TaxesWithheld?: Charge[] }[];
  PromotionList?: { PromotionType?: string; PromotionId?: string; PromotionAmount?: Currency }[];
}

/** An item of a refund, guarantee claim or chargeback: what each charge and fee changed by, signed. */
interface AdjustmentItem {
  /** Amazon's id of the item's adjustment: what names one refund among an order's. */
  OrderAdjustmentItemId?: string;
  QuantityShipped?: number;
  ItemChargeAdjustmentList?: Charge[];
  ItemFeeAdjustmentList?: Fee[];
  ItemTaxWithheldList?: { TaxesWithheld?: Charge[] }[];
  PromotionAdjustmentList?: { PromotionType?: string; PromotionId?: string; PromotionAmount?: Currency }[];
}

/**
 * A `ShipmentEvent` of Finances v0, "a shipment, refund, guarantee claim, or chargeback": a shipment lists
 * its items' charges and fees, the others their adjustments. Which one it is comes from the list it was
 * in (`RefundEventList`…), kept as `undoes`: absent for a shipment.
 */
export interface ShipmentEvent {
  AmazonOrderId?: string;
  PostedDate?: string;
  ShipmentItemList?: ShipmentItem[];
  ShipmentFeeList?: Fee[];
  OrderFeeList?: Fee[];
  ShipmentItemAdjustmentList?: AdjustmentItem[];
  ShipmentFeeAdjustmentList?: Fee[];
  OrderFeeAdjustmentList?: Fee[];
  undoes?: Undoing;
}

/** The events that give a sale's money back, by the FinancialEvents list they come in. */
export const undoingLists = {
  RefundEventList: 'refund',
  GuaranteeClaimEventList: 'guarantee-claim',
  ChargebackEventList: 'chargeback',
} as const;
type Undoing = (typeof undoingLists)[keyof typeof undoingLists];

/** A `FinancialEventGroup` of Finances v0: one payout. */
export interface EventGroup {
  FinancialEventGroupId: string;
  ProcessingStatus?: string;
  FundTransferStatus?: string;
  FundTransferDate?: string;
  FinancialEventGroupStart?: string;
  FinancialEventGroupEnd?: string;
}

/** Fee types that pay for shipping the order (Amazon's logistics or its shipping charge-back). */
const shippingFees = new Set([
  'ShippingChargeback',
  'ShippingHB',
  'FBAPerUnitFulfillmentFee',
  'FBAPerOrderFulfillmentFee',
  'FBAWeightBasedFee',
]);

/** The charge a fee is (ADS-122): Commission is the commission, shipping fees shipping, the rest OTHER. */
function feeKind(type: string): SettlementChargeKind {
  if (type === 'Commission' || type === 'RefundCommission') return 'COMMISSION';
  return shippingFees.has(type) ? 'SHIPPING' : 'OTHER';
}

/** A negative charge is money taken from the sale: a discount, a tax Amazon withholds, or other. */
function deductionKind(type: string): SettlementChargeKind {
  if (type === 'Discount' || type === 'TaxDiscount') return 'DISCOUNT';
  return type.startsWith('MarketplaceFacilitatorTax') ? 'TAX' : 'OTHER';
}

const amountOf = (currency: Currency | undefined): MoneyValue =>
  new Money(String(currency?.CurrencyAmount ?? 0));

/**
 * Transfer statuses that mean the money reached the seller. The API reference leaves the values
 * open; these are the words Amazon is seen to answer for a completed transfer (ADS-123).
 */
const transferred = new Set(['succeeded', 'successful']);

const instant = (value: string) => new Date(value).toISOString();

/**
 * Where a payout group's money stands, and when it last changed as far as the group tells: its end once
 * closed, its transfer's date once that succeeded. Amazon dates a transfer when it starts, so a transfer
 * that succeeded may carry the instant the group already showed while it was processing: the success
 * is dated a millisecond after the latest of them, to read as the later state it is (ADS-123).
 */
function standing(group: EventGroup | null): {
  status: SettlementStatus;
  releaseDate: string | null;
  releasedAt: string | null;
  changedAt: string | null;
} {
  if (group?.ProcessingStatus !== 'Closed')
    return { status: 'PENDING', releaseDate: null, releasedAt: null, changedAt: null };
  const transferDate = group.FundTransferDate ? instant(group.FundTransferDate) : null;
  const end = group.FinancialEventGroupEnd ? instant(group.FinancialEventGroupEnd) : null;
  if (!transferred.has((group.FundTransferStatus ?? '').toLowerCase()))
    return { status: 'PENDING', releaseDate: transferDate, releasedAt: null, changedAt: end };
  const latest = Math.max(...[end, transferDate].flatMap((at) => (at ? [Date.parse(at)] : [])));
  return {
    status: 'RELEASED',
    releaseDate: transferDate,
    releasedAt: transferDate ?? end,
    changedAt: Number.isFinite(latest) ? new Date(latest + 1).toISOString() : null,
  };
}

/** The payout group's events may have changed since `since`: it is open, unsettled or settled since. */
export function groupChangedSince(group: EventGroup, since: Date): boolean {
  const { status, changedAt } = standing(group);
  return status !== 'RELEASED' || changedAt === null || new Date(changedAt) >= since;
}

/**
 * The most a refund administration fee may be for one adjustment item: 20 % of the commission credited
 * back for it, at most R$ 10,00 per unit (Seller Central Brasil, "Refund Administration Fee Sample
 * Calculations"; the cap per unit as Amazon.com's rate card states it, "per unit returned", the more
 * generous reading of Brazil's "per line item", so a fee is never called too high for want of the narrower one).
 */
export function refundFeeCap(credited: MoneyValue, units: number): MoneyValue {
  const byRate = credited.times('0.20').toDecimalPlaces(2);
  const byUnits = new Money('10.00').times(Math.max(1, units));
  return byRate.lt(byUnits) ? byRate : byUnits;
}

/** Adds up the charges of one settlement by kind and the channel's name for them. */
class Charges {
  private readonly sums = new Map<
    string,
    { kind: SettlementChargeKind; description: string; sum: MoneyValue; cap?: MoneyValue }
  >();

  /** `cap`: the most the channel's rule lets this amount be (`SettlementCharge.ruleCap`). */
  add(kind: SettlementChargeKind, description: string, amount: MoneyValue, cap?: MoneyValue): void {
    const key = `${kind}\u0000${description}`;
    const kept = this.sums.get(key);
    const sum = (kept?.sum ?? new Money(0)).plus(amount);
    const caps = cap === undefined ? kept?.cap : (kept?.cap ?? new Money(0)).plus(cap);
    this.sums.set(key, { kind, description, sum, ...(caps === undefined ? {} : { cap: caps }) });
  }

  list(): SettlementCharge[] {
    return [...this.sums.values()]
      .filter((c) => !c.sum.isZero())
      .map((c) => ({
        kind: c.kind,
        amount: c.sum.toFixed(2),
        description: c.description,
        ...(c.cap === undefined ? {} : { ruleCap: c.cap.toFixed(2) }),
      }));
  }
}

/**
 * What a refund, guarantee claim or chargeback took (ADS-131): each item's charges given back to the buyer
 * are one REFUND (CHARGEBACK) charge named by its adjustment id, so a refund reported twice shows as the
 * same one; fees credited back are negative charges of their kind and the refund administration fee a
 * COMMISSION (`RefundCommission`); withheld taxes and promotions given back are TAX and DISCOUNT.
 */
function undoingCharges(
  event: ShipmentEvent,
  undoes: Undoing,
  charges: Charges,
  fee: (f: Fee) => void,
): void {
  const kind: SettlementChargeKind = undoes === 'chargeback' ? 'CHARGEBACK' : 'REFUND';
  for (const item of event.ShipmentItemAdjustmentList ?? []) {
    const name = `${undoes} ${item.OrderAdjustmentItemId ?? instant(event.PostedDate!)}`;
    for (const c of item.ItemChargeAdjustmentList ?? [])
      charges.add(kind, name, amountOf(c.ChargeAmount).negated());
    const fees = item.ItemFeeAdjustmentList ?? [];
    // The commission credited back for this item: what its refund administration fee is a share of.
    let credited: MoneyValue = new Money(0);
    for (const f of fees) if (f.FeeType === 'Commission') credited = credited.plus(amountOf(f.FeeAmount));
    for (const f of fees) {
      if (f.FeeType !== 'RefundCommission') fee(f);
      else {
        const cap = refundFeeCap(credited, item.QuantityShipped ?? 1);
        charges.add('COMMISSION', f.FeeType, amountOf(f.FeeAmount).negated(), cap);
      }
    }
    for (const withheld of item.ItemTaxWithheldList ?? [])
      for (const tax of withheld.TaxesWithheld ?? [])
        charges.add('TAX', tax.ChargeType ?? 'TaxWithheld', amountOf(tax.ChargeAmount).negated());
    for (const promotion of item.PromotionAdjustmentList ?? [])
      charges.add(
        'DISCOUNT',
        `promotion ${promotion.PromotionId ?? promotion.PromotionType ?? ''}`.trim(),
        amountOf(promotion.PromotionAmount).negated(),
      );
  }
  (event.ShipmentFeeAdjustmentList ?? []).forEach(fee);
  (event.OrderFeeAdjustmentList ?? []).forEach(fee);
}

/**
 * The settlements of Finances' shipment events (ADS-122): one per order and posting (the events of an
 * order posted at the same instant are one), in the payout group they were posted in when known.
 * What the buyer paid (the positive item charges: Principal, ShippingCharge…) is the gross; fees,
 * withheld taxes, promotions and negative charges are charges, positive when they take from the
 * seller; `net` is the gross less them, as Amazon adds its signed amounts up. Money held in an open
 * group, or a closed one whose transfer has not succeeded, is PENDING; a succeeded transfer RELEASED
 * on its date (ADS-123). A refund or guarantee claim is a settlement of its own, REFUNDED (a chargeback
 * CHARGED_BACK), with no gross and what it took as charges (ADS-131).
 */
export function settlementsOf(events: ShipmentEvent[], group: EventGroup | null): ChannelSettlement[] {
  const byPosting = Map.groupBy(
    events.filter((e) => e.AmazonOrderId && e.PostedDate),
    (e) => `${e.AmazonOrderId}/${instant(e.PostedDate!)}${e.undoes ? `/${e.undoes}` : ''}`,
  );
  const where = standing(group);
  return [...byPosting].map(([key, posted]) => {
    const [orderId, postedAt] = [posted[0]!.AmazonOrderId!, instant(posted[0]!.PostedDate!)];
    let gross: MoneyValue = new Money(0);
    const charges = new Charges();
    const fee = (f: Fee) => {
      // Fees come negative: what the seller pays is their opposite (a credit is a negative charge).
      if (f.FeeType) charges.add(feeKind(f.FeeType), f.FeeType, amountOf(f.FeeAmount).negated());
    };
    for (const event of posted) {
      for (const item of event.ShipmentItemList ?? []) {
        for (const c of item.ItemChargeList ?? []) {
          const amount = amountOf(c.ChargeAmount);
          if (amount.isNegative())
            charges.add(deductionKind(c.ChargeType ?? ''), c.ChargeType ?? '', amount.negated());
          else gross = gross.plus(amount);
        }
        (item.ItemFeeList ?? []).forEach(fee);
        for (const withheld of item.ItemTaxWithheldList ?? [])
          for (const tax of withheld.TaxesWithheld ?? [])
            charges.add('TAX', tax.ChargeType ?? 'TaxWithheld', amountOf(tax.ChargeAmount).negated());
        for (const promotion of item.PromotionList ?? [])
          charges.add(
            'DISCOUNT',
            `promotion ${promotion.PromotionId ?? promotion.PromotionType ?? ''}`.trim(),
            amountOf(promotion.PromotionAmount).negated(),
          );
      }
      (event.ShipmentFeeList ?? []).forEach(fee);
      (event.OrderFeeList ?? []).forEach(fee);
    }
    const undoes = posted[0]!.undoes;
    if (undoes) for (const event of posted) undoingCharges(event, undoes, charges, fee);
    const list = charges.list();
    const net = list.reduce((sum, c) => sum.minus(c.amount), gross);
    const updatedAt = where.changedAt && where.changedAt > postedAt ? where.changedAt : postedAt;
    return {
      marketplaceOrderId: orderId,
      settlementId: undoes ? key : `${key}/shipment`,
      status: undoes === 'chargeback' ? 'CHARGED_BACK' : undoes ? 'REFUNDED' : where.status,
      gross: gross.toFixed(2),
      charges: list,
      net: net.toFixed(2),
      releaseDate: where.releaseDate,
      releasedAt: where.releasedAt,
      updatedAt,
    };
  });
}
