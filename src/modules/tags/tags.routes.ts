import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Runtime } from '../../platform/runtime.ts';
import { EntitySchema, selfLink, sendEntity } from '../../platform/http/hal.ts';
import {
  GroupAcceptedSchema,
  GroupParams,
  GroupRequestSchema,
  GroupSchema,
  LabelParams,
  PlatformParams,
} from './tags.schemas.ts';
import { getLabelGroup, labelFile, requestLabelGroup } from './tags.service.ts';

const tags = ['tags'];
export const contentTypes = { ZPL: 'application/zpl; charset=utf-8', PDF: 'application/pdf' } as const;

/** A package's label file as a download: the same handler on both surfaces. */
export async function sendLabelFile(
  request: FastifyRequest<{ Params: Static<typeof LabelParams> }>,
  reply: FastifyReply,
) {
  const { groupId, packageId } = request.params;
  const file = await labelFile(request.ctx, groupId, packageId);
  return reply
    .type(contentTypes[file.format])
    .header('content-disposition', `attachment; filename="${packageId}.${file.format.toLowerCase()}"`)
    .send(file.content);
}

/** Shipping labels (`tag` domain). */
export async function tagsRoutes(fastify: FastifyInstance, rt: Runtime): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const base = rt.config.publicUrl;
  const groupPath = (groupId: string) => `/integration/tags/${encodeURIComponent(groupId)}`;

  app.post(
    '/integration/tags/group/:platform',
    {
      config: { scope: 'tag:edit' },
      schema: {
        operationId: 'requestLabelGroup',
        tags,
        summary: 'Starts label generation for a set of orders (202: taken, not ready)',
        params: PlatformParams,
        body: GroupRequestSchema,
        response: { 202: GroupAcceptedSchema },
      },
    },
    async (request, reply) => {
      const accepted = await requestLabelGroup(request.ctx, request.params.platform, request.body);
      return reply
        .code(202)
        .header('location', `${base}${groupPath(accepted.groupId)}`)
        .send(accepted);
    },
  );

  app.get(
    '/integration/tags/:groupId',
    {
      schema: {
        operationId: 'getLabelGroup',
        tags,
        summary: 'A label group: its status and packages (label link or refusal reason)',
        params: GroupParams,
        response: { 200: EntitySchema(GroupSchema) },
      },
    },
    async (request, reply) => {
      const { groupId } = request.params;
      const group = await getLabelGroup(
        request.ctx,
        groupId,
        (packageId) => `${base}${groupPath(groupId)}/labels/${encodeURIComponent(packageId)}`,
      );
      return sendEntity(request, reply, base, group, selfLink(base, groupPath(groupId)));
    },
  );

  app.get(
    '/integration/tags/:groupId/labels/:packageId',
    {
      schema: {
        operationId: 'downloadLabel',
        tags,
        summary: 'The label file of a package (ZPL or PDF)',
        params: LabelParams,
      },
    },
    sendLabelFile,
  );
}
