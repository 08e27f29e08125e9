import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './openapi.d.ts';
import { retryingFetch, type RetryOptions } from './retry.ts';
import { ClientCredentials, type ClientCredentialsOptions } from './token.ts';

export type { paths, components, operations } from './openapi.d.ts';
export { ClientCredentials, TokenError, type ClientCredentialsOptions } from './token.ts';
export { retryAfterMs, retryingFetch, type RetryOptions } from './retry.ts';

export interface FeiraClientOptions extends ClientCredentialsOptions {
  retry?: RetryOptions;
  /** The fetch every call goes through (default: the global one). */
  fetch?: (request: Request) => Promise<Response>;
}

export type FeiraClient = Client<paths>;

/**
 * A typed client of Feira's integration API (`/integration/*`): every path, parameter and body is
 * checked against the OpenAPI document at compile time. It gets and renews its access token with
 * the app's client credentials, sends a call again once with a new token when the service answers
 * 401, and waits out 429 and 503 as Retry-After asks.
 */
export function createFeiraClient(options: FeiraClientOptions): FeiraClient {
  const base = options.fetch ?? ((request: Request) => fetch(request));
  const send = retryingFetch(base, options.retry);
  const credentials = new ClientCredentials(options, send);

  async function authorized(request: Request): Promise<{ response: Response; token: string }> {
    const token = await credentials.token();
    const attempt = request.clone();
    attempt.headers.set('authorization', `Bearer ${token}`);
    return { response: await send(attempt), token };
  }

  return createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { accept: 'application/json' },
    fetch: async (request) => {
      const first = await authorized(request);
      if (first.response.status !== 401) return first.response;
      // A token revoked or a secret rotated since it was issued: one more try with a new token.
      credentials.invalidate(first.token);
      await first.response.body?.cancel();
      return (await authorized(request)).response;
    },
  });
}
