import { Decimal } from '../../../platform/money.ts';
import { parseLocaleDecimal } from '../domain/carrier-table.ts';
import type { DroppedQuote } from '../domain/external-quote.ts';
import type { ShippingQuote } from '../domain/quote.ts';
import { money } from '../domain/units.ts';
import type { OutboundHttp } from './http.ts';
import type { SecretBox } from '../../../platform/secrets/secret-box.ts';
import { openIntegration } from '../freight.secrets.ts';
import type { StoredIntegration } from '../freight.tables.ts';
import { jsonOf, type AdapterReply, type CarrierQuoter, type QuoteAsk } from './port.ts';

type PostalSettings = Extract<StoredIntegration, { type: 'POSTAL' }>;

interface PriceEntry {
  coProduto?: string;
  pcFinal?: string;
  psCobrado?: string;
  txErro?: string;
}

interface DeadlineEntry {
  coProduto?: string;
  prazoEntrega?: number;
  txErro?: string;
}

// A token belongs to exactly these credentials: another access code must authenticate itself.
const credentialsKey = (settings: PostalSettings) =>
  [settings.user, settings.accessCode, settings.postingCard].join('\u0000');

/**
 * One parcel for the whole cart, the way a seller packs it: the longest length, the widest width,
 * the items stacked in height. The carrier applies its own cubic rule to these dimensions.
 */
function parcelOf(ask: QuoteAsk) {
  const lines = ask.cart.lines;
  const grams = ask.cart.realWeightKg.times(1000).ceil().toNumber();
  const length = Decimal.max(...lines.map((line) => line.lengthCm))
    .ceil()
    .toNumber();
  const width = Decimal.max(...lines.map((line) => line.widthCm))
    .ceil()
    .toNumber();
  const height = lines
    .reduce((sum, line) => sum.plus(line.heightCm.times(line.qty)), new Decimal(0))
    .ceil()
    .toNumber();
  return { grams, length, width, height };
}

/**
 * The postal carrier's contract API (modelled on Correios' public "preço" and "prazo" APIs): a
 * token from the posting card, then price and deadline per product code, asked in parallel.
 * Tokens are kept until shortly before they expire.
 */
export function postalQuoter(http: OutboundHttp, baseUrl: string, box: SecretBox): CarrierQuoter {
  const tokens = new Map<string, { token: string; expiresAt: number }>();
  const base = baseUrl.replace(/\/+$/, '');

  async function tokenFor(settings: PostalSettings, signal: AbortSignal): Promise<string | AdapterReply> {
    const key = credentialsKey(settings);
    const cached = tokens.get(key);
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    const reply = await http.request('POST', `${base}/token/v1/autentica/cartaopostagem`, {
      headers: {
        authorization: `Basic ${Buffer.from(`${settings.user}:${settings.accessCode}`).toString('base64')}`,
      },
      json: { numero: settings.postingCard },
      signal,
    });
    const json = jsonOf(reply);
    if (!('ok' in json)) return { ...json, detail: `authentication ${json.detail}` };
    const body = json.body as { token?: unknown; expiraEm?: unknown };
    if (typeof body.token !== 'string') {
      return {
        outcome: 'INVALID_REPLY',
        status: reply.status,
        quotes: [],
        dropped: [],
        detail: 'no token in the authentication reply',
      };
    }
    const expiry = typeof body.expiraEm === 'string' ? Date.parse(body.expiraEm) : Number.NaN;
    tokens.set(key, {
      token: body.token,
      expiresAt: (Number.isNaN(expiry) ? Date.now() + 3_600_000 : expiry) - 60_000,
    });
    return body.token;
  }

  return {
    kind: 'POSTAL',
    target: () => `${base}/preco/v1/nacional`,
    async quote(ask: QuoteAsk, signal: AbortSignal): Promise<AdapterReply> {
      // Stored sealed; opened only here, for the carrier's API.
      const settings = openIntegration(box, ask.carrier.integration as StoredIntegration) as PostalSettings;
      const token = await tokenFor(settings, signal);
      if (typeof token !== 'string') return token;
      const parcel = parcelOf(ask);
      const route = { cepOrigem: settings.originPostalCode, cepDestino: ask.postalCode };
      const headers = { authorization: `Bearer ${token}` };
      const [prices, deadlines] = await Promise.all([
        http.request('POST', `${base}/preco/v1/nacional`, {
          headers,
          signal,
          json: {
            idLote: '1',
            parametrosProduto: settings.services.map((service, i) => ({
              coProduto: service.code,
              nuRequisicao: String(i + 1),
              ...route,
              psObjeto: String(parcel.grams),
              tpObjeto: '2',
              comprimento: String(parcel.length),
              largura: String(parcel.width),
              altura: String(parcel.height),
              ...(ask.orderTotalPrice ? { vlDeclarado: ask.orderTotalPrice.toFixed(2) } : {}),
            })),
          },
        }),
        http.request('POST', `${base}/prazo/v1/nacional`, {
          headers,
          signal,
          json: {
            idLote: '1',
            parametrosPrazo: settings.services.map((service, i) => ({
              coProduto: service.code,
              nuRequisicao: String(i + 1),
              ...route,
            })),
          },
        }),
      ]);
      // A refused token is forgotten so the next quote authenticates again.
      if (prices.status === 401 || deadlines.status === 401) tokens.delete(credentialsKey(settings));
      const priceJson = jsonOf(prices);
      if (!('ok' in priceJson)) return { ...priceJson, detail: `price ${priceJson.detail}` };
      const deadlineJson = jsonOf(deadlines);
      if (!('ok' in deadlineJson)) return { ...deadlineJson, detail: `deadline ${deadlineJson.detail}` };
      if (!Array.isArray(priceJson.body) || !Array.isArray(deadlineJson.body)) {
        return {
          outcome: 'INVALID_REPLY',
          status: prices.status,
          quotes: [],
          dropped: [],
          detail: 'price and deadline replies must be arrays',
        };
      }
      const priceOf = new Map((priceJson.body as PriceEntry[]).map((entry) => [entry.coProduto, entry]));
      const deadlineOf = new Map(
        (deadlineJson.body as DeadlineEntry[]).map((entry) => [entry.coProduto, entry]),
      );
      const quotes: ShippingQuote[] = [];
      const dropped: DroppedQuote[] = [];
      const first = ask.cart.lines[0]!;
      settings.services.forEach((service, index) => {
        const price = priceOf.get(service.code);
        const deadline = deadlineOf.get(service.code);
        const error = price?.txErro || deadline?.txErro;
        if (error) return dropped.push({ index, reason: `${service.code}: ${error}` });
        const cost = typeof price?.pcFinal === 'string' ? parseLocaleDecimal(price.pcFinal) : null;
        const days = deadline?.prazoEntrega;
        if (!cost || typeof days !== 'number' || !Number.isInteger(days) || days < 0) {
          return dropped.push({ index, reason: `${service.code}: no price or deadline in the reply` });
        }
        const charged = Number(price!.psCobrado);
        quotes.push({
          valueFreightId: `${ask.carrier.id}:${service.code}`,
          freightServiceId: service.code,
          freightServiceName: service.name,
          freightType: service.freightType,
          deliveryTime: (days + ask.cart.handlingDays) * 24,
          deadlineDays: days + ask.cart.handlingDays,
          carrierId: ask.carrier.id,
          carrierName: ask.carrier.name,
          weight: { value: Number.isFinite(charged) && charged > 0 ? charged : parcel.grams, unit: 'GRAM' },
          shippingCost: money(cost),
          skuQty: { skuId: first.skuId, qty: first.qty },
        });
      });
      return { outcome: 'OK', status: prices.status, quotes, dropped, detail: null };
    },
  };
}
