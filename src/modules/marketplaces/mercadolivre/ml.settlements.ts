import { Money, type MoneyValue } from '../../../platform/money.ts';
import type { Runtime } from '../../../platform/runtime.ts';
import type {
  AccountRef,
  ChannelSettlement,
  SettlementCharge,
  SettlementChargeKind,
  SettlementQuery,
  SettlementStatus,
} from '../connector.ts';
import { accountUser } from './ml.credentials.ts';
import type { MercadoLivreConnector } from './ml.connector.ts';
import { MlRefusal } from './ml.http.ts';
import { OrderReader } from './ml.order-reading.ts';
import type { MlOrder } from './ml.orders.ts';

/** A Mercado Pago payment (`GET /v1/payments/{id}`): the parts a settlement is made of. */
interface MpPayment {
  id: number;
  status: string;
  status_detail?: string | null;
  order?: { id?: string | number | null } | null;
  transaction_amount: number;
  transaction_amount_refunded?: number | null;
  fee_details?: { type: string; amount: number; fee_payer?: string | null }[] | null;
  transaction_details?: { net_received_amount?: number | null } | null;
  refunds?: { id: number | string; amount: number }[] | null;
  money_release_date?: string | null;
  money_release_status?: string | null;
  date_last_updated: string;
}

/** `GET /v1/payments/search`'s answer. */
interface MpSearch {
  paging?: { total?: number; offset?: number; limit?: number };
  results?: MpPayment[];
}

/** Payments per search page; orders read side by side (the shared pacer keeps the channel's limit). */
const PAGE = 50;
const LANES = 4;

/** Mercado Pago's fee types, as the charge each is (ADS-108); any other is OTHER, named by its type. */
const feeKinds: Record<string, SettlementChargeKind> = {
  mercadopago_fee: 'COMMISSION',
  application_fee: 'COMMISSION',
  financing_fee: 'FINANCING',
  shipping_fee: 'SHIPPING',
  discount_fee: 'DISCOUNT',
  coupon_fee: 'DISCOUNT',
};

/** JSON numbers as Mercado Pago writes them, read as decimals (their shortest text is what it meant). */
const money = (value: number | null | undefined): MoneyValue => new Money(String(value ?? 0));
const text = (value: MoneyValue) => value.toFixed(2);
const instant = (value: string) => new Date(value).toISOString();

/** Where the payment's money stands (ADS-109); null for a payment that moved none (rejected, cancelled). */
function statusOf(p: MpPayment, refunded: MoneyValue): SettlementStatus | null {
  switch (p.status) {
    case 'charged_back':
      return 'CHARGED_BACK';
    case 'refunded':
      return 'REFUNDED';
    case 'in_mediation':
      return 'IN_MEDIATION';
    case 'approved':
      if (refunded.gt(0) || p.status_detail === 'partially_refunded') return 'PARTIALLY_REFUNDED';
      return p.money_release_status === 'released' ? 'RELEASED' : 'PENDING';
    case 'pending':
    case 'in_process':
    case 'authorized':
      return 'PENDING';
    default:
      return null;
  }
}

/** The seller's shipping charge of an order: what it pays of the shipment, on the shipment's one order. */
interface ShippingShare {
  shipmentId: number;
  cost: MoneyValue;
}

/**
 * One payment as Feira's settlement (ADS-108): the fees the seller pays, the seller's shipping cost
 * (on the order's first payment), each refund, and a chargeback for what the card issuer took back;
 * `net` is the payment's net received amount less the shipping, the refunds and the chargeback.
 */
function settlementOf(
  marketplaceOrderId: string,
  p: MpPayment,
  shipping: ShippingShare | null,
): ChannelSettlement | null {
  const gross = money(p.transaction_amount);
  const charges: SettlementCharge[] = [];
  const fees = (p.fee_details ?? []).filter((fee) => (fee.fee_payer ?? 'collector') === 'collector');
  for (const fee of fees) {
    if (money(fee.amount).gt(0))
      charges.push({
        kind: feeKinds[fee.type] ?? 'OTHER',
        amount: text(money(fee.amount)),
        description: fee.type,
      });
  }
  // Where Mercado Pago took the shipping from the payment itself (a collector's `shipping_fee`), that
  // fee is the shipping charge and net_received_amount already lacks it: the shipment's cost is not
  // counted again.
  if (fees.some((fee) => feeKinds[fee.type] === 'SHIPPING')) shipping = null;
  if (shipping?.cost.gt(0))
    charges.push({
      kind: 'SHIPPING',
      amount: text(shipping.cost),
      description: `shipment ${shipping.shipmentId} seller cost`,
    });
  // Each refund is its own charge, so a refund made twice shows twice; the total when none is listed.
  const refunds = (p.refunds ?? []).filter((r) => money(r.amount).gt(0));
  let refunded = refunds.reduce((sum, r) => sum.plus(money(r.amount)), new Money(0));
  for (const r of refunds)
    charges.push({ kind: 'REFUND', amount: text(money(r.amount)), description: `refund ${r.id}` });
  if (refunds.length === 0 && money(p.transaction_amount_refunded).gt(0)) {
    refunded = money(p.transaction_amount_refunded);
    charges.push({ kind: 'REFUND', amount: text(refunded), description: 'transaction_amount_refunded' });
  }
  const status = statusOf(p, refunded);
  if (!status) return null;
  const chargedBack = status === 'CHARGED_BACK' ? Money.max(gross.minus(refunded), 0) : new Money(0);
  if (chargedBack.gt(0))
    charges.push({
      kind: 'CHARGEBACK',
      amount: text(chargedBack),
      description: `charged_back${p.status_detail ? ` (${p.status_detail})` : ''}`,
    });
  const received =
    p.transaction_details?.net_received_amount == null
      ? fees.reduce((sum, fee) => sum.minus(money(fee.amount)), gross)
      : money(p.transaction_details.net_received_amount);
  const net = received
    .minus(shipping?.cost ?? 0)
    .minus(refunded)
    .minus(chargedBack);
  const releaseDate = p.money_release_date ? instant(p.money_release_date) : null;
  return {
    marketplaceOrderId,
    settlementId: String(p.id),
    status,
    gross: text(gross),
    charges,
    net: text(net),
    releaseDate,
    releasedAt: p.money_release_status === 'released' ? releaseDate : null,
    updatedAt: instant(p.date_last_updated),
  };
}

/** Runs `work` on every entry, LANES at a time. */
async function inLanes<T, R>(entries: T[], work: (entry: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(entries.length);
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < entries.length; i = next++) results[i] = await work(entries[i]!);
  };
  await Promise.all(Array.from({ length: Math.min(LANES, entries.length) }, lane));
  return results;
}

const notFound = (error: unknown) => error instanceof MlRefusal && [403, 404].includes(error.status);

/**
 * Mercado Livre's settlements: the Mercado Pago payments of its sales, with the seller's shipping cost
 * from Mercado Envios. By order: each order's payments (`GET /orders/{id}`, then `GET /v1/payments/{id}`);
 * by change: the payments Mercado Pago changed since the instant (`GET /v1/payments/search` ranged on
 * `date_last_updated`, page by page), grouped by the order each names. A payment is keyed by its order
 * whether or not Feira has taken that order in yet.
 */
export async function mercadoLivreSettlements(
  rt: Runtime,
  connector: MercadoLivreConnector,
  account: AccountRef,
  query: SettlementQuery,
): Promise<ChannelSettlement[]> {
  const { userId } = await accountUser(rt, account);
  const reader = new OrderReader(connector, account, userId);
  const get = async <T>(path: string): Promise<T> =>
    (await connector.call(account, { method: 'GET', path })).body as T;
  const payment = async (id: number | string): Promise<MpPayment> =>
    (await connector.call(account, { method: 'GET', path: `/v1/payments/${id}` }, connector.payments))
      .body as MpPayment;
  /** The order, or null when the channel does not show it to this seller. */
  const order = (id: string): Promise<MlOrder | null> =>
    get<MlOrder>(`/orders/${id}`).catch((error: unknown) => {
      if (notFound(error)) return null;
      throw error;
    });

  let groups: { orderId: string; order: MlOrder | null; payments: MpPayment[] }[];
  if ('marketplaceOrderIds' in query) {
    groups = await inLanes([...new Set(query.marketplaceOrderIds)], async (orderId) => {
      const found = await order(orderId);
      const ids = (found?.payments ?? []).flatMap((p) => (p.id ? [p.id] : []));
      return { orderId, order: found, payments: await Promise.all(ids.map(payment)) };
    });
  } else {
    const changed = await changedPayments(connector, account, query.changedSince);
    const byOrder = Map.groupBy(
      changed.filter((p) => p.order?.id != null),
      (p) => String(p.order!.id),
    );
    groups = await inLanes([...byOrder], async ([orderId, payments]) => ({
      orderId,
      order: await order(orderId),
      payments,
    }));
  }

  const settlements = await inLanes(groups, async ({ orderId, order: found, payments }) => {
    const shipping = found ? await shippingShare(reader, found) : null;
    const sorted = [...payments].sort((a, b) => a.id - b.id);
    // The shipping is charged once: on the first payment that moved money.
    let pending = shipping;
    const made: ChannelSettlement[] = [];
    for (const p of sorted) {
      const settlement = settlementOf(orderId, p, pending);
      if (!settlement) continue;
      pending = null;
      made.push(settlement);
    }
    return made;
  });
  return settlements.flat();
}

/** The payments Mercado Pago changed since the instant, every page, each once. */
async function changedPayments(
  connector: MercadoLivreConnector,
  account: AccountRef,
  since: string,
): Promise<MpPayment[]> {
  const seen = new Map<number, MpPayment>();
  const begin = instant(since);
  for (let offset = 0; ;) {
    const params = new URLSearchParams({
      sort: 'date_last_updated',
      criteria: 'asc',
      range: 'date_last_updated',
      begin_date: begin,
      end_date: 'NOW',
      offset: String(offset),
      limit: String(PAGE),
    });
    const page = (
      await connector.call(
        account,
        { method: 'GET', path: `/v1/payments/search?${params.toString()}` },
        connector.payments,
      )
    ).body as MpSearch;
    const results = page.results ?? [];
    for (const p of results) seen.set(p.id, p);
    offset += results.length;
    if (results.length === 0 || offset >= (page.paging?.total ?? 0)) break;
  }
  return [...seen.values()];
}

/**
 * The seller's share of the order's shipment (`/shipments/{id}/costs`, `senders[].cost`), once per
 * shipment: a pack's orders share one, charged on its first order. None for Full (Mercado Livre's own
 * logistics) or an order without a shipment.
 */
async function shippingShare(reader: OrderReader, order: MlOrder): Promise<ShippingShare | null> {
  const shipmentId = order.shipping?.id;
  if (!shipmentId) return null;
  const reading = await reader.shipment(shipmentId, Boolean(order.pack_id));
  const carries = !order.pack_id || reading.orderIds.length === 0 || reading.orderIds[0] === order.id;
  if (!carries || reading.sellerCost === null) return null;
  return { shipmentId, cost: money(reading.sellerCost) };
}
