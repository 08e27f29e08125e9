/**
 * Numbers a seller types that are not money: stock units and measures (kg, cm). Both separators read
 * as the decimal mark ("0,35" and "0.35" are the same weight); a number input would instead drop what
 * it does not accept and store "2,5" as 25 or "-5" as 5, so a refused text is named, never altered.
 */
type QuantityRefusal = 'negative' | 'decimal' | 'invalid';
export type Parsed = { value: number | null } | { refusal: QuantityRefusal };

/** Whole units of stock, zero or more; an empty text is no value. */
export function parseUnits(text: string): Parsed {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null };
  if (/^[-−]/.test(trimmed)) return { refusal: 'negative' };
  if (/^\d+[.,]\d+$/.test(trimmed)) return { refusal: 'decimal' };
  if (!/^\d{1,9}$/.test(trimmed)) return { refusal: 'invalid' };
  return { value: Number(trimmed) };
}

/** A weight or a length, zero or more, with at most one decimal mark and three decimals. */
export function parseMeasure(text: string): Parsed {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null };
  if (/^[-−]/.test(trimmed)) return { refusal: 'negative' };
  if (!/^\d{1,6}([.,]\d{1,3})?$/.test(trimmed)) return { refusal: 'invalid' };
  return { value: Number(trimmed.replace(',', '.')) };
}

/** A stored measure as the seller's language writes it ("0,35" in Portuguese). */
export function measureText(value: number | undefined | null, lang: string): string {
  if (value == null) return '';
  return lang === 'en' ? String(value) : String(value).replace('.', ',');
}
