import type { Runtime } from '../platform/runtime.ts';
import { demoOrderGenerator } from './order-generator.ts';
import { seedDemo, type DemoSeller } from './seed.ts';

export { type DemoSeller } from './seed.ts';
export { DEMO_ORDER_INTERVAL_MS } from './order-generator.ts';

/**
 * Demo mode (`npm start -- --demo`, FEIRA_DEMO): the demo seller made to exist, and its SANDBOX
 * channel selling while this process runs. The generator joins the runtime's background services,
 * so the graceful stop ends it before the database closes.
 */
export async function startDemo(rt: Runtime): Promise<DemoSeller> {
  const seller = await seedDemo(rt);
  const generator = demoOrderGenerator(rt, seller.sellerId);
  rt.background.push(generator);
  await generator.start();
  return seller;
}
