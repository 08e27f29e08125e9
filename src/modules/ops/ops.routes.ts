import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Runtime } from '../../platform/runtime.ts';
import { info, readiness } from './ops.service.ts';
import { getProbe, requestProbe } from './probe.service.ts';
import { collectProcessMetrics, METRICS_CONTENT_TYPE, scrape } from '../../platform/observability/metrics.ts';

const StatusSchema = Type.Object({ status: Type.Union([Type.Literal('UP'), Type.Literal('DOWN')]) });
const ComponentsSchema = Type.Object({
  status: Type.Union([Type.Literal('UP'), Type.Literal('DOWN')]),
  components: Type.Object({
    db: StatusSchema,
    jobs: StatusSchema,
    migrations: StatusSchema,
  }),
});

export async function opsRoutes(fastify: FastifyInstance, rt: Runtime): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['ops'];

  app.get(
    '/actuator/health',
    {
      schema: {
        operationId: 'health',
        tags,
        summary: 'Overall health: UP when the database and the job system answer',
        response: { 200: StatusSchema, 503: StatusSchema },
      },
    },
    async (_request, reply) => {
      const ready = await readiness(rt);
      return reply.code(ready.status === 'UP' ? 200 : 503).send({ status: ready.status });
    },
  );

  app.get(
    '/actuator/health/liveness',
    {
      schema: {
        operationId: 'healthLiveness',
        tags,
        summary: 'The process is alive',
        response: { 200: StatusSchema },
      },
    },
    async () => ({ status: 'UP' as const }),
  );

  app.get(
    '/actuator/health/readiness',
    {
      schema: {
        operationId: 'healthReadiness',
        tags,
        summary: 'Ready to take traffic: database, job system and every migration of this release applied',
        response: { 200: ComponentsSchema, 503: ComponentsSchema },
      },
    },
    async (_request, reply) => {
      const ready = await readiness(rt);
      return reply.code(ready.status === 'UP' ? 200 : 503).send(ready);
    },
  );

  app.get(
    '/actuator/info',
    { schema: { operationId: 'info', tags, summary: 'Component metadata: version, commit, database kind' } },
    async () => info(rt),
  );

  if (rt.config.metrics) await app.register(async (scope) => metricsRoute(scope, rt));
  await app.register(probeRoutes);
}

/** This process's registry for Prometheus (operators: see the authorization hook). */
async function metricsRoute(fastify: FastifyInstance, rt: Runtime): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  collectProcessMetrics();
  app.get(
    '/actuator/prometheus',
    {
      schema: {
        operationId: 'prometheus',
        tags: ['ops'],
        summary:
          "This process's metrics in the Prometheus text format; a ROLE_ADMIN token or the FEIRA_METRICS_TOKEN bearer",
        produces: [METRICS_CONTENT_TYPE],
        response: { 200: Type.String() },
      },
    },
    async (_request, reply) => reply.type(METRICS_CONTENT_TYPE).send(await scrape(rt)),
  );
}

const ProbeSchema = Type.Object({
  id: Type.String(),
  requestedBy: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  consumedAt: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()])),
  consumedBy: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  deliveries: Type.Optional(Type.Integer()),
});

/** Operator checks of the event pipeline across processes (`/management`: admin only). */
async function probeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['management'];
  app.post(
    '/management/ops/probes',
    {
      schema: {
        operationId: 'createPipelineProbe',
        tags,
        summary: 'Append a probe event; a worker records when it consumed it',
        response: { 202: ProbeSchema },
      },
    },
    async (request, reply) => reply.code(202).send(await requestProbe(request.ctx)),
  );
  app.get(
    '/management/ops/probes/:id',
    {
      schema: {
        operationId: 'getPipelineProbe',
        tags,
        params: Type.Object({ id: Type.String() }),
        response: { 200: ProbeSchema },
      },
    },
    async (request) => getProbe(request.ctx, request.params.id),
  );
}
