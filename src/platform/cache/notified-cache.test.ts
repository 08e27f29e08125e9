import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  eventually,
  secondApiProcess,
  type SecondProcess,
  type TestApp,
} from '../../../test/helpers/test-app.ts';
import { createSeller } from '../../../test/helpers/auth.ts';
import { connectedAccount } from '../../modules/marketplaces/accounts.service.ts';
import { connectAccount, updateAccount } from '../../modules/marketplaces/marketplaces.service.ts';
import { systemCtx, withTransaction } from '../context.ts';
import { queryRows } from '../db/sql.ts';
import { listenForCacheChanges, NotifiedCache } from './notified-cache.ts';

describe('NotifiedCache', () => {
  const deferred = <T>() => {
    let resolve!: (value: T) => void;
    const promise = new Promise<T>((r) => (resolve = r));
    return { promise, resolve };
  };

  it('serves what it read while listening, and nothing while not', async () => {
    const cache = new NotifiedCache<{ v: number }>({ max: 10, ttlMs: 60_000 });
    let reads = 0;
    const read = async () => ({ v: ++reads });
    expect(await cache.get('k', read)).toEqual({ v: 1 });
    expect(await cache.get('k', read)).toEqual({ v: 2 });
    cache.setListening(true);
    expect(await cache.get('k', read)).toEqual({ v: 3 });
    expect(await cache.get('k', read)).toEqual({ v: 3 });
    cache.forget('k');
    expect(await cache.get('k', read)).toEqual({ v: 4 });
    // The listener dropped: a change may have been missed.
    cache.setListening(false);
    expect(await cache.get('k', read)).toEqual({ v: 5 });
  });

  it('does not keep a read that was in flight when the key was dropped', async () => {
    const cache = new NotifiedCache<{ v: string }>({ max: 10, ttlMs: 60_000 });
    cache.setListening(true);
    const slow = deferred<{ v: string }>();
    const inFlight = cache.get('k', () => slow.promise);
    cache.forget('k');
    slow.resolve({ v: 'read before the change' });
    expect(await inFlight).toEqual({ v: 'read before the change' });
    expect(await cache.get('k', async () => ({ v: 'after' }))).toEqual({ v: 'after' });
  });
});

describe('cached connected accounts across processes', () => {
  let t: TestApp;
  let second: SecondProcess;
  let stopSecond: () => Promise<void>;
  let sellerId: string;

  beforeAll(async () => {
    t = await createTestApp();
    second = await secondApiProcess(t, []);
    stopSecond = await listenForCacheChanges(second.rt);
    sellerId = (await createSeller(t)).id;
  });
  afterAll(async () => {
    await stopSecond();
    await second.close();
    await t.close();
  });

  it('a write is seen at once by its own process and, once committed, by the other', async () => {
    const here = systemCtx(t.rt, sellerId);
    const there = systemCtx(second.rt, sellerId);
    expect(await connectedAccount(there, 'SANDBOX')).toBeNull();
    const account = await connectAccount(here, { platform: 'SANDBOX' });
    expect(await connectedAccount(here, 'SANDBOX')).toMatchObject({ accountId: account.id });
    await eventually(async () => (await connectedAccount(there, 'SANDBOX'))?.accountId === account.id);

    await updateAccount(here, account.id, { settings: { labelsFail: true } });
    expect((await connectedAccount(here, 'SANDBOX'))?.settings).toEqual({ labelsFail: true });
    await eventually(async () => (await connectedAccount(there, 'SANDBOX'))?.settings.labelsFail === true);

    // Written through the other process: this one drops its copy when the NOTIFY arrives.
    await updateAccount(there, account.id, { status: 'DISCONNECTED' });
    expect(await connectedAccount(there, 'SANDBOX')).toBeNull();
    await eventually(async () => (await connectedAccount(here, 'SANDBOX')) === null);
  });

  it('a transaction reads its own writes, and a rolled-back write never reaches the cache', async () => {
    const here = systemCtx(t.rt, sellerId);
    expect(await connectedAccount(here, 'SANDBOX_ML')).toBeNull();
    await expect(
      withTransaction(here, async (tx) => {
        await connectAccount(tx, { platform: 'SANDBOX_ML' });
        expect(await connectedAccount(tx, 'SANDBOX_ML')).not.toBeNull();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await connectedAccount(here, 'SANDBOX_ML')).toBeNull();
    const [row] = await queryRows<{ n: number }>(
      t.rt.database.db,
      sql`select count(*)::int as n from marketplace_accounts
          where seller_id = ${sellerId} and platform = 'SANDBOX_ML'`,
    );
    expect(row!.n).toBe(0);
  });
});
