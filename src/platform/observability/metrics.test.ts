import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../test/helpers/test-app.ts';
import { adminToken, bearer, tokenFor } from '../../../test/helpers/auth.ts';
import { send, twoSellers } from '../../../test/helpers/fixtures.ts';
import { channelShows, publishSkus, type PublishedSkus } from '../../../test/helpers/channels.ts';
import { sql } from 'drizzle-orm';
import { FakeClock } from '../clock.ts';
import { queryRows } from '../db/sql.ts';

const SCRAPE_TOKEN = 'scrape-token-0123456789abcdef0123456789';

/** The value of one series (name and exact label set) in a Prometheus text page; 0 when absent. */
function valueOf(page: string, series: string): number {
  const line = page.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

/** The sum of every series of a metric whose labels contain all of `labels`. */
function sumOf(page: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  return page
    .split('\n')
    .filter((l) => l.startsWith(`${name}{`) || l.startsWith(`${name} `))
    .filter((l) => wanted.every((w) => l.includes(w)))
    .reduce((sum, l) => sum + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);
}

describe('metrics at /actuator/prometheus', () => {
  let t: TestApp;
  let sellerA: string;
  let edit: { authorization: string };
  let cat: PublishedSkus;
  let admin: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp({
      clock: new FakeClock('2026-03-01T12:00:00.000Z'),
      config: { metricsToken: SCRAPE_TOKEN },
    });
    ({ sellerA, a: edit } = await twoSellers(t, ['price:edit']));
    cat = await publishSkus(t, sellerA, { skus: ['MX-1'], platforms: ['SANDBOX'] });
    admin = bearer(await adminToken(t));
  });
  afterAll(() => t.close());

  const scrape = async (headers: Record<string, string> = admin) => {
    const response = await t.app.inject({ method: 'GET', url: '/actuator/prometheus', headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  };

  it('is for operators: no token 401, a seller token 403, an admin token or the scrape token 200', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/actuator/prometheus' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['content-type']).toMatch(/problem\+json/);
    const seller = await t.app.inject({
      method: 'GET',
      url: '/actuator/prometheus',
      headers: bearer(await tokenFor(t, sellerA, ['price:edit'])),
    });
    expect(seller.statusCode).toBe(403);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/actuator/prometheus',
      headers: bearer(`${SCRAPE_TOKEN}x`),
    });
    expect(wrong.statusCode).toBe(401);
    expect(await scrape(bearer(SCRAPE_TOKEN))).toContain(
      '# TYPE feira_http_request_duration_seconds histogram',
    );
    // Health stays public for load balancers.
    expect((await t.app.inject({ method: 'GET', url: '/actuator/health' })).statusCode).toBe(200);
  });

  it('moves the HTTP, outbox, job and channel series after a price write', async () => {
    const before = await scrape();
    const route = 'method="PUT",route="/integration/prices/bysku",status="202"';
    const response = await send(t, 'PUT', '/integration/prices/bysku', { sku: 'MX-1', value: 42.5 }, edit);
    expect(response.statusCode, response.body).toBe(202);
    await channelShows(t, sellerA, 'SANDBOX', cat.adIds['MX-1']!['SANDBOX']!, 'price', '42.50');
    const after = await eventually(async () => {
      const page = await scrape();
      return sumOf(page, 'feira_channel_calls_total', { platform: 'SANDBOX', outcome: 'ok' }) >
        sumOf(before, 'feira_channel_calls_total', { platform: 'SANDBOX', outcome: 'ok' })
        ? page
        : undefined;
    });

    expect(valueOf(after, `feira_http_request_duration_seconds_count{${route}}`)).toBe(
      valueOf(before, `feira_http_request_duration_seconds_count{${route}}`) + 1,
    );
    expect(valueOf(after, `feira_http_request_duration_seconds_bucket{le="+Inf",${route}}`)).toBeGreaterThan(
      0,
    );
    expect(valueOf(after, 'feira_outbox_relayed_events_total')).toBeGreaterThan(
      valueOf(before, 'feira_outbox_relayed_events_total'),
    );
    expect(sumOf(after, 'feira_jobs_total', { outcome: 'completed' })).toBeGreaterThan(
      sumOf(before, 'feira_jobs_total', { outcome: 'completed' }),
    );
    expect(
      sumOf(after, 'feira_channel_call_duration_seconds_count', { platform: 'SANDBOX' }),
    ).toBeGreaterThan(sumOf(before, 'feira_channel_call_duration_seconds_count', { platform: 'SANDBOX' }));
    // Gauges read at scrape time: the relayed price event leaves no backlog behind.
    expect(after).toMatch(/^feira_outbox_lag_seconds \d/m);
    expect(after).toMatch(/^feira_job_queue_jobs\{queue="consumer\.[^"]+",state="ready"\} \d+/m);
    expect(after).toMatch(/^feira_webhook_endpoints\{health="healthy"\} \d+/m);
    expect(after).toMatch(/^feira_price_formation_jobs\{status="RUNNING"\} \d+/m);
    // Process metrics.
    expect(after).toMatch(/^process_cpu_user_seconds_total /m);
    expect(after).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it('with tracing off, stores no trace context on the outbox', async () => {
    const rows = await queryRows<{ trace_parent: string | null }>(
      t.rt.database.db,
      sql`select trace_parent from outbox_events where seller_id = ${sellerA}`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.trace_parent === null)).toBe(true);
  });

  it('labels requests by route template, never by the raw path', async () => {
    await send(t, 'GET', '/integration/prices/bysku?sku=MX-1', undefined, edit);
    await t.app.inject({ method: 'GET', url: '/no/such/path/12345' });
    const page = await scrape();
    expect(page).toContain('route="/integration/prices/bysku"');
    // No label holds the raw path (the page's numbers may hold any digits: test files share the process's
    // registry, and its sums are timings).
    expect(page).not.toMatch(/="[^"]*12345[^"]*"/);
  });
});
