import { sql, type SQL } from 'drizzle-orm';
import { sellerOf, withTransaction, type Ctx } from '../../../platform/context.ts';
import { queryRows } from '../../../platform/db/sql.ts';
import { DomainError, invalidField } from '../../../platform/http/errors.ts';
import type { Paging } from '../../../platform/http/hal.ts';
import { iso, isoOrNull } from '../../../platform/time.ts';
import { wake } from './deliveries.ts';
import type { MissedFilter, ResendInput } from '../webhooks.schemas.ts';

function missedConditions(sellerId: string, filter: MissedFilter): SQL {
  const parts: SQL[] = [sql`d.seller_id = ${sellerId}`, sql`d.status = 'MISSED'`, sql`d.test = false`];
  if (filter.urlName) parts.push(sql`w.url_name = ${filter.urlName}`);
  if (filter.since) parts.push(sql`d.received >= ${new Date(filter.since).toISOString()}`);
  if (filter.until) parts.push(sql`d.received < ${new Date(filter.until).toISOString()}`);
  if (filter.domain) parts.push(sql`d.domain = ${filter.domain}`);
  if (filter.type) parts.push(sql`d.type = ${filter.type}`);
  return sql.join(parts, sql` and `);
}

function checkWindow(filter: MissedFilter): void {
  if (filter.since && filter.until && new Date(filter.until) <= new Date(filter.since)) {
    throw invalidField('until', 'must be after since', 'before-other', { other: 'since' });
  }
}

interface MissedRow {
  id: string;
  url_name: string;
  webhook_id: string;
  seller_id: string;
  resource: string;
  domain: string;
  account_id: string | null;
  platform: string | null;
  item_id: string;
  related_id: string | null;
  type: string;
  tags: string[];
  attempts: number;
  received: string | Date;
  last_attempt_at: string | Date | null;
  last_status_code: number | null;
  last_error: string | null;
  missed_at: string | Date;
}

/** Missed notifications: oldest event first, filtered by the event's time. */
export async function listMissed(ctx: Ctx, filter: MissedFilter, paging: Paging) {
  checkWindow(filter);
  const where = missedConditions(sellerOf(ctx), filter);
  const rows = await queryRows<MissedRow>(
    ctx.db,
    sql`select d.id, w.url_name, d.webhook_id, d.seller_id, d.resource, d.domain, d.account_id, d.platform,
          d.item_id, d.related_id, d.type, d.tags, d.attempts, d.received, d.last_attempt_at,
          d.last_status_code, d.last_error, d.missed_at
        from webhook_deliveries d join webhooks w on w.seller_id = d.seller_id and w.id = d.webhook_id
        where ${where} order by d.received, d.id limit ${paging.size} offset ${paging.page * paging.size}`,
  );
  const [count] = await queryRows<{ n: number }>(
    ctx.db,
    sql`select count(*)::int as n from webhook_deliveries d
        join webhooks w on w.seller_id = d.seller_id and w.id = d.webhook_id where ${where}`,
  );
  return {
    items: rows.map((r) => ({
      id: r.id,
      urlName: r.url_name,
      webhookId: r.webhook_id,
      resource: r.resource,
      domain: r.domain,
      sellerId: r.seller_id,
      accountId: r.account_id,
      platform: r.platform,
      itemId: r.item_id,
      relatedId: r.related_id,
      type: r.type,
      tags: r.tags,
      attempts: r.attempts,
      sent: isoOrNull(r.last_attempt_at),
      received: iso(r.received),
      lastAttemptAt: isoOrNull(r.last_attempt_at),
      lastStatusCode: r.last_status_code,
      lastError: r.last_error,
      missedAt: iso(r.missed_at),
    })),
    total: count?.n ?? 0,
  };
}

/**
 * Sends missed notifications again, one attempt each, by id (all must be this seller's missed
 * notifications, else nothing is resent) or by a window of event time with optional filters.
 * One that fails again stays a missed notification.
 */
export async function resendMissed(ctx: Ctx, input: ResendInput): Promise<{ count: number; ids: string[] }> {
  const sellerId = sellerOf(ctx);
  const { ids, ...window } = input;
  const hasWindow = Object.values(window).some((v) => v !== undefined);
  if (ids && hasWindow)
    throw invalidField(
      'ids',
      'send either ids or a window (since, until, filters), not both',
      'exclusive-with',
      {
        other: 'since',
      },
    );
  if (!ids && !window.since)
    throw invalidField('since', 'send ids, or a window starting at since', 'required-with', {
      other: 'ids',
    });
  checkWindow(window);
  return withTransaction(ctx, async (tx) => {
    const now = tx.rt.clock.now().toISOString();
    let selection: SQL;
    if (ids) {
      const found = await queryRows<{ id: string }>(
        tx.db,
        sql`select id from webhook_deliveries where seller_id = ${sellerId} and status = 'MISSED' and test = false
            and id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )}) for update`,
      );
      const missing = ids.filter((id) => !found.some((row) => row.id === id));
      if (missing.length > 0) {
        throw new DomainError(
          'not-found',
          `No missed notification ${missing.map((id) => JSON.stringify(id)).join(', ')}`,
          {
            resource: 'missed notification',
            ids: missing,
          },
        );
      }
      selection = sql`d.seller_id = ${sellerId} and d.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`;
    } else {
      selection = sql`d.id in (select d.id from webhook_deliveries d
        join webhooks w on w.seller_id = d.seller_id and w.id = d.webhook_id
        where ${missedConditions(sellerId, window)})`;
    }
    const resent = await queryRows<{ id: string }>(
      tx.db,
      sql`update webhook_deliveries d set status = 'PENDING', mode = 'MANUAL', next_attempt_at = ${now}
          where d.seller_id = ${sellerId} and d.status = 'MISSED' and ${selection}
          returning d.id`,
    );
    if (resent.length > 0) await wake(tx);
    return { count: resent.length, ids: resent.map((row) => row.id) };
  });
}
