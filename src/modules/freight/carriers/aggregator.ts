import { Decimal } from '../../../platform/money.ts';
import type { DroppedQuote } from '../domain/external-quote.ts';
import type { FreightType } from '../domain/band.ts';
import type { ShippingQuote } from '../domain/quote.ts';
import { money } from '../domain/units.ts';
import type { OutboundHttp } from './http.ts';
import type { SecretBox } from '../../../platform/secrets/secret-box.ts';
import { openIntegration } from '../freight.secrets.ts';
import type { StoredIntegration } from '../freight.tables.ts';
import { jsonOf, type AdapterReply, type CarrierQuoter, type QuoteAsk } from './port.ts';

type AggregatorSettings = Extract<StoredIntegration, { type: 'AGGREGATOR' }>;

interface AggregatorOption {
  id?: number | string;
  name?: string;
  price?: string | number;
  custom_price?: string | number;
  delivery_time?: number;
  custom_delivery_time?: number;
  error?: string;
  company?: { id?: number; name?: string };
  packages?: { weight?: string | number }[];
}

function decimalOf(value: unknown): Decimal | null {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return new Decimal(value);
  if (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value)) return new Decimal(value);
  return null;
}

/**
 * A multi-carrier aggregator (modelled on Melhor Envio's public shipment calculation): products go
 * with unit cm, kg, insured value and quantity; it packs them and answers one option per service of
 * the carriers it works with, so `carrierName` is the carrier that actually delivers.
 */
export function aggregatorQuoter(http: OutboundHttp, baseUrl: string, box: SecretBox): CarrierQuoter {
  const endpoint = `${baseUrl.replace(/\/+$/, '')}/api/v2/me/shipment/calculate`;
  return {
    kind: 'AGGREGATOR',
    target: () => endpoint,
    async quote(ask: QuoteAsk, signal: AbortSignal): Promise<AdapterReply> {
      // Stored sealed; opened only here, for the carrier's API.
      const settings = openIntegration(
        box,
        ask.carrier.integration as StoredIntegration,
      ) as AggregatorSettings;
      const typeOf = new Map(settings.services.map((service) => [service.id, service.freightType]));
      const reply = await http.request('POST', endpoint, {
        headers: { authorization: `Bearer ${settings.token}`, 'user-agent': 'Feira freight quotes' },
        signal,
        json: {
          from: { postal_code: settings.originPostalCode },
          to: { postal_code: ask.postalCode },
          products: ask.cart.lines.map((line) => ({
            id: line.skuId,
            width: line.widthCm.toNumber(),
            height: line.heightCm.toNumber(),
            length: line.lengthCm.toNumber(),
            weight: line.weightKg.toNumber(),
            insurance_value: line.unitPrice ? money(line.unitPrice) : 0,
            quantity: line.qty,
          })),
          options: { receipt: settings.receipt, own_hand: settings.ownHand },
          ...(settings.services.length > 0
            ? { services: settings.services.map((service) => service.id).join(',') }
            : {}),
        },
      });
      const json = jsonOf(reply);
      if (!('ok' in json)) return json;
      if (!Array.isArray(json.body)) {
        return {
          outcome: 'INVALID_REPLY',
          status: reply.status,
          quotes: [],
          dropped: [],
          detail: 'the reply is not a list of options',
        };
      }
      const quotes: ShippingQuote[] = [];
      const dropped: DroppedQuote[] = [];
      const first = ask.cart.lines[0]!;
      (json.body as AggregatorOption[]).forEach((option, index) => {
        if (typeof option !== 'object' || option === null)
          return dropped.push({ index, reason: 'option is not an object' });
        if (option.error)
          return dropped.push({ index, reason: `${option.name ?? option.id}: ${option.error}` });
        const cost = decimalOf(option.custom_price ?? option.price);
        const days = option.custom_delivery_time ?? option.delivery_time;
        if (!cost || typeof days !== 'number' || !Number.isInteger(days) || days < 0) {
          return dropped.push({ index, reason: `${option.name ?? option.id}: no price or delivery time` });
        }
        const serviceId = String(option.id ?? index);
        const packaged = (option.packages ?? []).map((pkg) => decimalOf(pkg.weight));
        const weightKg =
          packaged.length > 0 && packaged.every((w) => w !== null)
            ? packaged.reduce((sum: Decimal, w) => sum.plus(w), new Decimal(0))
            : ask.cart.realWeightKg;
        const freightType: FreightType = typeOf.get(serviceId) ?? 'STANDARD';
        quotes.push({
          valueFreightId: `${ask.carrier.id}:${serviceId}`,
          freightServiceId: serviceId,
          freightServiceName: option.name ?? serviceId,
          freightType,
          deliveryTime: (days + ask.cart.handlingDays) * 24,
          deadlineDays: days + ask.cart.handlingDays,
          carrierId: ask.carrier.id,
          carrierName: option.company?.name ?? ask.carrier.name,
          weight: { value: weightKg.toNumber(), unit: 'KILOGRAM' },
          shippingCost: money(cost),
          skuQty: { skuId: first.skuId, qty: first.qty },
        });
      });
      return { outcome: 'OK', status: reply.status, quotes, dropped, detail: null };
    },
  };
}
