import type { Runtime } from '../../platform/runtime.ts';
import type { ExternalKind } from './domain/quote.ts';
import { aggregatorQuoter } from './carriers/aggregator.ts';
import { OutboundHttp } from './carriers/http.ts';
import type { CarrierQuoter } from './carriers/port.ts';
import { postalQuoter } from './carriers/postal.ts';
import { quoteUrlQuoter } from './carriers/quote-url.ts';
import { QuoteCache } from './freight.cache.ts';
import type { QuoteComputation } from './freight.quotes.ts';

/** What the freight module keeps per runtime: the quote cache and the outside quote sources. */
export interface FreightRuntime {
  cache: QuoteCache<QuoteComputation>;
  quoters: Record<ExternalKind, CarrierQuoter>;
  close(): void;
}

const perRuntime = new WeakMap<Runtime, FreightRuntime>();

export function freightRuntimeOf(rt: Runtime): FreightRuntime {
  let state = perRuntime.get(rt);
  if (!state) {
    // Sellers' URLs go through the SSRF guard; the integrations' base URLs are the operator's.
    const sellerHttp = new OutboundHttp({ guard: !rt.config.allowInsecureWebhooks });
    const operatorHttp = new OutboundHttp({ guard: false });
    state = {
      cache: new QuoteCache<QuoteComputation>(rt.clock),
      quoters: {
        QUOTE_URL: quoteUrlQuoter(sellerHttp),
        POSTAL: postalQuoter(operatorHttp, rt.config.postalApiUrl),
        AGGREGATOR: aggregatorQuoter(operatorHttp, rt.config.aggregatorApiUrl),
      },
      close() {
        sellerHttp.close();
        operatorHttp.close();
      },
    };
    perRuntime.set(rt, state);
  }
  return state;
}

export function quoteCacheOf(rt: Runtime): QuoteCache<QuoteComputation> {
  return freightRuntimeOf(rt).cache;
}
