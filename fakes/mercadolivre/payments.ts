import { mlError, type FakeState, type Handler, type Reply, type Request } from './state.ts';

/**
 * Mercado Pago's side of Mercado Livre's sales, as its payments API answers it (`GET /v1/payments/{id}`,
 * `GET /v1/payments/search`): one payment per order, with the seller (collector) as the payee. The fake
 * serves it on the same server as Mercado Livre's API; the service reaches it through its own base URL.
 */
type FakePaymentStatus = 'approved' | 'refunded' | 'charged_back' | 'in_mediation' | 'pending' | 'cancelled';

export interface FakeFee {
  type: string;
  amount: number;
  /** `collector`: the seller pays it; `payer`: the buyer does (interest on instalments). */
  fee_payer: 'collector' | 'payer';
}

export interface FakePayment {
  id: number;
  orderId: number;
  collectorId: number;
  payerId: number;
  status: FakePaymentStatus;
  statusDetail: string;
  transactionAmount: number;
  /** What the buyer paid for shipping (Mercado Livre keeps it for the carrier). */
  shippingAmount: number;
  fees: FakeFee[];
  refunds: { id: number; amount: number; date_created: string }[];
  moneyReleaseDate: string;
  moneyReleaseStatus: 'released' | 'pending';
  dateCreated: string;
  dateLastUpdated: string;
}

const DAY = 86_400_000;
/** Money in the fake is added in cents: the fake's own sums must not be the float errors it tests. */
const cents = (value: number) => Math.round(value * 100);
const fromCents = (value: number) => value / 100;

const paymentsOf = (state: FakeState) => state.payments;

/** What the payment leaves the seller before refunds and chargebacks: its amount less the seller's fees. */
const netReceived = (p: FakePayment) =>
  fromCents(
    cents(p.transactionAmount) -
      p.fees.filter((f) => f.fee_payer === 'collector').reduce((sum, f) => sum + cents(f.amount), 0),
  );

const refunded = (p: FakePayment) => fromCents(p.refunds.reduce((sum, r) => sum + cents(r.amount), 0));

/** The body `GET /v1/payments/{id}` answers (the fields a seller's reconciliation reads, and a few more). */
function paymentBody(p: FakePayment) {
  const total = fromCents(
    cents(p.transactionAmount) +
      cents(p.shippingAmount) +
      p.fees.filter((f) => f.fee_payer === 'payer').reduce((sum, f) => sum + cents(f.amount), 0),
  );
  return {
    id: p.id,
    date_created: p.dateCreated,
    date_approved: p.status === 'pending' ? null : p.dateCreated,
    date_last_updated: p.dateLastUpdated,
    money_release_date: p.moneyReleaseDate,
    money_release_status: p.moneyReleaseStatus,
    operation_type: 'regular_payment',
    payment_method_id: 'master',
    payment_type_id: 'credit_card',
    status: p.status,
    status_detail: p.statusDetail,
    currency_id: 'BRL',
    description: `Pedido ${p.orderId}`,
    collector_id: p.collectorId,
    payer: { id: String(p.payerId) },
    order: { id: String(p.orderId), type: 'mercadolibre' },
    external_reference: String(p.orderId),
    transaction_amount: p.transactionAmount,
    transaction_amount_refunded: refunded(p),
    shipping_amount: p.shippingAmount,
    coupon_amount: 0,
    installments: p.fees.some((f) => f.type === 'financing_fee') ? 6 : 1,
    fee_details: p.fees,
    transaction_details: {
      total_paid_amount: total,
      net_received_amount: netReceived(p),
      installment_amount: total,
      overpaid_amount: 0,
    },
    refunds: p.refunds.map((r) => ({
      id: r.id,
      payment_id: p.id,
      amount: r.amount,
      source: { type: 'collector' },
      date_created: r.date_created,
      status: 'approved',
    })),
  };
}

/**
 * The order's payment, opened when the buyer bought: approved (refunded for an order created cancelled),
 * with Mercado Livre's sale fee as the `application_fee` the seller pays, interest on instalments as the
 * buyer's `financing_fee`, money released 14 days later.
 */
export function openPayment(
  state: FakeState,
  order: { id: number; sellerId: number; buyerId: number },
  payment: { id: number; status: string; transaction_amount: number; shipping_cost: number },
  saleFee: number,
  interest: number,
): void {
  const now = state.now();
  const at = new Date(now).toISOString();
  const fees: FakeFee[] = [{ type: 'application_fee', amount: saleFee, fee_payer: 'collector' }];
  if (interest > 0) fees.push({ type: 'financing_fee', amount: interest, fee_payer: 'payer' });
  const refundedAtOnce = payment.status === 'refunded';
  paymentsOf(state).set(payment.id, {
    id: payment.id,
    orderId: order.id,
    collectorId: order.sellerId,
    payerId: order.buyerId,
    status: refundedAtOnce ? 'refunded' : 'approved',
    statusDetail: refundedAtOnce ? 'refunded' : 'accredited',
    transactionAmount: payment.transaction_amount,
    shippingAmount: payment.shipping_cost,
    fees,
    refunds: refundedAtOnce
      ? [{ id: 9_000_000_000 + state.id(), amount: payment.transaction_amount, date_created: at }]
      : [],
    moneyReleaseDate: new Date(now + 14 * DAY).toISOString(),
    moneyReleaseStatus: 'pending',
    dateCreated: at,
    dateLastUpdated: at,
  });
}

/** The payments of an order, in id order. */
export const paymentsOfOrder = (state: FakeState, orderId: number): FakePayment[] =>
  [...paymentsOf(state).values()].filter((p) => p.orderId === orderId).sort((a, b) => a.id - b.id);

/** What tests (and the demo) do to payments, as Mercado Pago would over a sale's life. */
export function paymentChanges(state: FakeState) {
  return {
    /** The money reaches the seller's balance on its release date (moved to now when later). */
    release(paymentId: number): void {
      const p = touched(state, paymentId);
      if (new Date(p.moneyReleaseDate).getTime() > state.now())
        p.moneyReleaseDate = new Date(state.now()).toISOString();
      p.moneyReleaseStatus = 'released';
    },
    /** The release date passes and Mercado Pago still holds the money. */
    releaseOverdue(paymentId: number, daysLate = 3): void {
      const p = touched(state, paymentId);
      p.moneyReleaseDate = new Date(state.now() - daysLate * DAY).toISOString();
      p.moneyReleaseStatus = 'pending';
    },
    /** Refunds part or all of the payment; the same amount may be refunded twice (a double charge). */
    refund(paymentId: number, amount: number): number {
      const p = touched(state, paymentId);
      const id = 9_000_000_000 + state.id();
      p.refunds.push({ id, amount, date_created: new Date(state.now()).toISOString() });
      const whole = refunded(p) >= p.transactionAmount;
      if (whole) p.status = 'refunded';
      p.statusDetail = whole ? 'refunded' : 'partially_refunded';
      return id;
    },
    /** The buyer's card issuer took the money back. */
    chargeBack(paymentId: number): void {
      const p = touched(state, paymentId);
      p.status = 'charged_back';
      p.statusDetail = 'settled';
    },
    /** The buyer opened a claim: Mercado Pago holds the money while it is mediated. */
    mediate(paymentId: number): void {
      const p = touched(state, paymentId);
      p.status = 'in_mediation';
      p.statusDetail = 'in_process';
    },
    /** A fee of this type, replacing any of the same type (a commission above the order's `sale_fee`…). */
    setFee(paymentId: number, type: string, amount: number, payer: FakeFee['fee_payer'] = 'collector'): void {
      const p = touched(state, paymentId);
      p.fees = [...p.fees.filter((f) => f.type !== type), { type, amount, fee_payer: payer }];
    },
  };
}

function touched(state: FakeState, paymentId: number): FakePayment {
  const p = paymentsOf(state).get(paymentId);
  if (!p) throw new Error(`fake: no payment ${paymentId}`);
  // Every change is a new date_last_updated: the search ranges on it.
  p.dateLastUpdated = new Date(state.now()).toISOString();
  return p;
}

/** Mercado Pago's refusal body: `message`, `error`, `status` and `cause` entries with a numeric code. */
const mpError = (status: number, error: string, message: string, code?: number): Reply =>
  mlError(status, error, message, code === undefined ? [] : [{ code, description: message, data: null }]);

/** The caller's user, or Mercado Pago's 401 for a missing, unknown or expired token. */
function payee(state: FakeState, request: Request): number | Reply {
  const header = request.headers.authorization ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : '';
  const known = state.accessTokens.get(token);
  if (!token) return mpError(401, 'unauthorized', 'Must provide your access_token to proceed', 5);
  if (!known || known.expiresAt <= state.now()) return mpError(401, 'unauthorized', 'invalid access token');
  return known.userId;
}

/** `NOW`, `NOW-XDAYS`, `NOW-XMONTHS` or an ISO 8601 instant, as the search's dates are given; NaN otherwise. */
function dateOf(state: FakeState, text: string | null, fallback: number): number {
  if (text === null) return fallback;
  const relative = /^NOW(?:-(\d+)(DAYS?|MONTHS?))?$/.exec(text);
  if (relative) {
    const n = Number(relative[1] ?? 0);
    return state.now() - n * (relative[2]?.startsWith('MONTH') ? 30 * DAY : DAY);
  }
  return /^\d{4}-\d{2}-\d{2}/.test(text) ? Date.parse(text) : Number.NaN;
}

/** A date field of a payment's body as epoch milliseconds (NaN when it has none). */
const dateField = (body: ReturnType<typeof paymentBody>, field: string) => {
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' ? Date.parse(value) : Number.NaN;
};

const RANGES = ['date_created', 'date_last_updated', 'date_approved', 'money_release_date'];
const SORTS = ['date_approved', 'date_created', 'date_last_updated', 'id', 'money_release_date'];
/** Rows per page past which the search refuses ("Number of rows exceeded the limits"). */
const MAX_LIMIT = 1000;

export function paymentRoutes(state: FakeState): [string, RegExp, Handler][] {
  return [
    [
      'GET',
      /^\/v1\/payments\/search$/,
      (request) => {
        const userId = payee(state, request);
        if (typeof userId !== 'number') return userId;
        const q = request.query;
        const range = q.get('range') ?? 'date_created';
        const sort = q.get('sort') ?? 'date_created';
        const criteria = q.get('criteria') ?? 'desc';
        if (!RANGES.includes(range)) return mpError(400, 'bad_request', 'Params Error.', 1);
        if (!SORTS.includes(sort)) return mpError(400, 'bad_request', 'Invalid sort value.', 1003);
        if (!['asc', 'desc'].includes(criteria))
          return mpError(400, 'bad_request', 'Invalid criteria value.', 1004);
        const begin = dateOf(state, q.get('begin_date'), state.now() - 90 * DAY);
        const end = dateOf(state, q.get('end_date'), state.now());
        if (Number.isNaN(begin) || Number.isNaN(end))
          return mpError(400, 'bad_request', "Date format must be yyyy-MM-dd'T'HH:mm:ss.SSSZ.", 1001);
        const offset = Number(q.get('offset') ?? '0');
        const limit = Number(q.get('limit') ?? '30');
        if (!Number.isInteger(offset) || offset < 0 || !Number.isInteger(limit) || limit < 1)
          return mpError(400, 'bad_request', 'Params Error.', 1);
        if (limit > MAX_LIMIT)
          return mpError(400, 'bad_request', 'Number of rows exceeded the limits.', 1000);
        const bodies = [...paymentsOf(state).values()]
          .filter((p) => p.collectorId === userId)
          .map(paymentBody)
          .filter((b) => {
            const reference = q.get('external_reference');
            const order = q.get('order.id');
            if (reference !== null && b.external_reference !== reference) return false;
            if (order !== null && b.order.id !== order) return false;
            const at = dateField(b, range);
            return at >= begin && at <= end;
          });
        const key = (b: ReturnType<typeof paymentBody>) => (sort === 'id' ? b.id : dateField(b, sort) || 0);
        bodies.sort((a, b) => (criteria === 'asc' ? 1 : -1) * (key(a) - key(b) || a.id - b.id));
        return {
          status: 200,
          body: {
            paging: { total: bodies.length, limit, offset },
            results: bodies.slice(offset, offset + limit),
          },
        };
      },
    ],
    [
      'GET',
      /^\/v1\/payments\/(\d+)$/,
      (request) => {
        const userId = payee(state, request);
        if (typeof userId !== 'number') return userId;
        const p = paymentsOf(state).get(Number(request.params[0]));
        // Another seller's payment is as unknown to the caller as one that does not exist.
        if (!p || p.collectorId !== userId) return mpError(404, 'not_found', 'Payment not found', 2000);
        return { status: 200, body: paymentBody(p) };
      },
    ],
  ];
}
