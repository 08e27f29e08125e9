import { and, asc, eq, inArray } from 'drizzle-orm';
import { sellerOf, type Ctx } from '../../../platform/context.ts';
import { DomainError } from '../../../platform/http/errors.ts';
import { fieldIssue } from '../../../platform/http/field-rules.ts';
import { sellerRow } from '../../../platform/db/seller-row.ts';
import { connectedAccount } from '../../marketplaces/index.ts';
import { orderPlatforms } from '../../orders/index.ts';
import { mergePdfs } from './domain/pdf-merge.ts';
import { requestLabelGroup } from '../tags.service.ts';
import { tagGroups, tagPackages } from '../tags.tables.ts';

/**
 * Labels for orders ticked on the orders list, whatever their channels (docs/decisions.md WEB-82): one
 * label group per platform, in the order the platforms first appear. Every platform is checked
 * connected before any group starts, so a refusal starts none.
 */
export async function requestLabelBatch(
  ctx: Ctx,
  orderIds: readonly string[],
): Promise<{ groupIds: string[] }> {
  const unique = [...new Set(orderIds)];
  const platforms = await orderPlatforms(ctx, unique);
  const byPlatform = new Map<string, string[]>();
  for (const orderId of unique) {
    const platform = platforms.get(orderId)!;
    byPlatform.set(platform, [...(byPlatform.get(platform) ?? []), orderId]);
  }
  for (const platform of byPlatform.keys()) {
    if (!(await connectedAccount(ctx, platform))) {
      throw new DomainError('platform-not-connected', `platform ${platform} is not connected`, {
        field: 'orderIds',
      });
    }
  }
  const groupIds: string[] = [];
  for (const [platform, ids] of byPlatform) {
    groupIds.push((await requestLabelGroup(ctx, platform, { orderIds: ids })).groupId);
  }
  return { groupIds };
}

/**
 * Every label of `format` the groups made, in one file: ZPL labels one after the other (a thermal
 * printer prints each `^XA…^XZ` in turn), PDF labels as one PDF with all their pages. 409 while a
 * group is still being made; 422 when none of the groups has a label in that format, or a PDF
 * cannot be joined (each label is still offered on its own).
 */
export async function labelBatchFile(
  ctx: Ctx,
  groupIds: readonly string[],
  format: 'ZPL' | 'PDF',
): Promise<{ content: string | Buffer; count: number }> {
  const unique = [...new Set(groupIds)];
  for (const groupId of unique) {
    const group = await sellerRow(ctx, tagGroups, groupId, 'tag group');
    if (group.status === 'PROCESSING') {
      throw new DomainError('conflict', `labels of group ${groupId} are still being made`);
    }
  }
  const rows = await ctx.db
    .select({ groupId: tagPackages.groupId, content: tagPackages.content })
    .from(tagPackages)
    .where(
      and(
        eq(tagPackages.sellerId, sellerOf(ctx)),
        inArray(tagPackages.groupId, unique),
        eq(tagPackages.status, 'GENERATED'),
        eq(tagPackages.format, format),
      ),
    )
    .orderBy(asc(tagPackages.orderId));
  const ordered = unique.flatMap((groupId) => rows.filter((row) => row.groupId === groupId && row.content));
  if (ordered.length === 0) {
    const message = `none of these groups has a ${format} label`;
    throw new DomainError('unprocessable', message, {
      field: 'format',
      errors: [fieldIssue('format', message, 'unknown-value')],
    });
  }
  if (format === 'ZPL')
    return { content: ordered.map((row) => row.content!.trim()).join('\n'), count: ordered.length };
  const pdfs = ordered.map((row) => Buffer.from(row.content!, 'base64'));
  const merged = pdfs.length === 1 ? pdfs[0]! : mergePdfs(pdfs);
  if (!merged) {
    const message = 'these PDF labels cannot be joined into one file: download each from its order';
    throw new DomainError('unprocessable', message, {
      field: 'format',
      errors: [fieldIssue('format', message, 'pdf-not-joined')],
    });
  }
  return { content: merged, count: ordered.length };
}
