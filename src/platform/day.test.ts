import { describe, expect, it } from 'vitest';
import { dayIn, isTimeZone } from './day.ts';

describe('the seller day', () => {
  it('is São Paulo midnight to midnight (UTC−3), whatever the UTC date', () => {
    // 01:30 UTC on the 11th is still the 10th in São Paulo.
    expect(dayIn(new Date('2026-03-11T01:30:00Z'), 'America/Sao_Paulo')).toEqual({
      date: '2026-03-10',
      start: new Date('2026-03-10T03:00:00Z'),
      end: new Date('2026-03-11T03:00:00Z'),
    });
    expect(dayIn(new Date('2026-03-11T03:00:00Z'), 'America/Sao_Paulo').date).toBe('2026-03-11');
  });

  it('follows a daylight-saving change: the day of the change is 23 hours long', () => {
    const day = dayIn(new Date('2026-03-08T12:00:00Z'), 'America/New_York');
    expect(day).toEqual({
      date: '2026-03-08',
      start: new Date('2026-03-08T05:00:00Z'),
      end: new Date('2026-03-09T04:00:00Z'),
    });
  });

  it('knows a time zone name from a made-up one', () => {
    expect(isTimeZone('America/Manaus')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
