import { and, desc, eq } from 'drizzle-orm';
import { sellerOf, systemCtx, type Ctx } from '../../../platform/context.ts';
import { DomainError, notFound } from '../../../platform/http/errors.ts';
import type { Runtime } from '../../../platform/runtime.ts';
import { ChannelUnavailableError, type AccountRef } from '../connector.ts';
import { answerDue } from './domain/answer-time.ts';
import { connectedAccount } from '../accounts.service.ts';
import { MERCADO_LIVRE, mercadoLivreConnector, type MercadoLivreConnector } from './ml.connector.ts';
import { NeedsReconnect } from './ml.credentials.ts';
import { MlRefusal } from './ml.http.ts';
import { mercadoLivreCredentials, mercadoLivreItems, mercadoLivreQuestions } from './ml.tables.ts';

const QUESTIONS_JOB = 'mercadolivre.questions';
/** Questions per page of the search (its documented maximum). */
const SEARCH_PAGE = 50;
/** Mercado Livre's limit on an answer's text. */
export const ANSWER_MAX_LENGTH = 2000;

/** A question as `/questions/{id}` and `/questions/search?api_version=4` answer it. */
interface MlQuestion {
  id: number;
  item_id: string;
  seller_id: number;
  text: string;
  status: string;
  date_created: string;
  answer?: { text: string; status: string; date_created: string } | null;
}

type QuestionRow = typeof mercadoLivreQuestions.$inferSelect;

/** Stores what the channel says of the questions now (their item's title read once per item). */
async function storeQuestions(
  rt: Runtime,
  connector: MercadoLivreConnector,
  account: AccountRef,
  questions: MlQuestion[],
): Promise<void> {
  const titles = new Map<string, string | null>();
  for (const itemId of new Set(questions.map((q) => q.item_id))) {
    try {
      const item = await connector.call(account, {
        method: 'GET',
        path: `/items/${itemId}?attributes=id,title`,
      });
      titles.set(itemId, (item.body as { title?: string }).title ?? null);
    } catch (error) {
      // An item gone from the channel still has its questions; they show without a title.
      if (!(error instanceof MlRefusal)) throw error;
      titles.set(itemId, null);
    }
  }
  const now = rt.clock.now().toISOString();
  for (const question of questions) {
    const row = {
      sellerId: account.sellerId,
      questionId: String(question.id),
      accountId: account.accountId,
      itemId: question.item_id,
      itemTitle: titles.get(question.item_id) ?? null,
      text: question.text,
      status: question.status.toUpperCase(),
      askedAt: new Date(question.date_created).toISOString(),
      answerText: question.answer?.text ?? null,
      answeredAt: question.answer ? new Date(question.answer.date_created).toISOString() : null,
      refreshedAt: now,
    };
    const { sellerId: _s, questionId: _q, ...changes } = row;
    await rt.database.db
      .insert(mercadoLivreQuestions)
      .values(row)
      .onConflictDoUpdate({
        target: [mercadoLivreQuestions.sellerId, mercadoLivreQuestions.questionId],
        set: changes,
      });
  }
}

/** A `questions` notification: the question is read again (asked, answered, banned…) and stored. */
export async function takeInQuestion(
  rt: Runtime,
  connector: MercadoLivreConnector,
  account: AccountRef,
  questionId: string,
): Promise<void> {
  const question = (
    await connector.call(account, { method: 'GET', path: `/questions/${questionId}?api_version=4` })
  ).body as MlQuestion;
  await storeQuestions(rt, connector, account, [question]);
}

/** Reads every unanswered question of the account (after connecting, or when the seller asks). */
async function syncUnanswered(rt: Runtime, job: { sellerId: string; accountId: string }): Promise<void> {
  const account = await connectedAccount(systemCtx(rt, job.sellerId), MERCADO_LIVRE);
  if (account?.accountId !== job.accountId) return;
  const [owner] = await rt.database.db
    .select({ userId: mercadoLivreCredentials.userId })
    .from(mercadoLivreCredentials)
    .where(
      and(
        eq(mercadoLivreCredentials.sellerId, job.sellerId),
        eq(mercadoLivreCredentials.accountId, job.accountId),
      ),
    );
  if (!owner) return;
  const connector = mercadoLivreConnector(rt);
  for (let offset = 0; ; offset += SEARCH_PAGE) {
    const query = new URLSearchParams({
      seller_id: owner.userId,
      status: 'UNANSWERED',
      api_version: '4',
      offset: String(offset),
      limit: String(SEARCH_PAGE),
    });
    const page = (
      await connector.call(account, { method: 'GET', path: `/questions/search?${query.toString()}` })
    ).body as { total: number; questions: MlQuestion[] };
    await storeQuestions(rt, connector, account, page.questions);
    if (page.questions.length < SEARCH_PAGE || offset + SEARCH_PAGE >= page.total) return;
  }
}

/** Books a read of the account's unanswered questions (one at a time per account). */
export async function requestQuestionSync(ctx: Ctx): Promise<{ queued: boolean }> {
  const account = await connectedAccount(ctx, MERCADO_LIVRE);
  if (!account)
    throw new DomainError('platform-not-connected', 'connect MERCADO_LIVRE before reading its questions', {
      field: 'platform',
    });
  const job = { sellerId: sellerOf(ctx), accountId: account.accountId };
  await ctx.rt.jobs.send(ctx, QUESTIONS_JOB, job, { singletonKey: `${job.sellerId}:${job.accountId}` });
  return { queued: true };
}

export function defineQuestions(rt: Runtime): void {
  rt.jobs.define<{ sellerId: string; accountId: string }>({
    name: QUESTIONS_JOB,
    retry: { retryLimit: 5, retryDelay: 30, retryDelayMax: 1800 },
    handle: (job) => syncUnanswered(rt, job),
  });
  rt.events.consume({
    name: 'mercadolivre.questions-on-connect',
    events: ['marketplace.AccountConnected'],
    wants: (event) => event.payload.platform === MERCADO_LIVRE,
    handle: async (event, ctx) => {
      await requestQuestionSync(ctx);
    },
  });
}

function questionDto(row: QuestionRow & { adId: string | null }, now: Date) {
  const asked = new Date(row.askedAt);
  const due = answerDue(asked, now);
  return {
    questionId: row.questionId,
    itemId: row.itemId,
    itemTitle: row.itemTitle,
    adId: row.adId,
    text: row.text,
    status: row.status,
    askedAt: asked.toISOString(),
    answerDueAt: due.dueAt.toISOString(),
    secondsLeft: row.status === 'UNANSWERED' ? due.secondsLeft : null,
    answer: row.answerText,
    answeredAt: row.answeredAt ? new Date(row.answeredAt).toISOString() : null,
  };
}

export type QuestionDto = ReturnType<typeof questionDto>;

const withAd = {
  row: mercadoLivreQuestions,
  adId: mercadoLivreItems.adId,
};

async function questionRows(ctx: Ctx, where: ReturnType<typeof and>, limit: number) {
  const rows = await ctx.db
    .select(withAd)
    .from(mercadoLivreQuestions)
    .leftJoin(
      mercadoLivreItems,
      and(
        eq(mercadoLivreItems.sellerId, mercadoLivreQuestions.sellerId),
        eq(mercadoLivreItems.itemId, mercadoLivreQuestions.itemId),
      ),
    )
    .where(where)
    .orderBy(desc(mercadoLivreQuestions.askedAt))
    .limit(limit);
  const now = ctx.rt.clock.now();
  return rows.map(({ row, adId }) => questionDto({ ...row, adId }, now));
}

/** The seller's questions in one status (UNANSWERED by default), newest first, at most 500. */
export async function listQuestions(ctx: Ctx, status: string): Promise<QuestionDto[]> {
  return questionRows(
    ctx,
    and(eq(mercadoLivreQuestions.sellerId, sellerOf(ctx)), eq(mercadoLivreQuestions.status, status)),
    500,
  );
}

async function questionOf(ctx: Ctx, questionId: string): Promise<QuestionDto> {
  const [found] = await questionRows(
    ctx,
    and(eq(mercadoLivreQuestions.sellerId, sellerOf(ctx)), eq(mercadoLivreQuestions.questionId, questionId)),
    1,
  );
  if (!found) throw notFound('question', questionId);
  return found;
}

/**
 * The seller answers a question: sent to Mercado Livre (`POST /answers`), stored as the channel
 * answered it. A refusal comes back in the channel's own words and stores nothing.
 */
export async function answerQuestion(ctx: Ctx, questionId: string, text: string): Promise<QuestionDto> {
  const answer = text.trim();
  if (answer === '' || answer.length > ANSWER_MAX_LENGTH)
    throw new DomainError('validation-failed', `text: from 1 to ${ANSWER_MAX_LENGTH} characters`, {
      field: 'text',
    });
  const question = await questionOf(ctx, questionId);
  if (question.status !== 'UNANSWERED')
    throw new DomainError('conflict', `question ${questionId} is ${question.status}, not UNANSWERED`, {
      field: 'questionId',
    });
  const account = await connectedAccount(ctx, MERCADO_LIVRE);
  const [stored] = await ctx.db
    .select({ accountId: mercadoLivreQuestions.accountId })
    .from(mercadoLivreQuestions)
    .where(
      and(
        eq(mercadoLivreQuestions.sellerId, sellerOf(ctx)),
        eq(mercadoLivreQuestions.questionId, questionId),
      ),
    );
  if (!account || account.accountId !== stored?.accountId)
    throw new DomainError(
      'platform-not-connected',
      'the Mercado Livre account of this question is not connected',
      {
        field: 'platform',
      },
    );
  const connector = mercadoLivreConnector(ctx.rt);
  let reply;
  try {
    reply = await connector.call(account, {
      method: 'POST',
      path: '/answers',
      json: { question_id: Number(questionId), text: answer },
    });
  } catch (error) {
    if (error instanceof MlRefusal)
      throw new DomainError('unprocessable', error.sellerMessage(), { field: 'text' });
    if (error instanceof NeedsReconnect)
      throw new DomainError('platform-not-connected', error.message, { field: 'platform' });
    if (error instanceof ChannelUnavailableError) throw new DomainError('unavailable', error.message);
    throw error;
  }
  await storeQuestions(ctx.rt, connector, account, [reply.body as MlQuestion]);
  return questionOf(ctx, questionId);
}
