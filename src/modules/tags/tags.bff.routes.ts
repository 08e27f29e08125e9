import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  BatchAcceptedSchema,
  BatchFileQuery,
  BatchRequestSchema,
  GroupAcceptedSchema,
  GroupParams,
  GroupRequestSchema,
  GroupSchema,
  LabelParams,
  PlatformParams,
} from './tags.schemas.ts';
import { getLabelGroup, latestLabelGroupId, requestLabelGroup } from './tags.service.ts';
import { contentTypes, sendLabelFile } from './tags.routes.ts';
import { labelBatchFile, requestLabelBatch } from './batch/batch.service.ts';

const tags = ['bff orders'];
const groupPath = (groupId: string) => `/bffweb/orders/labels/${encodeURIComponent(groupId)}`;
const fileUrlIn = (groupId: string) => (packageId: string) =>
  `${groupPath(groupId)}/files/${encodeURIComponent(packageId)}`;

/**
 * Shipping labels from the web admin's order page (session cookie + CSRF, or a token with
 * `bffweb:orders`): the same service calls as `/integration/tags`, with label links the browser can
 * follow with its session (relative paths under `/bffweb`).
 */
export async function tagsBffRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/bffweb/orders/labels/platform/:platform',
    {
      schema: {
        operationId: 'bffRequestLabelGroup',
        tags,
        summary: 'Start label generation for orders of one platform (202: taken, not ready)',
        params: PlatformParams,
        body: GroupRequestSchema,
        response: { 202: GroupAcceptedSchema },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await requestLabelGroup(request.ctx, request.params.platform, request.body)),
  );

  app.post(
    '/bffweb/orders/labels/batch',
    {
      schema: {
        operationId: 'bffRequestLabelBatch',
        tags,
        summary:
          'Start labels for orders of any platforms, one group per platform (202: taken, not ready); then download them in one file',
        body: BatchRequestSchema,
        response: { 202: BatchAcceptedSchema },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await requestLabelBatch(request.ctx, request.body.orderIds)),
  );

  app.get(
    '/bffweb/orders/labels/batch/file',
    {
      schema: {
        operationId: 'bffDownloadLabelBatch',
        tags,
        summary:
          'Every label of one format the groups made, in one file (ZPL one after another, PDF pages in one PDF); 409 while a group is being made',
        querystring: BatchFileQuery,
      },
    },
    async (request, reply) => {
      const { groupIds } = request.query;
      // The schema lets only these two through (StringEnum types its value as a string).
      const format = request.query.format as 'ZPL' | 'PDF';
      const file = await labelBatchFile(request.ctx, groupIds, format);
      return reply
        .type(contentTypes[format])
        .header(
          'content-disposition',
          `attachment; filename="etiquetas-${file.count}.${format.toLowerCase()}"`,
        )
        .send(file.content);
    },
  );

  app.get(
    '/bffweb/orders/labels/byOrder/:orderId',
    {
      schema: {
        operationId: 'bffGetOrderLabelGroup',
        tags,
        summary:
          'The newest label group holding an order (204: the order has none; 404: no such order), so its page shows the label again',
        params: Type.Object({ orderId: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: { 200: GroupSchema, 204: Type.Null({ description: 'No label was asked for this order' }) },
      },
    },
    async (request, reply) => {
      const groupId = await latestLabelGroupId(request.ctx, request.params.orderId);
      if (!groupId) return reply.code(204).send(null);
      return getLabelGroup(request.ctx, groupId, fileUrlIn(groupId));
    },
  );

  app.get(
    '/bffweb/orders/labels/:groupId',
    {
      schema: {
        operationId: 'bffGetLabelGroup',
        tags,
        summary: 'A label group: its status and packages (label link or refusal reason)',
        params: GroupParams,
        response: { 200: GroupSchema },
      },
    },
    async (request) => {
      const { groupId } = request.params;
      return getLabelGroup(request.ctx, groupId, fileUrlIn(groupId));
    },
  );

  app.get(
    '/bffweb/orders/labels/:groupId/files/:packageId',
    {
      schema: {
        operationId: 'bffDownloadLabel',
        tags,
        summary: 'The label file of a package (ZPL or PDF)',
        params: LabelParams,
      },
    },
    sendLabelFile,
  );
}
