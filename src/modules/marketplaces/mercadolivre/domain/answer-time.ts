/**
 * How long Feira gives the seller to answer a buyer's question. Mercado Livre documents no deadline
 * (it reports the seller's average response time, and a question is closed unanswered when its item
 * closes); Feira counts a day from the question (docs/decisions.md, ADS-71).
 */
const ANSWER_WITHIN_HOURS = 24;

/** When the question should be answered by, and the seconds left until then (negative: overdue). */
export function answerDue(askedAt: Date, now: Date): { dueAt: Date; secondsLeft: number } {
  const dueAt = new Date(askedAt.getTime() + ANSWER_WITHIN_HOURS * 3600_000);
  return { dueAt, secondsLeft: Math.floor((dueAt.getTime() - now.getTime()) / 1000) };
}
