import { Pool } from 'undici';
import { percentile, type LoadResult } from './harness.ts';

export interface FixedRateOptions {
  /** Origin of the server, e.g. http://127.0.0.1:3000. */
  origin: string;
  /** Requests per second, sent at even intervals whatever the answers' pace. */
  rate: number;
  seconds: number;
  /** Keep-alive connections; a request waits for a free one, and that wait counts in its latency. */
  connections?: number;
  /** The i-th request. */
  request(i: number): {
    method: 'GET' | 'POST';
    path: string;
    headers?: Record<string, string>;
    body?: string;
  };
}

/**
 * Latency at a steady request rate, open loop: request i is due at start + i / rate, and its latency
 * runs from when it was due, not from when it was sent. autocannon's `overallRate` is a closed loop
 * that lets each connection send its share of a second back to back and then wait for the next
 * second, so "1,000 requests a second" arrived as a burst at full speed in the first ~50 ms of each
 * second, and its p99 was the latency of that burst. Measuring from the due time also keeps a stalled
 * sender (this process's own pauses included) from hiding the requests it failed to send on time.
 */
export async function fixedRateLoad(options: FixedRateOptions): Promise<LoadResult> {
  const pool = new Pool(options.origin, { connections: options.connections ?? 20, pipelining: 1 });
  const total = Math.round(options.rate * options.seconds);
  const latencies = new Array<number>(total).fill(0);
  let non2xx = 0;
  let errors = 0;
  const send = async (i: number, due: number) => {
    try {
      const { statusCode, body } = await pool.request(options.request(i));
      await body.dump();
      if (statusCode < 200 || statusCode > 299) non2xx++;
    } catch {
      errors++;
    }
    latencies[i] = performance.now() - due;
  };
  const start = performance.now();
  const pending: Promise<void>[] = [];
  let next = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      for (; next < total && start + (next * 1000) / options.rate <= now; next++) {
        pending.push(send(next, start + (next * 1000) / options.rate));
      }
      if (next < total) setTimeout(tick, 0);
      else resolve();
    };
    tick();
  });
  await Promise.all(pending);
  const seconds = (performance.now() - start) / 1000;
  await pool.close();
  return {
    reqPerSec: total / seconds,
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    non2xx,
    errors,
  };
}

const round = (ms: number) => Math.round(ms * 100) / 100;
