import { afterEach, describe, expect, it } from 'vitest';
import { HASHING_LIMITS, HashingBusy, withHashingSlot, type HashClaim } from './hash-gate.ts';

/**
 * Issue 37, item 3: a flood of sign-ins with made-up e-mails kept every real user out. The gate's
 * capacity is shared per client address, and known accounts wait ahead of unknown ones.
 */
interface Held {
  done: Promise<string>;
  finish(): void;
  started: boolean;
}

const held: Held[] = [];

/** A "hash" that runs until the test lets it finish. */
function hold(claim: HashClaim | null, name = ''): Held {
  let finish!: () => void;
  const gate = new Promise<void>((resolve) => (finish = resolve));
  const entry: Held = { done: Promise.resolve(''), finish, started: false };
  entry.done = withHashingSlot(claim, async () => {
    entry.started = true;
    await gate;
    return name;
  });
  held.push(entry);
  return entry;
}

const settled = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof HashingBusy ? 'busy' : 'error'),
  );

/** Lets queued promise callbacks run. */
const tick = () => new Promise((resolve) => setImmediate(resolve));

afterEach(async () => {
  for (const entry of held) entry.finish();
  await Promise.allSettled(held.map((entry) => entry.done));
  held.length = 0;
});

describe('the hashing gate shares its capacity', () => {
  it('one address holds at most its share; another address still gets a place', async () => {
    const flood = Array.from({ length: HASHING_LIMITS.perAddress + 5 }, () =>
      hold({ address: '203.0.113.1', known: false }),
    );
    const refused = await Promise.all(flood.slice(HASHING_LIMITS.perAddress).map((f) => settled(f.done)));
    expect(refused).toEqual(Array(5).fill('busy'));
    const other = hold({ address: '203.0.113.2', known: true });
    await tick();
    expect(HASHING_LIMITS.perAddress).toBeGreaterThan(HASHING_LIMITS.concurrent);
    flood[0]!.finish();
    await flood[0]!.done;
    await tick();
    expect(other.started).toBe(true);
    other.finish();
    expect(await settled(other.done)).toBe('ok');
  });

  it('unknown accounts from many addresses fill only part of the queue; a known account waits ahead of them', async () => {
    const unknown = Array.from(
      { length: HASHING_LIMITS.concurrent + HASHING_LIMITS.unknownWaiting + 6 },
      (_, i) => hold({ address: `198.51.100.${i}`, known: false }),
    );
    const over = unknown.slice(HASHING_LIMITS.concurrent + HASHING_LIMITS.unknownWaiting);
    expect(await Promise.all(over.map((u) => settled(u.done)))).toEqual(Array(6).fill('busy'));

    const real = hold({ address: '192.0.2.10', known: true });
    await tick();
    expect(real.started).toBe(false);
    // One running hash ends: its slot goes to the known account, not to the unknown ones queued earlier.
    unknown[0]!.finish();
    await unknown[0]!.done;
    await tick();
    expect(real.started).toBe(true);
    const firstQueued = unknown[HASHING_LIMITS.concurrent]!;
    expect(firstQueued.started).toBe(false);
  });
});
