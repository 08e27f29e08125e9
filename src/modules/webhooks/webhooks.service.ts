import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { sellerOf, withTransaction, type Ctx } from '../../platform/context.ts';
import { DomainError, invalidField } from '../../platform/http/errors.ts';
import type { PageResult, Paging } from '../../platform/http/hal.ts';
import { newId } from '../../platform/ids.ts';
import { iso, isoOrNull } from '../../platform/time.ts';
import { SECRET_PREFIX } from './domain/signature.ts';
import { resolvedProblem } from '../../platform/http/outbound-guard.ts';
import { checkWebhookUrl } from './domain/url-rules.ts';
import {
  openWebhookSecrets,
  sealWebhookSecret,
  sealWebhookSecrets,
  sealWebhookToken,
} from './webhooks.secrets.ts';
import type { WebhookCreate, WebhookUpdate } from './webhooks.schemas.ts';
import { webhookAttempts, webhookDeliveries, webhooks } from './webhooks.tables.ts';
import { recordChange, type AuditChange } from '../audit/index.ts';
import { selectPage } from '../../platform/db/page.ts';
import { sellerRow } from '../../platform/db/seller-row.ts';

type WebhookRow = typeof webhooks.$inferSelect;

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

const newSecret = () => SECRET_PREFIX + randomBytes(24).toString('base64');

/** Where a webhook may point, with the DNS half of the SSRF guard (checked again per connection). */
async function validatedUrl(ctx: Ctx, raw: string): Promise<string> {
  const allowInsecure = ctx.rt.config.allowInsecureWebhooks;
  const verdict = checkWebhookUrl(raw.trim(), allowInsecure);
  if (!verdict.ok)
    throw invalidField('url', verdict.reason, 'address-not-allowed', { code: 'webhook-url-not-allowed' });
  const resolved = verdict.hostname ? await resolvedProblem(verdict.hostname) : null;
  if (resolved)
    throw invalidField('url', resolved, 'address-not-allowed', { code: 'webhook-url-not-allowed' });
  return verdict.url.toString();
}

function checkToken(token: { header: string }): void {
  if (reservedHeaders.has(token.header.toLowerCase())) {
    throw invalidField(
      'token.header',
      `${token.header} is set by the delivery itself; choose another header`,
      'reserved',
    );
  }
}

function checkSubscription(statuses: readonly string[], domains: readonly string[]): void {
  if (statuses.length === 0 && domains.length === 0) {
    throw invalidField('statuses', 'subscribe to at least one order status or domain', 'required-with', {
      other: 'domains',
    });
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
    disabledAt: isoOrNull(row.disabledAt),
    failingSince: isoOrNull(row.failingSince),
    lastSuccessAt: isoOrNull(row.lastSuccessAt),
    previousSecretExpiresAt: isoOrNull(row.previousSecretExpiresAt),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
export type Webhook = ReturnType<typeof toWebhook>;

/** What the change history keeps of an endpoint: never its token value nor its signing secret. */
function auditView(row: WebhookRow | null): Record<string, unknown> | null {
  if (!row) return null;
  const { urlName, url, tokenHeader, statuses, domains, status, disabledReason } = row;
  return { urlName, url, tokenHeader, statuses, domains, status, disabledReason };
}

const auditWebhook = (
  ctx: Ctx,
  action: AuditChange['action'],
  id: string,
  before: WebhookRow | null,
  after: WebhookRow | null,
  extra: Record<string, unknown> = {},
) =>
  recordChange(ctx, {
    action,
    entity: 'webhook',
    entityId: id,
    before: auditView(before),
    after: after ? { ...auditView(after), ...extra } : null,
  });

export async function findWebhook(ctx: Ctx, id: string, lock = false): Promise<WebhookRow> {
  return openWebhookSecrets(ctx.rt.secrets, await sellerRow(ctx, webhooks, id, 'webhook', lock));
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
  await withTransaction(ctx, async (tx) => {
    await guardNameRace(urlName, () => tx.db.insert(webhooks).values(sealWebhookSecrets(tx.rt.secrets, row)));
    await auditWebhook(tx, 'CREATE', row.id, null, row);
  });
  return { ...toWebhook(row), secret: row.secret };
}

export async function listWebhooks(ctx: Ctx, paging: Paging): Promise<PageResult<Webhook>> {
  const sellerId = sellerOf(ctx);
  const order = [asc(webhooks.createdAt), asc(webhooks.id)];
  const { rows, total } = await selectPage(ctx.db, webhooks, eq(webhooks.sellerId, sellerId), order, paging);
  return {
    items: rows.map((row) => toWebhook(openWebhookSecrets(ctx.rt.secrets, row))),
    total,
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
    // A new token value shows as replaced, never as itself.
    await auditWebhook(tx, 'UPDATE', id, current, row!, input.token ? { tokenReplaced: true } : {});
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
  return withTransaction(ctx, async (tx) => {
    const before = await findWebhook(tx, id, true);
    const row = await setEnabled(tx, id, enabled, reason);
    await auditWebhook(tx, enabled ? 'ENABLE' : 'DISABLE', id, before, row);
    return toWebhook(openWebhookSecrets(tx.rt.secrets, row));
  });
}

async function setEnabled(ctx: Ctx, id: string, enabled: boolean, reason?: string): Promise<WebhookRow> {
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
  return row!;
}

/** Deleting a webhook deletes its deliveries, log and missed notifications with it. */
export async function deleteWebhook(ctx: Ctx, id: string): Promise<void> {
  const sellerId = sellerOf(ctx);
  await withTransaction(ctx, async (tx) => {
    const before = await findWebhook(tx, id, true);
    await tx.db
      .delete(webhookAttempts)
      .where(and(eq(webhookAttempts.sellerId, sellerId), eq(webhookAttempts.webhookId, id)));
    await tx.db
      .delete(webhookDeliveries)
      .where(and(eq(webhookDeliveries.sellerId, sellerId), eq(webhookDeliveries.webhookId, id)));
    await tx.db.delete(webhooks).where(and(eq(webhooks.sellerId, sellerId), eq(webhooks.id, id)));
    await auditWebhook(tx, 'DELETE', id, before, null);
  });
}

export async function getWebhookSecret(ctx: Ctx, id: string) {
  const row = await findWebhook(ctx, id);
  const overlapping =
    row.previousSecretExpiresAt && new Date(row.previousSecretExpiresAt) > ctx.rt.clock.now();
  return {
    secret: row.secret,
    previousSecretExpiresAt: overlapping ? isoOrNull(row.previousSecretExpiresAt) : null,
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
    // The secrets themselves never enter the history: only that one was replaced, and until when the old one signs.
    await recordChange(tx, {
      action: 'ROTATE_SECRET',
      entity: 'webhook',
      entityId: id,
      before: null,
      after: { previousSecretExpiresAt: expires },
    });
    return { secret, previousSecretExpiresAt: expires };
  });
}
