import type { Runtime } from '../../platform/runtime.ts';
import type { AccountRef, ReceivedOrder } from './connector.ts';

/** Takes in orders a channel sent; the orders module provides it (it depends on this module, not the reverse). */
export type ChannelOrderSink = (rt: Runtime, account: AccountRef, received: ReceivedOrder[]) => Promise<void>;

const sinks = new WeakMap<Runtime, ChannelOrderSink>();

export function receiveChannelOrdersWith(rt: Runtime, sink: ChannelOrderSink): void {
  sinks.set(rt, sink);
}

export async function deliverChannelOrders(
  rt: Runtime,
  account: AccountRef,
  received: ReceivedOrder[],
): Promise<void> {
  const sink = sinks.get(rt);
  if (!sink) throw new Error('no module takes in channel orders');
  if (received.length > 0) await sink(rt, account, received);
}
