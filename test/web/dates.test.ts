import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dayEndInstant,
  dayStartInstant,
  instantToZonedDate,
  instantToZonedDateTime,
  nextDayStartInstant,
  todayIn,
  zonedToInstant,
} from '../../web/src/dates.ts';

/**
 * The web admin's date inputs are read in the seller's time zone, not the browser's. The process's own
 * zone (the "browser") is set to one far from the seller's, so a helper that used it would fail.
 */
describe.each(['UTC', 'Asia/Tokyo'])('seller dates with the browser in %s', (browserZone) => {
  const saved = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = browserZone;
  });
  afterAll(() => {
    process.env.TZ = saved;
  });

  it('runs with that browser zone', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(browserZone);
  });

  describe('America/Sao_Paulo (UTC−3 all year since 2019)', () => {
    const zone = 'America/Sao_Paulo';

    it('reads a picked date and time as a −03:00 instant', () => {
      expect(zonedToInstant('2026-03-01T14:30', zone)).toBe('2026-03-01T17:30:00.000Z');
      expect(zonedToInstant('2026-03-01T14:30', zone)).toBe(new Date('2026-03-01T14:30-03:00').toISOString());
      expect(zonedToInstant('2026-07-15T23:59:59', zone)).toBe('2026-07-16T02:59:59.000Z');
    });

    it('takes a whole seller day for from/until filters', () => {
      expect(dayStartInstant('2026-03-01', zone)).toBe('2026-03-01T03:00:00.000Z');
      expect(dayEndInstant('2026-03-01', zone)).toBe('2026-03-02T02:59:59.999Z');
      // Month and year ends roll over.
      expect(dayEndInstant('2026-12-31', zone)).toBe('2027-01-01T02:59:59.999Z');
      expect(nextDayStartInstant('2026-12-31', zone)).toBe('2027-01-01T03:00:00.000Z');
    });

    it('shows an instant back on the seller clock, even when UTC is already the next day', () => {
      expect(instantToZonedDateTime('2026-03-02T01:15:00Z', zone)).toBe('2026-03-01T22:15');
      expect(instantToZonedDate('2026-03-02T01:15:00Z', zone)).toBe('2026-03-01');
      expect(instantToZonedDateTime(zonedToInstant('2026-10-10T08:05', zone), zone)).toBe('2026-10-10T08:05');
    });

    it("knows today on the seller's calendar", () => {
      expect(todayIn(zone, Date.parse('2026-03-02T02:00:00Z'))).toBe('2026-03-01');
      expect(todayIn(zone, Date.parse('2026-03-02T03:00:00Z'))).toBe('2026-03-02');
    });

    it('follows the zone history: the 2018 summer time began at midnight, so that day began at 01:00', () => {
      expect(dayStartInstant('2018-11-04', zone)).toBe('2018-11-04T03:00:00.000Z');
      expect(instantToZonedDateTime('2018-11-04T03:00:00Z', zone)).toBe('2018-11-04T01:00');
      expect(zonedToInstant('2018-12-01T12:00', zone)).toBe('2018-12-01T14:00:00.000Z');
    });
  });

  describe('America/New_York (daylight saving time)', () => {
    const zone = 'America/New_York';

    it('uses −05:00 in winter and −04:00 in summer', () => {
      expect(zonedToInstant('2026-01-15T09:00', zone)).toBe('2026-01-15T14:00:00.000Z');
      expect(zonedToInstant('2026-07-15T09:00', zone)).toBe('2026-07-15T13:00:00.000Z');
      expect(instantToZonedDateTime('2026-07-15T13:00:00Z', zone)).toBe('2026-07-15T09:00');
    });

    it('moves a time the clocks skip forward, and takes the first of a time shown twice', () => {
      // 2026-03-08: 02:00 EST jumps to 03:00 EDT, so 02:30 does not exist.
      expect(zonedToInstant('2026-03-08T02:30', zone)).toBe('2026-03-08T07:30:00.000Z');
      expect(instantToZonedDateTime('2026-03-08T07:30:00Z', zone)).toBe('2026-03-08T03:30');
      // 2026-11-01: 01:30 happens in EDT, then again in EST.
      expect(zonedToInstant('2026-11-01T01:30', zone)).toBe('2026-11-01T05:30:00.000Z');
    });

    it('covers days of 23 and 25 hours whole', () => {
      const hours = (day: string) =>
        (Date.parse(dayEndInstant(day, zone)!) + 1 - Date.parse(dayStartInstant(day, zone)!)) / 3_600_000;
      expect(hours('2026-03-08')).toBe(23);
      expect(hours('2026-11-01')).toBe(25);
      expect(hours('2026-11-02')).toBe(24);
    });
  });

  it('chooses the first of a repeated hour in a zone east of UTC too (Berlin, 2026-10-25)', () => {
    expect(zonedToInstant('2026-10-25T02:30', 'Europe/Berlin')).toBe('2026-10-25T00:30:00.000Z');
  });

  it("defaults to the seller's zone, São Paulo", () => {
    expect(zonedToInstant('2026-03-01T14:30')).toBe('2026-03-01T17:30:00.000Z');
    expect(dayStartInstant('2026-03-01')).toBe('2026-03-01T03:00:00.000Z');
    expect(instantToZonedDate('2026-03-02T01:15:00Z')).toBe('2026-03-01');
  });

  it('refuses what is not a date', () => {
    expect(zonedToInstant('', 'America/Sao_Paulo')).toBeNull();
    expect(zonedToInstant('01/03/2026', 'America/Sao_Paulo')).toBeNull();
    expect(zonedToInstant('2026-02-30', 'America/Sao_Paulo')).toBeNull();
    expect(dayEndInstant('2026-03-01T10:00', 'America/Sao_Paulo')).toBeNull();
    expect(instantToZonedDateTime('not a date', 'America/Sao_Paulo')).toBe('');
    expect(instantToZonedDate(null, 'America/Sao_Paulo')).toBe('');
  });
});
