import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { sellerOf, systemCtx, withTransaction, type Ctx } from '../../platform/context.ts';
import { appendEvent } from '../../platform/events/events.ts';
import { DomainError, notFound } from '../../platform/http/errors.ts';
import { newId } from '../../platform/ids.ts';
import type { Runtime } from '../../platform/runtime.ts';
import { iso } from '../../platform/time.ts';
import { connectedAccount, connectorFor, type LabelGroupResult } from '../marketplaces/index.ts';
import { ordersForLabels, requireOrder } from '../orders/index.ts';
import { tagGroups, tagPackages } from './tags.tables.ts';
import { sellerRow } from '../../platform/db/seller-row.ts';

const LABELS_JOB = 'tags.generate';

type GroupRow = typeof tagGroups.$inferSelect;
type PackageRow = typeof tagPackages.$inferSelect;

/**
 * `tags/group/{platform}`: records the group and hands it to a worker, which asks the
 * channel. The answer (202) means the request was taken, not that any label exists yet.
 */
export async function requestLabelGroup(
  ctx: Ctx,
  platform: string,
  input: { orderIds: string[] },
): Promise<{ groupId: string }> {
  const sellerId = sellerOf(ctx);
  const account = await connectedAccount(ctx, platform);
  if (!account) {
    throw new DomainError('platform-not-connected', `platform ${platform} is not connected`, {
      field: 'platform',
    });
  }
  const orders = await ordersForLabels(ctx, platform, [...new Set(input.orderIds)]);
  const groupId = newId('tgr');
  await withTransaction(ctx, async (tx) => {
    const now = tx.rt.clock.now().toISOString();
    await tx.db.insert(tagGroups).values({
      sellerId,
      id: groupId,
      platform,
      accountId: account.accountId,
      status: 'PROCESSING',
      orders,
      error: null,
      createdAt: now,
      updatedAt: now,
    });
    await tx.rt.jobs.send(tx, LABELS_JOB, { sellerId, groupId });
  });
  return { groupId };
}

function packagesOf(sellerId: string, groupId: string, result: LabelGroupResult): PackageRow[] {
  if (!result.ok) return [];
  return result.packages.map((pkg) =>
    // A label is text (ZPL, or a PDF as base64): bytes that are not would fail the insert on every
    // retry and leave the group PROCESSING, so such a package is refused with the reason instead.
    pkg.ok && !pkg.content.includes('\u0000')
      ? {
          sellerId,
          groupId,
          orderId: pkg.orderId,
          packageId: pkg.packageId,
          status: 'GENERATED',
          refusalReason: null,
          format: pkg.format,
          content: pkg.content,
        }
      : {
          sellerId,
          groupId,
          orderId: pkg.orderId,
          packageId: null,
          status: 'REFUSED',
          refusalReason: pkg.ok ? `the ${pkg.format} label ${pkg.packageId} is not text` : pkg.refusal,
          format: null,
          content: null,
        },
  );
}

/**
 * The worker's half: asks the channel outside any transaction (a channel outage throws and the job
 * retries), then stores the packages and the outcome with its TAG event in one transaction. A group
 * already settled is left alone, so a retried job emits nothing twice.
 */
async function generateLabels(ctx: Ctx, groupId: string): Promise<void> {
  const sellerId = sellerOf(ctx);
  const group = await groupRow(ctx, groupId);
  if (group.status !== 'PROCESSING') return;
  const account = await connectedAccount(ctx, group.platform);
  const result: LabelGroupResult = account
    ? await connectorFor(ctx.rt, group.platform).requestLabels(account, { groupId, orders: group.orders })
    : { ok: false, error: `platform ${group.platform} was disconnected` };
  const packages = packagesOf(sellerId, groupId, result);
  const generated = packages.filter((pkg) => pkg.status === 'GENERATED');
  const status =
    !result.ok || generated.length === 0
      ? 'ERROR'
      : generated.length < packages.length
        ? 'PARTIALLY_COMPLETE'
        : 'COMPLETE';
  await withTransaction(ctx, async (tx) => {
    const settled = await tx.db
      .update(tagGroups)
      .set({ status, error: result.ok ? null : result.error, updatedAt: tx.rt.clock.now().toISOString() })
      .where(
        and(eq(tagGroups.sellerId, sellerId), eq(tagGroups.id, groupId), eq(tagGroups.status, 'PROCESSING')),
      )
      .returning({ id: tagGroups.id });
    if (settled.length === 0) return;
    if (packages.length > 0) await tx.db.insert(tagPackages).values(packages);
    await appendEvent(tx, `tag.TAG_${status}`, {
      groupId,
      accountId: group.accountId,
      platform: group.platform,
      packageIds: generated.map((pkg) => pkg.packageId!),
    });
  });
}

/** Ends a group still PROCESSING as ERROR with `reason`, with its TAG_ERROR event. */
async function failGroup(ctx: Ctx, groupId: string, reason: string): Promise<void> {
  const sellerId = sellerOf(ctx);
  const group = await groupRow(ctx, groupId);
  await withTransaction(ctx, async (tx) => {
    const settled = await tx.db
      .update(tagGroups)
      .set({ status: 'ERROR', error: reason, updatedAt: tx.rt.clock.now().toISOString() })
      .where(
        and(eq(tagGroups.sellerId, sellerId), eq(tagGroups.id, groupId), eq(tagGroups.status, 'PROCESSING')),
      )
      .returning({ id: tagGroups.id });
    if (settled.length === 0) return;
    await appendEvent(tx, 'tag.TAG_ERROR', {
      groupId,
      accountId: group.accountId,
      platform: group.platform,
      packageIds: [],
    });
  });
}

export function defineLabelsJob(rt: Runtime): void {
  rt.jobs.define<{ sellerId: string; groupId: string }>({
    name: LABELS_JOB,
    retry: { retryLimit: 5, retryDelay: 5, retryDelayMax: 600 },
    handle: async ({ sellerId, groupId }) => generateLabels(systemCtx(rt, sellerId, 'labels'), groupId),
    // Retries used up (a channel down for long, an error that repeats): the group ends ERROR with
    // the reason, never PROCESSING forever.
    giveUp: async ({ sellerId, groupId }, reason) =>
      failGroup(systemCtx(rt, sellerId, 'labels'), groupId, reason),
  });
}

async function groupRow(ctx: Ctx, groupId: string): Promise<GroupRow> {
  return sellerRow(ctx, tagGroups, groupId, 'tag group');
}

/** `tags/{groupId}`: the group's status and one package per order. */
export async function getLabelGroup(ctx: Ctx, groupId: string, labelUrl: (packageId: string) => string) {
  const group = await groupRow(ctx, groupId);
  const packages = await ctx.db
    .select()
    .from(tagPackages)
    .where(and(eq(tagPackages.sellerId, group.sellerId), eq(tagPackages.groupId, groupId)))
    .orderBy(asc(tagPackages.orderId));
  const byOrder = new Map(packages.map((pkg) => [pkg.orderId, pkg]));
  return {
    groupId: group.id,
    platform: group.platform,
    accountId: group.accountId,
    status: group.status,
    ...(group.error ? { error: group.error } : {}),
    createdAt: iso(group.createdAt),
    updatedAt: iso(group.updatedAt),
    packages: group.orders.map((order) => {
      const pkg = byOrder.get(order.orderId);
      return {
        orderId: order.orderId,
        marketplaceOrderId: order.marketplaceOrderId,
        status: pkg?.status ?? (group.status === 'ERROR' ? 'REFUSED' : 'PROCESSING'),
        ...(pkg?.packageId
          ? { packageId: pkg.packageId, format: pkg.format!, labelUrl: labelUrl(pkg.packageId) }
          : {}),
        ...(pkg?.refusalReason ? { refusalReason: pkg.refusalReason } : {}),
        ...(!pkg && group.error ? { refusalReason: group.error } : {}),
      };
    }),
  };
}

/**
 * The id of the newest label group holding this order, or null: the order page shows its label again.
 * 404 for an order the seller does not have.
 */
export async function latestLabelGroupId(ctx: Ctx, orderId: string): Promise<string | null> {
  await requireOrder(ctx, orderId);
  const [row] = await ctx.db
    .select({ id: tagGroups.id })
    .from(tagGroups)
    .where(
      and(
        eq(tagGroups.sellerId, sellerOf(ctx)),
        sql`${tagGroups.orders} @> ${JSON.stringify([{ orderId }])}::jsonb`,
      ),
    )
    // Ids grow with time: they order groups made within the same clock tick.
    .orderBy(desc(tagGroups.createdAt), desc(tagGroups.id))
    .limit(1);
  return row?.id ?? null;
}

/** A generated label's file. */
export async function labelFile(ctx: Ctx, groupId: string, packageId: string) {
  const [row] = await ctx.db
    .select({ format: tagPackages.format, content: tagPackages.content })
    .from(tagPackages)
    .where(
      and(
        eq(tagPackages.sellerId, sellerOf(ctx)),
        eq(tagPackages.groupId, groupId),
        eq(tagPackages.packageId, packageId),
      ),
    );
  if (!row?.content) throw notFound('label', packageId);
  // A PDF is kept as base64 (label content is text): its bytes go out as they came from the channel.
  return {
    format: row.format!,
    content: row.format === 'PDF' ? Buffer.from(row.content, 'base64') : row.content,
  };
}
