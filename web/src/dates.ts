/**
 * Dates as the seller reads and picks them: in the seller's time zone, whatever the browser's. Date and
 * datetime-local inputs hold wall-clock text (`2026-03-01`, `2026-03-01T14:30`) with no zone; these
 * helpers turn it into an instant and back. No imports: the unit test (test/web/dates.test.ts) loads
 * this file under the service's TypeScript settings too.
 */

/** Sellers are in Brazil; until a seller setting exists, their dates are in São Paulo time. */
export const SELLER_TIME_ZONE = 'America/Sao_Paulo';

const DAY_MS = 86_400_000;
const WALL = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The wall clock of `instant` in the zone, written as if it were UTC (milliseconds since the epoch). */
function wallClockOf(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const ms = ((instant % 1000) + 1000) % 1000;
  return Date.UTC(parts.year!, parts.month! - 1, parts.day, parts.hour, parts.minute, parts.second, ms);
}

/** How far ahead of UTC the zone's clocks are at `instant`, in milliseconds (São Paulo: −3 h). */
function offsetAt(instant: number, timeZone: string): number {
  return wallClockOf(instant, timeZone) - instant;
}

function parseWall(local: string): number | null {
  const m = WALL.exec(local.trim());
  if (!m) return null;
  const [year, month, day, hour = '0', minute = '0', second = '0'] = m.slice(1);
  const wall = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
  );
  // Date.UTC rolls 2026-02-30 over into March: such a date was never a real one.
  const check = new Date(wall);
  if (check.getUTCMonth() !== Number(month) - 1 || check.getUTCDate() !== Number(day)) return null;
  return wall;
}

/**
 * The instant (ISO 8601, UTC) at which the seller's clock shows `local` (`YYYY-MM-DD`, midnight, or
 * `YYYY-MM-DDTHH:mm[:ss]`); null for text that is not such a date. A time the clocks skip when
 * daylight saving starts is read with the offset before the jump (02:30 becomes 03:30); a time they
 * show twice when it ends is the first of the two — as Temporal's "compatible" disambiguation.
 */
export function zonedToInstant(local: string, timeZone = SELLER_TIME_ZONE): string | null {
  const wall = parseWall(local);
  if (wall === null) return null;
  // Zones change offset at most once in any two days: the offsets a day before and a day after are
  // the only candidates.
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  const valid = [wall - before, wall - after].filter((t) => offsetAt(t, timeZone) === wall - t);
  const instant = valid.length > 0 ? Math.min(...valid) : wall - before;
  return new Date(instant).toISOString();
}

/** What a `type="date"` input shows for `iso` on the seller's calendar (`YYYY-MM-DD`); '' for none. */
export function instantToZonedDate(iso: string | null | undefined, timeZone = SELLER_TIME_ZONE): string {
  return instantToZonedDateTime(iso, timeZone).slice(0, 10);
}

/** What a `type="datetime-local"` input shows for `iso` on the seller's clock (`YYYY-MM-DDTHH:mm`). */
export function instantToZonedDateTime(iso: string | null | undefined, timeZone = SELLER_TIME_ZONE): string {
  if (!iso) return '';
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  return new Date(wallClockOf(instant, timeZone)).toISOString().slice(0, 16);
}

/** Today's date on the seller's calendar. */
export function todayIn(timeZone = SELLER_TIME_ZONE, now = Date.now()): string {
  return new Date(wallClockOf(now, timeZone)).toISOString().slice(0, 10);
}

/** The first instant of a seller's day (`YYYY-MM-DD`): for "from" filters. */
export function dayStartInstant(day: string, timeZone = SELLER_TIME_ZONE): string | null {
  return zonedToInstant(day, timeZone);
}

/** The first instant of the day after a seller's day: for filters whose "until" is exclusive. */
export function nextDayStartInstant(day: string, timeZone = SELLER_TIME_ZONE): string | null {
  const wall = parseWall(day);
  if (wall === null || day.trim().length !== 10) return null;
  return zonedToInstant(new Date(wall + DAY_MS).toISOString().slice(0, 10), timeZone);
}

/**
 * The last millisecond of a seller's day, for inclusive "until" filters: just before the next day
 * starts, so a day of 23 or 25 hours (daylight saving) is covered whole.
 */
export function dayEndInstant(day: string, timeZone = SELLER_TIME_ZONE): string | null {
  const next = nextDayStartInstant(day, timeZone);
  return next === null ? null : new Date(Date.parse(next) - 1).toISOString();
}
