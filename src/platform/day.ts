/** Sellers are in Brazil; until a seller setting exists, their day is São Paulo's (as the web admin's dates). */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock date and time in `timeZone` at `at`, read as if it were UTC (for offsets). */
function wallClockAsUtc(at: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  );
  return Date.UTC(parts.year!, parts.month! - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** The instant local midnight of that calendar day falls on in `timeZone` (offset taken at that midnight). */
function midnight(year: number, month: number, day: number, timeZone: string, near: Date): Date {
  const wall = Date.UTC(year, month, day);
  const guess = wall - (wallClockAsUtc(near, timeZone) - near.getTime());
  const at = new Date(guess);
  return new Date(wall - (wallClockAsUtc(at, timeZone) - guess));
}

/** The local calendar day containing `at` in `timeZone`: its date and its [start, end) instants. */
export function dayIn(at: Date, timeZone: string): { date: string; start: Date; end: Date } {
  const wall = new Date(wallClockAsUtc(at, timeZone));
  const [y, m, d] = [wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()];
  return {
    date: wall.toISOString().slice(0, 10),
    start: midnight(y, m, d, timeZone, at),
    end: midnight(y, m, d + 1, timeZone, at),
  };
}
