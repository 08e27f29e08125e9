import { Agent, request as send } from 'undici';
import { ChannelUnavailableError } from '../connector.ts';
import { channelRateLimited } from '../../../platform/observability/metrics.ts';
import type { Database } from '../../../platform/db/connection.ts';
import { pacerOf, type Pacer } from '../../../platform/pacing/pacer.ts';

/** One entry of the `cause` list of Mercado Livre's error body. */
export interface MlCause {
  code?: string;
  message?: string;
}

/**
 * A refusal by Mercado Livre (a 4xx other than 429): its `error`, `message` and causes, as the
 * channel wrote them. Not retried: the same request would be refused again.
 */
export class MlRefusal extends Error {
  readonly status: number;
  readonly error: string;
  readonly causes: MlCause[];

  constructor(status: number, error: string, message: string, causes: MlCause[]) {
    super(message);
    this.name = 'MlRefusal';
    this.status = status;
    this.error = error;
    this.causes = causes;
  }

  /** The channel's own words for the seller: the error causes when it gave some, else its message. */
  sellerMessage(): string {
    const causes = this.causes.filter((c) => c.message).map((c) => c.message!);
    return `Mercado Livre: ${causes.length > 0 ? causes.join('; ') : this.message}`;
  }
}

export interface MlRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  token?: string;
  json?: unknown;
  form?: Record<string, string>;
  multipart?: { field: string; filename: string; contentType: string; content: string };
  /** An XML document as the body (the NF-e import). */
  xml?: string;
  /** Headers a resource asks for (`x-format-new`, `x-version`). */
  headers?: Record<string, string>;
  /** Answer bytes as they come (labels) instead of JSON. */
  binary?: boolean;
  /**
   * False for a call that must not be sent twice (a create, a refresh spending its token): a 5xx or
   * a lost connection may have taken effect, so it ends in `AnswerLost` at once for the caller to
   * find out what happened. A 429 is still retried: the channel did nothing with it.
   */
  repeatable?: boolean;
}

/** A call that must not be repeated got no usable answer: it may or may not have taken effect. */
export class AnswerLost extends ChannelUnavailableError {
  constructor(message: string) {
    super(message);
    this.name = 'AnswerLost';
  }
}

export interface MlReply {
  status: number;
  body: unknown;
  contentType: string;
}

export interface MlHttpOptions {
  /** Calls per second to the channel: the channel's limit per application, shared by every process. */
  ratePerSecond: number;
  /** Where calls wait their turn, and the bucket they share (the application's). */
  pacer: Pacer;
  paceKey: string;
  /** Tries per call before the channel counts as unavailable. */
  attempts: number;
  /** First backoff; doubles on each retry, with jitter; a Retry-After header wins. */
  backoffMs: number;
}

const defaults: Omit<MlHttpOptions, 'pacer' | 'paceKey'> = {
  ratePerSecond: 20,
  attempts: 5,
  backoffMs: 200,
};

/**
 * The process's connections to Mercado Livre: kept alive and reused (a burst of notifications reads
 * thousands of resources; a connection per call would spend the process on handshakes and the
 * global fetch's streams), at most CONNECTIONS at a time, one request each. Connecting, waiting for
 * the answer's headers and reading its body have 30 s each.
 */
const CONNECTIONS = 64;
const TIMEOUT_MS = 30_000;
const connections = new Agent({
  connections: CONNECTIONS,
  pipelining: 1,
  connect: { timeout: TIMEOUT_MS },
  headersTimeout: TIMEOUT_MS,
  bodyTimeout: TIMEOUT_MS,
});

const headerOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Calls to Mercado Livre's API: paced under its rate limit (one bucket for every process), 429s, 5xx
 * and network failures retried with exponential backoff, other 4xx turned into `MlRefusal` with the
 * channel's cause. Exhausted retries end in `ChannelUnavailableError`, which publication retries
 * later as an outage.
 */
export class MlHttp {
  readonly baseUrl: string;
  private readonly options: MlHttpOptions;

  /** Where its calls are paced has no default: a bucket of the process's own would not be the app's (`appHttp`). */
  constructor(baseUrl: string, options: Pick<MlHttpOptions, 'pacer' | 'paceKey'> & Partial<MlHttpOptions>) {
    this.baseUrl = baseUrl;
    this.options = { ...defaults, ...options };
  }

  /** Waits for this call's slot: slots are spaced 1/rate apart (no burst), so a burst is paced, not refused. */
  private pace(): Promise<void> {
    const plan = { rate: this.options.ratePerSecond, burst: 1 };
    return this.options.pacer.take(this.options.paceKey, () => plan);
  }

  private async once(request: MlRequest): Promise<MlReply> {
    const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
    if (request.token) headers.authorization = `Bearer ${request.token}`;
    let body: string | undefined;
    if (request.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.json);
    } else if (request.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(request.form).toString();
    } else if (request.xml !== undefined) {
      headers['content-type'] = 'application/xml';
      body = request.xml;
    } else if (request.multipart) {
      const boundary = `feira${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
      const part = request.multipart;
      headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
      body =
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\n` +
        `Content-Type: ${part.contentType}\r\n\r\n${part.content}\r\n--${boundary}--\r\n`;
    }
    const response = await send(this.baseUrl + request.path, {
      method: request.method,
      headers,
      body,
      dispatcher: connections,
    });
    const contentType = headerOf(response.headers['content-type']) ?? '';
    const bytes = Buffer.from(await response.body.arrayBuffer());
    let parsed: unknown = bytes;
    if (!request.binary || response.statusCode >= 400) {
      const text = bytes.toString('utf8');
      try {
        parsed = text ? (JSON.parse(text) as unknown) : undefined;
      } catch {
        parsed = text;
      }
    }
    const retryAfter = Number(headerOf(response.headers['retry-after']));
    return {
      status: response.statusCode,
      body: parsed,
      contentType,
      ...(retryAfter > 0 ? { retryAfter } : {}),
    };
  }

  async call(request: MlRequest): Promise<MlReply> {
    let lastProblem = 'no answer';
    for (let attempt = 0; attempt < this.options.attempts; attempt++) {
      if (attempt > 0) {
        const base = this.options.backoffMs * 2 ** (attempt - 1);
        await sleep(base / 2 + Math.random() * base);
      }
      await this.pace();
      let reply: MlReply & { retryAfter?: number };
      try {
        reply = await this.once(request);
      } catch (error) {
        lastProblem = error instanceof Error ? error.message : String(error);
        if (request.repeatable === false)
          throw new AnswerLost(`Mercado Livre did not answer (${lastProblem})`);
        continue;
      }
      if (reply.status === 429) {
        channelRateLimited.inc({ platform: 'MERCADO_LIVRE' });
        // Mercado Livre counted more of the app's calls than our bucket did (its window is not ours):
        // the shared bucket is emptied too, so no process's next call goes before a refill (OPS-41).
        await this.options.pacer.empty(this.options.paceKey);
      }
      if (reply.status >= 500 && request.repeatable === false)
        throw new AnswerLost(`Mercado Livre answered HTTP ${reply.status}`);
      if (reply.status === 429 || reply.status >= 500) {
        lastProblem = `HTTP ${reply.status}`;
        if (reply.retryAfter) await sleep(Math.min(reply.retryAfter, 30) * 1000);
        continue;
      }
      if (reply.status >= 400) throw refusalOf(reply);
      return reply;
    }
    throw new ChannelUnavailableError(
      `Mercado Livre unavailable after ${this.options.attempts} tries (${lastProblem})`,
    );
  }
}

/** The APIs Feira calls as the Mercado Livre application, each under a limit of its own. */
type AppApi = 'mercadolivre' | 'mercadopago';

/**
 * A client of one of the application's APIs, paced in the application's bucket for that API
 * (`{api}:{clientId}`). The limit is the app's, whatever process calls (ADS-25): on PostgreSQL every
 * process shares the bucket, a row of `pacing_buckets`; on PGlite, which one process opens, it is the
 * process's (`pacerOf`, OPS-41).
 */
export function appHttp(
  database: Database,
  api: AppApi,
  baseUrl: string,
  app: { clientId?: string | undefined; ratePerSecond: number },
): MlHttp {
  return new MlHttp(baseUrl, {
    ratePerSecond: app.ratePerSecond,
    pacer: pacerOf(database),
    paceKey: `${api}:${app.clientId ?? ''}`,
  });
}

function refusalOf(reply: MlReply): MlRefusal {
  const body = (typeof reply.body === 'object' && reply.body !== null ? reply.body : {}) as {
    error?: string;
    message?: string;
    error_description?: string;
    cause?: unknown;
  };
  // Warnings ride along with errors in `cause`; only the errors say why the call was refused.
  const causes = Array.isArray(body.cause)
    ? (body.cause as (MlCause & { type?: string })[]).filter(
        (c) => typeof c === 'object' && c !== null && c.type !== 'warning',
      )
    : [];
  // A malformed body (`body.invalid_field_types`…) carries its code in `message` and the sentence
  // for a person in `error`: the other way round from every other refusal.
  if (body.message?.startsWith('body.') && body.error)
    return new MlRefusal(reply.status, body.message, body.error, causes);
  const message = body.error_description ?? body.message ?? `HTTP ${reply.status}`;
  return new MlRefusal(reply.status, body.error ?? 'error', message, causes);
}
