import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { sellerOf, withTransaction, type Ctx } from '../../platform/context.ts';
import { queryRows } from '../../platform/db/sql.ts';
import { DomainError, notFound } from '../../platform/http/errors.ts';
import type { PageResult, Paging } from '../../platform/http/hal.ts';
import { newId } from '../../platform/ids.ts';
import { buildEnvelope, type WebhookEnvelope } from './domain/envelope.ts';
import { SECRET_PREFIX } from './domain/signature.ts';
import { resolvedProblem } from '../../platform/http/outbound-guard.ts';
import { checkWebhookUrl } from './domain/url-rules.ts';
import { DELIVERY_CHANNEL } from './webhooks.delivery.ts';
import {
  openWebhookSecrets,
  sealWebhookSecret,
  sealWebhookSecrets,
  sealWebhookToken,
} from './webhooks.secrets.ts';
import type { MissedFilter, ResendInput, WebhookCreate, WebhookUpdate } from './webhooks.schemas.ts';
import { webhookAttempts, webhookDeliveries, webhooks } from './webhooks.tables.ts';

type WebhookRow = typeof webhooks.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** The old secret keeps verifying for this long after a rotation. */
const SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;

// Headers the delivery itself sets; a token in one of them would be overwritten or break the request.
const reservedHeaders = new Set([
  'host',
  'content-type',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'user-agent',
  'webhook-id',
  'webhook-timestamp',
  'webhook-signature',
]);

function invalid(
  field: string,
  message: string,
  code: 'validation-failed' | 'webhook-url-not-allowed' = 'validation-failed',
) {
  return new DomainError(code, `${field}: ${message}`, { field, errors: [{ field, message }] });
}

const newSecret = () => SECRET_PREFIX + randomBytes(24).toString('base64');
const toIso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/** Where a webhook may point, with the DNS half of the SSRF guard (checked again per connection). */
async function validatedUrl(ctx: Ctx, raw: string): Promise<string> {
  const allowInsecure = ctx.rt.config.allowInsecureWebhooks;
  const verdict = checkWebhookUrl(raw.trim(), allowInsecure);
  if (!verdict.ok) throw invalid('url', verdict.reason, 'webhook-url-not-allowed');
  const resolved = verdict.hostname ? await resolvedProblem(verdict.hostname) : null;
  if (resolved) throw invalid('url', resolved, 'webhook-url-not-allowed');
  return verdict.url.toString();
}

function checkToken(token: { header: string }): void {
  if (reservedHeaders.has(token.header.toLowerCase())) {
    throw invalid('token.header', `${token.header} is set by the delivery itself; choose another header`);
  }
}

function checkSubscription(statuses: readonly string[], domains: readonly string[]): void {
  if (statuses.length === 0 && domains.length === 0) {
    throw invalid('statuses', 'subscribe to at least one order status or domain');
  }
}

function toWebhook(row: WebhookRow) {
  return {
    id: row.id,
    urlName: row.urlName,
    url: row.url,
    token: { header: row.tokenHeader, value: row.tokenValue },
    statuses: row.statuses,
    domains: row.domains,
    status: row.status,
    disabledReason: row.disabledReason,
    disabledBy: row.disabledBy,
    disabledAt: toIso(row.disabledAt),
    failingSince: toIso(row.failingSince),
    lastSuccessAt: toIso(row.lastSuccessAt),
    previousSecretExpiresAt: toIso(row.previousSecretExpiresAt),
    createdAt: toIso(row.createdAt)!,
    updatedAt: toIso(row.updatedAt)!,
  };
}
export type Webhook = ReturnType<typeof toWebhook>;

async function findWebhook(ctx: Ctx, id: string, lock = false): Promise<WebhookRow> {
  const query = ctx.db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.sellerId, sellerOf(ctx)), eq(webhooks.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('webhook', id);
  return openWebhookSecrets(ctx.rt.secrets, row);
}

async function checkNameFree(ctx: Ctx, urlName: string, exceptId?: string): Promise<void> {
  const [taken] = await ctx.db
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(and(eq(webhooks.sellerId, sellerOf(ctx)), eq(webhooks.urlName, urlName)));
  if (taken && taken.id !== exceptId) {
    throw new DomainError('webhook-url-name-taken', `urlName ${JSON.stringify(urlName)} is already used`, {
      field: 'urlName',
    });
  }
}

/** Unique-index races end as the same 409 as the check before them. */
async function guardNameRace<T>(urlName: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
    if (cause?.code === '23505') {
      throw new DomainError('webhook-url-name-taken', `urlName ${JSON.stringify(urlName)} is already used`, {
        field: 'urlName',
      });
    }
    throw error;
  }
}

export async function createWebhook(ctx: Ctx, input: WebhookCreate): Promise<Webhook & { secret: string }> {
  const sellerId = sellerOf(ctx);
  const urlName = input.urlName.trim();
  const statuses = input.statuses ?? [];
  const domains = input.domains ?? [];
  checkToken(input.token);
  checkSubscription(statuses, domains);
  const url = await validatedUrl(ctx, input.url);
  await checkNameFree(ctx, urlName);
  const now = ctx.rt.clock.now().toISOString();
  const row: WebhookRow = {
    sellerId,
    id: newId('whk'),
    urlName,
    url,
    tokenHeader: input.token.header,
    tokenValue: input.token.value,
    statuses: [...statuses],
    domains: [...domains],
    status: 'ENABLED',
    disabledReason: null,
    disabledBy: null,
    disabledAt: null,
    failingSince: null,
    lastSuccessAt: null,
    secret: newSecret(),
    previousSecret: null,
    previousSecretExpiresAt: null,
    createdAt: now,
    updatedAt: now,
  };
  await guardNameRace(urlName, () => ctx.db.insert(webhooks).values(sealWebhookSecrets(ctx.rt.secrets, row)));
  return { ...toWebhook(row), secret: row.secret };
}

export async function listWebhooks(ctx: Ctx, paging: Paging): Promise<PageResult<Webhook>> {
  const sellerId = sellerOf(ctx);
  const rows = await ctx.db
    .select()
    .from(webhooks)
    .where(eq(webhooks.sellerId, sellerId))
    .orderBy(asc(webhooks.createdAt), asc(webhooks.id))
    .limit(paging.size)
    .offset(paging.page * paging.size);
  const [count] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(webhooks)
    .where(eq(webhooks.sellerId, sellerId));
  return {
    items: rows.map((row) => toWebhook(openWebhookSecrets(ctx.rt.secrets, row))),
    total: count?.n ?? 0,
  };
}

export async function getWebhook(ctx: Ctx, id: string): Promise<Webhook> {
  return toWebhook(await findWebhook(ctx, id));
}

export async function updateWebhook(ctx: Ctx, id: string, input: WebhookUpdate): Promise<Webhook> {
  if (input.token) checkToken(input.token);
  const url = input.url === undefined ? undefined : await validatedUrl(ctx, input.url);
  const urlName = input.urlName?.trim();
  return withTransaction(ctx, async (tx) => {
    const current = await findWebhook(tx, id, true);
    checkSubscription(input.statuses ?? current.statuses, input.domains ?? current.domains);
    if (urlName !== undefined && urlName !== current.urlName) await checkNameFree(tx, urlName, id);
    const changes: Partial<WebhookRow> = {
      ...(urlName !== undefined ? { urlName } : {}),
      ...(url !== undefined ? { url } : {}),
      ...(input.token
        ? {
            tokenHeader: input.token.header,
            tokenValue: sealWebhookToken(tx.rt.secrets, input.token.value),
          }
        : {}),
      ...(input.statuses ? { statuses: [...input.statuses] } : {}),
      ...(input.domains ? { domains: [...input.domains] } : {}),
      updatedAt: tx.rt.clock.now().toISOString(),
    };
    const [row] = await guardNameRace(urlName ?? current.urlName, () =>
      tx.db
        .update(webhooks)
        .set(changes)
        .where(and(eq(webhooks.sellerId, current.sellerId), eq(webhooks.id, id)))
        .returning(),
    );
    return toWebhook(openWebhookSecrets(tx.rt.secrets, row!));
  });
}

/**
 * Enabling clears the failing streak, so an endpoint the system disabled gets its full 5 days
 * again; what it missed meanwhile is in the missed notifications, ready to be resent.
 */
export async function setWebhookEnabled(
  ctx: Ctx,
  id: string,
  enabled: boolean,
  reason?: string,
): Promise<Webhook> {
  await findWebhook(ctx, id);
  const now = ctx.rt.clock.now().toISOString();
  const changes: Partial<WebhookRow> = enabled
    ? {
        status: 'ENABLED',
        disabledReason: null,
        disabledBy: null,
        disabledAt: null,
        failingSince: null,
        updatedAt: now,
      }
    : {
        status: 'DISABLED',
        disabledReason: reason?.trim() || 'disabled by the seller',
        disabledBy: 'SELLER',
        disabledAt: now,
        updatedAt: now,
      };
  const [row] = await ctx.db
    .update(webhooks)
    .set(changes)
    .where(and(eq(webhooks.sellerId, sellerOf(ctx)), eq(webhooks.id, id)))
    .returning();
  return toWebhook(openWebhookSecrets(ctx.rt.secrets, row!));
}

/** Deleting a webhook deletes its deliveries, log and missed notifications with it. */
export async function deleteWebhook(ctx: Ctx, id: string): Promise<void> {
  const sellerId = sellerOf(ctx);
  await withTransaction(ctx, async (tx) => {
    await findWebhook(tx, id, true);
    await tx.db
      .delete(webhookAttempts)
      .where(and(eq(webhookAttempts.sellerId, sellerId), eq(webhookAttempts.webhookId, id)));
    await tx.db
      .delete(webhookDeliveries)
      .where(and(eq(webhookDeliveries.sellerId, sellerId), eq(webhookDeliveries.webhookId, id)));
    await tx.db.delete(webhooks).where(and(eq(webhooks.sellerId, sellerId), eq(webhooks.id, id)));
  });
}

export async function getWebhookSecret(ctx: Ctx, id: string) {
  const row = await findWebhook(ctx, id);
  const overlapping =
    row.previousSecretExpiresAt && new Date(row.previousSecretExpiresAt) > ctx.rt.clock.now();
  return {
    secret: row.secret,
    previousSecretExpiresAt: overlapping ? toIso(row.previousSecretExpiresAt) : null,
  };
}

/** A new secret signs from now on; the old one keeps signing beside it for 24 h (Standard Webhooks). */
export async function rotateWebhookSecret(ctx: Ctx, id: string) {
  return withTransaction(ctx, async (tx) => {
    const row = await findWebhook(tx, id, true);
    const now = tx.rt.clock.now();
    const expires = new Date(now.getTime() + SECRET_OVERLAP_MS).toISOString();
    const secret = newSecret();
    await tx.db
      .update(webhooks)
      .set({
        secret: sealWebhookSecret(tx.rt.secrets, secret),
        previousSecret: sealWebhookSecret(tx.rt.secrets, row.secret, true),
        previousSecretExpiresAt: expires,
        updatedAt: now.toISOString(),
      })
      .where(and(eq(webhooks.sellerId, row.sellerId), eq(webhooks.id, id)));
    return { secret, previousSecretExpiresAt: expires };
  });
}

const wake = (ctx: Ctx) => ctx.db.execute(sql`select pg_notify(${DELIVERY_CHANNEL}, '')`);

/**
 * A test event through the real delivery path (signature, token, log), tried once: it shows
 * whether the endpoint works, and never becomes a missed notification.
 */
export async function sendTestEvent(ctx: Ctx, id: string) {
  return withTransaction(ctx, async (tx) => {
    const hook = await findWebhook(tx, id);
    const now = tx.rt.clock.now().toISOString();
    const [row] = await tx.db
      .insert(webhookDeliveries)
      .values({
        sellerId: hook.sellerId,
        id: newId('dlv'),
        webhookId: hook.id,
        eventId: newId('evt'),
        eventName: 'webhook.Test',
        domain: 'test',
        type: 'WebhookTest',
        resource: `/bffweb/webhooks/${encodeURIComponent(hook.id)}`,
        itemId: hook.id,
        relatedId: null,
        accountId: null,
        platform: null,
        tags: [],
        received: now,
        test: true,
        status: 'PENDING',
        mode: 'MANUAL',
        nextAttemptAt: now,
        createdAt: now,
      })
      .returning();
    await wake(tx);
    return toDelivery(row!);
  });
}

function toDelivery(row: DeliveryRow) {
  return {
    id: row.id,
    webhookId: row.webhookId,
    eventId: row.eventId,
    domain: row.domain,
    type: row.type,
    resource: row.resource,
    itemId: row.itemId,
    relatedId: row.relatedId,
    received: toIso(row.received)!,
    test: row.test,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'PENDING' ? toIso(row.nextAttemptAt) : null,
    lastAttemptAt: toIso(row.lastAttemptAt),
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    deliveredAt: toIso(row.deliveredAt),
    missedAt: toIso(row.missedAt),
    createdAt: toIso(row.createdAt)!,
  };
}
export type Delivery = ReturnType<typeof toDelivery>;

function envelopeOf(row: DeliveryRow): WebhookEnvelope | null {
  if (row.attempts === 0 || !row.lastAttemptAt) return null;
  return buildEnvelope(
    {
      sellerId: row.sellerId,
      domain: row.domain as never,
      type: row.type,
      resource: row.resource,
      itemId: row.itemId,
      relatedId: row.relatedId,
      accountId: row.accountId,
      platform: row.platform,
      tags: row.tags,
      received: toIso(row.received)!,
    },
    row.attempts,
    new Date(row.lastAttemptAt),
  );
}

export async function listDeliveries(
  ctx: Ctx,
  webhookId: string,
  filter: { status?: DeliveryRow['status'] },
  paging: Paging,
): Promise<PageResult<Delivery>> {
  const sellerId = sellerOf(ctx);
  await findWebhook(ctx, webhookId);
  const where = and(
    eq(webhookDeliveries.sellerId, sellerId),
    eq(webhookDeliveries.webhookId, webhookId),
    filter.status ? eq(webhookDeliveries.status, filter.status) : undefined,
  );
  const rows = await ctx.db
    .select()
    .from(webhookDeliveries)
    .where(where)
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(paging.size)
    .offset(paging.page * paging.size);
  const [count] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(webhookDeliveries)
    .where(where);
  return { items: rows.map(toDelivery), total: count?.n ?? 0 };
}

async function findDelivery(ctx: Ctx, webhookId: string, deliveryId: string): Promise<DeliveryRow> {
  const [row] = await ctx.db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.sellerId, sellerOf(ctx)),
        eq(webhookDeliveries.webhookId, webhookId),
        eq(webhookDeliveries.id, deliveryId),
      ),
    );
  if (!row) throw notFound('delivery', deliveryId);
  return row;
}

/** One delivery with every attempt: time, status code, latency, response excerpt, error. */
export async function getDelivery(ctx: Ctx, webhookId: string, deliveryId: string) {
  const row = await findDelivery(ctx, webhookId, deliveryId);
  const attempts = await ctx.db
    .select()
    .from(webhookAttempts)
    .where(and(eq(webhookAttempts.sellerId, row.sellerId), eq(webhookAttempts.deliveryId, row.id)))
    .orderBy(asc(webhookAttempts.at), asc(webhookAttempts.id));
  return {
    ...toDelivery(row),
    attemptLog: attempts.map((a) => ({
      attempt: a.attempt,
      mode: a.mode,
      at: toIso(a.at)!,
      statusCode: a.statusCode,
      latencyMs: a.latencyMs,
      responseExcerpt: a.responseExcerpt,
      error: a.error,
      delivered: a.delivered,
    })),
    payload: envelopeOf(row),
  };
}

/**
 * Manual redelivery of one delivery, whatever its state: one attempt now, with the next attempt
 * number. A delivery waiting for a retry is simply tried now, keeping its schedule if it fails.
 */
export async function redeliver(ctx: Ctx, webhookId: string, deliveryId: string): Promise<Delivery> {
  return withTransaction(ctx, async (tx) => {
    const row = await findDelivery(tx, webhookId, deliveryId);
    const now = tx.rt.clock.now();
    if (row.leaseUntil && new Date(row.leaseUntil) > now) {
      throw new DomainError(
        'delivery-in-progress',
        'This delivery is being attempted; look again in a few seconds',
      );
    }
    const mode = row.status === 'PENDING' ? row.mode : 'MANUAL';
    const [updated] = await tx.db
      .update(webhookDeliveries)
      .set({ status: 'PENDING', mode, nextAttemptAt: now.toISOString() })
      .where(and(eq(webhookDeliveries.sellerId, row.sellerId), eq(webhookDeliveries.id, row.id)))
      .returning();
    await wake(tx);
    return toDelivery(updated!);
  });
}

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
    throw invalid('until', 'must be after since');
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
      sent: toIso(r.last_attempt_at),
      received: toIso(r.received)!,
      lastAttemptAt: toIso(r.last_attempt_at),
      lastStatusCode: r.last_status_code,
      lastError: r.last_error,
      missedAt: toIso(r.missed_at)!,
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
  if (ids && hasWindow) throw invalid('ids', 'send either ids or a window (since, until, filters), not both');
  if (!ids && !window.since) throw invalid('since', 'send ids, or a window starting at since');
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
