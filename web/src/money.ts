/**
 * How the admin reads an amount a person typed or pasted. Both Brazilian ("1.234,56") and
 * international ("1,234.56") writing are read as the person meant them; a text that could mean two
 * different amounts ("1.234": one thousand or one point two?) is refused rather than guessed, because
 * a wrong guess in a pricing tool silently loses money. The result is a canonical decimal string
 * ("1234.56"): no float arithmetic happens here.
 */
export type MoneyParse =
  | { ok: true; value: string }
  | { ok: false; reason: 'invalid' | 'ambiguous' | 'tooManyDecimals' | 'negative' | 'tooLarge' };

export interface MoneyRules {
  /** Decimal places the field stores (2 for prices, 4 for unit costs). */
  scale: number;
  allowNegative?: boolean;
  /** Largest integer part, in digits (the service takes up to 1e9). */
  maxIntegerDigits?: number;
}

const GROUPED = /^\d{1,3}(\d{3})*$/;

function canonical(integer: string, fraction: string, negative: boolean): string {
  const whole = integer.replace(/^0+(?=\d)/, '') || '0';
  const decimals = fraction.replace(/0+$/, '');
  const text = decimals ? `${whole}.${decimals}` : whole;
  return negative && /[1-9]/.test(text) ? `-${text}` : text;
}

/** Splits the digits into integer and fraction, or says why the text is not one amount. */
function split(
  body: string,
  scale: number,
): { integer: string; fraction: string } | { reason: 'invalid' | 'ambiguous' | 'tooManyDecimals' } {
  if (!/^[\d.,]+$/.test(body) || !/\d/.test(body)) return { reason: 'invalid' };
  const dots = body.split('.').length - 1;
  const commas = body.split(',').length - 1;
  if (dots > 0 && commas > 0) {
    // Both marks: the last one written is the decimal mark, the other groups thousands.
    const decimalMark = body.lastIndexOf('.') > body.lastIndexOf(',') ? '.' : ',';
    const groupMark = decimalMark === '.' ? ',' : '.';
    const at = body.lastIndexOf(decimalMark);
    const head = body.slice(0, at);
    const fraction = body.slice(at + 1);
    if (head.includes(decimalMark) || fraction.includes(groupMark) || fraction === '') {
      return { reason: 'invalid' };
    }
    const integer = head.split(groupMark).join('');
    if (
      !GROUPED.test(integer) ||
      head.split(groupMark).some((g, i) => (i === 0 ? g === '' : g.length !== 3))
    ) {
      return { reason: 'invalid' };
    }
    return fraction.length > scale ? { reason: 'tooManyDecimals' } : { integer, fraction };
  }
  const mark = dots > 0 ? '.' : commas > 0 ? ',' : '';
  if (!mark) return { integer: body, fraction: '' };
  const parts = body.split(mark);
  if (parts.length > 2) {
    // The same mark more than once can only group thousands: "1.234.567".
    const ok = parts[0] !== '' && parts[0]!.length <= 3 && parts.slice(1).every((g) => g.length === 3);
    return ok ? { integer: parts.join(''), fraction: '' } : { reason: 'invalid' };
  }
  const [head = '', tail = ''] = parts;
  if (tail === '') return { reason: 'invalid' };
  // One mark before exactly three digits after one to three non-zero-led digits reads both ways.
  if (tail.length === 3 && head.length >= 1 && head.length <= 3 && !/^0+$/.test(head)) {
    return { reason: 'ambiguous' };
  }
  return tail.length > scale ? { reason: 'tooManyDecimals' } : { integer: head, fraction: tail };
}

export function parseMoney(input: string, rules: MoneyRules): MoneyParse {
  let body = input
    .replace(/R\$/gi, '')
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/\u2212/g, '-');
  let negative = false;
  if (body.startsWith('-')) {
    negative = true;
    body = body.slice(1);
  }
  const parts = split(body, rules.scale);
  if ('reason' in parts) return { ok: false, reason: parts.reason };
  const value = canonical(parts.integer, parts.fraction, negative);
  if (value.startsWith('-') && !rules.allowNegative) return { ok: false, reason: 'negative' };
  const integerDigits = value.replace('-', '').split('.')[0]!.length;
  if (integerDigits > (rules.maxIntegerDigits ?? 9)) return { ok: false, reason: 'tooLarge' };
  return { ok: true, value };
}

/** Prices are stored to the cent. */
export const PRICE_RULES: MoneyRules = { scale: 2 };
