import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  AppClientIdParams,
  ClientAppSchema,
  ClientAppWithSecretSchema,
  CreateClientAppSchema,
  PartnerAppSchema,
  ScopeChoiceSchema,
} from './sellers.bff.schemas.ts';
import {
  createClientApp,
  deleteClientApp,
  listClientApps,
  listPartnerApps,
  revokePartnerApp,
  rotateClientAppSecret,
  scopeChoices,
} from './sellers.apps.ts';
import { created } from '../../platform/http/handlers.ts';

/**
 * "Apps e acessos" for the web admin (session cookie + CSRF, or a token with `bffweb:apps`): the
 * seller's client_credentials apps and the partner apps its users authorized.
 */
export async function sellersBffRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['apps'];
  const noContent = { 204: Type.Null() };

  app.get(
    '/bffweb/apps/scopes',
    {
      schema: {
        operationId: 'bffListAppScopes',
        tags,
        summary: 'The scopes an app can have, what each allows, and which the caller may give',
        response: { 200: Type.Array(ScopeChoiceSchema) },
      },
    },
    async (request) => scopeChoices(request.ctx),
  );

  app.get(
    '/bffweb/apps/clients',
    {
      schema: {
        operationId: 'bffListClientApps',
        tags,
        summary: "The seller's client_credentials apps (their secrets are never shown again)",
        response: { 200: Type.Array(ClientAppSchema) },
      },
    },
    async (request) => listClientApps(request.ctx),
  );

  app.post(
    '/bffweb/apps/clients',
    {
      schema: {
        operationId: 'bffCreateClientApp',
        tags,
        summary: 'Create a client_credentials app bound to the seller; the secret is in this answer only',
        body: CreateClientAppSchema,
        response: { 201: ClientAppWithSecretSchema },
      },
    },
    created(createClientApp),
  );

  app.post(
    '/bffweb/apps/clients/:clientId/rotate-secret',
    {
      schema: {
        operationId: 'bffRotateClientAppSecret',
        tags,
        summary:
          'A new secret (in this answer only); the old one and every token it got stop working at once',
        params: AppClientIdParams,
        response: { 200: ClientAppWithSecretSchema },
      },
    },
    async (request) => rotateClientAppSecret(request.ctx, request.params.clientId),
  );

  app.delete(
    '/bffweb/apps/clients/:clientId',
    {
      schema: {
        operationId: 'bffDeleteClientApp',
        tags,
        summary: 'Remove an app: it gets no new tokens and the ones it holds stop working at once',
        params: AppClientIdParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      await deleteClientApp(request.ctx, request.params.clientId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/bffweb/apps/partners',
    {
      schema: {
        operationId: 'bffListPartnerApps',
        tags,
        summary: "Partner apps the seller's users authorized (authorization code), with the scopes given",
        response: { 200: Type.Array(PartnerAppSchema) },
      },
    },
    async (request) => listPartnerApps(request.ctx),
  );

  app.delete(
    '/bffweb/apps/partners/:clientId',
    {
      schema: {
        operationId: 'bffRevokePartnerApp',
        tags,
        summary:
          'Revoke a partner app for the seller: its grants, refresh tokens and access tokens stop working at once',
        params: AppClientIdParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      await revokePartnerApp(request.ctx, request.params.clientId);
      return reply.code(204).send(null);
    },
  );
}
