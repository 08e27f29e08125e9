import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../test/helpers/test-app.ts';
import { send, twoSellers } from '../../../test/helpers/fixtures.ts';
import { channelShows, publishSkus, type PublishedSkus } from '../../../test/helpers/channels.ts';
import { sql } from 'drizzle-orm';
import { FakeClock } from '../clock.ts';
import { queryRows } from '../db/sql.ts';
import {
  startReceiver as startWebhookReceiver,
  type Receiver,
} from '../../../test/helpers/webhook-receiver.ts';
import { createWebhook } from '../../modules/webhooks/webhooks.service.ts';
import { createProduct } from '../../modules/catalog/catalog.service.ts';
import { replaceProduct } from '../../modules/catalog/catalog.replace.ts';
import type { ProductInput } from '../../modules/catalog/catalog.schemas.ts';
import { productBody } from '../../../test/helpers/catalog.ts';
import { systemCtx } from '../context.ts';
import {
  currentTraceparent,
  inSpan,
  startTracing,
  stopTracing,
  traceLogFields,
  tracingOn,
} from './tracing.ts';

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: { intValue?: number | string; stringValue?: string } }[];
}

/** An OTLP/HTTP (JSON) trace receiver on 127.0.0.1, as a collector would run. */
async function startReceiver() {
  const spans: OtlpSpan[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
        };
        for (const resource of body.resourceSpans)
          for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('tracing', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let t: TestApp;
  let sellerA: string;
  let edit: { authorization: string };
  let cat: PublishedSkus;
  let hooks: Receiver;

  beforeAll(async () => {
    receiver = await startReceiver();
    startTracing({ endpoint: receiver.url, role: 'all' });
    t = await createTestApp({ clock: new FakeClock('2026-03-01T12:00:00.000Z') });
    ({ sellerA, a: edit } = await twoSellers(t, ['price:edit']));
    cat = await publishSkus(t, sellerA, { skus: ['TR-1'], platforms: ['SANDBOX'] });
    hooks = await startWebhookReceiver();
    await createWebhook(systemCtx(t.rt, sellerA), {
      urlName: 'prices',
      url: `${hooks.url}/prices`,
      token: { header: 'X-Token', value: 'token-prices' },
      statuses: [],
      domains: ['price'] as never,
    });
    // The ad on the channel first, so the write below is a plain price change.
    await send(t, 'PUT', '/integration/prices/bysku', { sku: 'TR-1', value: 70 }, edit);
    await channelShows(t, sellerA, 'SANDBOX', cat.adIds['TR-1']!['SANDBOX']!, 'price', '70.00');
  });
  afterAll(async () => {
    await t?.close();
    await stopTracing();
    await receiver?.close();
    await hooks?.close();
  });

  it('shows one trace from PUT /integration/prices/bysku through the outbox and jobs to the channel push and the webhook', async () => {
    const response = await send(t, 'PUT', '/integration/prices/bysku', { sku: 'TR-1', value: 77.7 }, edit);
    expect(response.statusCode, response.body).toBe(202);
    await channelShows(t, sellerA, 'SANDBOX', cat.adIds['TR-1']!['SANDBOX']!, 'price', '77.70');

    const trace = await eventually(async () => {
      const request = receiver.spans.findLast((span) => span.name === 'PUT /integration/prices/bysku');
      if (!request) return undefined;
      const same = receiver.spans.filter((span) => span.traceId === request.traceId);
      const wanted = ['channel SANDBOX upsertItems', 'webhook delivery'];
      return wanted.every((name) => same.some((span) => span.name === name)) ? { request, same } : undefined;
    }, 20_000);

    const { request, same } = trace;
    expect(request.kind).toBe(2); // SERVER
    expect(request.parentSpanId ?? '').toBe('');
    const jobs = same.filter((span) => span.name.startsWith('job consumer.'));
    expect(jobs.length).toBeGreaterThan(0);
    // Every span of the trace hangs from the request, through the jobs: parents are spans of the trace.
    const ids = new Set(same.map((span) => span.spanId));
    for (const span of same) if (span !== request) expect(ids.has(span.parentSpanId!), span.name).toBe(true);
    const channel = same.find((span) => span.name === 'channel SANDBOX upsertItems')!;
    const parentOf = (span: OtlpSpan) => same.find((s) => s.spanId === span.parentSpanId);
    const chain: string[] = [];
    for (let span: OtlpSpan | undefined = channel; span; span = parentOf(span)) chain.push(span.name);
    expect(chain.at(-1)).toBe('PUT /integration/prices/bysku');
    expect(chain.some((name) => name.startsWith('job '))).toBe(true);
    const hook = same.find((span) => span.name === 'webhook delivery')!;
    expect(hook.kind).toBe(3); // CLIENT
    expect(parentOf(hook)!.name).toBe('job consumer.webhooks.fanout');
  });

  it("continues the event's trace in a delivery retried after a failed attempt", async () => {
    let failedId: string | undefined;
    hooks.on('/prices', (request) => {
      if (failedId) return { status: 200 };
      failedId = String(request.headers['webhook-id']);
      return { status: 503 };
    });
    const response = await send(t, 'PUT', '/integration/prices/bysku', { sku: 'TR-1', value: 81.5 }, edit);
    expect(response.statusCode, response.body).toBe(202);
    await eventually(async () => failedId);
    // Due again 5 s (± 10 %) later by the clock; the dispatcher's sweep claims it.
    (t.rt.clock as FakeClock).advance(10_000);
    await eventually(
      async () =>
        hooks.at('/prices').some((r) => r.headers['webhook-id'] === failedId && r.body.attempts === 2),
      20_000,
    );
    const attempt = (span: OtlpSpan) =>
      Number(span.attributes?.find((a) => a.key === 'feira.webhook.attempt')?.value.intValue);
    // Only this request's delivery was attempted twice; its retry hangs from the request's trace, not from
    // a trace of its own.
    const retry = await eventually(async () =>
      receiver.spans.find((span) => span.name === 'webhook delivery' && attempt(span) === 2),
    );
    expect(retry.kind).toBe(3); // CLIENT
    const request = await eventually(async () =>
      receiver.spans.find(
        (span) => span.name === 'PUT /integration/prices/bysku' && span.traceId === retry.traceId,
      ),
    );
    expect(request.parentSpanId ?? '').toBe('');
  });

  it('stores the trace context on the outbox event', async () => {
    const rows = await queryRows<{ trace_parent: string | null }>(
      t.rt.database.db,
      sql`select trace_parent from outbox_events where name = 'price.PriceUpdated' and seller_id = ${sellerA}`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.trace_parent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
  });

  it("keeps each request's trace on its events when PUTs of one product share a transaction", async () => {
    const ctx = systemCtx(t.rt, sellerA);
    const product = (title: string) =>
      productBody('TR-P', {
        title,
        variations: [{ sku: 'TR-P-1', attributes: [] }],
      }) as unknown as ProductInput;
    await createProduct(ctx, product('T0'));
    const since = await queryRows<{ id: string }>(
      t.rt.database.db,
      sql`select coalesce(max(id), '') as id from outbox_events where seller_id = ${sellerA}`,
    );
    // Made one after the other, none awaited: the first runs alone and the rest share one transaction,
    // run in the context of the first of them.
    const traces = await Promise.all(
      ['T1', 'T2', 'T3', 'T4'].map((title) =>
        inSpan(`PUT ${title}`, {}, async () => {
          const traceId = currentTraceparent()!.split('-')[1]!;
          await replaceProduct(ctx, 'TR-P', product(title));
          return traceId;
        }),
      ),
    );
    const events = await queryRows<{ trace_parent: string | null }>(
      t.rt.database.db,
      sql`select trace_parent from outbox_events
          where seller_id = ${sellerA} and id > ${since[0]!.id} and payload->>'productId' = 'TR-P'
          order by id`,
    );
    expect(events.map((e) => e.trace_parent?.split('-')[1])).toEqual(traces);
  });

  it('gives log lines the trace id inside a span only', async () => {
    expect(tracingOn()).toBe(true);
    expect(currentTraceparent()).toBeNull();
    expect(traceLogFields()).toEqual({});
    const inside = await inSpan('probe', {}, async () => ({
      fields: traceLogFields(),
      traceparent: currentTraceparent(),
    }));
    expect(inside.fields.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(inside.traceparent).toContain(inside.fields.traceId!);
  });
});
