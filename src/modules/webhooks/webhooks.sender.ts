import dns, { type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './domain/url-rules.ts';

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
  /** Sockets kept per receiver origin. */
  maxSocketsPerOrigin?: number;
}

export const MAX_SOCKETS_PER_ORIGIN = 64;

const EXCERPT_CHARS = 1024;
// A receiver's answer is read this far so the connection can be reused; a longer one is cut.
const MAX_RESPONSE_BYTES = 64 * 1024;

class NotPublicError extends Error {
  readonly code = 'EADDRNOTPUBLIC';
}

/**
 * The SSRF guard at connection time: the name is resolved here and every address it gives must be
 * public, so a host that passed at registration cannot be pointed at the internal network later
 * (DNS rebinding). Checked per new connection, which is where the address is actually used.
 */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused || addresses.length === 0) {
      const what = refused ? `${hostname} resolves to ${refused.address}` : `${hostname} has no address`;
      return callback(new NotPublicError(`${what}, which is not a public address`), '', 0);
    }
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

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

/**
 * Posts webhook bodies over keep-alive connections (one pool per process), never follows a
 * redirect, and gives every attempt one deadline covering connection, request and answer.
 */
export class WebhookSender {
  private readonly httpAgent: http.Agent;
  private readonly httpsAgent: https.Agent;
  private readonly options: SenderOptions;

  constructor(options: SenderOptions) {
    this.options = options;
    const common = {
      keepAlive: true,
      maxSockets: options.maxSocketsPerOrigin ?? MAX_SOCKETS_PER_ORIGIN,
      maxFreeSockets: options.maxSocketsPerOrigin ?? MAX_SOCKETS_PER_ORIGIN,
      scheduling: 'lifo' as const,
      ...(options.allowInsecure ? {} : { lookup: guardedLookup }),
    };
    this.httpAgent = new http.Agent(common);
    this.httpsAgent = new https.Agent({ ...common, minVersion: 'TLSv1.2' });
  }

  async post(url: string, headers: Record<string, string>, body: string): Promise<PostOutcome> {
    const target = new URL(url);
    const started = performance.now();
    const host = target.hostname.replace(/^\[|\]$/g, '');
    if (!this.options.allowInsecure && isIP(host) && !isPublicAddress(host)) {
      return {
        statusCode: null,
        latencyMs: 0,
        responseExcerpt: null,
        error: `refused by the SSRF guard: ${host} is not a public address`,
      };
    }
    const first = await this.once(target, headers, body, started);
    // A keep-alive socket the receiver closed just as we reused it: the request never reached
    // it, so trying once more on a fresh connection is not a second delivery.
    if (first.retryOnFreshSocket) return (await this.once(target, headers, body, performance.now())).outcome;
    return first.outcome;
  }

  private once(
    target: URL,
    headers: Record<string, string>,
    body: string,
    started: number,
  ): Promise<{ outcome: PostOutcome; retryOnFreshSocket?: boolean }> {
    const { timeoutMs } = this.options;
    const payload = Buffer.from(body);
    return new Promise((resolve) => {
      let settled = false;
      let statusCode: number | null = null;
      let latencyMs = 0;
      const chunks: Buffer[] = [];
      let received = 0;
      const finish = (error: string | null) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        const text = chunks.length ? Buffer.concat(chunks).toString('utf8').slice(0, EXCERPT_CHARS) : null;
        resolve({
          outcome: {
            statusCode,
            latencyMs: statusCode === null ? Math.round(performance.now() - started) : latencyMs,
            responseExcerpt: text,
            error,
          },
        });
      };
      const request = (target.protocol === 'https:' ? https : http).request(target, {
        method: 'POST',
        agent: target.protocol === 'https:' ? this.httpsAgent : this.httpAgent,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(payload.length) },
      });
      const timer = setTimeout(() => request.destroy(new DeadlineError()), timeoutMs);
      request.on('response', (response) => {
        statusCode = response.statusCode ?? null;
        latencyMs = Math.round(performance.now() - started);
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (chunks.reduce((n, c) => n + c.length, 0) < EXCERPT_CHARS) chunks.push(chunk);
          if (received > MAX_RESPONSE_BYTES) response.destroy();
        });
        const done = () => {
          const code = statusCode ?? 0;
          if (code >= 300 && code < 400) {
            const location = response.headers.location;
            finish(`redirect${location ? ` to ${location}` : ''} not followed`);
          } else if (code < 200 || code >= 300) finish(`HTTP ${code}`);
          else finish(null);
        };
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      });
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (statusCode !== null) return; // the status already arrived; a cut body does not undo it
        if (!settled && request.reusedSocket && error.code === 'ECONNRESET') {
          settled = true;
          clearTimeout(timer);
          resolve({
            outcome: { statusCode: null, latencyMs: 0, responseExcerpt: null, error: null },
            retryOnFreshSocket: true,
          });
          return;
        }
        finish(describe(error, timeoutMs));
      });
      request.end(payload);
    });
  }

  close(): void {
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
  }
}
