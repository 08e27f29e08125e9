import type { Runtime } from '../platform/runtime.ts';
import { demoChannels } from './channels/index.ts';
import { demoOrderGenerator } from './order-generator.ts';
import { seedDemo, type DemoSeller } from './seed.ts';

export { DEMO_ORDER_INTERVAL_MS } from './order-generator.ts';

/** The demo seller, and what the start-up banner says of each marketplace it was connected to. */
export interface DemoShown extends DemoSeller {
  channels: string[];
}

/**
 * Demo mode (`npm start -- --demo`, FEIRA_DEMO): the demo seller made to exist, and its SANDBOX
 * channel selling while this process runs; for each real marketplace with no application of the
 * operator's configured, the seller is also connected to a local fake of it (the tests' fakes),
 * where a few products are listed and sell. The generators join the runtime's background services,
 * so the graceful stop ends them before the database closes.
 */
export async function startDemo(rt: Runtime): Promise<DemoShown> {
  // First: they point the service at the local channels before anything calls one.
  const running = [];
  for (const channel of demoChannels) {
    const started = await channel.start(rt);
    if (started) running.push({ name: channel.name, started });
  }
  const seller = await seedDemo(rt);
  const generator = demoOrderGenerator(rt, seller.sellerId);
  rt.background.push(generator);
  await generator.start();
  const shown: DemoShown = { ...seller, channels: [] };
  for (const { name, started } of running) {
    rt.background.push(started);
    try {
      await started.connect(seller.sellerId, seller.password !== undefined);
    } catch (error) {
      rt.log.warn({ err: error }, `demo mode: connecting to the local ${name} failed`);
    }
    await started.start();
    shown.channels.push(...started.banner());
  }
  return shown;
}
