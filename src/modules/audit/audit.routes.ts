import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { PagedSchema } from '../../platform/http/hal.ts';
import type { Runtime } from '../../platform/runtime.ts';
import { AuditEntrySchema, AuditQuery, OperatorAuditQuery, ReadableEntrySchema } from './audit.schemas.ts';
import { listChangesAsOperator } from './audit.service.ts';
import { listReadableChanges } from './audit.readable.ts';
import { sendPaged } from '../../platform/http/handlers.ts';

const LIST_KEY = 'auditEntryList';
const OperatorEntrySchema = Type.Composite([AuditEntrySchema, Type.Object({ sellerId: Type.String() })]);

/**
 * The change history: the seller's own over `/bffweb/audit` (the web admin's "Change history" page),
 * every seller's over `/management/audit` for operators.
 */
export async function auditRoutes(fastify: FastifyInstance, rt: Runtime): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const base = rt.config.publicUrl;

  app.get(
    '/bffweb/audit/changes',
    {
      schema: {
        operationId: 'bffListChanges',
        tags: ['bff audit'],
        summary:
          "The seller's change history, newest first: who changed which price, cost, stock, ad, product, rule, promotion, app, webhook or channel connection, named as the seller knows them, with the values before and after",
        querystring: AuditQuery,
        response: { 200: PagedSchema(LIST_KEY, ReadableEntrySchema) },
      },
    },
    async (request, reply) =>
      sendPaged(request, reply, base, LIST_KEY, (paging) =>
        listReadableChanges(request.ctx, request.query, paging),
      ),
  );

  app.get(
    '/management/audit/changes',
    {
      schema: {
        operationId: 'listChanges',
        tags: ['management'],
        summary: "Every seller's change history (or one seller's with sellerId), newest first",
        querystring: OperatorAuditQuery,
        response: { 200: PagedSchema(LIST_KEY, OperatorEntrySchema) },
      },
    },
    async (request, reply) =>
      sendPaged(request, reply, base, LIST_KEY, (paging) =>
        listChangesAsOperator(request.ctx, request.query, paging),
      ),
  );
}
