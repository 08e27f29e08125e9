import createClient from 'openapi-fetch';
import { ApiError, sessionCsrfToken, type Page } from '../api';
import type { paths } from './schema';

/**
 * The web back end's routes, typed from its OpenAPI document (schema.d.ts, written by
 * `npm run web:api-types`): a path, a parameter or a body the back end does not have fails typecheck.
 */
export const bff = createClient<paths>({
  credentials: 'same-origin',
  headers: { accept: 'application/json' },
});

bff.use({
  onRequest({ request }) {
    const token = sessionCsrfToken();
    if (request.method !== 'GET' && token) request.headers.set('x-csrf-token', token);
  },
  // A network failure reads as the status-0 ApiError the pages already explain to the seller.
  onError: () => new ApiError(0, {}),
});

/** The answer's body, or the ApiError (with the problem+json) the pages explain to the seller. */
export async function answer<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  const { data, error, response } = await call;
  // A body that is not problem+json (a proxy's HTML page) reads as no problem, like the old layer did.
  if (!response.ok)
    throw new ApiError(response.status, typeof error === 'object' && error !== null ? error : {});
  return data as T;
}

type Method = 'get' | 'post' | 'put' | 'delete';
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M & keyof paths[P]]>;
type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;

/** The JSON body a route answers with when it succeeds (200, 201 or 202). */
export type Answer<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { responses: infer R } ? Json<R[(200 | 201 | 202) & keyof R]> : never;

/** The query parameters a route reads. */
export type Query<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** The JSON body a route takes. */
export type Body<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { requestBody?: infer B } ? Json<NonNullable<B>> : never;

type Embedded<D> = D extends { _embedded?: infer E } ? NonNullable<E> : never;

/** A HAL page (its list under `_embedded`, left out when empty) read as `{items, page}`. */
export function halPage<
  D extends { _embedded?: object; page: Page<unknown>['page'] },
  L extends keyof Embedded<D>,
>(data: D, list: L): Page<NonNullable<Embedded<D>[L]> extends readonly (infer T)[] ? T : never> {
  const embedded = data._embedded as Embedded<D> | undefined;
  return { items: (embedded?.[list] ?? []) as never, page: data.page };
}
