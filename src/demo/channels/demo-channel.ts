import type { BackgroundService, Runtime } from '../../platform/runtime.ts';

/** A marketplace's part of demo mode, running: its local fake, and the demo seller selling on it. */
export interface RunningDemoChannel extends BackgroundService {
  /** Where its local fake listens, on 127.0.0.1. */
  url: string;
  /** Connects the demo seller through the channel's consent page; on the first start, lists a few products. */
  connect(sellerId: string, firstStart: boolean): Promise<void>;
  /** What the start-up banner says of it, a line or two, indented to the banner's columns. */
  banner(): string[];
}

/**
 * A real marketplace in demo mode: one file under `src/demo/channels/` and one line in its list
 * (docs/architecture.md, "Adding a channel"). `start` points the service at the channel's local fake
 * before anything calls the channel, or answers null when the operator configured a real application
 * (the seller then connects their own account) or the fakes are not installed.
 */
export interface DemoChannel {
  name: string;
  start(rt: Runtime): Promise<RunningDemoChannel | null>;
}
