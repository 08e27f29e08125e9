import { ChannelUnavailableError, type MarketplaceConnector } from './connector.ts';
import type { Runtime } from '../../platform/runtime.ts';
import { channelCalls, channelDuration } from '../../platform/observability/metrics.ts';
import { SpanKind, annotate, inSpan, tracingOn } from '../../platform/observability/tracing.ts';

/** The calls to the channel itself: counted, timed and traced; the rest passes through untouched. */
const operations = new Set<string>([
  'upsertItems',
  'pushOrderStatus',
  'pushInvoice',
  'pushInvoiceCancel',
  'confirmShipment',
  'requestLabels',
  'settlements',
]);

/** An item result or a whole call, as the metrics name it; a list of anything but item results (settlements) is ok. */
function outcomeOf(result: unknown): string {
  if (!Array.isArray(result)) return 'ok';
  const items = (result as { ok?: unknown; retryable?: boolean }[]).filter(
    (item) => typeof item.ok === 'boolean',
  );
  if (items.some((item) => !item.ok && item.retryable)) return 'unavailable';
  return items.some((item) => !item.ok) ? 'refused' : 'ok';
}

const outcomeOfError = (error: unknown) =>
  error instanceof ChannelUnavailableError ? 'unavailable' : 'error';

/**
 * Wraps a connector so that every call to its channel, whichever module makes it, counts in
 * `feira_channel_calls_total` and `feira_channel_call_duration_seconds` and, while tracing, is a span
 * of the trace that caused it (docs/decisions.md OPS-15).
 */
function instrumented<C extends MarketplaceConnector>(connector: C): C {
  const platform = connector.profile.platform;
  return new Proxy(connector, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof property !== 'string' || !operations.has(property) || typeof value !== 'function') {
        return value;
      }
      return async (...args: unknown[]) => {
        const call = async () => {
          const started = performance.now();
          try {
            const method = value as (...a: unknown[]) => Promise<unknown>;
            const result: unknown = await method.apply(target, args);
            const outcome = outcomeOf(result);
            channelCalls.inc({ platform, operation: property, outcome });
            annotate({ 'feira.channel.outcome': outcome });
            return result;
          } catch (error) {
            channelCalls.inc({ platform, operation: property, outcome: outcomeOfError(error) });
            throw error;
          } finally {
            channelDuration.observe({ platform, operation: property }, (performance.now() - started) / 1000);
          }
        };
        if (!tracingOn()) return call();
        return inSpan(
          `channel ${platform} ${property}`,
          {
            kind: SpanKind.CLIENT,
            attributes: { 'feira.channel.platform': platform, 'feira.channel.operation': property },
          },
          call,
        );
      };
    },
  });
}

/**
 * A channel's connectors, one per runtime (and per `key`, for a channel serving several platforms),
 * made and instrumented on first use: each holds its channel's pacer and caches, so every caller in a
 * process shares it.
 */
export function connectorsPerRuntime<C extends MarketplaceConnector, K = void>(
  make: (rt: Runtime, key: K) => C,
): (rt: Runtime, key: K) => C {
  const made = new WeakMap<Runtime, Map<K, C>>();
  return (rt, key) => {
    let ofRuntime = made.get(rt);
    if (!ofRuntime) made.set(rt, (ofRuntime = new Map<K, C>()));
    let connector = ofRuntime.get(key);
    if (!connector) ofRuntime.set(key, (connector = instrumented(make(rt, key))));
    return connector;
  };
}
