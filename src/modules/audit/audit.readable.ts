import type { Ctx } from '../../platform/context.ts';
import type { PageResult, Paging } from '../../platform/http/hal.ts';
import { actorNamesPort, skuNamesPort } from './audit.names.ts';
import type { AuditEntryDto, AuditFilter, ReadableEntryDto } from './audit.schemas.ts';
import { listChanges } from './audit.service.ts';
import { skuIdOf, subjectOf } from './domain/subject.ts';

/**
 * A page of the seller's history with names instead of ids (docs/decisions.md WEB-73): who by e-mail
 * or app name, what by SKU code and product title. Names come from the modules that own them, one
 * batch per page (users and apps, SKUs), however many entries the page has.
 */
export async function listReadableChanges(
  ctx: Ctx,
  filter: AuditFilter,
  paging: Paging,
): Promise<PageResult<ReadableEntryDto>> {
  const { items, total } = await listChanges(ctx, filter, paging);
  const userIds = items.filter((e) => e.actor.kind === 'USER').map((e) => e.actor.id);
  const clientIds = items.flatMap((e) => [
    ...(e.actor.kind === 'APP' ? [e.actor.id] : []),
    ...(e.actor.viaClientId ? [e.actor.viaClientId] : []),
    ...(e.entity === 'app' ? [e.entityId] : []),
  ]);
  const skuIds = items.map(skuIdOf).filter((id) => id !== null);
  const [names, skus] = await Promise.all([
    actorNamesPort.call(ctx, { userIds, clientIds }),
    skuNamesPort.call(ctx, skuIds),
  ]);
  const actorName = (e: AuditEntryDto) =>
    (e.actor.kind === 'USER' ? names.users : e.actor.kind === 'APP' ? names.apps : null)?.get(e.actor.id) ??
    null;
  return {
    items: items.map((e) => ({
      ...e,
      actorName: actorName(e),
      viaName: e.actor.viaClientId ? (names.apps.get(e.actor.viaClientId) ?? null) : null,
      subject: subjectOf(e, skus, names.apps),
    })),
    total,
  };
}
