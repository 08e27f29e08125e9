import type { LightMyRequestResponse } from 'fastify';
import { bearer, createSeller, tokenFor } from './auth.ts';
import type { TestApp } from './test-app.ts';
import { webLogin, type WebLogin } from './web.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Headers = Record<string, string>;

/**
 * One request through fastify.inject as the caller whose headers are given (a bearer token or a web
 * session); `payload`, when given, goes as JSON.
 */
export function send(
  t: TestApp,
  method: Method,
  url: string,
  payload?: unknown,
  headers: object = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: headers as Headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** `send` bound to a caller: `(method, url, payload?, headers?)`, the headers defaulting to the caller's. */
export function injector(t: TestApp, caller: object) {
  return (method: Method, url: string, payload?: unknown, headers: object = caller) =>
    send(t, method, url, payload, headers);
}

export interface TwoSellers {
  sellerA: string;
  sellerB: string;
  /** Seller A's token with the scopes asked for. */
  tokenA: string;
  /** Seller B's token with the same scopes: the caller of the tenancy checks. */
  tokenB: string;
  /** `Authorization` header of seller A's token. */
  a: { authorization: string };
  /** `Authorization` header of seller B's token. */
  b: { authorization: string };
}

export interface TwoSellersOptions {
  /** Sandbox sellers (their orders can be made up through the sandbox routes). */
  sandbox?: boolean;
  /** Seller B's scopes when they differ from A's (B needs only those of the requests it is refused). */
  scopesB?: string[];
}

/** Seller A, whose data a test writes, and seller B, who must not see it, each with a token of `scopes`. */
export async function twoSellers(
  t: TestApp,
  scopes: string[] = [],
  { sandbox = false, scopesB = scopes }: TwoSellersOptions = {},
): Promise<TwoSellers> {
  const sellerA = (await createSeller(t, { name: 'A', sandbox })).id;
  const sellerB = (await createSeller(t, { name: 'B', sandbox })).id;
  const tokenA = await tokenFor(t, sellerA, scopes);
  const tokenB = await tokenFor(t, sellerB, scopesB);
  return { sellerA, sellerB, tokenA, tokenB, a: bearer(tokenA), b: bearer(tokenB) };
}

/** `twoSellers` with seller A also logged in to the web admin (`web.headers` for /bffweb calls). */
export async function twoSellersWithWeb(
  t: TestApp,
  scopes: string[] = [],
  options: TwoSellersOptions = {},
): Promise<TwoSellers & { web: WebLogin }> {
  const sellers = await twoSellers(t, scopes, options);
  return { ...sellers, web: await webLogin(t, sellers.sellerA) };
}
