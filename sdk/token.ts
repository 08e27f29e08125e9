/** What the SDK needs to get access tokens with the OAuth 2.0 client credentials grant. */
export interface ClientCredentialsOptions {
  /** The service's address, e.g. `https://feira.example.com`; the token endpoint is `{baseUrl}/oauth/token`. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Scopes to ask for; absent asks for every scope the app holds. */
  scopes?: readonly string[];
  /** Seconds before expiry a token is replaced, so none expires on its way (default 60; at most half its life). */
  refreshBeforeSeconds?: number;
  /** Milliseconds since the epoch; injectable so tests can move time. */
  now?: () => number;
}

interface Held {
  accessToken: string;
  /** When to get a new one (ms): its expiry less the margin. */
  renewAt: number;
}

export class TokenError extends Error {
  readonly status: number;
  constructor(status: number, body: string) {
    super(`token endpoint answered ${status}: ${body.slice(0, 300)}`);
    this.name = 'TokenError';
    this.status = status;
  }
}

/**
 * Access tokens for an app: fetched on first use, kept until shortly before they expire, fetched once
 * for many concurrent callers, dropped on demand (a 401 means it was revoked or the secret rotated).
 */
export class ClientCredentials {
  private held: Held | null = null;
  private pending: Promise<string> | null = null;
  private readonly options: ClientCredentialsOptions;
  private readonly send: (request: Request) => Promise<Response>;

  constructor(options: ClientCredentialsOptions, send: (request: Request) => Promise<Response>) {
    this.options = options;
    this.send = send;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** A token valid for a while yet. */
  async token(): Promise<string> {
    if (this.held && this.now() < this.held.renewAt) return this.held.accessToken;
    this.pending ??= this.fetchToken().finally(() => (this.pending = null));
    return this.pending;
  }

  /** Forgets the token held, so the next call gets a new one. */
  invalidate(token: string): void {
    if (this.held?.accessToken === token) this.held = null;
  }

  private async fetchToken(): Promise<string> {
    const { baseUrl, clientId, clientSecret, scopes } = this.options;
    const form = new URLSearchParams({ grant_type: 'client_credentials' });
    if (scopes?.length) form.set('scope', scopes.join(' '));
    // RFC 6749 §2.3.1: id and secret are form-encoded before they are joined for Basic.
    const basic = Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString(
      'base64',
    );
    const asked = this.now();
    const response = await this.send(
      new Request(new URL('/oauth/token', baseUrl), {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form.toString(),
      }),
    );
    const text = await response.text();
    if (!response.ok) throw new TokenError(response.status, text);
    const body = JSON.parse(text) as { access_token: string; expires_in?: number };
    const life = (body.expires_in ?? 300) * 1000;
    const margin = Math.min((this.options.refreshBeforeSeconds ?? 60) * 1000, life / 2);
    this.held = { accessToken: body.access_token, renewAt: asked + life - margin };
    return body.access_token;
  }
}
