import { describe, expect, it } from 'vitest';
import { CallbackGuard } from './callback-guard.ts';

const at = 1_000_000;
const note = (n: number, address = '203.0.113.1', account = '3671163614') => ({
  address,
  account,
  dedupeKey: `k${n}`,
});

describe('CallbackGuard', () => {
  it('drops a repeat within the window and takes it again after, or once released', () => {
    const guard = new CallbackGuard({ dedupeMs: 2000 });
    const first = guard.admit(note(1), at);
    expect(first).toMatchObject({ ok: true, duplicate: false });
    expect(guard.admit(note(1), at + 1000)).toMatchObject({ ok: true, duplicate: true });
    expect(guard.admit(note(1), at + 2500)).toMatchObject({ ok: true, duplicate: false });
    const again = guard.admit(note(2), at + 3000);
    if (again.ok) again.release();
    expect(guard.admit(note(2), at + 3010)).toMatchObject({ ok: true, duplicate: false });
  });

  it('refuses past the address budget with the seconds to wait, and refills with time', () => {
    const guard = new CallbackGuard({ perAddressPerSecond: 5, burstSeconds: 2, perAccountPerSecond: 1000 });
    const answers = Array.from({ length: 12 }, (_, n) => guard.admit(note(n), at));
    expect(answers.filter((a) => a.ok)).toHaveLength(10);
    expect(answers[11]).toMatchObject({ ok: false, retryAfterSeconds: 1 });
    expect(guard.admit(note(100, '203.0.113.2'), at)).toMatchObject({ ok: true });
    expect(guard.admit(note(101), at + 1000)).toMatchObject({ ok: true });
  });

  it('refuses past one account budget whatever the addresses', () => {
    const guard = new CallbackGuard({ perAccountPerSecond: 2, burstSeconds: 1 });
    const answers = [1, 2, 3].map((n) => guard.admit(note(n, `198.51.100.${n}`), at));
    expect(answers.map((a) => a.ok)).toEqual([true, true, false]);
  });

  it('refuses an address at the door and marks the account once strikes reach the limit', () => {
    const guard = new CallbackGuard({ strikeLimit: 3, strikeWindowMs: 60_000 });
    for (let n = 0; n < 3; n++) guard.strike({ address: '203.0.113.9', account: '42' }, at);
    expect(guard.admit(note(1, '203.0.113.9', '7'), at)).toMatchObject({ ok: false });
    expect(guard.struck('42', at)).toBe(true);
    expect(guard.struck('43', at)).toBe(false);
    // Strikes age out of the window.
    expect(guard.struck('42', at + 61_000)).toBe(false);
    expect(guard.admit(note(2, '203.0.113.9', '7'), at + 61_000)).toMatchObject({ ok: true });
  });
});
