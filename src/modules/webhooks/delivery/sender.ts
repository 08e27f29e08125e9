import diagnostics from 'node:diagnostics_channel';
import type { Socket } from 'node:net';
import { Agent, type Dispatcher } from 'undici';
import { guardedLookup } from '../../../platform/http/outbound-guard.ts';
import { refusedLiteral } from '../../../platform/http/ssrf.ts';

export interface PostOutcome {
  statusCode: number | null;
  /** From sending the request to the response status, or to the failure. */
  latencyMs: number;
  responseExcerpt: string | null;
  error: string | null;
}

export interface SenderOptions {
  allowInsecure: boolean;
  timeoutMs: number;
  /** Connections kept per receiver origin. */
  maxSocketsPerOrigin?: number;
}

export const MAX_SOCKETS_PER_ORIGIN = 64;

const EXCERPT_CHARS = 1024;
// A receiver's answer is read this far so the connection can be reused; a longer one is cut.
const MAX_RESPONSE_BYTES = 64 * 1024;

function describe(error: NodeJS.ErrnoException, timeoutMs: number): string {
  if (error.name === 'TimeoutError') return `timeout: no answer within ${timeoutMs} ms`;
  const code = error.code ?? '';
  if (code === 'ECONNREFUSED') return `connection refused (${error.message})`;
  if (code === 'EADDRNOTPUBLIC') return `refused by the SSRF guard: ${error.message}`;
  if (
    code.startsWith('ERR_TLS') ||
    code.includes('CERT') ||
    code.startsWith('ERR_SSL') ||
    /SSL|TLS/.test(code)
  ) {
    return `TLS error ${code}: ${error.message}`;
  }
  return code ? `${code}: ${error.message}` : error.message;
}

class DeadlineError extends Error {
  override readonly name = 'TimeoutError';
}

/** Where a URL is posted: parsed once per URL (endpoints are few, deliveries many). */
interface Target {
  origin: string;
  path: string;
  /** Set when the host is an address literal the SSRF guard refuses (no lookup happens for a literal). */
  refused: string | null;
}

const TARGETS_KEPT = 10_000;

/**
 * Whether a request went out on a connection that had carried an earlier one. undici says so to
 * nobody, but it publishes `undici:client:sendHeaders` with the socket synchronously right after
 * it starts the request's handler, so the handler that just started is the one being written.
 */
const requestsPerSocket = new WeakMap<Socket, number>();
let starting: Attempt | null = null;
const startsNext = (attempt: Attempt) => void (starting = attempt);
diagnostics.subscribe('undici:client:sendHeaders', (message) => {
  const attempt = starting;
  if (!attempt) return;
  starting = null;
  const { socket } = message as { socket: Socket };
  const before = requestsPerSocket.get(socket) ?? 0;
  requestsPerSocket.set(socket, before + 1);
  attempt.reusedSocket = before > 0;
});

interface AttemptResult {
  outcome: PostOutcome;
  /** The connection was a reused keep-alive one and it closed before any answer. */
  retryOnFreshSocket?: boolean;
}

/**
 * One request as undici's handler: one deadline for connection, request and answer; the status
 * decides, the body is only read for the log excerpt (and cut past a limit).
 */
class Attempt implements Dispatcher.DispatchHandler {
  reusedSocket = false;
  private readonly started: number;
  private readonly timeoutMs: number;
  private readonly resolve: (result: AttemptResult) => void;
  private controller: Dispatcher.DispatchController | null = null;
  private settled = false;
  private statusCode: number | null = null;
  private location: string | null = null;
  private latencyMs = 0;
  private chunks: Buffer[] = [];
  private kept = 0;
  private received = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(started: number, timeoutMs: number, resolve: (result: AttemptResult) => void) {
    this.started = started;
    this.timeoutMs = timeoutMs;
    this.resolve = resolve;
    this.timer = setTimeout(() => this.expire(), timeoutMs);
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    // Past the deadline while it waited for a connection: it is not sent at all.
    if (this.settled) return void controller.abort(new DeadlineError());
    startsNext(this);
  }

  onResponseStart(
    _controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: Record<string, string | string[] | undefined>,
  ): void {
    if (statusCode < 200 && statusCode >= 100) return; // informational; the real answer follows
    this.statusCode = statusCode;
    this.latencyMs = Math.round(performance.now() - this.started);
    const location = headers.location;
    this.location = Array.isArray(location) ? (location[0] ?? null) : (location ?? null);
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.received += chunk.length;
    if (this.kept < EXCERPT_CHARS) {
      this.chunks.push(chunk);
      this.kept += chunk.length;
    }
    if (this.received > MAX_RESPONSE_BYTES) {
      this.finish();
      controller.abort(new Error('answer too long'));
    }
  }

  onResponseEnd(): void {
    this.finish();
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    if (this.settled) return;
    // The status already arrived; a cut body does not undo it.
    if (this.statusCode !== null) return this.finish();
    if (this.reusedSocket && isClosedByPeer(error)) {
      this.settled = true;
      clearTimeout(this.timer);
      this.resolve({
        outcome: { statusCode: null, latencyMs: 0, responseExcerpt: null, error: null },
        retryOnFreshSocket: true,
      });
      return;
    }
    this.finish(describe(error, this.timeoutMs));
  }

  /** Fails the attempt as it stands when the deadline passes; an answer whose status came in time counts. */
  private expire(): void {
    if (this.settled) return;
    if (this.statusCode !== null) this.finish();
    else this.finish(describe(new DeadlineError(), this.timeoutMs));
    this.controller?.abort(new DeadlineError());
  }

  private finish(failure?: string): void {
    if (this.settled) return;
    this.settled = true;
    clearTimeout(this.timer);
    const { statusCode } = this;
    const text = this.chunks.length
      ? Buffer.concat(this.chunks).toString('utf8').slice(0, EXCERPT_CHARS)
      : null;
    let error = failure ?? null;
    if (!error) {
      const code = statusCode ?? 0;
      if (code >= 300 && code < 400) {
        error = `redirect${this.location ? ` to ${this.location}` : ''} not followed`;
      } else if (code < 200 || code >= 300) error = `HTTP ${code}`;
    }
    this.resolve({
      outcome: {
        statusCode,
        latencyMs: statusCode === null ? Math.round(performance.now() - this.started) : this.latencyMs,
        responseExcerpt: text,
        error,
      },
    });
  }
}

/** A connection the receiver closed or reset before answering: undici's "other side closed" or a reset. */
function isClosedByPeer(error: NodeJS.ErrnoException): boolean {
  return error.code === 'UND_ERR_SOCKET' || error.code === 'ECONNRESET';
}

/**
 * Posts webhook bodies over keep-alive connections (undici, a bounded pool per receiver origin, one
 * request at a time per connection), never follows a redirect, and gives every attempt one
 * deadline covering connection, request and answer.
 */
export class WebhookSender {
  private readonly agent: Agent;
  private readonly options: SenderOptions;
  private readonly targets = new Map<string, Target>();

  constructor(options: SenderOptions) {
    this.options = options;
    this.agent = new Agent({
      connections: options.maxSocketsPerOrigin ?? MAX_SOCKETS_PER_ORIGIN,
      pipelining: 1,
      // The attempt's own deadline decides; undici's timers, a little longer, only end what that
      // deadline could not abort (a connection still being made).
      headersTimeout: options.timeoutMs + 1000,
      bodyTimeout: options.timeoutMs + 1000,
      connect: {
        timeout: options.timeoutMs + 1000,
        minVersion: 'TLSv1.2',
        ...(options.allowInsecure ? {} : { lookup: guardedLookup }),
      },
    });
  }

  async post(url: string, headers: Record<string, string>, body: string): Promise<PostOutcome> {
    const target = this.target(url);
    if (target.refused) {
      return { statusCode: null, latencyMs: 0, responseExcerpt: null, error: target.refused };
    }
    const payload = Buffer.from(body);
    const first = await this.once(target, headers, payload, performance.now());
    // A keep-alive connection the receiver closed just as we reused it: the request never reached
    // it, so trying once more (undici opens a fresh connection for a closed one) is not a second
    // delivery.
    if (first.retryOnFreshSocket)
      return (await this.once(target, headers, payload, performance.now())).outcome;
    return first.outcome;
  }

  private target(url: string): Target {
    let target = this.targets.get(url);
    if (target) return target;
    const parsed = new URL(url);
    const refused = this.options.allowInsecure ? null : refusedLiteral(parsed);
    target = {
      origin: parsed.origin,
      path: `${parsed.pathname}${parsed.search}`,
      refused: refused && `refused by the SSRF guard: ${refused}`,
    };
    if (this.targets.size >= TARGETS_KEPT) this.targets.clear();
    this.targets.set(url, target);
    return target;
  }

  private once(
    target: Target,
    headers: Record<string, string>,
    payload: Buffer,
    started: number,
  ): Promise<AttemptResult> {
    return new Promise((resolve) => {
      const attempt = new Attempt(started, this.options.timeoutMs, resolve);
      try {
        this.agent.dispatch(
          {
            origin: target.origin,
            path: target.path,
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: payload,
          },
          attempt,
        );
      } catch (error) {
        attempt.onResponseError(null as never, error as Error);
      }
    });
  }

  async close(): Promise<void> {
    await this.agent.destroy();
  }
}
