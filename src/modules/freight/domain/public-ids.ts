import { createHash } from 'node:crypto';

/**
 * The seller's carrier and band ids as an anonymous caller sees them (FRT-27): the quote keeps the
 * contract's `carrierId` and `valueFreightId`, but as a stable alias of the id (the same carrier is
 * named the same in every answer), never the id the seller's configuration is edited by.
 */
const INTERNAL_ID = /\b(?:car|fv)_[0-9A-HJKMNP-TV-Z]{26}\b/g;

/** Aliases made, by id: a seller's ids come back on every answer (cleared whole when it grows too big). */
const made = new Map<string, string>();
const MAX_MADE = 100_000;

export function publicIdOf(id: string): string {
  let alias = made.get(id);
  if (alias === undefined) {
    alias = `pub_${createHash('sha256').update('feira-public-id:').update(id).digest('base64url').slice(0, 22)}`;
    if (made.size >= MAX_MADE) made.clear();
    made.set(id, alias);
  }
  return alias;
}

/** The text with every carrier and band id replaced by its alias (a quote URL's own ids stay as sent). */
export function withPublicIds(text: string): string {
  return text.replace(INTERNAL_ID, publicIdOf);
}
