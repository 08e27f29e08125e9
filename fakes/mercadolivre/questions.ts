import { iso, mlError, userOf, type FakeState, type Handler } from './state.ts';

/**
 * Buyers' questions and the seller's answers, after "Gerenciamento de perguntas e respostas"
 * (developers.mercadolivre.com.br/pt_br/gerenciamento-perguntas-respostas): `/questions/search` by
 * `seller_id` and `status` with `api_version=4` (the `questions` list with `total` and `limit`),
 * `/questions/{id}`, and `POST /answers` with `question_id` and `text`. Only the item's seller reads
 * or answers a question; an answer is refused when empty, past 2,000 characters, or for a question
 * that is not UNANSWERED.
 */
export interface FakeQuestion {
  id: number;
  item_id: string;
  seller_id: number;
  text: string;
  status: 'UNANSWERED' | 'ANSWERED' | 'CLOSED_UNANSWERED' | 'UNDER_REVIEW' | 'BANNED' | 'DELETED';
  date_created: string;
  deleted_from_listing: boolean;
  hold: boolean;
  suspected_spam: boolean;
  answer: { text: string; status: 'ACTIVE' | 'DISABLED' | 'BANNED'; date_created: string } | null;
  from: { id: number };
}

const ANSWER_MAX = 2000;
const questionsOf = new WeakMap<FakeState, Map<number, FakeQuestion>>();

function questions(state: FakeState): Map<number, FakeQuestion> {
  let map = questionsOf.get(state);
  if (!map) {
    map = new Map();
    questionsOf.set(state, map);
  }
  return map;
}

/** A buyer asks about an item; answers the question (its id real-sized, past 2^31). */
export function askQuestion(
  state: FakeState,
  itemId: string,
  text: string,
  fromId = 412_345_678,
): FakeQuestion {
  const item = state.items.get(itemId);
  if (!item) throw new Error(`no item ${itemId}`);
  const question: FakeQuestion = {
    id: 13_000_000_000 + state.id(),
    item_id: itemId,
    seller_id: item.seller_id,
    text,
    status: 'UNANSWERED',
    date_created: iso(state),
    deleted_from_listing: false,
    hold: false,
    suspected_spam: false,
    answer: null,
    from: { id: fromId },
  };
  questions(state).set(question.id, question);
  return question;
}

/** The question as stored (tests read what the seller answered). */
export const fakeQuestion = (state: FakeState, id: number) => questions(state).get(id);

export function questionRoutes(state: FakeState): [string, RegExp, Handler][] {
  return [
    [
      'GET',
      /^\/questions\/search$/,
      (request) => {
        const caller = userOf(state, request);
        if (typeof caller !== 'number') return caller;
        const q = request.query;
        const sellerId = Number(q.get('seller_id'));
        if (!sellerId) return mlError(400, 'bad_request', 'seller_id or item is required');
        if (sellerId !== caller) return mlError(403, 'forbidden', 'Invalid caller for this seller_id');
        const limit = Number(q.get('limit') ?? 50);
        const offset = Number(q.get('offset') ?? 0);
        if (!Number.isInteger(limit) || limit < 1 || limit > 50)
          return mlError(400, 'bad_request', 'limit must be between 1 and 50');
        const status = q.get('status');
        const found = [...questions(state).values()]
          .filter((question) => question.seller_id === sellerId)
          .filter((question) => !status || question.status === status.toUpperCase())
          .sort((a, b) => a.id - b.id);
        return {
          status: 200,
          body: {
            total: found.length,
            limit,
            questions: found.slice(offset, offset + limit),
            filters: { limit, offset, is_admin: 'false', sorts: [], caller, seller: String(sellerId) },
          },
        };
      },
    ],
    [
      'GET',
      /^\/questions\/(\d+)$/,
      (request) => {
        const caller = userOf(state, request);
        if (typeof caller !== 'number') return caller;
        const question = questions(state).get(Number(request.params[0]));
        if (!question || question.seller_id !== caller)
          return mlError(404, 'not_found', `Question ${request.params[0]} not found`);
        return { status: 200, body: question };
      },
    ],
    [
      'POST',
      /^\/answers$/,
      (request) => {
        const caller = userOf(state, request);
        if (typeof caller !== 'number') return caller;
        const body = (request.body ?? {}) as { question_id?: unknown; text?: unknown };
        const text = typeof body.text === 'string' ? body.text : '';
        if (typeof body.question_id !== 'number')
          return mlError(400, 'bad_request', 'question_id is required and must be a number');
        if (text.trim() === '') return mlError(400, 'bad_request', 'The answer text is required');
        if (text.length > ANSWER_MAX)
          return mlError(
            400,
            'bad_request',
            `The answer text can not be longer than ${ANSWER_MAX} characters`,
          );
        const question = questions(state).get(body.question_id);
        if (!question) return mlError(404, 'not_found', `Question ${body.question_id} not found`);
        if (question.seller_id !== caller)
          return mlError(403, 'forbidden', 'The caller is not the seller of the question');
        if (question.status !== 'UNANSWERED')
          return mlError(
            400,
            'bad_request',
            `Question ${question.id} can not be answered: it is ${question.status}`,
          );
        question.status = 'ANSWERED';
        question.answer = { text, status: 'ACTIVE', date_created: iso(state) };
        return { status: 200, body: question };
      },
    ],
  ];
}
