import { constants, PerformanceObserver } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../test/helpers/test-app.ts';
import { collectStartUpGarbage } from './heap.ts';

/** Counts the full (mark-compact) collections V8 reports from now on. */
function watchFullCollections(): { count(): number; stop(): void } {
  let seen = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const { detail } = entry as PerformanceEntry & { detail?: { kind?: number } };
      if (detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) seen++;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  return { count: () => seen, stop: () => observer.disconnect() };
}

describe('start-up garbage (PLT-59)', () => {
  it('collects what nothing references, and leaves gc as unexposed as it found it', async () => {
    const exposed = typeof globalThis.gc;
    const ref = new WeakRef({ rows: Array.from({ length: 1000 }, (_, i) => ({ i })) });
    // A WeakRef keeps its target until the job that made it ends.
    await new Promise((resolve) => setImmediate(resolve));
    collectStartUpGarbage();
    expect(ref.deref()).toBeUndefined();
    expect(typeof globalThis.gc).toBe(exposed);
  });

  describe('an app', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ modules: [] });
    });
    afterAll(async () => {
      await t.close();
    });

    it('runs a full collection when it starts listening', async () => {
      const collections = watchFullCollections();
      try {
        await t.app.listen({ port: 0, host: '127.0.0.1' });
        await eventually(async () => collections.count() > 0, 5_000);
      } finally {
        collections.stop();
      }
    });
  });
});
