import { timestamp } from 'drizzle-orm/pg-core';

/** A `timestamptz` column read and written as text; answers convert it with `iso()` (platform/time.ts). */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
