/**
 * A timestamp column as ISO 8601 UTC. Columns read in drizzle's string mode come back in
 * PostgreSQL's text form (`2026-01-01 10:00:00+00`) on node-postgres; every API answer converts here.
 */
export function iso(value: string | Date): string;
export function iso(value: string | Date | null | undefined): string | undefined;
export function iso(value: string | Date | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  return new Date(value).toISOString();
}

/** `iso` for a nullable column whose answer keeps null (an API field that is `null`, not absent). */
export function isoOrNull(value: string | Date | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}
