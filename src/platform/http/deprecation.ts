import type { RouteOptions } from 'fastify';

/**
 * Marks a superseded route: every answer carries `Deprecation: true` and the OpenAPI
 * operation is flagged deprecated. Spread into the route options: `app.get(path, deprecated({...}))`.
 */
export function deprecated<T extends Partial<RouteOptions>>(options: T): T {
  const previous = options.onSend;
  const onSend = async (
    request: never,
    reply: { header(name: string, value: string): unknown },
    payload: unknown,
  ) => {
    reply.header('Deprecation', 'true');
    return payload;
  };
  return {
    ...options,
    schema: { ...(options.schema ?? {}), deprecated: true },
    onSend: previous ? [onSend, ...(Array.isArray(previous) ? previous : [previous])] : onSend,
  };
}
