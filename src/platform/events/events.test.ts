import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, eventually, type TestApp } from '../../../test/helpers/test-app.ts';
import { systemCtx, withTransaction } from '../context.ts';
import { queryRows } from '../db/sql.ts';
import type { EventCatalogue, EventEnvelope } from './catalogue.ts';
import { newId } from '../ids.ts';
import { OUTBOX_CHANNEL, appendEvent, appendEvents, outboxInsert, type Consumer } from './events.ts';
import { getProbe, requestProbe } from '../../modules/ops/probe.service.ts';

describe('transactional outbox', () => {
  let t: TestApp;
  const seenByA: EventEnvelope<'product.VariationUpdated'>[] = [];
  const seenByB: EventEnvelope<'product.VariationUpdated'>[] = [];
  const seenCostOnly: EventEnvelope<'product.VariationUpdated'>[] = [];
  const flakyAttempts = new Map<string, number>();
  const chunks: EventEnvelope<'product.VariationRemoved'>[][] = [];
  /** What the consumer run by the relay saw: its events, and when its answer ran after the commit. */
  const inRelay: string[] = [];
  const queuedAfterFailing: EventEnvelope<'product.BrandUpdated'>[] = [];
  const watchedFailing: EventEnvelope<'product.BrandUpdated'>[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      setup(rt) {
        rt.events.consume({
          name: 'test.a',
          events: ['product.VariationUpdated'],
          handle: async (event) => void seenByA.push(event),
        });
        rt.events.consume({
          name: 'test.b',
          events: ['product.VariationUpdated'],
          handle: async (event) => void seenByB.push(event),
        });
        rt.events.consume({
          name: 'test.cost-only',
          events: ['product.VariationUpdated'],
          wants: (event) => Boolean(event.payload.fields?.includes('COST')),
          handle: async (event) => void seenCostOnly.push(event),
        });
        rt.events.consume({
          name: 'test.chunked',
          events: ['product.VariationRemoved'],
          eventsPerJob: 2,
          batchSize: 1,
          handle: async () => {
            throw new Error('a chunked consumer is given its events as batches');
          },
          handleBatch: async (events) => void chunks.push(events),
        });
        // Queued in the same pass as the in-relay consumer, before it: a pass that consumer undoes
        // must not leave this one's job behind twice.
        rt.events.consume({
          name: 'test.watches-failing',
          events: ['product.BrandUpdated'],
          wants: (event) => event.payload.brandId === 'brand_fails',
          handle: async (event) => void watchedFailing.push(event),
        });
        rt.events.consume({
          name: 'test.in-relay',
          events: ['product.BrandUpdated'],
          handleInRelay: async (events, ctx) => {
            // Written in the relay's transaction: undone with it on a failure.
            await ctx.db.execute(
              sql`insert into test_in_relay (id) select unnest(${`{${events.map((e) => e.id).join(',')}}`}::text[])`,
            );
            if (events.some((e) => e.payload.brandId === 'brand_fails')) throw new Error('fails on purpose');
            for (const event of events) inRelay.push(`handled ${event.payload.brandId}`);
            return () => {
              for (const event of events) inRelay.push(`committed ${event.payload.brandId}`);
            };
          },
          handle: async (event) => void queuedAfterFailing.push(event),
          handleBatch: async (events) => void queuedAfterFailing.push(...events),
        });
        rt.events.consume({
          name: 'test.flaky',
          events: ['product.VariationCreated'],
          retry: { retryDelay: 1 },
          handle: async (event) => {
            const attempts = (flakyAttempts.get(event.id) ?? 0) + 1;
            flakyAttempts.set(event.id, attempts);
            if (attempts === 1) throw new Error('first delivery fails on purpose');
          },
        });
      },
    });
  });
  afterAll(() => t.close());

  const ctx = () => ({ ...systemCtx(t.rt, 'slr_A'), requestId: 'test' });
  /** How many jobs were queued for a consumer. */
  const jobsOf = async (consumer: string) =>
    (
      await queryRows<{ n: number }>(
        t.rt.database.db,
        sql`select count(*)::int as n from pgboss.job where name = ${`consumer.${consumer}`}`,
      )
    )[0]!.n;

  it('never delivers an event whose transaction rolled back, and delivers a committed one to every consumer', async () => {
    const rolledBack = withTransaction(ctx(), async (tx) => {
      await appendEvent(tx, 'product.VariationUpdated', { skuId: 'sku_rolled_back', productId: 'P-1' });
      throw new Error('abort');
    });
    await expect(rolledBack).rejects.toThrow('abort');

    const committed = await withTransaction(ctx(), (tx) =>
      appendEvent(tx, 'product.VariationUpdated', { skuId: 'sku_committed', productId: 'P-1' }),
    );

    await eventually(
      async () => seenByA.some((e) => e.id === committed.id) && seenByB.some((e) => e.id === committed.id),
    );
    // The relay handles the outbox in id order: the rolled-back event, made first, would already be here.
    const skus = [...seenByA, ...seenByB].map((e) => e.payload.skuId);
    expect(skus).not.toContain('sku_rolled_back');
    const [row] = await queryRows<{ n: number }>(
      t.rt.database.db,
      sql`select count(*)::int as n from outbox_events where payload->>'skuId' = 'sku_rolled_back'`,
    );
    expect(row!.n).toBe(0);
    const received = seenByA.find((e) => e.id === committed.id)!;
    expect(received).toMatchObject({ name: 'product.VariationUpdated', sellerId: 'slr_A' });
    expect(new Date(received.occurredAt).toISOString()).toBe(committed.occurredAt);
  });

  it("appends the events a writer's own statement selects, NOTIFYing the relay only when it appends", async () => {
    let heard = 0;
    const unlisten = await t.rt.database.listen(OUTBOX_CHANNEL, () => void heard++);
    try {
      const statement = (skuIds: string[]) => {
        const ids = skuIds.map(() => newId('evt'));
        return t.rt.database.db.execute(
          sql`with announced as (${outboxInsert(
            ctx(),
            'product.VariationUpdated',
            sql`select e.id, jsonb_build_object('skuId', e.sku, 'productId', 'P-5')
                from unnest(${`{${ids.join(',')}}`}::text[], ${`{${skuIds.join(',')}}`}::text[]) as e(id, sku)`,
          )}) select 1`,
        );
      };
      await statement([]);
      await statement(['sku_own_1', 'sku_own_2']);
      // PostgreSQL folds a transaction's NOTIFYs into one: one for the two rows, none for no row.
      await eventually(async () => heard === 1);
      await eventually(async () =>
        ['sku_own_1', 'sku_own_2'].every((sku) =>
          seenByA.some((e) => e.payload.skuId === sku && e.sellerId === 'slr_A'),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heard).toBe(1);
    } finally {
      await unlisten();
    }
  });

  it('queues for a consumer with a filter only the events it wants', async () => {
    const title = await appendEvent(ctx(), 'product.VariationUpdated', {
      skuId: 'sku_title',
      productId: 'P-3',
      fields: ['TITLE'],
    });
    const cost = await appendEvent(ctx(), 'product.VariationUpdated', {
      skuId: 'sku_cost',
      productId: 'P-3',
      fields: ['COST'],
    });
    await eventually(async () => seenCostOnly.some((e) => e.id === cost.id));
    // The unfiltered consumer got both, so the title event has been relayed and was refused.
    await eventually(async () => seenByA.some((e) => e.id === title.id));
    expect(seenCostOnly.map((e) => e.id)).toEqual([cost.id]);
    expect(await jobsOf('test.cost-only')).toBe(1);
  });

  it('queues events for a consumer with eventsPerJob in jobs of that many, each event handled once', async () => {
    const skus = ['sku_c1', 'sku_c2', 'sku_c3', 'sku_c4', 'sku_c5'];
    await withTransaction(ctx(), (tx) =>
      appendEvents(
        tx,
        skus.map((skuId) => ({
          name: 'product.VariationRemoved' as const,
          payload: { skuId, productId: 'P-4' },
        })),
      ),
    );
    await eventually(async () => chunks.flat().length >= skus.length);
    const handled = chunks.flat().map((e) => e.payload.skuId);
    expect(handled.sort()).toEqual(skus);
    expect(Math.max(...chunks.map((c) => c.length))).toBe(2);
    expect(await jobsOf('test.chunked')).toBe(3);
  });

  it('runs a consumer with handleInRelay in the relay transaction, its answer after the commit, and queues no job', async () => {
    await t.rt.database.db.execute(sql`create table if not exists test_in_relay (id text primary key)`);
    const event = await appendEvent(ctx(), 'product.BrandUpdated', { brandId: 'brand_ok' });
    await eventually(async () => inRelay.includes('committed brand_ok'));
    expect(inRelay).toEqual(['handled brand_ok', 'committed brand_ok']);
    const rows = await queryRows<{ id: string }>(t.rt.database.db, sql`select id from test_in_relay`);
    expect(rows.map((row) => row.id)).toEqual([event.id]);
    expect(await jobsOf('test.in-relay')).toBe(0);
  });

  it('undoes what a consumer failing in the relay wrote and queues its events as jobs instead', async () => {
    await t.rt.database.db.execute(sql`create table if not exists test_in_relay (id text primary key)`);
    const failing = await appendEvent(ctx(), 'product.BrandUpdated', { brandId: 'brand_fails' });
    await eventually(async () => queuedAfterFailing.some((e) => e.id === failing.id));
    expect(queuedAfterFailing.map((e) => e.payload.brandId)).toEqual(['brand_fails']);
    expect(inRelay.filter((line) => line.includes('brand_fails'))).toEqual([]);
    const rows = await queryRows<{ id: string }>(
      t.rt.database.db,
      sql`select id from test_in_relay where id = ${failing.id}`,
    );
    expect(rows).toEqual([]);
    // The relay's own work stands: the event is marked relayed, not taken again.
    const [outbox] = await queryRows<{ relayed: boolean }>(
      t.rt.database.db,
      sql`select dispatched_at is not null as relayed from outbox_events where id = ${failing.id}`,
    );
    expect(outbox!.relayed).toBe(true);
    // The other consumer of the undone pass has its job once, from the pass made again.
    await eventually(async () => watchedFailing.some((e) => e.id === failing.id));
    expect(await jobsOf('test.watches-failing')).toBe(1);
    expect(watchedFailing.map((e) => e.id)).toEqual([failing.id]);
  });

  it('gives an event again to a consumer that threw the first time', async () => {
    const event = await appendEvent(ctx(), 'product.VariationCreated', {
      skuId: 'sku_flaky',
      productId: 'P-2',
    });
    await eventually(async () => (flakyAttempts.get(event.id) ?? 0) >= 2, 20_000);
    expect(flakyAttempts.get(event.id)).toBe(2);
  });

  it('a duplicate delivery is harmless to an idempotent consumer', async () => {
    const probe = await requestProbe(ctx());
    const first = await eventually(async () => {
      const p = await getProbe(ctx(), probe.id);
      return p.consumedAt ? p : undefined;
    });
    // Deliver the same outbox row a second time, as a relay crash after enqueueing would.
    await t.rt.database.db.execute(
      sql`update outbox_events set dispatched_at = null where payload->>'probeId' = ${probe.id}`,
    );
    t.rt.events.kick();
    const second = await eventually(async () => {
      const p = await getProbe(ctx(), probe.id);
      return p.deliveries === 2 ? p : undefined;
    });
    expect(second.consumedAt).toBe(first.consumedAt);
    expect(second.consumedBy).toBe(first.consumedBy);
  });

  it('relays a backlog of several batches, each event to its consumer once', async () => {
    await t.rt.database.db.execute(sql`create table if not exists test_in_relay (id text primary key)`);
    const drafts = Array.from({ length: 2600 }, (_, i) => ({
      name: 'product.BrandUpdated' as const,
      payload: { brandId: `brand_backlog_${i}` },
    }));
    await withTransaction(ctx(), (tx) => appendEvents(tx, drafts));
    const committed = () => inRelay.filter((line) => line.startsWith('committed brand_backlog_'));
    await eventually(async () => committed().length >= drafts.length, 30_000);
    // Passes take disjoint events: one taken twice would be handled twice, or fail on the table's key
    // and be queued as a job.
    expect(committed()).toHaveLength(drafts.length);
    expect(new Set(committed()).size).toBe(drafts.length);
    expect(queuedAfterFailing.filter((e) => e.payload.brandId.startsWith('brand_backlog_'))).toEqual([]);
    const [pending] = await queryRows<{ n: number }>(
      t.rt.database.db,
      sql`select count(*)::int as n from outbox_events
          where dispatched_at is null and payload->>'brandId' like 'brand_backlog_%'`,
    );
    expect(pending!.n).toBe(0);
  });

  it("gives a consumer's handlers the payload types of the names it consumes (checked by tsc)", () => {
    const consumer: Consumer<'price.PriceUpdated' | 'stock.StockUpdated'> = {
      name: 'typed',
      events: ['price.PriceUpdated', 'stock.StockUpdated'],
      handle: async (event) => {
        if (event.name === 'price.PriceUpdated') {
          expectTypeOf(event.payload).toEqualTypeOf<EventCatalogue['price.PriceUpdated']>();
        } else {
          expectTypeOf(event.payload).toEqualTypeOf<EventCatalogue['stock.StockUpdated']>();
        }
      },
    };
    // @ts-expect-error a consumer names only the events its type allows
    consumer.events = ['order.OrderCreated'];
    expect(consumer.name).toBe('typed');
  });
});
