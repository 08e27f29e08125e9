/**
 * The checks a service makes on one field beyond its schema's, each named by a keyword that travels
 * in `errors[].keyword` beside the English `message`, so a client words the refusal in its own
 * language. Schema refusals carry the validator's own keyword (`minLength`, `enum`, …) the same way.
 * A new rule is added here first: the admin's wording test walks this list.
 */
export const fieldRules = [
  /** Empty once spaces are trimmed. */
  'blank',
  /** Must come after (or not before) the field named in `other`. */
  'before-other',
  /** Sent together with a field it excludes (named in `other`). */
  'exclusive-with',
  /** Missing while the field named in `other` is sent (or required instead of it). */
  'required-with',
  /** A value listed twice. */
  'repeated',
  /** Overlaps another range of the same list. */
  'overlaps',
  /** Zero or less where only a positive number makes sense. */
  'not-positive',
  /** Larger than the service allows (the limit in `limit`). */
  'too-large',
  /** Shorter than the service allows (the limit in `limit`). */
  'too-short',
  /** A check digit that does not match (an NF-e access key). */
  'check-digit',
  /** Not an e-mail address. */
  'not-email',
  /** Not one of the values the service knows. */
  'unknown-value',
  /** An address that may not be called (not https, not public, …). */
  'address-not-allowed',
  /** A value another part of the service reserves. */
  'reserved',
  /** Text the database cannot store (NUL, lone surrogate). */
  'unstorable-text',
  /** A number or date outside what the database stores. */
  'out-of-storage-range',
  /** PDF files that could not be joined into one (each is still offered on its own). */
  'pdf-not-joined',
  /** The channel's own refusal of this field; its words are in `message`. */
  'channel-refused',
] as const;

export type FieldRule = (typeof fieldRules)[number];

/** One field's refusal as `errors[]` carries it. */
export interface FieldIssue {
  field: string;
  message: string;
  keyword: string;
  other?: string;
  limit?: number;
  allowedValues?: unknown[];
}

/** A domain refusal of one field: the English message for logs and partners, the rule for wording. */
export function fieldIssue(
  field: string,
  message: string,
  rule: FieldRule,
  extra: { other?: string; limit?: number } = {},
): FieldIssue {
  return { field, message, keyword: rule, ...extra };
}
