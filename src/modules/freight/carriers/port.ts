import type { Decimal } from '../../../platform/money.ts';
import type { DroppedQuote } from '../domain/external-quote.ts';
import type { Cart } from '../domain/cart.ts';
import type { ExternalKind } from '../domain/quote-table.ts';
import type { ShippingQuote } from '../domain/quote.ts';
import type { StoredIntegration } from '../freight.tables.ts';

/**
 * The one port every outside source of quotes sits behind: a seller's own quote URL, the
 * postal carrier and the multi-carrier aggregator. Each answers within the same hard
 * deadline; what arrives later is dropped and the checkout gets the internal quotes.
 */
const QUOTE_DEADLINE_MS = 650;

export interface ExternalCarrier {
  id: string;
  name: string;
  quoteUrl: string | null;
  integration: StoredIntegration | null;
}

export interface QuoteAsk {
  carrier: ExternalCarrier;
  /** 8 digits, leading zeros kept. */
  postalCode: string;
  cart: Cart;
  platform: string | null;
  orderTotalPrice: Decimal | null;
}

type ReplyOutcome = 'OK' | 'HTTP_STATUS' | 'INVALID_JSON' | 'INVALID_REPLY';

export interface AdapterReply {
  outcome: ReplyOutcome;
  status: number | null;
  quotes: ShippingQuote[];
  dropped: DroppedQuote[];
  detail: string | null;
}

export interface CarrierQuoter {
  kind: ExternalKind;
  /** Where the request goes, for the explanation (no secrets). */
  target(ask: QuoteAsk): string;
  quote(ask: QuoteAsk, signal: AbortSignal): Promise<AdapterReply>;
}

export interface ExternalCall {
  carrierId: string;
  kind: ExternalKind;
  target: string;
  outcome: ReplyOutcome | 'TIMEOUT' | 'ERROR' | 'CACHED';
  status: number | null;
  latencyMs: number | null;
  detail: string | null;
  quotes: number;
  dropped: DroppedQuote[];
}

export interface CallResult {
  call: ExternalCall;
  /** Quotes to merge; empty unless the reply was usable. */
  quotes: ShippingQuote[];
}

/**
 * Runs one adapter under the deadline: at the deadline the request is aborted and the call counts
 * as TIMEOUT even if the adapter has not noticed yet, so no adapter can hold a checkout longer.
 */
export async function callWithDeadline(
  quoter: CarrierQuoter,
  ask: QuoteAsk,
  deadlineMs = QUOTE_DEADLINE_MS,
): Promise<CallResult> {
  const started = performance.now();
  const controller = new AbortController();
  const base = { carrierId: ask.carrier.id, kind: quoter.kind, target: quoter.target(ask) };
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => {
      controller.abort(new Error(`no answer within ${deadlineMs} ms`));
      resolve('timeout');
    }, deadlineMs);
  });
  const elapsed = () => Math.round((performance.now() - started) * 10) / 10;
  try {
    const reply = await Promise.race([quoter.quote(ask, controller.signal), deadline]);
    if (reply === 'timeout') {
      return {
        call: {
          ...base,
          outcome: 'TIMEOUT',
          status: null,
          latencyMs: elapsed(),
          detail: `no answer within ${deadlineMs} ms`,
          quotes: 0,
          dropped: [],
        },
        quotes: [],
      };
    }
    const usable = reply.outcome === 'OK';
    return {
      call: {
        ...base,
        outcome: reply.outcome,
        status: reply.status,
        latencyMs: elapsed(),
        detail: reply.detail,
        quotes: usable ? reply.quotes.length : 0,
        dropped: reply.dropped,
      },
      quotes: usable ? reply.quotes : [],
    };
  } catch (error) {
    const timedOut = controller.signal.aborted;
    return {
      call: {
        ...base,
        outcome: timedOut ? 'TIMEOUT' : 'ERROR',
        status: null,
        latencyMs: elapsed(),
        detail: timedOut ? `no answer within ${deadlineMs} ms` : (error as Error).message,
        quotes: 0,
        dropped: [],
      },
      quotes: [],
    };
  } finally {
    clearTimeout(timer);
  }
}

/** JSON of a 2xx reply, or why the whole reply is discarded. */
export function jsonOf(reply: { status: number; text: string }): { ok: true; body: unknown } | AdapterReply {
  if (reply.status < 200 || reply.status > 299) {
    return {
      outcome: 'HTTP_STATUS',
      status: reply.status,
      quotes: [],
      dropped: [],
      detail: `answered ${reply.status}`,
    };
  }
  try {
    return { ok: true, body: JSON.parse(reply.text) };
  } catch {
    return {
      outcome: 'INVALID_JSON',
      status: reply.status,
      quotes: [],
      dropped: [],
      detail: 'the body is not valid JSON',
    };
  }
}
