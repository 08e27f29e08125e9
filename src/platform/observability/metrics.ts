import { timingSafeEqual, createHash } from 'node:crypto';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Runtime } from '../runtime.ts';
import { RouteHistogram } from './route-histogram.ts';

/**
 * The process's Prometheus registry. Every process (api or worker) counts only what it did and serves
 * its own registry: Prometheus scrapes each process and sums across them (docs/ops/running.md).
 */
const registry = new Registry();

/** Route label of requests no route matched: the raw URL would make a series per scanned path. */
const UNMATCHED = '(unmatched)';

const seconds = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const httpDuration = new RouteHistogram(
  'feira_http_request_duration_seconds',
  'HTTP requests by route template, method and status, with their latency',
  seconds,
  registry,
);

/** Records one answered request (called from the app's onResponse hook). */
export function observeRequest(method: string, route: string | undefined, status: number, ms: number): void {
  httpDuration.observe(method, route ?? UNMATCHED, status, ms / 1000);
}

export const outboxRelayed = new Counter({
  name: 'feira_outbox_relayed_events_total',
  help: 'Outbox events this process moved into consumer queues (relay throughput)',
  registers: [registry],
});

export const jobRuns = new Counter({
  name: 'feira_jobs_total',
  help: 'Jobs this process ran, by queue and outcome (completed, failed)',
  labelNames: ['queue', 'outcome'] as const,
  registers: [registry],
});

export const jobDuration = new Histogram({
  name: 'feira_job_duration_seconds',
  help: 'Time one job (or one batch of a set-based queue) took, by queue',
  labelNames: ['queue'] as const,
  buckets: seconds,
  registers: [registry],
});

export const channelCalls = new Counter({
  name: 'feira_channel_calls_total',
  help: 'Calls to marketplace channels, by platform, operation and outcome (ok, refused, unavailable, error)',
  labelNames: ['platform', 'operation', 'outcome'] as const,
  registers: [registry],
});

export const channelDuration = new Histogram({
  name: 'feira_channel_call_duration_seconds',
  help: 'Latency of calls to marketplace channels, by platform and operation',
  labelNames: ['platform', 'operation'] as const,
  buckets: seconds,
  registers: [registry],
});

export const channelRateLimited = new Counter({
  name: 'feira_channel_rate_limited_total',
  help: 'Answers 429 (rate limit) a channel gave, by platform',
  labelNames: ['platform'] as const,
  registers: [registry],
});

export const webhookDeliveries = new Counter({
  name: 'feira_webhook_deliveries_total',
  help: 'Webhook delivery attempts by outcome (delivered, rejected, error, skipped)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const webhookDuration = new Histogram({
  name: 'feira_webhook_delivery_duration_seconds',
  help: 'Latency of webhook delivery attempts',
  buckets: seconds,
  registers: [registry],
});

export const priceFormationSkus = new Counter({
  name: 'feira_price_formation_skus_processed_total',
  help: 'SKUs price-formation runs processed, by kind (APPLY, RESTORE)',
  labelNames: ['kind'] as const,
  registers: [registry],
});

/** Values read from the database at scrape time, by whoever owns the table. */
export function scrapeGauge<L extends string>(name: string, help: string, labelNames: readonly L[] = []) {
  return new Gauge<L>({ name, help, labelNames, registers: [registry] });
}

type ScrapeHook = () => Promise<void>;
const hooks = new WeakMap<Runtime, ScrapeHook[]>();

/**
 * Registers work a scrape of this runtime does first (a gauge read from a table). Owners register
 * in `setup`; a hook that fails leaves its gauges as they were and is logged.
 */
export function onScrape(rt: Runtime, hook: ScrapeHook): void {
  const list = hooks.get(rt);
  if (list) list.push(hook);
  else hooks.set(rt, [hook]);
}

let defaultsOn = false;

/** Process metrics (CPU, memory, event loop, GC), for processes that serve a scrape. */
export function collectProcessMetrics(): void {
  if (defaultsOn) return;
  defaultsOn = true;
  collectDefaultMetrics({ register: registry });
}

/** The scrape's body: this runtime's hooks run, then the whole registry in the text format. */
export async function scrape(rt: Runtime): Promise<string> {
  await Promise.all(
    (hooks.get(rt) ?? []).map((hook) =>
      hook().catch((error: unknown) => rt.log.warn({ err: error }, 'a metrics scrape hook failed')),
    ),
  );
  return registry.metrics();
}

export const METRICS_CONTENT_TYPE = registry.contentType;

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the Authorization header carries the configured scrape token (compared in constant time). */
export function isScrapeToken(configured: string | undefined, header: string | undefined): boolean {
  if (!configured || !header || header.slice(0, 7).toLowerCase() !== 'bearer ') return false;
  return timingSafeEqual(digest(header.slice(7).trim()), digest(configured));
}
