import { iso, mlError, userOf, type FakeState, type Handler, type Reply } from './state.ts';

export interface FakeOrderInput {
  sellerId: number;
  items: { itemId: string; quantity: number; unitPrice: number; fullUnitPrice?: number; saleFee: number }[];
  /** What the buyer paid for shipping, and what the seller's part of the shipping cost is. */
  shippingCost?: number;
  sellerShippingCost?: number;
  couponAmount?: number;
  status?: 'paid' | 'cancelled' | 'confirmed';
}

/** Creates an order (a buyer bought) and its shipment, as the channel stores them; returns its id. */
export function createFakeOrder(state: FakeState, input: FakeOrderInput): number {
  const id = 2_000_000_000 + state.id();
  const shipmentId = 40_000_000_000 + state.id();
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
  const itemsTotal = items.reduce((sum, line) => sum + line.unit_price * line.quantity, 0);
  const shipping = input.shippingCost ?? 0;
  const coupon = input.couponAmount ?? 0;
  const paid = Math.round((itemsTotal + shipping - coupon) * 100) / 100;
  state.orders.set(id, {
    id,
    status: input.status ?? 'paid',
    date_created: iso(state),
    date_closed: iso(state),
    last_updated: iso(state),
    currency_id: 'BRL',
    order_items: items,
    total_amount: itemsTotal,
    paid_amount: paid,
    coupon: { id: null, amount: coupon },
    pack_id: null,
    shipping: { id: shipmentId },
    buyer: { id: 9_000_000 + state.id(), nickname: 'COMPRADOR_TESTE' },
    seller: { id: input.sellerId },
    payments: [
      {
        id: 70_000_000_000 + state.id(),
        status: input.status === 'cancelled' ? 'refunded' : 'approved',
        transaction_amount: itemsTotal,
        shipping_cost: shipping,
        coupon_amount: coupon,
        total_paid_amount: paid,
        marketplace_fee: items.reduce((sum, line) => sum + line.sale_fee * line.quantity, 0),
      },
    ],
    tags: ['paid'],
  });
  state.shipments.set(shipmentId, {
    id: shipmentId,
    sellerId: input.sellerId,
    order_id: id,
    status: 'ready_to_ship',
    substatus: 'ready_to_print',
    logistic_type: 'drop_off',
    shipping_option: { cost: shipping, list_cost: shipping + (input.sellerShippingCost ?? 0) },
    seller_shipping_cost: input.sellerShippingCost ?? 0,
  });
  return id;
}

export function orderRoutes(state: FakeState): [string, RegExp, Handler][] {
  const seller = (request: Parameters<Handler>[0]): number | Reply => userOf(state, request);
  /** The pack in the path (a pack of one order is named by the order id) when it is the caller's. */
  const ownPack = (request: Parameters<Handler>[0]): { packId: number } | Reply => {
    const userId = seller(request);
    if (typeof userId !== 'number') return userId;
    const packId = Number(request.params[0]);
    const order = state.orders.get(packId);
    if (!order || order.seller.id !== userId) return mlError(404, 'not_found', `Pack ${packId} not found`);
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
        if (order.seller.id !== userId) return mlError(403, 'forbidden', 'Invalid caller.id');
        return { status: 200, body: order };
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
      /^\/shipments\/(\d+)$/,
      (request) => {
        const userId = seller(request);
        if (typeof userId !== 'number') return userId;
        const shipment = state.shipments.get(Number(request.params[0]));
        if (!shipment || shipment.sellerId !== userId) return mlError(404, 'not_found', 'Shipment not found');
        const { sellerId: _s, ...body } = shipment;
        return { status: 200, body };
      },
    ],
    [
      'GET',
      /^\/shipment_labels$/,
      (request) => {
        const userId = seller(request);
        if (typeof userId !== 'number') return userId;
        const ids = (request.query.get('shipment_ids') ?? '').split(',').filter(Boolean).map(Number);
        const format = request.query.get('response_type') ?? 'pdf';
        if (ids.length === 0 || !['pdf', 'zpl2'].includes(format))
          return mlError(400, 'bad_request', 'shipment_ids and response_type (pdf or zpl2) are required');
        for (const id of ids) {
          const shipment = state.shipments.get(id);
          if (!shipment || shipment.sellerId !== userId)
            return mlError(404, 'not_found', `Shipment ${id} not found`);
          if (shipment.status !== 'ready_to_ship')
            return mlError(
              400,
              'invalid_shipment_status',
              `Shipment ${id} is ${String(shipment.status)}: no label to print`,
              [{ code: 'not_printable_status', message: `shipment ${id} is not ready_to_ship` }],
            );
        }
        if (format === 'zpl2') {
          const zpl = ids
            .map((id) => `^XA^FO50,50^A0N,40,40^FDMercado Envios ${id}^FS^BCN,100^FD${id}^FS^XZ`)
            .join('\n');
          return { status: 200, body: zpl, headers: { 'content-type': 'text/plain' } };
        }
        const pdf = `%PDF-1.4\n% Mercado Envios labels ${ids.join(',')}\n%%EOF\n`;
        return { status: 200, body: Buffer.from(pdf), headers: { 'content-type': 'application/pdf' } };
      },
    ],
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
        const userId = seller(request);
        if (typeof userId !== 'number') return userId;
        const packId = Number(request.params[0]);
        const order = state.orders.get(packId);
        if (!order || order.seller.id !== userId)
          return mlError(404, 'not_found', `Pack ${packId} not found`);
        const docs = state.fiscalDocuments.get(packId) ?? [];
        const kept = docs.filter((doc) => doc.id !== request.params[1]);
        if (kept.length === docs.length)
          return mlError(404, 'not_found', `Fiscal document ${request.params[1]} not found`);
        state.fiscalDocuments.set(packId, kept);
        return { status: 200, body: { id: request.params[1], status: 'deleted' } };
      },
    ],
  ];
}

/** Posts a notification to the application's callback URL, as the channel does, and records the answer. */
export async function notify(
  state: FakeState,
  topic: string,
  resource: string,
  userId: number,
): Promise<number> {
  if (!state.notificationsUrl) throw new Error('no notifications URL configured on the fake app');
  const body = {
    _id: `${state.id()}`,
    resource,
    user_id: userId,
    topic,
    application_id: Number(state.clientId),
    attempts: 1,
    sent: iso(state),
    received: iso(state),
  };
  const started = performance.now();
  const response = await fetch(state.notificationsUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  state.notifications.push({ body, status: response.status, ms: performance.now() - started });
  return response.status;
}
