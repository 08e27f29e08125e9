import http from 'node:http';
import https from 'node:https';
import { guardedLookup, NotPublicError } from '../../../platform/http/outbound-guard.ts';
import { refusedLiteral } from '../../../platform/http/ssrf.ts';

export interface HttpReply {
  status: number;
  text: string;
}

// A quote reply is a few kilobytes; anything past this is not a quote and is cut off.
const MAX_REPLY_BYTES = 1024 * 1024;

/**
 * Outbound JSON over keep-alive connections: a quote has 650 ms, so a TLS handshake per call is
 * too expensive. Never follows redirects. The caller's signal is the deadline.
 */
export class OutboundHttp {
  private readonly httpAgent: http.Agent;
  private readonly httpsAgent: https.Agent;
  private readonly guard: boolean;

  constructor(options: { guard: boolean }) {
    this.guard = options.guard;
    const common = {
      keepAlive: true,
      maxSockets: 256,
      maxFreeSockets: 32,
      scheduling: 'lifo' as const,
      ...(options.guard ? { lookup: guardedLookup } : {}),
    };
    this.httpAgent = new http.Agent(common);
    this.httpsAgent = new https.Agent({ ...common, minVersion: 'TLSv1.2' });
  }

  request(
    method: 'GET' | 'POST',
    target: string,
    options: { headers?: Record<string, string>; json?: unknown; signal: AbortSignal },
  ): Promise<HttpReply> {
    const url = new URL(target);
    const refused = this.guard ? refusedLiteral(url) : null;
    if (refused) return Promise.reject(new NotPublicError(refused));
    const payload = options.json === undefined ? undefined : Buffer.from(JSON.stringify(options.json));
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
      ...options.headers,
    };
    const transport = url.protocol === 'https:' ? https : http;
    const agent = url.protocol === 'https:' ? this.httpsAgent : this.httpAgent;
    return new Promise<HttpReply>((resolve, reject) => {
      const request = transport.request(
        url,
        { method, headers, agent, signal: options.signal },
        (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_REPLY_BYTES)
              request.destroy(new Error(`reply larger than ${MAX_REPLY_BYTES} bytes`));
            else chunks.push(chunk);
          });
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
          );
          response.on('error', reject);
          response.on('aborted', () => reject(new Error('the connection closed mid-reply')));
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  }

  close(): void {
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
  }
}
