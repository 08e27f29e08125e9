import { Money, type MoneyValue } from '../../../platform/money.ts';
import type { ChannelSettlement, SettlementCharge, SettlementChargeKind } from '../../marketplaces/index.ts';
import { ddmm, percent, reais } from './wording.ts';

/** Where an order's money stands against what the sale promised. */
export const reconciliationStatuses = [
  'MATCHING',
  'PAID_LESS',
  'PAID_MORE',
  'NOT_RELEASED',
  'REFUNDED',
  'PENDING',
] as const;
export type ReconciliationStatus = (typeof reconciliationStatuses)[number];

/** The machine codes of the causes a difference is explained by. */
export const causeCodes = [
  'COMMISSION_ABOVE_RATE',
  'COMMISSION_BELOW_RATE',
  'SHIPPING_REMEASURED',
  'DISCOUNT_NOT_IN_SALE',
  'REFUND_CHARGED_TWICE',
  'REFUND_FEE_ABOVE_RULE',
  'OTHER_CHARGES_DIFFER',
  'GROSS_DIFFERS',
  'LATE_RELEASE',
  'REFUNDED',
  'CHARGED_BACK',
  'UNEXPLAINED',
] as const;
type CauseCode = (typeof causeCodes)[number];

export interface Cause {
  code: CauseCode;
  /** The cause in the seller's words (Portuguese), with the amounts. */
  message: string;
}

/** The lines compared, each a decimal string with two places. */
export type LineKey = 'gross' | 'commission' | 'shipping' | 'discounts' | 'refunds' | 'other' | 'net';
export type Lines = Record<LineKey, string>;

/** What the sale promised, from the order as the channel sent it and the seller's channel fees. */
export interface SaleTerms {
  /** What the buyer paid (the order's totalNet). */
  gross: string;
  /** Σ qty × sale price of the items: the base the commission rate applies to. */
  itemsTotal: string;
  /** The commission the sale carries (informed on the order, or the channel's rate × items). */
  commission: string;
  /** Shipping the seller pays: shippingCost − shippingDiscount. */
  shipping: string;
  /** Fixed per-sale fees (serviceFee). */
  other: string;
  /** The order was canceled or returned: the whole sale is expected back to the buyer. */
  undone: boolean;
}

/** Below this the two sides are the same money: R$ 0.01. */
const TOLERANCE = new Money('0.01');
// Decimals are immutable: one zero serves every sum.
const ZERO = new Money(0);

const cents = (value: MoneyValue) => value.toFixed(2);
/** Equal amounts, the common case, cost no arithmetic. */
const differs = (a: MoneyValue, b: MoneyValue) => !a.eq(b) && a.minus(b).abs().gt(TOLERANCE);

type ChargeLine = Exclude<LineKey, 'gross' | 'net'>;

/** The paid line each kind of charge adds to: refunds and chargebacks are both money back. */
const LINE_OF: Record<SettlementChargeKind, ChargeLine> = {
  COMMISSION: 'commission',
  SHIPPING: 'shipping',
  DISCOUNT: 'discounts',
  REFUND: 'refunds',
  CHARGEBACK: 'refunds',
  TAX: 'other',
  FINANCING: 'other',
  OTHER: 'other',
};

/**
 * What the channel reported for an order, in one pass over its settlements and charges, each amount
 * parsed once (a reading reconciles thousands of orders: decimal.js parsing was most of their cost).
 * Refunds and chargebacks: those the channel took, and those it took more than once, a refund being
 * the same one when the channel names it the same (its refund id), whichever settlement carries it.
 */
function reportedOf(settlements: readonly ChannelSettlement[]) {
  let gross = ZERO;
  let net = ZERO;
  let chargebacks = ZERO;
  let distinctRefunds = ZERO;
  const lines: Record<ChargeLine, MoneyValue> = {
    commission: ZERO,
    shipping: ZERO,
    discounts: ZERO,
    refunds: ZERO,
    other: ZERO,
  };
  const seen = new Set<string>();
  const repeated: { description: string; amount: string }[] = [];
  let commissionCredited = ZERO;
  let refundFees = ZERO;
  // The refund fees as far as the channel's rule allows them: what reconciliation expects.
  let refundFeesAllowed = ZERO;
  for (const settlement of settlements) {
    const settlementGross = new Money(settlement.gross);
    gross = gross.plus(settlementGross);
    net = net.plus(settlement.net);
    const undoing = settlementGross.isZero() && settlement.charges.some(givesMoneyBack);
    for (const charge of settlement.charges) {
      // A kind this code does not know (stored before it was added) is on no line.
      const line = LINE_OF[charge.kind] as ChargeLine | undefined;
      if (line === undefined) continue;
      const amount = new Money(charge.amount);
      lines[line] = lines[line].plus(amount);
      if (undoing && line === 'commission') {
        if (amount.isNegative()) commissionCredited = commissionCredited.minus(amount);
        else {
          refundFees = refundFees.plus(amount);
          refundFeesAllowed = refundFeesAllowed.plus(
            charge.ruleCap ? minOf(amount, new Money(charge.ruleCap)) : amount,
          );
        }
      }
      if (line !== 'refunds') continue;
      if (charge.kind === 'CHARGEBACK') chargebacks = chargebacks.plus(amount);
      const key = `${charge.kind}:${charge.description}`;
      if (seen.has(key)) {
        repeated.push({ description: charge.description, amount: charge.amount });
      } else {
        seen.add(key);
        distinctRefunds = distinctRefunds.plus(amount);
      }
    }
  }
  return {
    paid: { gross, ...lines },
    net,
    chargebacks,
    distinctRefunds,
    repeated,
    commissionCredited,
    refundFees,
    refundFeesAllowed,
  };
}

const givesMoneyBack = (charge: SettlementCharge) => charge.kind === 'REFUND' || charge.kind === 'CHARGEBACK';

export interface Reconciliation {
  status: ReconciliationStatus;
  expected: Lines;
  paid: Lines;
  /** paid net − expected net. */
  difference: string;
  /** Money the channel has not released yet (its net of the settlements it still holds). */
  unreleased: string;
  /** The first release date the channel gave for money it still holds; null when it holds none. */
  releaseDate: string | null;
  /** The channel holds none of the order's money any more: what it paid is final. */
  settled: boolean;
  causes: Cause[];
}

/**
 * Reconciles one order: what the sale promised (`terms`) against what the channel reported
 * (`settlements`, one per payment), line by line, at `now`.
 *
 * The expected refunds are the channel's distinct refunds and chargebacks (a refund the buyer got is
 * real money back, not an error), capped at the sale; the whole sale when the order was undone. A
 * refund charged twice is then a difference. A refund posted as a settlement of its own, without a sale
 * (Amazon's), also moves the expected commission by what it credits back and what it charges for refunding.
 * Status, the first that applies: a net difference above
 * R$ 0.01 is PAID_LESS or PAID_MORE; money held past its release date is NOT_RELEASED; a refund or
 * chargeback is REFUNDED; money not yet due is PENDING; else MATCHING.
 */
export function reconcile(
  terms: SaleTerms,
  settlements: readonly ChannelSettlement[],
  now: Date,
): Reconciliation {
  const reported = reportedOf(settlements);
  const { paid } = reported;
  const gross = new Money(terms.gross);
  const expected = {
    gross,
    // A refund posted apart from the sale (Amazon's) credits back the commission on the money refunded and
    // charges a fee for doing it: like the refund itself, real money the sale's own terms cannot foresee.
    // Up to what the channel's own rule allows for it: a fee above that is a difference (REFUND_FEE_ABOVE_RULE).
    commission: new Money(terms.commission)
      .minus(reported.commissionCredited)
      .plus(reported.refundFeesAllowed),
    shipping: new Money(terms.shipping),
    discounts: ZERO,
    refunds: terms.undone ? gross : minOf(reported.distinctRefunds, gross),
    other: new Money(terms.other),
  };
  // An undone sale returns everything: the channel's fees on it are expected back as well.
  const expectedNet = terms.undone
    ? ZERO
    : expected.gross
        .minus(expected.commission)
        .minus(expected.shipping)
        .minus(expected.discounts)
        .minus(expected.refunds)
        .minus(expected.other);
  const paidNet = reported.net;
  const difference = paidNet.minus(expectedNet);

  const held = settlements.filter(isHolding);
  let unreleased = ZERO;
  for (const settlement of held) unreleased = unreleased.plus(settlement.net);
  const releaseDates = held.flatMap((settlement) => (settlement.releaseDate ? [settlement.releaseDate] : []));
  const releaseDate = releaseDates.length === 0 ? null : releaseDates.sort()[0]!;
  const overdue = held.some(
    (settlement) => settlement.releaseDate !== null && new Date(settlement.releaseDate) < now,
  );

  const causes: Cause[] = [];
  if (!terms.undone) causes.push(...lineCauses(terms, expected, paid, reported));
  const chargedBack = settlements.some((settlement) => settlement.status === 'CHARGED_BACK');
  const refunded = settlements.some((settlement) =>
    ['REFUNDED', 'PARTIALLY_REFUNDED'].includes(settlement.status),
  );
  const lineExplained = causes.length > 0;
  let status: ReconciliationStatus;
  if (difference.abs().gt(TOLERANCE)) {
    status = difference.isNegative() ? 'PAID_LESS' : 'PAID_MORE';
    if (!lineExplained) {
      causes.push({
        code: 'UNEXPLAINED',
        message: `diferença de ${reais(difference.abs())} sem causa identificada nas tarifas`,
      });
    }
  } else if (overdue) {
    status = 'NOT_RELEASED';
  } else if (chargedBack || refunded || terms.undone) {
    status = 'REFUNDED';
  } else if (held.length > 0) {
    status = 'PENDING';
  } else {
    status = 'MATCHING';
  }
  if (overdue) causes.push(lateRelease(held, now));
  if (chargedBack) {
    causes.push({ code: 'CHARGED_BACK', message: `estorno (chargeback) de ${reais(reported.chargebacks)}` });
  } else if (refunded || terms.undone) {
    // What the buyer got back: a refund charged twice was still refunded once (REC-03).
    causes.push({ code: 'REFUNDED', message: refundMessage(expected.refunds, reported) });
  }
  return {
    status,
    expected: linesOf(expected, expectedNet),
    paid: linesOf(paid, paidNet),
    difference: cents(difference),
    unreleased: cents(unreleased),
    releaseDate,
    settled: held.length === 0,
    causes,
  };
}

function refundMessage(
  refunds: MoneyValue,
  { commissionCredited, refundFees }: { commissionCredited: MoneyValue; refundFees: MoneyValue },
): string {
  const message = `reembolso ao comprador de ${reais(refunds)}`;
  if (commissionCredited.isZero() && refundFees.isZero()) return message;
  return `${message}; comissão devolvida de ${reais(commissionCredited)}, tarifa de reembolso de ${reais(refundFees)}`;
}

function minOf(a: MoneyValue, b: MoneyValue): MoneyValue {
  return a.lt(b) ? a : b;
}

/** A settlement whose money the channel still holds: not released, and not wholly refunded or charged back. */
const isHolding = (settlement: ChannelSettlement) =>
  settlement.releasedAt === null && settlement.status !== 'REFUNDED' && settlement.status !== 'CHARGED_BACK';

function linesOf(values: Record<Exclude<LineKey, 'net'>, MoneyValue>, net: MoneyValue): Lines {
  return {
    gross: cents(values.gross),
    commission: cents(values.commission),
    shipping: cents(values.shipping),
    discounts: cents(values.discounts),
    refunds: cents(values.refunds),
    other: cents(values.other),
    net: cents(net),
  };
}

type Amounts = Record<Exclude<LineKey, 'net'>, MoneyValue>;

/** The line differences that explain a net difference, each in the seller's words. */
function lineCauses(
  terms: SaleTerms,
  expected: Amounts,
  paid: Amounts,
  { repeated, refundFees, refundFeesAllowed }: ReturnType<typeof reportedOf>,
): Cause[] {
  const causes: Cause[] = [];
  if (differs(paid.gross, expected.gross)) {
    causes.push({
      code: 'GROSS_DIFFERS',
      message: `valor da venda informado ${reais(paid.gross)}; no pedido era ${reais(expected.gross)}`,
    });
  }
  const feeAboveRule = refundFees.minus(refundFeesAllowed);
  if (differs(feeAboveRule, ZERO)) {
    causes.push({
      code: 'REFUND_FEE_ABOVE_RULE',
      message: `tarifa de reembolso cobrada ${reais(refundFees)}; pela regra do canal, no máximo ${reais(refundFeesAllowed)}`,
    });
  }
  // The commission line less what the refund fee took above its rule (a cause of its own above).
  const commission = paid.commission.minus(feeAboveRule);
  if (differs(commission, expected.commission)) {
    const base = new Money(terms.itemsTotal);
    const above = commission.gt(expected.commission);
    const message = base.isZero()
      ? `comissão cobrada ${reais(commission)}; na venda era ${reais(expected.commission)}`
      : `comissão de ${percent(commission.div(base))} cobrada; a categoria é ${percent(expected.commission.div(base))}`;
    causes.push({ code: above ? 'COMMISSION_ABOVE_RATE' : 'COMMISSION_BELOW_RATE', message });
  }
  if (differs(paid.shipping, expected.shipping)) {
    causes.push({
      code: 'SHIPPING_REMEASURED',
      message: `frete cobrado ${reais(paid.shipping)}; na venda era ${reais(expected.shipping)}`,
    });
  }
  if (differs(paid.discounts, expected.discounts)) {
    causes.push({
      code: 'DISCOUNT_NOT_IN_SALE',
      message: `desconto de ${reais(paid.discounts)} cobrado; não estava na venda`,
    });
  }
  for (const refund of repeated) {
    causes.push({
      code: 'REFUND_CHARGED_TWICE',
      message: `reembolso de ${reais(refund.amount)} cobrado duas vezes`,
    });
  }
  if (differs(paid.other, expected.other)) {
    causes.push({
      code: 'OTHER_CHARGES_DIFFER',
      message: `outras tarifas cobradas ${reais(paid.other)}; na venda eram ${reais(expected.other)}`,
    });
  }
  return causes;
}

function lateRelease(held: readonly ChannelSettlement[], now: Date): Cause {
  const due = held
    .flatMap((settlement) => (settlement.releaseDate ? [settlement.releaseDate] : []))
    .filter((date) => new Date(date) < now)
    .sort()[0]!;
  return { code: 'LATE_RELEASE', message: `liberação prevista para ${ddmm(due)} e ainda retida` };
}
