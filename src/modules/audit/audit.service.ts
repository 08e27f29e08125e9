import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { sellerOf, type Ctx, type Principal } from '../../platform/context.ts';
import { queryRows } from '../../platform/db/sql.ts';
import { ROLE_ADMIN } from '../../platform/auth/scopes.ts';
import { invalidField } from '../../platform/http/errors.ts';
import type { PageResult, Paging } from '../../platform/http/hal.ts';
import { newId } from '../../platform/ids.ts';
import { iso } from '../../platform/time.ts';
import { actorOf, sameSnapshot } from './domain/actor.ts';
import type { AuditAction, AuditEntity, AuditEntryDto, AuditFilter } from './audit.schemas.ts';
import { auditEntries } from './audit.tables.ts';
import { selectPage } from '../../platform/db/page.ts';

/** An entity as the history shows it: plain JSON, never secrets. */
type Snapshot = object | null;

/** One changed entity, as a module reports it. */
export interface AuditChange {
  action: AuditAction;
  entity: AuditEntity;
  entityId: string;
  before: Snapshot;
  after: Snapshot;
}

/**
 * Records changes made by the caller of `ctx`, in its transaction, so the history has an entry for
 * a change exactly when the change committed. The seller is ctx's unless an operator acts for one
 * (`sellerId`). The service's own work (jobs, consumers) and changes that change nothing are left
 * out. One statement whatever the number of changes.
 */
export async function recordChanges(
  ctx: Ctx,
  changes: readonly AuditChange[],
  sellerId: string | null = ctx.sellerId,
): Promise<void> {
  const actor = actorOf(ctx, ROLE_ADMIN);
  if (!actor || !sellerId) return;
  const kept = changes.filter((c) => c.action !== 'UPDATE' || !sameSnapshot(c.before, c.after));
  if (kept.length === 0) return;
  const at = ctx.rt.clock.now().toISOString();
  const rows = kept.map((change) => ({
    id: newId('aud'),
    action: change.action,
    entity: change.entity,
    entityId: change.entityId,
    before: change.before,
    after: change.after,
  }));
  // One parameter for the whole batch: a bulk price list changes tens of thousands of scopes, more
  // rows than a multi-row VALUES can carry parameters for.
  await ctx.db.execute(
    sql`insert into audit_entries (seller_id, id, at, actor_kind, actor_id, via_client_id, request_id,
                                   action, entity, entity_id, before, after)
        select ${sellerId}, x.id, ${at}::timestamptz, ${actor.kind}, ${actor.id}, ${actor.viaClientId}, ${ctx.requestId},
               x.action, x.entity, x."entityId", x.before, x.after
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
             as x(id text, action text, entity text, "entityId" text, before jsonb, after jsonb)`,
  );
}

/** Whether `recordChanges` would record anything for this caller: lets a writer skip reading `before`. */
export function auditing(ctx: Ctx): boolean {
  return requesterOf(ctx) !== null;
}

/**
 * Whom the history names for the caller's changes, for work queued now and run later as the
 * service's own (`Ctx.onBehalfOf` of that work); null for the service's own work.
 */
export function requesterOf(ctx: Ctx): Principal | null {
  return actorOf(ctx, ROLE_ADMIN);
}

/** `recordChanges` of one change. */
export function recordChange(
  ctx: Ctx,
  change: AuditChange,
  sellerId: string | null = ctx.sellerId,
): Promise<void> {
  return recordChanges(ctx, [change], sellerId);
}

type Row = typeof auditEntries.$inferSelect;

function toDto(row: Row): AuditEntryDto {
  return {
    id: row.id,
    at: iso(row.at),
    actor: { kind: row.actorKind, id: row.actorId, viaClientId: row.viaClientId },
    requestId: row.requestId,
    action: row.action as AuditAction,
    entity: row.entity as AuditEntity,
    entityId: row.entityId,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

function conditions(filter: AuditFilter, sellerId: string | undefined): SQL[] {
  if (filter.from && filter.to && Date.parse(filter.from) >= Date.parse(filter.to)) {
    throw invalidField('from', 'must be before to', 'before-other', { other: 'to' });
  }
  const where: SQL[] = [];
  if (sellerId !== undefined) where.push(eq(auditEntries.sellerId, sellerId));
  if (filter.entity) where.push(eq(auditEntries.entity, filter.entity));
  if (filter.action) where.push(eq(auditEntries.action, filter.action));
  if (filter.entityId) where.push(eq(auditEntries.entityId, filter.entityId));
  if (filter.from) where.push(gte(auditEntries.at, new Date(filter.from).toISOString()));
  if (filter.to) where.push(lt(auditEntries.at, new Date(filter.to).toISOString()));
  return where;
}

async function page(ctx: Ctx, where: SQL[], paging: Paging): Promise<PageResult<Row>> {
  const condition = and(...where);
  const { rows, total } = await selectPage(ctx.db, auditEntries, condition, [desc(auditEntries.id)], paging);
  return { items: rows, total };
}

/** The caller's seller's history, newest first. */
export async function listChanges(
  ctx: Ctx,
  filter: AuditFilter,
  paging: Paging,
): Promise<PageResult<AuditEntryDto>> {
  const result = await page(ctx, conditions(filter, sellerOf(ctx)), paging);
  return { items: result.items.map(toDto), total: result.total };
}

/** An operator's read: every seller's history, or one seller's, newest first. */
export async function listChangesAsOperator(
  ctx: Ctx,
  filter: AuditFilter & { sellerId?: string },
  paging: Paging,
): Promise<PageResult<AuditEntryDto & { sellerId: string }>> {
  const result = await page(ctx, conditions(filter, filter.sellerId), paging);
  return {
    items: result.items.map((row) => ({ ...toDto(row), sellerId: row.sellerId })),
    total: result.total,
  };
}

/** Deletes entries older than `cutoff`, a bounded batch per statement; returns how many went. */
export async function purgeBefore(ctx: Ctx, cutoff: Date, batch = 5_000): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await queryRows(
      ctx.db,
      sql`delete from audit_entries where (seller_id, id) in (
            select seller_id, id from audit_entries where at < ${cutoff.toISOString()} limit ${batch})
          returning 1`,
    );
    total += deleted.length;
    if (deleted.length < batch) return total;
  }
}
