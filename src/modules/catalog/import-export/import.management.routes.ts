import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Runtime } from '../../../platform/runtime.ts';
import { getSeller } from '../../sellers/index.ts';
import { surfaceRoutes, type Surface } from './import.surface.ts';

const management: Surface = {
  prefix: '/management/sellers/:sellerId/catalog',
  params: { sellerId: Type.String({ minLength: 1, maxLength: 100 }) },
  operationId: (name) => `manage${name[0]!.toUpperCase()}${name.slice(1)}`,
  tags: ['management'],
  actFor: async (request) => {
    const { sellerId } = request.params as { sellerId: string };
    await getSeller(request.ctx, sellerId);
    request.ctx = { ...request.ctx, sellerId };
  },
};

/**
 * The web back end's import and export for an operator (ROLE_ADMIN) acting for a seller named in the
 * path (`/management/sellers/{sellerId}/catalog`): how `feira import` and `feira export` reach a
 * running service that holds the embedded database.
 */
export async function importManagementRoutes(fastify: FastifyInstance, rt: Runtime): Promise<void> {
  await fastify.register((scope) => surfaceRoutes(scope, rt, management));
}
