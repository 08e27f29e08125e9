import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import { startDemo, type DemoShown } from './index.ts';
import { demoChannels } from './channels/index.ts';

/**
 * Demo mode's start, as `npm start -- --demo` runs it: every marketplace of the demo's list gets its local
 * fake and the demo seller connected there, and the start-up banner names where each fake listens.
 */
describe('starting demo mode', () => {
  let t: TestApp;
  let shown: DemoShown;

  beforeAll(async () => {
    t = await createTestApp();
    shown = await startDemo(t.rt);
  }, 180_000);
  afterAll(() => t?.close());

  it('connects the demo seller to each listed marketplace and says where its fake listens', () => {
    expect(demoChannels.length).toBeGreaterThan(1);
    expect(shown.password).toMatch(/^.{10,}$/);
    for (const { name } of demoChannels) {
      const line = shown.channels.find((l) => l.trimStart().startsWith(`${name}:`));
      expect(line, name).toMatch(/a local fake at http:\/\/127\.0\.0\.1:\d+/);
    }
  });

  it('gives the demo background services that the runtime stops', () => {
    const names = t.rt.background.map((service) => service.name);
    expect(names).toEqual(expect.arrayContaining(['demo.mercadolivre', 'demo.amazon']));
  });
});
