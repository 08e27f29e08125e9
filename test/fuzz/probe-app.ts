import { createTestApp, settled, type TestApp } from '../helpers/test-app.ts';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver.ts';
import { digester, type Digester } from './digest.ts';
import { seedSeller, type SellerData } from './seller-data.ts';

export interface ProbeApp {
  t: TestApp;
  /** One seeded seller per label, in order. */
  sellers: SellerData[];
  digests: Digester;
  close(): Promise<void>;
}

/**
 * The whole service with sellers that have data in every module. Every outbound address points at
 * 127.0.0.1 (webhooks at a receiver, carriers at a closed port). Once the seeding has settled the
 * workers are stopped: from then on only requests change the database, so a digest taken before and
 * after a request shows exactly what that request wrote.
 */
export async function startProbeApp(labels: readonly string[]): Promise<ProbeApp> {
  const receiver: Receiver = await startReceiver();
  const t = await createTestApp({
    config: { postalApiUrl: 'http://127.0.0.1:9', aggregatorApiUrl: 'http://127.0.0.1:9' },
  });
  const sellers: SellerData[] = [];
  for (const label of labels) sellers.push(await seedSeller(t, label, receiver.url));
  await settleAndStopWorkers(t);
  return {
    t,
    sellers,
    digests: await digester(t),
    async close() {
      await t.close();
      await receiver.close();
    },
  };
}

/** Lets the workers finish what the seeding started (events relayed, jobs due run), then stops them. */
async function settleAndStopWorkers(t: TestApp): Promise<void> {
  await settled(t);
  for (const service of [...t.rt.background].reverse()) await service.stop();
  await t.rt.events.stopRelay();
  await t.rt.jobs.stopWorkers();
}
