import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FeiraModule } from '../../src/platform/module.ts';
import { sellerOf, type Ctx } from '../../src/platform/context.ts';
import { notFound } from '../../src/platform/http/errors.ts';
import { newId } from '../../src/platform/ids.ts';

/**
 * A tiny seller-scoped resource for the authorization tests: notes kept per test app, read and
 * written exactly as a real module would (seller from ctx, foreign ids answer 404).
 */
export interface Note {
  id: string;
  sellerId: string;
  text: string;
}

export function notesModule(): FeiraModule & { notes: Map<string, Note> } {
  const notes = new Map<string, Note>();
  const find = (ctx: Ctx, id: string) => {
    const note = notes.get(id);
    if (!note || note.sellerId !== sellerOf(ctx)) throw notFound('note', id);
    return note;
  };
  const NoteBody = Type.Object({ text: Type.String(), sellerId: Type.Optional(Type.String()) });
  const Params = Type.Object({ id: Type.String() });

  async function routes(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.post(
      '/integration/test-notes',
      { schema: { body: NoteBody }, config: { scope: 'product:edit' } },
      async (request, reply) => {
        const note = { id: newId('note'), sellerId: sellerOf(request.ctx), text: request.body.text };
        notes.set(note.id, note);
        return reply.code(201).send(note);
      },
    );
    app.get('/integration/test-notes/:id', { schema: { params: Params } }, async (request) =>
      find(request.ctx, request.params.id),
    );
    app.put(
      '/integration/test-notes/:id',
      { schema: { params: Params, body: NoteBody }, config: { scope: 'product:edit' } },
      async (request) => {
        const note = find(request.ctx, request.params.id);
        note.text = request.body.text;
        return note;
      },
    );
    app.delete(
      '/integration/test-notes/:id',
      { schema: { params: Params }, config: { scope: 'product:edit' } },
      async (request, reply) => {
        const note = find(request.ctx, request.params.id);
        notes.delete(note.id);
        return reply.code(204).send();
      },
    );
    app.get('/integration/test-whoami', async (request) => ({
      sellerId: request.ctx.sellerId,
      clientId: request.ctx.clientId ?? null,
      userId: request.ctx.userId ?? null,
      scopes: [...request.ctx.scopes].sort(),
    }));
    app.post('/integration/test-quotes/:sellerId', { config: { public: true } }, async (request) => ({
      sellerId: (request.params as { sellerId: string }).sellerId,
      ctxSellerId: request.ctx.sellerId,
    }));
    app.get('/bffweb/catalog/test-whoami', async (request) => ({
      sellerId: request.ctx.sellerId,
      userId: request.ctx.userId ?? null,
      roles: [...request.ctx.roles].sort(),
    }));
    app.post('/bffweb/catalog/test-notes', async (request, reply) => {
      const note = { id: newId('note'), sellerId: sellerOf(request.ctx), text: 'from the web admin' };
      notes.set(note.id, note);
      return reply.code(201).send(note);
    });
    app.post('/bffweb/price-formation/test-rules', { config: { scope: 'price:edit' } }, async (request) => ({
      sellerId: request.ctx.sellerId,
    }));
  }
  return { name: 'test-notes', routes, notes };
}
