import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PagedSchema, PagingQuery } from '../../platform/http/hal.ts';
import { sendPaged } from '../../platform/http/handlers.ts';
import type { Runtime } from '../../platform/runtime.ts';
import { applyParity, getParity, parityConflicts, putParity } from './prices.parity.ts';
import { ParityAppliedSchema, ParityConflictSchema, ParitySchema } from './prices.schemas.ts';
import type { Writer } from './prices.service.ts';

const CONFLICT_LIST_KEY = 'parityConflicts';

/** The parity rule's routes on one surface (PRC-34); `id` keeps operationIds unique across the two. */
export async function parityRoutes(
  fastify: FastifyInstance,
  rt: Runtime,
  prefix: string,
  writer: Writer,
  id: (name: string) => string,
  write: object,
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['prices'];

  app.get(
    `${prefix}/parity`,
    {
      schema: {
        operationId: id('getPriceParity'),
        tags,
        summary: "The seller's parity rule across channels (null: none)",
        response: { 200: ParitySchema },
      },
    },
    async (request) => getParity(request.ctx),
  );

  app.put(
    `${prefix}/parity`,
    {
      ...write,
      schema: {
        operationId: id('putPriceParity'),
        tags,
        summary: "Set the seller's parity rule (rule: null removes it)",
        description:
          "Keeps channel's price at or below the lowest price of the seller's other connected channels for the " +
          'same SKU (or at most band above it), never below its floor. Apply it with POST …/parity/apply.',
        body: ParitySchema,
        response: { 200: ParitySchema },
      },
    },
    async (request) => putParity(request.ctx, request.body),
  );

  app.get(
    `${prefix}/parity/conflicts`,
    {
      schema: {
        operationId: id('listPriceParityConflicts'),
        tags,
        summary: `SKUs parity cannot bring into line without going below the floor (HAL ${CONFLICT_LIST_KEY})`,
        querystring: PagingQuery,
        response: { 200: PagedSchema(CONFLICT_LIST_KEY, ParityConflictSchema) },
      },
    },
    async (request, reply) =>
      sendPaged(request, reply, rt.config.publicUrl, CONFLICT_LIST_KEY, (paging) =>
        parityConflicts(request.ctx, paging),
      ),
  );

  app.post(
    `${prefix}/parity/apply`,
    {
      ...write,
      schema: {
        operationId: id('applyPriceParity'),
        tags,
        summary:
          "Give the rule's channel a price in parity wherever the floor allows, through the profit guard",
        response: { 200: ParityAppliedSchema },
      },
    },
    async (request) => applyParity(request.ctx, writer),
  );
}
