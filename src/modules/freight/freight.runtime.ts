import { randomUUID } from 'node:crypto';
import type { Runtime } from '../../platform/runtime.ts';
import type { QuotedSku } from './domain/cart.ts';
import type { ExternalKind } from './domain/quote-table.ts';
import { aggregatorQuoter } from './carriers/aggregator.ts';
import { OutboundHttp } from './carriers/http.ts';
import type { CarrierQuoter } from './carriers/port.ts';
import { postalQuoter } from './carriers/postal.ts';
import { quoteUrlQuoter } from './carriers/quote-url.ts';
import { QuoteCache, SeenKeys, type CacheChange } from './freight.cache.ts';
import type { LoadedSellerTable, QuoteComputation, QuoteResult } from './freight.quote-types.ts';
import { quoteLimits, type QuoteLimits } from './freight.limits.ts';

/** Compiled tables kept, in bands and postal code ranges: about 10 sellers of the bench's size. */
const MAX_TABLE_SIZE = 500_000;

/** What the freight module keeps per runtime: the caches and the outside quote sources. */
export interface FreightRuntime {
  /** This process on the cache channel. */
  origin: string;
  cache: QuoteCache<QuoteComputation>;
  /** Quote keys asked lately: own-table answers are kept in `cache` from their second asking. */
  seen: SeenKeys;
  /**
   * The catalog's weight, size and handling time per SKU, parsed, so a quote at a postal code not
   * seen before reads nothing and parses nothing. Forgotten on the same catalog changes as the quotes.
   */
  skus: QuoteCache<QuotedSku>;
  /** Each seller's whole configuration compiled for quoting, by seller id. */
  tables: QuoteCache<LoadedSellerTable>;
  /** Loads of compiled tables under way, by seller id, shared by the quotes waiting for them. */
  tableLoads: Map<string, { stamp: number; promise: Promise<LoadedSellerTable> }>;
  /** Applies a change announced on the cache channel to the caches it concerns. */
  forget(change: CacheChange): void;
  /** The cache channel dropped (serve nothing from the caches) or is heard again (start empty). */
  listening(heard: boolean): void;
  quoters: Record<ExternalKind, CarrierQuoter>;
  /** Answers being made, by quote key: callers asking the same share one (and one outside ask). */
  inFlight: Map<string, Promise<QuoteResult>>;
  /** The public quote's budgets per caller and per seller's outside sources (FRT-26). */
  limits: QuoteLimits | null;
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
    const skus = new QuoteCache<QuotedSku>(rt.clock);
    const tables = new QuoteCache<LoadedSellerTable>(rt.clock, {
      max: MAX_TABLE_SIZE,
      sizeOf: (loaded) => loaded.table.size,
    });
    const caches = [cache, skus, tables];
    state = {
      origin: randomUUID(),
      cache,
      seen: new SeenKeys(),
      skus,
      tables,
      tableLoads: new Map(),
      forget(change) {
        cache.apply(change);
        // Freight configuration says nothing about a SKU's weight or size, nor a SKU about tables.
        if (change.skuId) skus.apply(change);
        else tables.apply(change);
      },
      listening(heard) {
        for (const each of caches) {
          if (heard) each.listen();
          else each.lost();
        }
      },
      quoters: {
        QUOTE_URL: quoteUrlQuoter(sellerHttp),
        POSTAL: postalQuoter(operatorHttp, rt.config.postalApiUrl, rt.secrets),
        AGGREGATOR: aggregatorQuoter(operatorHttp, rt.config.aggregatorApiUrl, rt.secrets),
      },
      inFlight: new Map(),
      limits: quoteLimits(rt.config.quoteRatePerSecond, rt.clock),
      close() {
        sellerHttp.close();
        operatorHttp.close();
      },
    };
    perRuntime.set(rt, state);
  }
  return state;
}
