/**
 * The Mercado Livre fake in a process of its own, driven over IPC by `bench/ml-fake-remote.ts`: in the
 * bench the marketplace must not share the service's event loop, as the real one never does. Started
 * with `fork`; answers `{ ready }` once it listens, then one `{ id, value | error }` per request.
 */
import { startFakeMercadoLivre } from '../fakes/mercadolivre/fake.ts';
import { storeItem } from '../fakes/mercadolivre/items.ts';
import type { FakeOrderInput } from '../fakes/mercadolivre/orders.ts';
import type { MlFakeOps } from './ml-fake-remote.ts';

const fake = await startFakeMercadoLivre({ ratePerSecond: Number(process.argv[2]) });

const ops: MlFakeOps = {
  configure({ notificationsUrl, consentAs }) {
    fake.state.notificationsUrl = notificationsUrl;
    fake.state.consentAs = consentAs;
  },
  storeItems(userId, bodies) {
    return bodies.map((body) => storeItem(fake.state, userId, body).id);
  },
  createOrders(inputs: FakeOrderInput[]) {
    return inputs.map((input) => fake.createOrder(input));
  },
  async notifyPaced(topic, resources, userId, perSecond) {
    // Open loop, as the channel sends: each notification leaves on time whatever the answers.
    const started = performance.now();
    const sent: Promise<number>[] = [];
    for (let i = 0; i < resources.length; i++) {
      const due = started + (i * 1000) / perSecond;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      sent.push(fake.notify(topic, resources[i]!, userId));
    }
    return (await Promise.all(sent)).filter((status) => status !== 200).length;
  },
  notificationMs: () => fake.state.notifications.map((n) => n.ms),
  callCount: () => fake.calls.length,
  callsSince: (n) => fake.calls.slice(n),
  pricesHeld: (expected) =>
    expected.every(([itemId, price]) => fake.state.items.get(itemId)?.price === price),
};

process.on('message', (message: { id: number; op: keyof MlFakeOps; args: unknown[] }) => {
  const { id, op, args } = message;
  void (async () => {
    try {
      const value = await (ops[op] as (...a: unknown[]) => unknown)(...args);
      process.send!({ id, value });
    } catch (error) {
      process.send!({ id, error: String(error) });
    }
  })();
});
// The parent's end closes the fake: an orphaned child would keep its port.
process.on('disconnect', () => void fake.close().then(() => process.exit(0)));
process.send!({
  ready: { url: fake.url, clientId: fake.state.clientId, clientSecret: fake.state.clientSecret },
});
