import { iso, mlError, userOf, type FakeState, type Handler, type Reply, type Request } from './state.ts';
import type { FakeBilling, LogisticType } from './orders.ts';
import { zipOf } from './zip.ts';

/** A shipment as the fake keeps it; answered in the `x-format-new` shape or the legacy one. */
export interface FakeShipment extends Record<string, unknown> {
  id: number;
  sellerId: number;
  buyerId: number;
  orderIds: number[];
  status: 'pending' | 'ready_to_ship' | 'shipped' | 'delivered' | 'cancelled';
  substatus: string | null;
  logisticType: LogisticType;
  /** What the buyer paid for shipping, the seller's share, and the listed cost (their sum). */
  buyerCost: number;
  sellerCost: number;
  listCost: number;
  items: { itemId: string; quantity: number; orderId: number }[];
  receiverAddress: FakeBilling['address'];
  /** The instant by which the seller must hand the parcel over (`estimated_handling_limit`), epoch ms. */
  handlingLimit: number;
}

const dispatched = (s: FakeShipment) => s.status === 'shipped' || s.status === 'delivered';

const shipmentOf = (state: FakeState, id: number) => state.shipments.get(id) as FakeShipment | undefined;

/** The shipment's body with `x-format-new: true` (no order id, no cost: those have their own resources). */
function newFormat(state: FakeState, s: FakeShipment) {
  return {
    id: s.id,
    external_reference: null,
    status: s.status,
    substatus: s.substatus,
    date_created: iso(state),
    last_updated: iso(state),
    declared_value: null,
    logistic: { direction: 'forward', mode: 'me2', type: s.logisticType },
    source: { site_id: 'MLB', market_place: 'MELI', application_id: null },
    tracking_number: dispatched(s) ? `BR${s.id}` : null,
    // The carrier's name; the docs' example shows one per logistics operator.
    tracking_method: dispatched(s) ? 'MEL Distribution' : null,
    origin: { type: 'selling_address', sender_id: s.sellerId },
    destination: {
      type: 'buying_address',
      receiver_id: s.buyerId,
      receiver_name: 'Maria Silva',
      shipping_address: {
        address_line: `${s.receiverAddress.street} ${s.receiverAddress.number}`,
        street_name: s.receiverAddress.street,
        street_number: s.receiverAddress.number,
        comment: null,
        zip_code: s.receiverAddress.zip,
        city: { id: null, name: s.receiverAddress.city },
        state: { id: `BR-${s.receiverAddress.state}`, name: s.receiverAddress.state },
        country: { id: 'BR', name: 'Brasil' },
        neighborhood: { id: null, name: s.receiverAddress.neighborhood },
      },
    },
    lead_time: { cost: s.buyerCost, list_cost: s.listCost, currency_id: 'BRL', cost_type: 'charged' },
    tags: [],
  };
}

/** The legacy body, still answered without the header: one order id, costs inline, `logistic_type`. */
function legacyFormat(s: FakeShipment) {
  return {
    id: s.id,
    order_id: s.orderIds[0],
    status: s.status,
    substatus: s.substatus,
    mode: 'me2',
    logistic_type: s.logisticType,
    sender_id: s.sellerId,
    receiver_id: s.buyerId,
    shipping_option: { cost: s.buyerCost, list_cost: s.listCost, currency_id: 'BRL' },
  };
}

/** An instant as Mercado Livre writes its dates: local time in Brasília with its offset (-03:00). */
function brasilia(ms: number): string {
  return `${new Date(ms - 3 * 3_600_000).toISOString().slice(0, 23)}-03:00`;
}

const HOUR = 3_600_000;

/**
 * `/shipments/{id}/lead_time`: the promise made to the buyer when the shipment was bought. The handling
 * limit is the seller's deadline to dispatch; delivery is promised two days after it.
 */
function leadTime(s: FakeShipment) {
  const delivery = s.handlingLimit + 48 * HOUR;
  return {
    option_id: s.id + 1,
    shipping_method_id: 182,
    shipping_method: { id: 182, name: 'Normal', type: 'standard', deliver_to: 'address' },
    currency_id: 'BRL',
    list_cost: s.listCost,
    cost: s.buyerCost,
    cost_type: s.buyerCost === 0 ? 'free' : 'charged',
    service_id: 11,
    delivery_type: 'estimated',
    estimated_delivery_time: {
      type: 'known_frame',
      date: brasilia(delivery),
      unit: 'hour',
      offset: { date: brasilia(delivery), shipping: 48 },
      time_frame: { from: null, to: null },
      pay_before: null,
      shipping: 48,
      handling: 24,
      schedule: null,
    },
    estimated_delivery_limit: { date: brasilia(delivery + 72 * HOUR), offset: 72 },
    estimated_delivery_final: { date: brasilia(delivery + 168 * HOUR), offset: 168 },
    estimated_delivery_extended: { date: brasilia(delivery + 120 * HOUR), offset: 120 },
    estimated_handling_limit: { date: brasilia(s.handlingLimit) },
    delay: [],
  };
}

/** Why a shipment cannot have a label now, in Mercado Livre's words; null when it can. */
function notPrintable(s: FakeShipment): string | null {
  if (s.logisticType === 'fulfillment') return `Shipment ${s.id} is fulfilled by Mercado Livre (Full)`;
  if (s.status !== 'ready_to_ship') return `Shipment ${s.id} is ${s.status}: no label to print`;
  if (s.substatus === 'invoice_pending')
    return `Shipment ${s.id} is invoice_pending: import its NF-e (invoice_data) first`;
  return null;
}

/** The NF-e's access key from its XML (`infNFe Id="NFe…"`), or null when there is none. */
const accessKeyOf = (xml: string) => /<infNFe[^>]*\bId="NFe(\d{44})"/.exec(xml)?.[1] ?? null;

/**
 * The carrier measured the parcel again after dispatch and Mercado Envios charges the seller the new
 * cost: `/shipments/{id}/costs` answers it from then on (the listed cost grows by the difference).
 */
export function remeasureShipment(state: FakeState, shipmentId: number, sellerCost: number): void {
  const s = shipmentOf(state, shipmentId);
  if (!s) throw new Error(`fake: no shipment ${shipmentId}`);
  s.listCost = Math.round((s.buyerCost + sellerCost) * 100) / 100;
  s.sellerCost = sellerCost;
}

export function shipmentRoutes(state: FakeState): [string, RegExp, Handler][] {
  /** The caller's shipment: the seller's, or (read-only) the buyer's; else the reply to answer. */
  const shipmentFor = (request: Request, sellerOnly: boolean): FakeShipment | Reply => {
    const userId = userOf(state, request);
    if (typeof userId !== 'number') return userId;
    const shipment = shipmentOf(state, Number(request.params[0]));
    const allowed =
      shipment && (shipment.sellerId === userId || (!sellerOnly && shipment.buyerId === userId));
    if (!shipment || !allowed) return mlError(404, 'not_found', `Shipment ${request.params[0]} not found`);
    return shipment;
  };
  const isReply = (value: FakeShipment | Reply): value is Reply => !('sellerId' in value);
  return [
    [
      'GET',
      /^\/shipments\/(\d+)$/,
      (request) => {
        const s = shipmentFor(request, false);
        if (isReply(s)) return s;
        const body = request.headers['x-format-new'] === 'true' ? newFormat(state, s) : legacyFormat(s);
        return { status: 200, body };
      },
    ],
    [
      'GET',
      /^\/shipments\/(\d+)\/lead_time$/,
      (request) => {
        const s = shipmentFor(request, false);
        if (isReply(s)) return s;
        return { status: 200, body: leadTime(s) };
      },
    ],
    [
      'GET',
      /^\/shipments\/(\d+)\/items$/,
      (request) => {
        const s = shipmentFor(request, false);
        if (isReply(s)) return s;
        return {
          status: 200,
          body: s.items.map((line) => ({
            item_id: line.itemId,
            description: state.items.get(line.itemId)?.title ?? line.itemId,
            quantity: line.quantity,
            variation_id: null,
            order_id: line.orderId,
            dimensions: null,
          })),
        };
      },
    ],
    [
      'GET',
      /^\/shipments\/(\d+)\/costs$/,
      (request) => {
        const s = shipmentFor(request, true);
        if (isReply(s)) return s;
        return {
          status: 200,
          body: {
            gross_amount: s.listCost,
            receiver: { user_id: s.buyerId, cost: s.buyerCost, compensation: 0, save: 0, discounts: [] },
            senders: [
              {
                user_id: s.sellerId,
                cost: s.sellerCost,
                compensation: 0,
                save: 0,
                charges: { charge_flex: 0 },
                discounts: [],
              },
            ],
          },
        };
      },
    ],
    [
      'POST',
      /^\/shipments\/(\d+)\/invoice_data\/?$/,
      (request) => {
        const s = shipmentFor(request, true);
        if (isReply(s)) return s;
        if (request.query.get('siteId') !== 'MLB')
          return mlError(400, 'bad_request', 'siteId=MLB is required', [
            { code: 'site_id.required', message: 'Informe o siteId MLB' },
          ]);
        if (s.logisticType === 'fulfillment')
          return mlError(400, 'invalid_logistic_type', 'Full shipments are invoiced by Mercado Livre', [
            { code: 'logistic_type.not_allowed', message: 'Envios Full são faturados pelo Mercado Livre' },
          ]);
        if (s.status !== 'ready_to_ship')
          return mlError(400, 'invalid_shipment_status', `Shipment ${s.id} is ${s.status}`, [
            {
              code: 'shipment.status',
              message: `O envio ${s.id} está ${s.status}: a nota fiscal não pode mais ser importada`,
            },
          ]);
        const xml = Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '';
        const key = accessKeyOf(xml);
        if (!String(request.headers['content-type']).startsWith('application/xml') || !key)
          return mlError(400, 'invalid_fiscal_document', 'The body is not an NF-e XML', [
            { code: 'fiscal_key.not_found', message: 'A chave de acesso da NF-e não foi encontrada no XML' },
          ]);
        if (!/<cStat>100<\/cStat>/.test(xml))
          return mlError(400, 'invalid_fiscal_document', 'The NF-e is not authorized', [
            { code: 'nfe.not_authorized', message: 'A NF-e não está autorizada pela SEFAZ (cStat 100)' },
          ]);
        const number = /<nNF>(\d+)<\/nNF>/.exec(xml)?.[1] ?? key.slice(25, 34);
        const series = /<serie>(\d+)<\/serie>/.exec(xml)?.[1] ?? key.slice(22, 25);
        state.invoiceData.set(s.id, { fiscal_key: key, xml, invoice_number: number, invoice_series: series });
        if (s.substatus === 'invoice_pending') s.substatus = 'ready_to_print';
        return {
          status: 200,
          body: { id: s.id, fiscal_key: key, invoice_number: number, invoice_series: series, site_id: 'MLB' },
        };
      },
    ],
    [
      'GET',
      /^\/shipments\/(\d+)\/invoice_data\/?$/,
      (request) => {
        const s = shipmentFor(request, true);
        if (isReply(s)) return s;
        const data = state.invoiceData.get(s.id);
        if (!data) return mlError(404, 'not_found', `No invoice data for shipment ${s.id}`);
        const { xml: _xml, ...body } = data;
        return { status: 200, body: { id: s.id, ...body } };
      },
    ],
    [
      'GET',
      /^\/shipment_labels$/,
      (request) => {
        const userId = userOf(state, request);
        if (typeof userId !== 'number') return userId;
        const ids = (request.query.get('shipment_ids') ?? '').split(',').filter(Boolean).map(Number);
        const format = request.query.get('response_type') ?? 'pdf';
        if (ids.length === 0 || !['pdf', 'zpl2'].includes(format))
          return mlError(400, 'bad_request', 'shipment_ids and response_type (pdf or zpl2) are required');
        const failed: { shipment_id: number; status: string; substatus: string | null; message: string }[] =
          [];
        for (const id of ids) {
          const s = shipmentOf(state, id);
          if (!s || s.sellerId !== userId) return mlError(404, 'not_found', `Shipment ${id} not found`);
          const why = notPrintable(s);
          if (why) failed.push({ shipment_id: id, status: s.status, substatus: s.substatus, message: why });
        }
        if (failed.length > 0)
          return {
            status: 400,
            body: {
              message: 'Some shipments cannot be printed',
              error: 'failed_shipments',
              status: 400,
              cause: failed.map((f) => ({ code: 'failed_shipments', message: f.message })),
              failed_shipments: failed,
            },
          };
        if (format === 'zpl2') {
          const zpl = ids
            .map((id) => `^XA^FO50,50^A0N,40,40^FDMercado Envios ${id}^FS^BCN,100^FD${id}^FS^XZ`)
            .join('\n');
          const zip = zipOf('Etiqueta de envio.txt', Buffer.from(zpl, 'utf8'));
          return {
            status: 200,
            body: state.truncateZplLabels ? zip.subarray(0, zip.length - 40) : zip,
            headers: { 'content-type': 'application/zip' },
          };
        }
        const pdf = `%PDF-1.4\n% Mercado Envios labels ${ids.join(',')}\n%%EOF\n`;
        return { status: 200, body: Buffer.from(pdf), headers: { 'content-type': 'application/pdf' } };
      },
    ],
  ];
}
