import { randomUUID } from 'node:crypto';
import type { Runtime } from '../../platform/runtime.ts';
import type { SkuLogistics } from '../catalog/index.ts';
import type { ExternalKind } from './domain/quote.ts';
import { aggregatorQuoter } from './carriers/aggregator.ts';
import { OutboundHttp } from './carriers/http.ts';
import type { CarrierQuoter } from './carriers/port.ts';
import { postalQuoter } from './carriers/postal.ts';
import { quoteUrlQuoter } from './carriers/quote-url.ts';
import { QuoteCache, type CacheChange } from './freight.cache.ts';
import type { QuoteComputation } from './freight.quotes.ts';

/** What the freight module keeps per runtime: the caches and the outside quote sources. */
export interface FreightRuntime {
  /** This process on the cache channel. */
  origin: string;
  cache: QuoteCache<QuoteComputation>;
  /**
   * The catalog's weight, size and handling time per SKU, so a quote at a postal code not seen
   * before costs one database round trip. Forgotten on the same catalog changes as the quotes.
   */
  skus: QuoteCache<SkuLogistics>;
  /** Applies a change announced on the cache channel to the caches it concerns. */
  forget(change: CacheChange): void;
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
    const cache = new QuoteCache<QuoteComputation>(rt.clock);
    const skus = new QuoteCache<SkuLogistics>(rt.clock);
    state = {
      origin: randomUUID(),
      cache,
      skus,
      forget(change) {
        cache.apply(change);
        // Freight configuration says nothing about a SKU's weight or size.
        if (change.skuId) skus.apply(change);
      },
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
