import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Ctx } from '../context.ts';
import { parsePaging, sendPage, type PageResult, type Paging } from './hal.ts';

/**
 * The handler of a route that creates one thing from its body: 201 with what `create` answers. Most
 * create routes are exactly this, so they name the service call and nothing else.
 */
export function created<B, R>(create: (ctx: Ctx, body: B) => Promise<R>) {
  return async (request: { ctx: Ctx; body: B }, reply: FastifyReply): Promise<R> => {
    const made = await create(request.ctx, request.body);
    // The answer is serialized by the route's 201 schema, as a `send` of it would be.
    reply.code(201);
    return made;
  };
}

/**
 * Answers a paged list: reads `page`, `size` and `sort` from the query, asks `list` for that page and
 * sends it as `listKey` (HAL or plain JSON, as the caller accepts).
 */
export async function sendPaged<T>(
  request: FastifyRequest<{ Querystring: Parameters<typeof parsePaging>[0] }>,
  reply: FastifyReply,
  baseUrl: string,
  listKey: string,
  list: (paging: Paging) => Promise<PageResult<T>>,
): Promise<FastifyReply> {
  const paging = parsePaging(request.query);
  return sendPage(request, reply, baseUrl, listKey, paging, await list(paging));
}
