import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { OperatorCopySchema, TemplateSchema } from './price-formation.schemas.ts';
import { copyTemplateAsOperator } from './price-formation.templates.ts';
import { created } from '../../platform/http/handlers.ts';

const tags = ['price-formation'];

/** The operators' side of price formation under `/management` (the authorization hook requires ROLE_ADMIN). */
export async function priceFormationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/management/price-formation/templates/copy',
    {
      schema: {
        operationId: 'copyPriceFormationTemplateBetweenSellers',
        tags,
        summary: 'Operator (ROLE_ADMIN): copy a seller’s template to another seller (201)',
        body: OperatorCopySchema,
        response: { 201: Type.Composite([TemplateSchema, Type.Object({ sellerId: Type.String() })]) },
      },
    },
    created(copyTemplateAsOperator),
  );
}
