import { describe, expect, it } from 'vitest';
import { cpuSlices } from './yield.ts';

describe('cpuSlices', () => {
  it('returns at once within its budget and lets the event loop turn past it', async () => {
    const slice = cpuSlices(5);
    expect(slice()).toBeUndefined();
    const until = performance.now() + 10;
    while (performance.now() < until) {
      // busy, as a parsing loop is
    }
    let turned = false;
    setImmediate(() => (turned = true));
    const pending = slice();
    expect(pending).toBeInstanceOf(Promise);
    await pending;
    expect(turned).toBe(true);
    // The budget starts again from that turn.
    expect(slice()).toBeUndefined();
  });
});
