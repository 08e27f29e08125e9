import { eq, sql } from 'drizzle-orm';
import { withTransaction, type Ctx } from '../../platform/context.ts';
import { appendEvent } from '../../platform/events/events.ts';
import type { EventEnvelope } from '../../platform/events/catalogue.ts';
import { notFound } from '../../platform/http/errors.ts';
import { newId } from '../../platform/ids.ts';
import { opsProbes } from './ops.tables.ts';

const processName = () => `${process.env.HOSTNAME ?? 'local'}:${process.pid}`;

/**
 * A probe checks the whole event pipeline: the state row and its event commit together here, the
 * relay hands the event to the probe consumer, which records which process consumed it.
 */
export async function requestProbe(ctx: Ctx) {
  return withTransaction(ctx, async (tx) => {
    const probe = {
      id: newId('prb'),
      sellerId: null,
      requestedBy: processName(),
      createdAt: tx.rt.clock.now().toISOString(),
    };
    await tx.db.insert(opsProbes).values(probe);
    await appendEvent(tx, 'ops.ProbeRequested', { probeId: probe.id });
    return { id: probe.id, requestedBy: probe.requestedBy, createdAt: probe.createdAt };
  });
}

export async function getProbe(ctx: Ctx, id: string) {
  const [probe] = await ctx.db.select().from(opsProbes).where(eq(opsProbes.id, id));
  if (!probe) throw notFound('probe', id);
  return {
    id: probe.id,
    requestedBy: probe.requestedBy,
    createdAt: probe.createdAt,
    consumedAt: probe.consumedAt,
    consumedBy: probe.consumedBy,
    deliveries: probe.deliveries,
  };
}

/** Idempotent: a repeated delivery counts but keeps the first consumption time and process. */
export async function recordProbe(event: EventEnvelope<'ops.ProbeRequested'>, ctx: Ctx): Promise<void> {
  const { probeId } = event.payload;
  await ctx.db
    .update(opsProbes)
    .set({
      consumedAt: sql`coalesce(${opsProbes.consumedAt}, ${ctx.rt.clock.now().toISOString()})`,
      consumedBy: sql`coalesce(${opsProbes.consumedBy}, ${processName()})`,
      deliveries: sql`${opsProbes.deliveries} + 1`,
    })
    .where(eq(opsProbes.id, probeId));
}
