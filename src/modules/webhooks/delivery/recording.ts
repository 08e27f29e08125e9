import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/connection.ts';
import { arrayLiteral, queryRows } from '../../../platform/db/sql.ts';
import { newId } from '../../../platform/ids.ts';
import type { Runtime } from '../../../platform/runtime.ts';
import {
  RETENTION_MS,
  afterAttempt,
  autoDisableReason,
  isDelivered,
  shouldAutoDisable,
} from '../domain/retry.ts';
import type { Result } from './claimed.ts';

/** A delivery's new state after an attempt, a row of the recording statement. */
interface StateRow {
  seller_id: string;
  id: string;
  attempted: boolean;
  status: string;
  attempts: number;
  next_at: string | null;
  at: string;
  code: number | null;
  error: string | null;
  delivered_at: string | null;
  missed_at: string | null;
  /** Set for a first automatic attempt that delivered: recorded on the row, not in the attempt log. */
  latency_ms: number | null;
  excerpt: string | null;
}

/** One line of the attempt log. */
interface AttemptRow {
  seller_id: string;
  id: string;
  delivery_id: string;
  webhook_id: string;
  attempt: number;
  mode: string;
  at: string;
  status_code: number | null;
  latency_ms: number;
  response_excerpt: string | null;
  error: string | null;
  delivered: boolean;
}

const attemptColumns: Record<keyof AttemptRow, string> = {
  seller_id: 'text',
  id: 'text',
  delivery_id: 'text',
  webhook_id: 'text',
  attempt: 'int',
  mode: 'text',
  at: 'timestamptz',
  status_code: 'int',
  latency_ms: 'int',
  response_excerpt: 'text',
  error: 'text',
  delivered: 'boolean',
};

/**
 * The attempt log as `unnest`'s arguments, one typed array per column (about half the bytes of JSON
 * objects, parsed about twice as fast), and the matching column list.
 */
function attemptLogColumns(rows: readonly AttemptRow[]): { arrays: SQL; names: SQL } {
  const fields = Object.keys(attemptColumns) as (keyof AttemptRow)[];
  const arrays = fields.map((field) => {
    const values = rows.map((row) => (row[field] === null ? null : String(row[field])));
    return sql`${arrayLiteral(values)}::${sql.raw(attemptColumns[field])}[]`;
  });
  return { arrays: sql.join(arrays, sql`, `), names: sql.raw(fields.join(', ')) };
}

/**
 * The first attempts kept on their rows (`last_latency_ms` set) among the given deliveries, as they
 * were before this statement's update: every part of one statement reads the same snapshot.
 */
function firstOnRowCte(candidates: { seller_id: string; id: string; att: string }[]): SQL {
  if (candidates.length === 0) return sql``;
  return sql`first_on_row as (
      select d.seller_id, d.id, c.att, d.webhook_id, d.attempts, d.last_attempt_at, d.last_status_code,
        d.last_latency_ms, d.last_response_excerpt
      from (select * from json_to_recordset(${JSON.stringify(candidates)}::json)
            as c(seller_id text, id text, att text) offset 0) c
      join webhook_deliveries d on d.seller_id = c.seller_id and d.id = c.id
      where d.last_latency_ms is not null),`;
}

/**
 * Records a batch of outcomes in one statement (atomic by itself, one round trip): the attempt log,
 * each delivery's new state, and endpoint health — a success clears the failing streak, a failure
 * starts one. Test events do not count for health. A streak of 5 days then disables the endpoint
 * with the reason shown to the seller (rare, a statement of its own: the next failure would do it
 * if this one were lost).
 */
export async function recordResults(rt: Runtime, db: Executor, batch: Result[]): Promise<void> {
  const now = rt.clock.now();
  const log: AttemptRow[] = [];
  const states: StateRow[] = [];
  const firstOnRow: { seller_id: string; id: string; att: string }[] = [];
  const succeeded = new Map<string, string>();
  const failed = new Map<string, { sellerId: string; at: string; error: string }>();
  for (const r of batch) {
    const { delivery, outcome } = r;
    const at = r.at.toISOString();
    if (!outcome) {
      states.push({
        seller_id: delivery.seller_id,
        id: delivery.id,
        attempted: false,
        status: 'MISSED',
        attempts: r.attempt,
        next_at: null,
        at,
        code: null,
        error: 'endpoint disabled',
        delivered_at: null,
        missed_at: at,
        latency_ms: null,
        excerpt: null,
      });
      continue;
    }
    const delivered = isDelivered(outcome.statusCode);
    const state = afterAttempt(delivery, r.attempt, delivered, r.at, Math.random());
    // The common case, a first automatic attempt that delivered, is one update of the delivery's row
    // and no attempt-log row (WH-17): the row's last_* columns are that attempt's log line.
    const onRow = delivered && r.attempt === 1 && delivery.mode === 'AUTO' && !delivery.test;
    // A later attempt of a delivery whose first attempt was kept on its row moves that line into the
    // log before the row's last_* columns are overwritten.
    if (r.attempt === 2)
      firstOnRow.push({ seller_id: delivery.seller_id, id: delivery.id, att: newId('att') });
    states.push({
      seller_id: delivery.seller_id,
      id: delivery.id,
      attempted: true,
      status: state.status,
      attempts: r.attempt,
      next_at: state.nextAttemptAt?.toISOString() ?? null,
      at,
      code: outcome.statusCode,
      error: outcome.error,
      delivered_at: state.deliveredAt?.toISOString() ?? null,
      missed_at: state.missedAt?.toISOString() ?? null,
      latency_ms: onRow ? outcome.latencyMs : null,
      excerpt: onRow ? outcome.responseExcerpt : null,
    });
    if (!onRow)
      log.push({
        seller_id: delivery.seller_id,
        id: newId('att'),
        delivery_id: delivery.id,
        webhook_id: delivery.webhook_id,
        attempt: r.attempt,
        mode: delivery.mode,
        at,
        status_code: outcome.statusCode,
        latency_ms: outcome.latencyMs,
        response_excerpt: outcome.responseExcerpt,
        error: outcome.error,
        delivered,
      });
    if (delivery.test) continue;
    if (state.status === 'DELIVERED') succeeded.set(delivery.webhook_id, delivery.seller_id);
    else
      failed.set(delivery.webhook_id, { sellerId: delivery.seller_id, at, error: outcome.error ?? 'failed' });
  }
  for (const id of succeeded.keys()) failed.delete(id);
  const healthy = [...succeeded].map(([id, sellerId]) => ({ seller_id: sellerId, id }));
  const failing = [...failed].map(([id, f]) => ({ seller_id: f.sellerId, id, at: f.at }));
  // The deliveries are found through the primary key, one probe per outcome: the outcome rows sit behind
  // a fence (`offset 0`) and are joined on (seller_id, id) alone. They travel as JSON, whose row count
  // the planner guesses (100): given the true count of an `unnest`, it hashed them and read the whole
  // table instead. With `= any` lists of the batch's
  // sellers and ids beside the join, the planner (no statistics on a young table) took another index
  // led by seller_id and filtered the seller's whole history once per outcome: 3 s for 500 outcomes
  // at 50,000 deliveries. The attempt log is written only for the deliveries the update found, so
  // a webhook deleted while its delivery was posting takes its log with it.
  const logColumns = attemptLogColumns(log);
  const streaks = await queryRows<{
    seller_id: string;
    id: string;
    failing_since: string | Date;
    status: string;
  }>(
    db,
    sql`with ${firstOnRowCte(firstOnRow)} states as (
          update webhook_deliveries d set status = v.status, attempts = v.attempts, next_attempt_at = v.next_at,
            lease_until = null,
            last_attempt_at = case when v.attempted then v.at else d.last_attempt_at end,
            last_status_code = case when v.attempted then v.code else d.last_status_code end,
            last_latency_ms = case when v.attempted then v.latency_ms else d.last_latency_ms end,
            last_response_excerpt = case when v.attempted then v.excerpt else d.last_response_excerpt end,
            last_error = v.error,
            delivered_at = coalesce(v.delivered_at, d.delivered_at), missed_at = v.missed_at
          from (select * from json_to_recordset(${JSON.stringify(states)}::json) as v(seller_id text, id text,
            attempted boolean, status text, attempts int, next_at timestamptz, at timestamptz, code int,
            error text, delivered_at timestamptz, missed_at timestamptz, latency_ms int, excerpt text)
            offset 0) v
          where d.seller_id = v.seller_id and d.id = v.id
          returning d.seller_id, d.id),
        attempts as (
          insert into webhook_attempts (${logColumns.names})
          select r.* from unnest(${logColumns.arrays}) as r(${logColumns.names})
          join states s on s.seller_id = r.seller_id and s.id = r.delivery_id),
        ${
          firstOnRow.length
            ? sql`moved as (
          insert into webhook_attempts (seller_id, id, delivery_id, webhook_id, attempt, mode, at, status_code,
            latency_ms, response_excerpt, error, delivered)
          select f.seller_id, f.att, f.id, f.webhook_id, f.attempts, 'AUTO', f.last_attempt_at, f.last_status_code,
            f.last_latency_ms, f.last_response_excerpt, null, true
          from first_on_row f join states s on s.seller_id = f.seller_id and s.id = f.id),`
            : sql``
        }
        healthy as (
          update webhooks w set failing_since = null, last_success_at = ${now.toISOString()}
          from json_to_recordset(${JSON.stringify(healthy)}::json) as v(seller_id text, id text)
          where w.seller_id = v.seller_id and w.id = v.id)
        update webhooks w set failing_since = coalesce(w.failing_since, v.at)
        from json_to_recordset(${JSON.stringify(failing)}::json) as v(seller_id text, id text, at timestamptz)
        where w.seller_id = v.seller_id and w.id = v.id
        returning w.seller_id, w.id, w.failing_since, w.status`,
  );
  for (const streak of streaks) {
    const since = new Date(streak.failing_since);
    if (streak.status !== 'ENABLED' || !shouldAutoDisable(since, now)) continue;
    await db.execute(sql`
      update webhooks set status = 'DISABLED', disabled_by = 'SYSTEM', disabled_at = ${now.toISOString()},
        disabled_reason = ${autoDisableReason(since, failed.get(streak.id)!.error)}, updated_at = ${now.toISOString()}
      where seller_id = ${streak.seller_id} and id = ${streak.id} and status = 'ENABLED'`);
  }
}

/**
 * Deletes final deliveries, with their attempts, whose last change is older than the retention. One
 * endpoint at a time, through the index the delivery log reads by (seller, webhook, creation): an
 * index of its own on the creation time alone would cost every delivery's insert and update an
 * entry more for a purge that runs once an hour.
 */
export async function purgeExpiredDeliveries(rt: Runtime): Promise<number> {
  const cutoff = new Date(rt.clock.now().getTime() - RETENTION_MS).toISOString();
  const hooks = await queryRows<{ seller_id: string; id: string }>(
    rt.database.db,
    sql`select seller_id, id from webhooks`,
  );
  let total = 0;
  for (const hook of hooks) {
    for (;;) {
      const deleted = await queryRows<{ id: string }>(
        rt.database.db,
        sql`with expired as (
              select seller_id, id from webhook_deliveries
              where seller_id = ${hook.seller_id} and webhook_id = ${hook.id} and created_at < ${cutoff}
                and status <> 'PENDING'
                and coalesce(missed_at, delivered_at, last_attempt_at, created_at) < ${cutoff}
              limit 5000),
            attempts as (
              delete from webhook_attempts a using expired e
              where a.seller_id = e.seller_id and a.delivery_id = e.id)
            delete from webhook_deliveries d using expired e
            where d.seller_id = e.seller_id and d.id = e.id
            returning d.id`,
      );
      total += deleted.length;
      if (deleted.length < 5000) break;
    }
  }
  return total;
}
