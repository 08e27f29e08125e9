import type { ExternalCall, ExternalCarrier, QuoteAsk } from './carriers/port.ts';
import type { ExternalKind } from './domain/quote-table.ts';
import type { CarrierExplain, QuotedPlan, ShippingQuote } from './domain/quote.ts';
import type { SellerTable } from './domain/seller-table.ts';

/**
 * What the quote path keeps in the freight runtime's caches and hands to its routes: apart from the code that
 * makes them (freight.quotes.ts, freight.seller-tables.ts), which reads that runtime.
 */

/** A seller's whole freight configuration compiled for quoting. */
export interface LoadedSellerTable {
  table: SellerTable;
  external: Map<string, ExternalCarrier>;
}

/** What the cache keeps for one (seller, cart, postal code). */
export interface QuoteComputation {
  postalCode: number;
  /** The own-table quotes, null when there are none. */
  plan: QuotedPlan | null;
  asks: { kind: ExternalKind; ask: QuoteAsk }[];
  /**
   * Usable replies by carrier id; a carrier missing here is asked again on the next hit. Null when
   * there is no one to ask (most sellers quote from their own tables only).
   */
  replies: Map<string, ShippingQuote[]> | null;
  /** When each source that failed may be asked again (ms); until then the answer goes without it. */
  failedUntil: Map<string, number> | null;
  /** The answer's quotes, sorted once per set of replies. */
  sorted: ShippingQuote[] | null;
  /** The answer as JSON while it has own-table quotes only, made once. */
  json: string | null;
  /** The same with the carrier and band ids as their public aliases (FRT-27), made once. */
  publicJson: string | null;
}

/**
 * An answer of own-table quotes alone comes as JSON (QuoteResponseSchema's fields in its order),
 * for the route to send as it is; any other as quotes.
 */
export type QuoteResult =
  { json: string } | { postalCode: number; shippingQuotes: ShippingQuote[]; explain?: QuoteExplain };

interface QuoteExplain {
  postalCode: string;
  cache: 'BYPASSED';
  outcome: 'NO_REGION' | 'NO_CARRIER' | 'QUOTED';
  cart: {
    items: {
      skuId: string;
      qty: number;
      weightKg: number;
      heightCm: number;
      widthCm: number;
      lengthCm: number;
      handlingDays: number;
    }[];
    realWeightKg: number;
    volumeCm3: number;
    handlingDays: number;
  };
  regions: { id: string; name: string; carrierIds: string[] }[];
  carriers: CarrierExplain[];
  externalCalls: ExternalCall[];
}
