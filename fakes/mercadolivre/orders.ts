import { iso, mlError, userOf, type FakeState, type Handler, type Reply, type Request } from './state.ts';
import type { FakeShipment } from './shipments.ts';
import { openPayment } from './payments.ts';

export type LogisticType = 'drop_off' | 'xd_drop_off' | 'cross_docking' | 'self_service' | 'fulfillment';

export interface FakeOrderInput {
  sellerId: number;
  items: { itemId: string; quantity: number; unitPrice: number; fullUnitPrice?: number; saleFee: number }[];
  /** What the buyer paid for shipping, and what the seller's part of the shipping cost is. */
  shippingCost?: number;
  sellerShippingCost?: number;
  couponAmount?: number;
  /** Interest the buyer paid for instalments (acréscimos): in `total_paid_amount`, not in the items. */
  interest?: number;
  status?: 'paid' | 'cancelled' | 'confirmed';
  /** `fulfillment` is Full: Mercado Livre's warehouse ships it. Default drop_off. */
  logisticType?: LogisticType;
  /** The shipment waits for the seller's NF-e (`invoice_pending`) before a label can be printed. */
  invoicePending?: boolean;
  /** The seller's dispatch deadline the shipment carries (ISO); default a day after the purchase. */
  handlingLimit?: string;
  /** The buyer's user id (a seller's own account buying elsewhere is a buyer too). */
  buyerId?: number;
  /** The buyer's fiscal identity; default a CPF buyer in São Paulo. */
  billing?: FakeBilling;
}

export interface FakeBilling {
  type: 'CPF' | 'CNPJ';
  number: string;
  name: string;
  lastName?: string;
  address: { street: string; number: string; city: string; state: string; zip: string; neighborhood: string };
}

const defaultBilling: FakeBilling = {
  type: 'CPF',
  number: '52998224725',
  name: 'Maria',
  lastName: 'Silva',
  address: {
    street: 'Rua Augusta',
    number: '1500',
    city: 'São Paulo',
    state: 'SP',
    zip: '01304001',
    neighborhood: 'Consolação',
  },
};

const round = (value: number) => Math.round(value * 100) / 100;

/** The order body as `GET /orders/{id}` answers it. */
function orderBody(
  state: FakeState,
  id: number,
  input: FakeOrderInput,
  refs: { packId: number; shipmentId: number; buyerId: number; buyerShipping: number },
) {
  const items = input.items.map((line) => {
    const item = state.items.get(line.itemId);
    if (item) item.sold_quantity += line.quantity;
    return {
      item: {
        id: line.itemId,
        title: item?.title ?? line.itemId,
        seller_sku: item?.attributes.find((a) => a.id === 'SELLER_SKU')?.value_name ?? null,
        variation_id: null,
      },
      quantity: line.quantity,
      unit_price: line.unitPrice,
      full_unit_price: line.fullUnitPrice ?? line.unitPrice,
      currency_id: 'BRL',
      sale_fee: line.saleFee,
      listing_type_id: item?.listing_type_id ?? 'gold_special',
    };
  });
  const itemsTotal = round(items.reduce((sum, line) => sum + line.unit_price * line.quantity, 0));
  const coupon = input.couponAmount ?? 0;
  const interest = input.interest ?? 0;
  // The documented identity: total_paid_amount + coupon_amount - transaction_amount - taxes_amount
  // - shipping_cost is the interest (acréscimos) the buyer paid for instalments.
  const totalPaid = round(itemsTotal + refs.buyerShipping - coupon + interest);
  const billingId = String(900_000_000_000_000 + state.id());
  return {
    id,
    status: input.status ?? 'paid',
    date_created: iso(state),
    date_closed: iso(state),
    last_updated: iso(state),
    currency_id: 'BRL',
    order_items: items,
    total_amount: itemsTotal,
    paid_amount: totalPaid,
    coupon: { id: null, amount: coupon },
    pack_id: refs.packId,
    shipping: { id: refs.shipmentId },
    buyer: { id: refs.buyerId, nickname: 'COMPRADOR_TESTE', billing_info: { id: billingId } },
    seller: { id: input.sellerId },
    payments: [
      {
        id: 70_000_000_000 + state.id(),
        status: input.status === 'cancelled' ? 'refunded' : 'approved',
        transaction_amount: itemsTotal,
        shipping_cost: refs.buyerShipping,
        coupon_amount: coupon,
        taxes_amount: 0,
        installments: interest > 0 ? 6 : 1,
        total_paid_amount: totalPaid,
        marketplace_fee: round(items.reduce((sum, line) => sum + line.sale_fee * line.quantity, 0)),
      },
    ],
    tags: input.status === 'cancelled' ? ['not_delivered'] : ['paid'],
  };
}

function billingBody(billing: FakeBilling, buyerId: number) {
  return {
    buyer: {
      cust_id: buyerId,
      billing_info: {
        name: billing.name,
        last_name: billing.lastName ?? null,
        identification: { type: billing.type, number: billing.number },
        taxes: { taxpayer_type: { description: billing.type === 'CNPJ' ? 'Contribuinte' : null } },
        address: {
          street_name: billing.address.street,
          street_number: billing.address.number,
          city_name: billing.address.city,
          state: { code: billing.address.state, name: billing.address.state },
          zip_code: billing.address.zip,
          neighborhood: billing.address.neighborhood,
          country_id: 'BR',
          comment: null,
        },
      },
    },
  };
}

/**
 * A buyer's purchase: one order, or a cart of several orders (one per item line group). Every
 * purchase is a pack (the packs page: all orders belong to one), and its orders share one shipment.
 * The buyer's shipping payment rides on the first order of the pack; the seller's share of the
 * shipping is the shipment's, once. Answers the pack, the order ids and the shipment id.
 */
export function createFakePurchase(
  state: FakeState,
  inputs: FakeOrderInput[],
): { packId: number; orderIds: number[]; shipmentId: number } {
  const first = inputs[0]!;
  const packId = 2_000_000_000_000_000 + state.id();
  const shipmentId = 40_000_000_000 + state.id();
  const buyerId = first.buyerId ?? 3_600_000_000 + state.id();
  const orderIds: number[] = [];
  for (const [index, input] of inputs.entries()) {
    // Real order ids are 16 digits (2000010733434062): well past 2^31 and still exact in a double.
    const id = 2_000_010_000_000_000 + state.id();
    const buyerShipping = index === 0 ? (first.shippingCost ?? 0) : 0;
    const body = orderBody(state, id, input, { packId, shipmentId, buyerId, buyerShipping });
    state.orders.set(id, body);
    openPayment(
      state,
      { id, sellerId: input.sellerId, buyerId },
      body.payments[0]!,
      body.payments[0]!.marketplace_fee,
      input.interest ?? 0,
    );
    state.billingInfo.set(id, billingBody(input.billing ?? defaultBilling, buyerId));
    orderIds.push(id);
  }
  const buyerCost = first.shippingCost ?? 0;
  const sellerCost = first.sellerShippingCost ?? 0;
  const shipment: FakeShipment = {
    id: shipmentId,
    sellerId: first.sellerId,
    buyerId,
    orderIds,
    status: first.status === 'cancelled' ? 'cancelled' : 'ready_to_ship',
    substatus: first.invoicePending ? 'invoice_pending' : 'ready_to_print',
    logisticType: first.logisticType ?? 'drop_off',
    buyerCost,
    sellerCost,
    listCost: round(buyerCost + sellerCost),
    items: inputs.flatMap((input, index) =>
      input.items.map((line) => ({
        itemId: line.itemId,
        quantity: line.quantity,
        orderId: orderIds[index]!,
      })),
    ),
    receiverAddress: (first.billing ?? defaultBilling).address,
    handlingLimit: first.handlingLimit ? Date.parse(first.handlingLimit) : state.now() + 24 * 3_600_000,
  };
  state.shipments.set(shipmentId, shipment);
  state.packs.set(packId, { id: packId, orderIds, shipmentId, sellerId: first.sellerId, buyerId });
  return { packId, orderIds, shipmentId };
}

/** Creates one order (a buyer bought) and its shipment; answers its id. */
export function createFakeOrder(state: FakeState, input: FakeOrderInput): number {
  return createFakePurchase(state, [input]).orderIds[0]!;
}

type FakeOrder = FakeState['orders'] extends Map<number, infer O> ? O : never;

/** The seller and the buyer of an order may both read it (the buyer sees their purchase). */
function readable(order: FakeOrder, userId: number): boolean {
  return order.seller.id === userId || (order.buyer as { id: number }).id === userId;
}

export function orderRoutes(state: FakeState): [string, RegExp, Handler][] {
  const seller = (request: Request): number | Reply => userOf(state, request);
  /** The pack in the path (a lone order's pack is named by the order id) when it is the caller's sale. */
  const ownPack = (request: Request): { packId: number } | Reply => {
    const userId = seller(request);
    if (typeof userId !== 'number') return userId;
    const packId = Number(request.params[0]);
    const pack = state.packs.get(packId);
    const order = state.orders.get(packId);
    const sellerId = pack?.sellerId ?? order?.seller.id;
    if (sellerId !== userId) return mlError(404, 'not_found', `Pack ${packId} not found`);
    return { packId };
  };
  return [
    [
      'GET',
      /^\/orders\/(\d+)$/,
      (request) => {
        const userId = seller(request);
        if (typeof userId !== 'number') return userId;
        const order = state.orders.get(Number(request.params[0]));
        if (!order) return mlError(404, 'not_found', `Order ${request.params[0]} not found`);
        if (!readable(order, userId)) return mlError(403, 'forbidden', 'Invalid caller.id');
        return { status: 200, body: order };
      },
    ],
    [
      'GET',
      /^\/orders\/(\d+)\/billing_info$/,
      (request) => {
        const userId = seller(request);
        if (typeof userId !== 'number') return userId;
        const id = Number(request.params[0]);
        const order = state.orders.get(id);
        if (!order || order.seller.id !== userId) return mlError(404, 'not_found', `Order ${id} not found`);
        const v2 = state.billingInfo.get(id)!;
        if (request.headers['x-version'] === '2') return { status: 200, body: v2 };
        // Version 1, still answered without the header: the document as loose key-value pairs.
        const info = (v2 as { buyer: { billing_info: { identification: { type: string; number: string } } } })
          .buyer.billing_info;
        return {
          status: 200,
          body: {
            billing_info: {
              doc_type: info.identification.type,
              doc_number: info.identification.number,
              additional_info: [],
            },
          },
        };
      },
    ],
    [
      'GET',
      /^\/orders\/search$/,
      (request) => {
        const userId = seller(request);
        if (typeof userId !== 'number') return userId;
        if (Number(request.query.get('seller')) !== userId)
          return mlError(403, 'forbidden', 'Invalid caller.id');
        const from = request.query.get('order.date_last_updated.from');
        const offset = Number(request.query.get('offset') ?? '0');
        const limit = Math.min(Number(request.query.get('limit') ?? '50'), 51);
        const all = [...state.orders.values()].filter(
          (o) => o.seller.id === userId && (!from || String(o.last_updated) >= from),
        );
        return {
          status: 200,
          body: {
            query: '',
            results: all.slice(offset, offset + limit),
            paging: { total: all.length, offset, limit },
          },
        };
      },
    ],
    [
      'GET',
      /^\/packs\/(\d+)$/,
      (request) => {
        const userId = seller(request);
        if (typeof userId !== 'number') return userId;
        const pack = state.packs.get(Number(request.params[0]));
        if (!pack || (pack.sellerId !== userId && pack.buyerId !== userId))
          return mlError(404, 'not_found', `Pack ${request.params[0]} not found`);
        return {
          status: 200,
          body: {
            id: pack.id,
            status: 'released',
            shipment: { id: pack.shipmentId },
            orders: pack.orderIds.map((id) => ({ id })),
            buyer: { id: pack.buyerId },
          },
        };
      },
    ],
    // The pack's fiscal documents: a copy of the NF-e for the buyer to download. In Brazil this
    // releases nothing: the shipment stays invoice_pending until `/shipments/{id}/invoice_data`.
    [
      'POST',
      /^\/packs\/(\d+)\/fiscal_documents$/,
      (request) => {
        const pack = ownPack(request);
        if (!('packId' in pack)) return pack;
        const { packId } = pack;
        const raw = request.raw.toString('utf8');
        const file = /filename="([^"]+)"[\s\S]*?\r\n\r\n([\s\S]*?)\r\n--/.exec(raw);
        if (!String(request.headers['content-type']).startsWith('multipart/form-data') || !file)
          return mlError(400, 'bad_request', 'fiscal_document file is required (multipart/form-data)');
        if (!file[2]!.includes('<nfeProc') && !file[2]!.includes('<NFe'))
          return mlError(400, 'invalid_fiscal_document', 'The file is not an NF-e XML');
        const docs = state.fiscalDocuments.get(packId) ?? [];
        const id = `${packId}-${docs.length + 1}`;
        docs.push({ id, filename: file[1]!, content: file[2]! });
        state.fiscalDocuments.set(packId, docs);
        return { status: 201, body: { ids: [id] } };
      },
    ],
    [
      'GET',
      /^\/packs\/(\d+)\/fiscal_documents$/,
      (request) => {
        const pack = ownPack(request);
        if (!('packId' in pack)) return pack;
        const docs = state.fiscalDocuments.get(pack.packId) ?? [];
        return {
          status: 200,
          body: { fiscal_documents: docs.map((doc) => ({ id: doc.id, file_name: doc.filename })) },
        };
      },
    ],
    [
      'DELETE',
      /^\/packs\/(\d+)\/fiscal_documents\/([\w-]+)$/,
      (request) => {
        const pack = ownPack(request);
        if (!('packId' in pack)) return pack;
        const docs = state.fiscalDocuments.get(pack.packId) ?? [];
        const kept = docs.filter((doc) => doc.id !== request.params[1]);
        if (kept.length === docs.length)
          return mlError(404, 'not_found', `Fiscal document ${request.params[1]} not found`);
        state.fiscalDocuments.set(pack.packId, kept);
        return { status: 200, body: { id: request.params[1], status: 'deleted' } };
      },
    ],
  ];
}
