import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Runtime } from '../../platform/runtime.ts';
import { PagedSchema, PagingQuery } from '../../platform/http/hal.ts';
import {
  CarrierInputSchema,
  CarrierPatchSchema,
  CarrierSchema,
  ExplainQuerySchema,
  ExplainedQuoteResponseSchema,
  FreightValueInputSchema,
  FreightValueListQuery,
  FreightValuePatchSchema,
  FreightValueSchema,
  QuoteRequestSchema,
  RegionInputSchema,
  RegionListQuery,
  RegionPatchSchema,
  RegionSchema,
  TableImportResultSchema,
  TableImportSchema,
  TesterParamsSchema,
} from './freight.schemas.ts';
import {
  createRegion,
  deleteRegion,
  getRegion,
  listRegions,
  updateRegion,
} from './freight.regions.service.ts';
import { createCarrier, deleteCarrier, getCarrier, listCarriers, updateCarrier } from './freight.service.ts';
import { createValue, deleteValue, getValue, listValues, updateValue } from './freight.values.service.ts';
import { importCarrierTable } from './freight.import.ts';
import { quoteFreight } from './freight.quotes.ts';
import { sendQuote } from './freight.routes.ts';
import { sendPaged } from '../../platform/http/handlers.ts';

const BFF = '/bffweb/freight';
const tags = ['freight'];
const CarrierParams = Type.Object({ carrierId: Type.String({ minLength: 1 }) });
const RegionParams = Type.Object({ regionId: Type.String({ minLength: 1 }) });
const ValueParams = Type.Object({ valueId: Type.String({ minLength: 1 }) });
const NoContent = { 204: Type.Null() };

/** Carrier, region and freight value configuration: the web admin's freight area. */
async function configRoutes(fastify: FastifyInstance, rt: Runtime): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const base = rt.config.publicUrl;

  app.post(
    `${BFF}/carriers`,
    {
      schema: {
        operationId: 'createFreightCarrier',
        tags,
        summary: 'Register a carrier: own table, own quote URL or a carrier integration',
        body: CarrierInputSchema,
        response: { 201: CarrierSchema },
      },
    },
    async (request, reply) => {
      const carrier = await createCarrier(request.ctx, request.body);
      return reply.code(201).header('Location', `${base}${BFF}/carriers/${carrier.id}`).send(carrier);
    },
  );

  app.get(
    `${BFF}/carriers`,
    {
      schema: {
        operationId: 'listFreightCarriers',
        tags,
        querystring: PagingQuery,
        response: { 200: PagedSchema('carriers', CarrierSchema) },
      },
    },
    async (request, reply) =>
      sendPaged(request, reply, base, 'carriers', (paging) => listCarriers(request.ctx, paging)),
  );

  app.get(
    `${BFF}/carriers/:carrierId`,
    {
      schema: {
        operationId: 'getFreightCarrier',
        tags,
        params: CarrierParams,
        response: { 200: CarrierSchema },
      },
    },
    async (request) => getCarrier(request.ctx, request.params.carrierId),
  );

  app.patch(
    `${BFF}/carriers/:carrierId`,
    {
      schema: {
        operationId: 'updateFreightCarrier',
        tags,
        summary: 'Change a carrier; `active: false` keeps it in its regions but quotes nothing',
        params: CarrierParams,
        body: CarrierPatchSchema,
        response: { 200: CarrierSchema },
      },
    },
    async (request) => updateCarrier(request.ctx, request.params.carrierId, request.body),
  );

  app.delete(
    `${BFF}/carriers/:carrierId`,
    {
      schema: {
        operationId: 'deleteFreightCarrier',
        tags,
        summary: 'Remove a carrier and its freight values',
        params: CarrierParams,
        response: NoContent,
      },
    },
    async (request, reply) => {
      await deleteCarrier(request.ctx, request.params.carrierId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${BFF}/carriers/:carrierId/table`,
    {
      schema: {
        operationId: 'importFreightCarrierTable',
        tags,
        summary: "Import a carrier's table from CSV, replacing its freight values",
        description:
          'All or nothing: a file with bad rows answers 400 freight-import-invalid with `errors` ' +
          '[{row, field, message}] (row = line of the file) and writes nothing. Regions the file names that ' +
          'the seller lacks are created; the carrier is assigned to every region of the file. `dryRun` ' +
          'validates and counts without writing.',
        params: CarrierParams,
        body: TableImportSchema,
        response: { 200: TableImportResultSchema, 201: TableImportResultSchema },
      },
    },
    async (request, reply) => {
      const result = await importCarrierTable(request.ctx, request.params.carrierId, request.body);
      return reply.code(result.dryRun ? 200 : 201).send(result);
    },
  );

  app.post(
    `${BFF}/regions`,
    {
      schema: {
        operationId: 'createFreightRegion',
        tags,
        summary: 'Create a region: one or more postal code ranges and the carriers serving them',
        body: RegionInputSchema,
        response: { 201: RegionSchema },
      },
    },
    async (request, reply) => {
      const region = await createRegion(request.ctx, request.body);
      return reply.code(201).header('Location', `${base}${BFF}/regions/${region.id}`).send(region);
    },
  );

  app.get(
    `${BFF}/regions`,
    {
      schema: {
        operationId: 'listFreightRegions',
        tags,
        summary: 'Regions, optionally those holding a postal code or served by a carrier',
        querystring: RegionListQuery,
        response: { 200: PagedSchema('regions', RegionSchema) },
      },
    },
    async (request, reply) =>
      sendPaged(request, reply, base, 'regions', (paging) => listRegions(request.ctx, paging, request.query)),
  );

  app.get(
    `${BFF}/regions/:regionId`,
    {
      schema: {
        operationId: 'getFreightRegion',
        tags,
        params: RegionParams,
        response: { 200: RegionSchema },
      },
    },
    async (request) => getRegion(request.ctx, request.params.regionId),
  );

  app.patch(
    `${BFF}/regions/:regionId`,
    {
      schema: {
        operationId: 'updateFreightRegion',
        tags,
        summary: 'Change a region; ranges and carrierIds, when sent, replace the stored ones',
        params: RegionParams,
        body: RegionPatchSchema,
        response: { 200: RegionSchema },
      },
    },
    async (request) => updateRegion(request.ctx, request.params.regionId, request.body),
  );

  app.delete(
    `${BFF}/regions/:regionId`,
    {
      schema: {
        operationId: 'deleteFreightRegion',
        tags,
        summary: 'Remove a region with its freight values',
        params: RegionParams,
        response: NoContent,
      },
    },
    async (request, reply) => {
      await deleteRegion(request.ctx, request.params.regionId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${BFF}/values`,
    {
      schema: {
        operationId: 'createFreightValue',
        tags,
        summary: 'Price a weight band of a carrier in a region',
        description:
          'A band covers weightFrom < weight ≤ weightTo (kg). Bands of the same carrier, region and service ' +
          '(serviceName and freightType) may not overlap: 400 freight-band-overlap.',
        body: FreightValueInputSchema,
        response: { 201: FreightValueSchema },
      },
    },
    async (request, reply) => {
      const value = await createValue(request.ctx, request.body);
      return reply.code(201).header('Location', `${base}${BFF}/values/${value.id}`).send(value);
    },
  );

  app.get(
    `${BFF}/values`,
    {
      schema: {
        operationId: 'listFreightValues',
        tags,
        querystring: FreightValueListQuery,
        response: { 200: PagedSchema('freightValues', FreightValueSchema) },
      },
    },
    async (request, reply) =>
      sendPaged(request, reply, base, 'freightValues', (paging) =>
        listValues(request.ctx, paging, request.query),
      ),
  );

  app.get(
    `${BFF}/values/:valueId`,
    {
      schema: {
        operationId: 'getFreightValue',
        tags,
        params: ValueParams,
        response: { 200: FreightValueSchema },
      },
    },
    async (request) => getValue(request.ctx, request.params.valueId),
  );

  app.patch(
    `${BFF}/values/:valueId`,
    {
      schema: {
        operationId: 'updateFreightValue',
        tags,
        params: ValueParams,
        body: FreightValuePatchSchema,
        response: { 200: FreightValueSchema },
      },
    },
    async (request) => updateValue(request.ctx, request.params.valueId, request.body),
  );

  app.delete(
    `${BFF}/values/:valueId`,
    {
      schema: { operationId: 'deleteFreightValue', tags, params: ValueParams, response: NoContent },
    },
    async (request, reply) => {
      await deleteValue(request.ctx, request.params.valueId);
      return reply.code(204).send(null);
    },
  );
}

/** The seller's quote tester, with explanations. */
async function quoteTesterRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    `${BFF}/quotes/:postalCode`,
    {
      config: { writesNothing: true },
      schema: {
        operationId: 'testFreightQuote',
        tags,
        summary:
          'Quote tester: the public quote for this seller, with `?explain=true` showing how it was made',
        description:
          'The explanation lists the regions holding the postal code, per carrier the real, cubic and billable ' +
          'weight and the band chosen (or why none), and every outside call with its latency or why it was ' +
          'dropped. Explained quotes bypass the cache.',
        params: TesterParamsSchema,
        querystring: ExplainQuerySchema,
        body: QuoteRequestSchema,
        response: { 200: ExplainedQuoteResponseSchema },
      },
    },
    async (request, reply) =>
      sendQuote(
        reply,
        await quoteFreight(request.ctx, request.params.postalCode, request.body, {
          explain: request.query.explain,
        }),
      ),
  );
}

/** The web admin's freight area under /bffweb/freight. */
export async function freightBffRoutes(app: FastifyInstance, rt: Runtime): Promise<void> {
  await configRoutes(app, rt);
  await quoteTesterRoutes(app);
}
