import { Type } from '@sinclair/typebox';

/**
 * A closed set of strings: validated as an `enum` and published as one in the OpenAPI documents,
 * typed as `string` on the TypeScript side (the rows and DTOs that fill it hold plain strings).
 */
export function StringEnum(values: readonly string[], description?: string) {
  return Type.String({ enum: [...values], ...(description ? { description } : {}) });
}
