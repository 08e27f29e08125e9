import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { FakeOrderInput } from '../fakes/mercadolivre/orders.ts';
import type { FakeUser } from '../fakes/mercadolivre/state.ts';

/** What the bench asks of the Mercado Livre fake running in its own process (`bench/ml-fake-child.ts`). */
export interface MlFakeOps {
  configure(settings: { notificationsUrl: string; consentAs: FakeUser }): void;
  /** Items the seller already has on the channel; answers their ids. */
  storeItems(userId: number, bodies: Record<string, unknown>[]): string[];
  createOrders(inputs: FakeOrderInput[]): number[];
  /** Posts one notification per resource at `perSecond`, open loop; answers how many were not answered 200. */
  notifyPaced(topic: string, resources: string[], userId: number, perSecond: number): Promise<number>;
  /** How long Feira took to answer each notification posted so far. */
  notificationMs(): number[];
  callCount(): number;
  callsSince(n: number): { method: string; path: string; status: number }[];
  /** Whether every item holds its expected price. */
  pricesHeld(expected: [itemId: string, price: number][]): boolean;
}

type Remote = {
  [K in keyof MlFakeOps]: (...args: Parameters<MlFakeOps[K]>) => Promise<Awaited<ReturnType<MlFakeOps[K]>>>;
};

/** Where the fake listens and the app it knows, as the child reports once it listens. */
interface Started {
  url: string;
  clientId: string;
  clientSecret: string;
}

export interface RemoteMlFake extends Remote, Started {
  close(): Promise<void>;
}

/** Every operation the child runs: the names a message may carry. */
const opNames: (keyof MlFakeOps)[] = [
  'configure',
  'storeItems',
  'createOrders',
  'notifyPaced',
  'notificationMs',
  'callCount',
  'callsSince',
  'pricesHeld',
];

/** What the child posts: once `{ ready }`, then one answer per request. */
type ChildMessage = { ready: Started } | { id: number; value?: unknown; error?: string };

/** Forks the fake with the app's rate limit `ratePerSecond`; resolves once it listens on 127.0.0.1. */
export async function startRemoteMlFake(ratePerSecond: number): Promise<RemoteMlFake> {
  const child: ChildProcess = fork(
    path.join(import.meta.dirname, 'ml-fake-child.ts'),
    [String(ratePerSecond)],
    { execArgv: process.execArgv },
  );
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let next = 0;
  const started = await new Promise<Started>((resolve, reject) => {
    // Before it listens the start fails; after, every request still waiting fails rather than hang the bench.
    const fail = (error: Error) => {
      reject(error);
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    child.on('error', fail);
    child.once('exit', (code) => fail(new Error(`the Mercado Livre fake exited (${code})`)));
    child.on('message', (message: ChildMessage) => {
      if ('ready' in message) return resolve(message.ready);
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (message.error !== undefined) waiting?.reject(new Error(`fake: ${message.error}`));
      else waiting?.resolve(message.value);
    });
  });
  const call =
    (op: keyof MlFakeOps) =>
    (...args: unknown[]) =>
      new Promise((resolve, reject) => {
        const id = next++;
        pending.set(id, { resolve, reject });
        child.send({ id, op, args });
      });
  const remote = Object.fromEntries(opNames.map((op) => [op, call(op)])) as unknown as Remote;
  const close = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.disconnect();
    });
  return { ...remote, ...started, close };
}
