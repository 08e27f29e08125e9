import { describe, expect, it } from 'vitest';
import { cpuSlices } from './yield.ts';

describe('cpuSlices', () => {
  it('returns at once within its budget and lets the event loop turn past it', async () => {
    // A budget no machine overruns between these two lines, then one any machine has.
    const slice = cpuSlices(60_000);
    expect(slice()).toBeUndefined();
    const short = cpuSlices(5);
    const until = performance.now() + 10;
    while (performance.now() < until) {
      // busy, as a parsing loop is
    }
    let turned = false;
    setImmediate(() => (turned = true));
    const pending = short();
    expect(pending).toBeInstanceOf(Promise);
    await pending;
    expect(turned).toBe(true);
  });
});
