import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Runtime } from '../../../platform/runtime.ts';
import { PagedSchema, PagingQuery, pageOfArray, parsePaging, sendPage } from '../../../platform/http/hal.ts';
import { ANSWER_MAX_LENGTH, answerQuestion, listQuestions, requestQuestionSync } from './ml.questions.ts';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

const QuestionSchema = Type.Object({
  questionId: Type.String(),
  itemId: Type.String(),
  itemTitle: Nullable(Type.String()),
  adId: Nullable(Type.String({ description: 'The ad of the item, when Feira published or linked it' })),
  text: Type.String(),
  status: Type.String({ description: "Mercado Livre's status: UNANSWERED, ANSWERED, CLOSED_UNANSWERED…" }),
  askedAt: Type.String({ format: 'date-time' }),
  answerDueAt: Type.String({ format: 'date-time', description: 'A day after the question (ADS-71)' }),
  secondsLeft: Type.Union([Type.Integer(), Type.Null()], {
    description: 'Negative when overdue; null once answered',
  }),
  answer: Nullable(Type.String()),
  answeredAt: Nullable(Type.String({ format: 'date-time' })),
});

const StatusQuery = Type.Object({
  status: Type.Optional(
    Type.Union(['UNANSWERED', 'ANSWERED', 'CLOSED_UNANSWERED', 'UNDER_REVIEW'].map((s) => Type.Literal(s))),
  ),
});
const QuestionParams = Type.Object({ questionId: Type.String({ pattern: '^[0-9]{1,20}$' }) });
const AnswerBody = Type.Object(
  { text: Type.String({ minLength: 1, maxLength: ANSWER_MAX_LENGTH }) },
  { additionalProperties: false },
);

/** Buyers' questions on Mercado Livre: the web admin's routes and the Integration API's (SEC-63). */
export async function mercadoLivreQuestionRoutes(fastify: FastifyInstance, rt: Runtime): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const bff = '/bffweb/marketplaces/MERCADO_LIVRE/questions';
  const bffTags = ['bff marketplaces'];

  app.get(
    bff,
    {
      schema: {
        operationId: 'bffListMercadoLivreQuestions',
        tags: bffTags,
        summary:
          "Buyers' questions on the seller's Mercado Livre items, newest first (UNANSWERED by default)",
        querystring: StatusQuery,
        response: { 200: Type.Object({ questions: Type.Array(QuestionSchema) }) },
      },
    },
    async (request) => ({
      questions: await listQuestions(request.ctx, request.query.status ?? 'UNANSWERED'),
    }),
  );
  app.post(
    `${bff}/refresh`,
    {
      schema: {
        operationId: 'bffRefreshMercadoLivreQuestions',
        tags: bffTags,
        summary: "Reads the account's unanswered questions from Mercado Livre again",
        response: { 202: Type.Object({ queued: Type.Boolean() }) },
      },
    },
    async (request, reply) => reply.code(202).send(await requestQuestionSync(request.ctx)),
  );
  app.post(
    `${bff}/:questionId/answer`,
    {
      schema: {
        operationId: 'bffAnswerMercadoLivreQuestion',
        tags: bffTags,
        summary:
          "Answers a buyer's question on Mercado Livre; a refusal comes back in the channel's words (422)",
        params: QuestionParams,
        body: AnswerBody,
        response: { 200: QuestionSchema },
      },
    },
    async (request) => answerQuestion(request.ctx, request.params.questionId, request.body.text),
  );

  const tags = ['questions'];
  app.get(
    '/integration/questions/MERCADO_LIVRE',
    {
      schema: {
        operationId: 'listMercadoLivreQuestions',
        tags,
        summary:
          "Buyers' questions on the seller's Mercado Livre items, newest first (UNANSWERED by default)",
        querystring: Type.Intersect([PagingQuery, StatusQuery]),
        response: { 200: PagedSchema('questionApiDTOList', QuestionSchema) },
      },
    },
    async (request, reply) => {
      const questions = await listQuestions(request.ctx, request.query.status ?? 'UNANSWERED');
      const paging = parsePaging(request.query);
      return sendPage(
        request,
        reply,
        rt.config.publicUrl,
        'questionApiDTOList',
        paging,
        pageOfArray(questions, paging),
      );
    },
  );
  app.post(
    '/integration/questions/MERCADO_LIVRE/:questionId/answer',
    {
      config: { scope: 'ad:edit' },
      schema: {
        operationId: 'answerMercadoLivreQuestion',
        tags,
        summary: "Answers a buyer's question on Mercado Livre",
        description:
          "The text goes to Mercado Livre as the seller's public answer (at most 2,000 characters). 404 for a question " +
          "the seller does not have, 409 when it is no longer UNANSWERED, 422 with Mercado Livre's own words when it " +
          'refuses the answer; nothing is stored then.',
        params: QuestionParams,
        body: AnswerBody,
        response: { 200: QuestionSchema },
      },
    },
    async (request) => answerQuestion(request.ctx, request.params.questionId, request.body.text),
  );
}
