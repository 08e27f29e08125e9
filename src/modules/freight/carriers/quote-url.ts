import { externalRequestBody, parseExternalReply } from '../domain/external-quote.ts';
import { quoteTarget } from '../domain/quote-url.ts';
import type { OutboundHttp } from './http.ts';
import { jsonOf, type AdapterReply, type CarrierQuoter, type QuoteAsk } from './port.ts';

/** A seller's own quote endpoint: unauthenticated JSON POST to `{quote_url}/{postalCode}`. */
export function quoteUrlQuoter(http: OutboundHttp): CarrierQuoter {
  return {
    kind: 'QUOTE_URL',
    target: (ask) => quoteTarget(ask.carrier.quoteUrl!, ask.postalCode),
    async quote(ask: QuoteAsk, signal: AbortSignal): Promise<AdapterReply> {
      const reply = await http.request('POST', quoteTarget(ask.carrier.quoteUrl!, ask.postalCode), {
        json: externalRequestBody(ask.cart, ask.platform, ask.orderTotalPrice),
        signal,
      });
      const json = jsonOf(reply);
      if (!('ok' in json)) return json;
      const parsed = parseExternalReply(json.body, ask.carrier, ask.cart);
      if (!parsed.ok) {
        return {
          outcome: 'INVALID_REPLY',
          status: reply.status,
          quotes: [],
          dropped: [],
          detail: parsed.reason,
        };
      }
      return {
        outcome: 'OK',
        status: reply.status,
        quotes: parsed.quotes,
        dropped: parsed.dropped,
        detail: null,
      };
    },
  };
}
