import { AjvCompiler, type BuildCompilerFromPool } from '@fastify/ajv-compiler';

const common = { useDefaults: true, removeAdditional: false, allErrors: true } as const;

type Compile = ReturnType<BuildCompilerFromPool>;
type PoolOptions = NonNullable<Parameters<BuildCompilerFromPool>[1]>;
type Ajv = Parameters<NonNullable<PoolOptions['onCreate']>>[0];

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})t(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d{1,9})?(?:z|[+-]\d\d(?::?\d\d)?)$/i;
const FIRST_YEAR = 1;
const LAST_YEAR = 9999;

function isCalendarDay(year: number, month: number, day: number): boolean {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return days !== undefined && day >= 1 && day <= days && year >= FIRST_YEAR && year <= LAST_YEAR;
}

function isDate(text: string): boolean {
  const match = DATE.exec(text);
  return !!match && isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/**
 * RFC 3339 with the instant, in UTC too, inside years 0001-9999: PostgreSQL has no year 0000 and
 * the services write instants back as UTC text, so `0001-01-01T00:00:00+14:00` would become one.
 */
function isDateTime(text: string): boolean {
  const match = DATE_TIME.exec(text);
  if (!match || !isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]))) return false;
  const time = Date.parse(text);
  if (Number.isNaN(time)) return false;
  const year = new Date(time).getUTCFullYear();
  return year >= FIRST_YEAR && year <= LAST_YEAR;
}

function storableDates(ajv: Ajv): void {
  ajv.addFormat('date', { type: 'string', validate: isDate });
  ajv.addFormat('date-time', { type: 'string', validate: isDateTime });
}

/**
 * Two Ajv instances: query strings, path parameters and headers are text, so they are coerced to the
 * schema's types; JSON bodies are validated as sent. Coercing bodies turned a `"cost": null` into a
 * cost of 0 and a `null` description into "" (the first branch of a nullable union wins by coercion).
 * Both read `date` and `date-time` as dates PostgreSQL can store (docs/decisions.md, "Input limits").
 */
export function buildValidator(): BuildCompilerFromPool {
  const pool = AjvCompiler();
  return (externalSchemas, serverOptions) => {
    const options = (coerceTypes: 'array' | false) =>
      ({
        ...serverOptions,
        customOptions: { ...common, coerceTypes },
        onCreate: storableDates,
      }) as PoolOptions;
    const text = pool(externalSchemas, options('array'));
    const json = pool(externalSchemas, options(false));
    // Fastify calls the compiler with the route definition (the pool's typings say a schema).
    const compile = (route: { httpPart?: string }) => (route.httpPart === 'body' ? json : text)(route);
    return compile as unknown as Compile;
  };
}
