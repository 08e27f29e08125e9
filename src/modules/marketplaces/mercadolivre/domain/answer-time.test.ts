import { describe, expect, it } from 'vitest';
import { answerDue } from './answer-time.ts';

describe('time left to answer a question', () => {
  const asked = new Date('2026-11-29T10:00:00.000Z');

  it('is a day from the question', () => {
    expect(answerDue(asked, new Date('2026-11-29T10:00:00.000Z'))).toEqual({
      dueAt: new Date('2026-11-30T10:00:00.000Z'),
      secondsLeft: 86_400,
    });
    expect(answerDue(asked, new Date('2026-11-30T09:30:00.000Z')).secondsLeft).toBe(1800);
  });

  it('goes negative once overdue', () => {
    expect(answerDue(asked, new Date('2026-11-30T12:00:00.000Z')).secondsLeft).toBe(-7200);
  });
});
