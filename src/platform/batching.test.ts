import { describe, expect, it } from 'vitest';
import { groupCommitter, type Settled } from './batching.ts';

/** A run whose batches finish when the test says so, recording what each batch held. */
function controlledRun() {
  const batches: number[][] = [];
  const release: (() => void)[] = [];
  const run = async (batch: number[]): Promise<Settled<number>[]> => {
    batches.push(batch);
    await new Promise<void>((resolve) => release.push(resolve));
    return batch.map((n) =>
      n < 0 ? { ok: false, error: new Error(`bad ${n}`) } : { ok: true, value: n * 10 },
    );
  };
  const next = async () => {
    while (release.length === 0) await new Promise((resolve) => setImmediate(resolve));
    release.shift()!();
  };
  return { batches, run, next };
}

describe('groupCommitter', () => {
  it('runs a lone input at once, and batches what arrives while a batch runs', async () => {
    const { batches, run, next } = controlledRun();
    const committer = groupCommitter(run, { maxBatch: 10 });
    const first = committer.submit('s1', 1);
    expect(batches).toEqual([[1]]);
    const later = [2, 3, 4].map((n) => committer.submit('s1', n));
    await next();
    await next();
    expect(await first).toBe(10);
    expect(await Promise.all(later)).toEqual([20, 30, 40]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('keeps keys apart and caps a batch at maxBatch', async () => {
    const { batches, run, next } = controlledRun();
    const committer = groupCommitter(run, { maxBatch: 2 });
    const results = [
      committer.submit('a', 1),
      committer.submit('b', 2),
      committer.submit('a', 3),
      committer.submit('a', 4),
      committer.submit('a', 5),
    ];
    for (let i = 0; i < 4; i++) await next();
    expect(await Promise.all(results)).toEqual([10, 20, 30, 40, 50]);
    expect(batches).toEqual([[1], [2], [3, 4], [5]]);
  });

  it('settles each input with its own outcome', async () => {
    const { run, next } = controlledRun();
    const committer = groupCommitter(run, { maxBatch: 10 });
    const first = committer.submit('s', 1);
    const good = committer.submit('s', 2);
    const bad = committer.submit('s', -1);
    await next();
    await next();
    await expect(first).resolves.toBe(10);
    await expect(good).resolves.toBe(20);
    await expect(bad).rejects.toThrow('bad -1');
  });

  it('runs each input of a batch that failed as a whole again alone', async () => {
    const batches: number[][] = [];
    let gate: (() => void) | undefined;
    const committer = groupCommitter<number, number>(
      async (batch) => {
        batches.push(batch);
        if (batches.length === 1) await new Promise<void>((resolve) => (gate = resolve));
        // A batch holding 13 fails as a whole (a constraint, a deadlock); alone, only 13 fails.
        if (batch.includes(13)) throw new Error('batch failed');
        return batch.map((n) => ({ ok: true, value: n }));
      },
      { maxBatch: 10 },
    );
    const first = committer.submit('s', 1);
    const rest = [12, 13, 14].map((n) => committer.submit('s', n).catch((error: Error) => error.message));
    gate!();
    expect(await first).toBe(1);
    expect(await Promise.all(rest)).toEqual([12, 'batch failed', 14]);
    expect(batches).toEqual([[1], [12, 13, 14], [12], [13], [14]]);
  });

  it('after a batch of several, waits for as many inputs before the next batch', async () => {
    const { batches, run, next } = controlledRun();
    // The linger lasts at most as long as the last batch ran: [2, 3] runs a second, far longer than
    // the checks below take, so only enough inputs can end the wait.
    const committer = groupCommitter(run, { maxBatch: 10, lingerMs: 60_000 });
    const results = [1, 2, 3].map((n) => committer.submit('s', n));
    await next();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await next();
    await Promise.all(results);
    const follower = committer.submit('s', 4);
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([[1], [2, 3]]);
    const others = [5].map((n) => committer.submit('s', n));
    await next();
    expect(await Promise.all([follower, ...others])).toEqual([40, 50]);
    expect(batches).toEqual([[1], [2, 3], [4, 5]]);
  });

  it('runs what came when the linger ends short of a full batch', async () => {
    const { batches, run, next } = controlledRun();
    const committer = groupCommitter(run, { maxBatch: 10, lingerMs: 5 });
    const results = [1, 2, 3].map((n) => committer.submit('s', n));
    await next();
    await next();
    await Promise.all(results);
    const alone = committer.submit('s', 4);
    await next();
    expect(await alone).toBe(40);
    expect(batches).toEqual([[1], [2, 3], [4]]);
  });
});
