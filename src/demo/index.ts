import type { Runtime } from '../platform/runtime.ts';
import { startDemoAmazon } from './amazon.ts';
import { startDemoMercadoLivre } from './mercadolivre.ts';
import { demoOrderGenerator } from './order-generator.ts';
import { seedDemo, type DemoSeller } from './seed.ts';

export { type DemoSeller } from './seed.ts';
export { DEMO_ORDER_INTERVAL_MS } from './order-generator.ts';
export { DEMO_ML_ORDER_INTERVAL_MS } from './mercadolivre.ts';
export { DEMO_AMAZON_ORDER_INTERVAL_MS } from './amazon.ts';

/**
 * Demo mode (`npm start -- --demo`, FEIRA_DEMO): the demo seller made to exist, and its SANDBOX
 * channel selling while this process runs; without a Mercado Livre app (an Amazon SP-API application)
 * configured, the seller is also connected to a local Mercado Livre (Amazon), the tests' fake, where a
 * few products are listed and sell. The generators join the runtime's background services, so the
 * graceful stop ends them before the database closes.
 */
export async function startDemo(rt: Runtime): Promise<DemoSeller> {
  // First: they point the service at the local channels before anything calls one.
  const mercadoLivre = await startDemoMercadoLivre(rt);
  const amazon = await startDemoAmazon(rt);
  const seller = await seedDemo(rt);
  const generator = demoOrderGenerator(rt, seller.sellerId);
  rt.background.push(generator);
  await generator.start();
  const shown: DemoSeller = { ...seller };
  if (mercadoLivre) {
    rt.background.push(mercadoLivre);
    try {
      await mercadoLivre.connect(seller.sellerId, seller.password !== undefined);
    } catch (error) {
      rt.log.warn({ err: error }, 'demo mode: connecting to the local Mercado Livre failed');
    }
    await mercadoLivre.start();
    shown.mercadoLivre = mercadoLivre.url;
  }
  if (amazon) {
    rt.background.push(amazon);
    try {
      await amazon.connect(seller.sellerId, seller.password !== undefined);
    } catch (error) {
      rt.log.warn({ err: error }, 'demo mode: connecting to the local Amazon failed');
    }
    await amazon.start();
    shown.amazon = amazon.url;
  }
  return shown;
}
