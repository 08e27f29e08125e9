import type { Runtime } from '../platform/runtime.ts';
import { startDemoMercadoLivre } from './mercadolivre.ts';
import { demoOrderGenerator } from './order-generator.ts';
import { seedDemo, type DemoSeller } from './seed.ts';

export { type DemoSeller } from './seed.ts';
export { DEMO_ORDER_INTERVAL_MS } from './order-generator.ts';
export { DEMO_ML_ORDER_INTERVAL_MS } from './mercadolivre.ts';

/**
 * Demo mode (`npm start -- --demo`, FEIRA_DEMO): the demo seller made to exist, and its SANDBOX
 * channel selling while this process runs; without a Mercado Livre app configured, the seller is also
 * connected to a local Mercado Livre (the tests' fake) where a few products are listed and sell. The generator joins the runtime's background services,
 * so the graceful stop ends it before the database closes.
 */
export async function startDemo(rt: Runtime): Promise<DemoSeller> {
  // First: it points the service at the local Mercado Livre before anything calls a channel.
  const mercadoLivre = await startDemoMercadoLivre(rt);
  const seller = await seedDemo(rt);
  const generator = demoOrderGenerator(rt, seller.sellerId);
  rt.background.push(generator);
  await generator.start();
  if (!mercadoLivre) return seller;
  rt.background.push(mercadoLivre);
  try {
    await mercadoLivre.connect(seller.sellerId, seller.password !== undefined);
  } catch (error) {
    rt.log.warn({ err: error }, 'demo mode: connecting to the local Mercado Livre failed');
  }
  await mercadoLivre.start();
  return { ...seller, mercadoLivre: mercadoLivre.url };
}
