import { sql } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { arrayLiteral, inList, queryRows } from '../../../platform/db/sql.ts';
import type { EventOf } from '../../../platform/events/catalogue.ts';
import { newId } from '../../../platform/ids.ts';
import { isSubscribed, notificationFor } from '../domain/subscriptions.ts';
import { list, type Claimed } from './claimed.ts';
import type { DeliveryDispatcher } from './dispatcher.ts';

/**
 * The fan-out consumer: one delivery per subscribed webhook of each event's seller, idempotent per
 * (webhook, event) so a repeated event changes nothing; a whole batch of events costs one read of
 * the sellers' webhooks and one insert. A disabled endpoint's deliveries are recorded as missed
 * notifications at once, so the seller can recover them after enabling it. Given this process's
 * dispatcher, deliveries it has room for are inserted already claimed for it (`claimed`, for the
 * caller to hand over once they are committed), which saves the claim's round trip on the way from
 * event to receiver; the rest wait for a claim. Answers how many deliveries were created, those
 * claimed, and the endpoints of those that wait for a claim.
 */
export async function createDeliveries(
  events: readonly EventOf[],
  ctx: Ctx,
  dispatcher?: DeliveryDispatcher,
): Promise<{ created: number; claimed: Claimed[]; unclaimedWebhooks: string[] }> {
  const none = { created: 0, claimed: [], unclaimedWebhooks: [] };
  const notified = events.flatMap((event) => {
    const notification = event.sellerId ? notificationFor(event) : null;
    return notification ? [{ event, sellerId: event.sellerId!, notification }] : [];
  });
  if (notified.length === 0) return none;
  // Inside the caller's transaction (the relay's), its statements; else the dispatcher's connections.
  const db = ctx.inTransaction ? ctx.db : (dispatcher?.db ?? ctx.db);
  const sellers = [...new Set(notified.map((n) => n.sellerId))];
  const hooks = await queryRows<
    Pick<
      Claimed,
      'url' | 'token_header' | 'token_value' | 'secret' | 'previous_secret' | 'previous_secret_expires_at'
    > & {
      seller_id: string;
      id: string;
      statuses: string[];
      domains: string[];
      status: 'ENABLED' | 'DISABLED';
    }
  >(
    db,
    sql`select seller_id, id, statuses, domains, status, url, token_header, token_value, secret, previous_secret,
          previous_secret_expires_at
        from webhooks where seller_id in (${list(sellers)})`,
  );
  const byId = new Map(hooks.map((hook) => [hook.id, hook]));
  const now = ctx.rt.clock.now().toISOString();
  const handover = dispatcher?.handoverLease() ?? null;
  const rows = notified.flatMap(({ event, sellerId, notification }) =>
    hooks
      .filter((hook) => hook.seller_id === sellerId && isSubscribed(hook, notification))
      .map((hook) => {
        const enabled = hook.status === 'ENABLED';
        const lease = enabled && handover && dispatcher!.wouldClaim(hook.id) ? handover : null;
        return {
          lease_until: lease,
          seller_id: sellerId,
          id: newId('dlv'),
          webhook_id: hook.id,
          event_id: event.id,
          event_name: event.name,
          domain: notification.domain,
          type: notification.type,
          resource: notification.resource,
          item_id: notification.itemId,
          related_id: notification.relatedId,
          account_id: notification.accountId,
          platform: notification.platform,
          tags: notification.tags,
          received: event.occurredAt,
          status: enabled ? 'PENDING' : 'MISSED',
          mode: 'AUTO',
          // A claimed delivery is due again only if its lease lapses: claims need not look past it.
          next_attempt_at: enabled ? (lease ?? now) : null,
          missed_at: enabled ? null : now,
          last_error: enabled ? null : 'endpoint disabled',
          created_at: now,
          trace_parent: event.traceparent ?? null,
        };
      }),
  );
  if (rows.length === 0) return none;
  // The rows travel as one array per column (`arrayLiteral`, zipped by `unnest`): about half the
  // bytes of the same rows as JSON objects, and parsed about twice as fast.
  // It answers a count, not the ids: a repeated event (the only way a row can already be there) is
  // rare, and only then are the new rows told apart, by their ids, which nothing else has.
  const column = (of: (row: (typeof rows)[number]) => string | null) => arrayLiteral(rows.map(of));
  const [counted] = await queryRows<{ n: number }>(
    db,
    sql`with inserted as (insert into webhook_deliveries (seller_id, id, webhook_id, event_id, event_name, domain,
          type, resource, item_id, related_id, account_id, platform, tags, received, status, mode, next_attempt_at,
          lease_until, missed_at, last_error, created_at, trace_parent)
        select seller_id, id, webhook_id, event_id, event_name, domain, type, resource, item_id, related_id,
          account_id, platform, tags::text[], received, status, 'AUTO', next_attempt_at, lease_until, missed_at,
          last_error, ${now}::timestamptz, trace_parent
        from unnest(${column((r) => r.seller_id)}::text[], ${column((r) => r.id)}::text[],
          ${column((r) => r.webhook_id)}::text[], ${column((r) => r.event_id)}::text[],
          ${column((r) => r.event_name)}::text[], ${column((r) => r.domain)}::text[], ${column((r) => r.type)}::text[],
          ${column((r) => r.resource)}::text[], ${column((r) => r.item_id)}::text[],
          ${column((r) => r.related_id)}::text[], ${column((r) => r.account_id)}::text[],
          ${column((r) => r.platform)}::text[], ${column((r) => arrayLiteral(r.tags))}::text[],
          ${column((r) => r.received)}::timestamptz[], ${column((r) => r.status)}::text[],
          ${column((r) => r.next_attempt_at)}::timestamptz[], ${column((r) => r.lease_until)}::timestamptz[],
          ${column((r) => r.missed_at)}::timestamptz[], ${column((r) => r.last_error)}::text[],
          ${column((r) => r.trace_parent)}::text[])
          as r(seller_id, id, webhook_id, event_id, event_name, domain, type, resource, item_id, related_id,
            account_id, platform, tags, received, status, next_attempt_at, lease_until, missed_at, last_error,
            trace_parent)
        on conflict do nothing
        returning 1)
        select count(*)::int as n from inserted`,
  );
  const created =
    counted!.n === rows.length
      ? new Set(rows.map((row) => row.id))
      : new Set(
          (
            await queryRows<{ id: string }>(
              db,
              sql`select id from webhook_deliveries
                  where ${inList(sql`seller_id`, sellers)} and ${inList(
                    sql`id`,
                    rows.map((row) => row.id),
                  )}`,
            )
          ).map((row) => row.id),
        );
  const claimed: Claimed[] = rows
    .filter((row) => row.lease_until && created.has(row.id))
    .map((row) => {
      const hook = byId.get(row.webhook_id)!;
      return {
        ...row,
        lease_until: row.lease_until!,
        test: false,
        mode: 'AUTO',
        attempts: 0,
        url: hook.url,
        token_header: hook.token_header,
        token_value: hook.token_value,
        secret: hook.secret,
        previous_secret: hook.previous_secret,
        previous_secret_expires_at: hook.previous_secret_expires_at,
        webhook_status: hook.status,
        trace_parent: null,
      };
    });
  const unclaimed = rows.filter((row) => row.status === 'PENDING' && !row.lease_until && created.has(row.id));
  return {
    created: created.size,
    claimed,
    unclaimedWebhooks: [...new Set(unclaimed.map((row) => row.webhook_id))],
  };
}
