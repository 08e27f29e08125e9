import { sql } from 'drizzle-orm';
import { queryRows } from '../src/platform/db/sql.ts';
import type { BenchService } from './harness.ts';

/** Jobs queued, running or due (the scheduler hands due entries to the queue each second). */
export async function pendingJobs(service: BenchService): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    service.rt.database.db,
    sql`select (select count(*) from pgboss.job where state in ('created', 'retry', 'active'))::int
             + (select count(*) from scheduled_jobs where status = 'PENDING' and run_at <= now())::int as n`,
  );
  return row!.n;
}

/** Waits for `done`, polling every 10 ms; throws after `timeoutMs`. */
export async function until(what: string, done: () => Promise<boolean> | boolean, timeoutMs = 900_000) {
  const deadline = performance.now() + timeoutMs;
  while (!(await done())) {
    if (performance.now() > deadline) throw new Error(`${what} not done in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Connects the token's seller to a consent channel as a browser would: the connect call, the channel's
 * consent page (the fake answers with its redirect), the callback with the connect cookie that ties it
 * to this browser (SEC-62). Then waits for what the connection starts (its first polls, the scan of
 * existing items) to end, so none of it runs while a row is measured.
 */
export async function connectThroughConsent(
  service: BenchService,
  token: string,
  platform: string,
): Promise<void> {
  const started = await fetch(`${service.baseUrl}/bffweb/marketplaces/${platform}/connect`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  if (started.status !== 200) throw new Error(`connect answered ${started.status}`);
  const { authorizationUrl } = (await started.json()) as { authorizationUrl: string };
  const cookie = /feira_connect=[^;]+/.exec(started.headers.get('set-cookie') ?? '')?.[0] ?? '';
  const consent = await fetch(authorizationUrl, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location') ?? '');
  const callback = await fetch(service.baseUrl + back.pathname + back.search, {
    redirect: 'manual',
    headers: { cookie },
  });
  if (callback.status !== 302) throw new Error(`connect callback answered ${callback.status}`);
  await until("the connection's jobs", async () => (await pendingJobs(service)) === 0);
}
