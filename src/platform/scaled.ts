import { Money } from './money.ts';

/**
 * Exact decimals as scaled integers, for the few formulas that run per SKU over batches of thousands
 * (a rule's prices, the profit guard's floors and holds): `12.34` is `{ n: 1234n, scale: 2 }`. Sums,
 * products and comparisons are exact, and the one division rounds once, to cents, with no rounding
 * before it. decimal.js (`money.ts`) rounds every quotient to its precision first and allocates an
 * object per operation; in a 100,000-SKU simulation it and the garbage collector took 35-40 % of the
 * process's time, most of it for the profit guard's floors (docs/performance.md, "The profit guard's
 * floors in integers").
 */
export interface Scaled {
  n: bigint;
  scale: number;
}

export const ZERO: Scaled = { n: 0n, scale: 0 };
export const ONE: Scaled = { n: 1n, scale: 0 };

const powers: bigint[] = [1n];
const pow10 = (k: number): bigint => {
  while (powers.length <= k) powers.push(powers.at(-1)! * 10n);
  return powers[k]!;
};

const PLAIN = /^-?\d+(\.\d+)?$/;

/**
 * A decimal string or number, exactly (a number is read by its shortest text, as decimal.js reads it;
 * null is 0). A string in exponent form is read through decimal.js.
 */
export function scaled(value: number | string | null | undefined): Scaled {
  let text = typeof value === 'string' ? value : new Money(value ?? 0).toFixed();
  if (!PLAIN.test(text)) text = new Money(text).toFixed();
  const dot = text.indexOf('.');
  if (dot < 0) return { n: BigInt(text), scale: 0 };
  return { n: BigInt(text.slice(0, dot) + text.slice(dot + 1)), scale: text.length - dot - 1 };
}

const at = (x: Scaled, scale: number) => x.n * pow10(scale - x.scale);

export function add(a: Scaled, b: Scaled): Scaled {
  const scale = Math.max(a.scale, b.scale);
  return { n: at(a, scale) + at(b, scale), scale };
}

export const minus = (a: Scaled, b: Scaled): Scaled => add(a, { n: -b.n, scale: b.scale });

export const times = (a: Scaled, b: Scaled): Scaled => ({ n: a.n * b.n, scale: a.scale + b.scale });

/** -1, 0 or 1 as `a` is less than, equal to or greater than `b`. */
export function compare(a: Scaled, b: Scaled): -1 | 0 | 1 {
  const scale = Math.max(a.scale, b.scale);
  const x = at(a, scale);
  const y = at(b, scale);
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * `numerator / denominator` (a positive denominator) as cents, rounded once: `half-up` to the nearest
 * cent (a half away from zero), `up` away from zero (what decimal.js calls ROUND_UP).
 */
export function centsOf(numerator: Scaled, denominator: Scaled, rounding: 'half-up' | 'up'): bigint {
  if (denominator.n <= 0n) throw new RangeError('centsOf: the denominator must be positive');
  const negative = numerator.n < 0n;
  // |q| in cents is a / b.
  const a = 100n * (negative ? -numerator.n : numerator.n) * pow10(denominator.scale);
  const b = denominator.n * pow10(numerator.scale);
  // Half-up of a non-negative q is floor(q + 1/2) = floor((2a + b) / 2b); up is ceil(a / b).
  const cents = rounding === 'half-up' ? (2n * a + b) / (2n * b) : (a + b - 1n) / b;
  return negative ? -cents : cents;
}

/** The decimal as text, all its places kept: `{ n: -5n, scale: 3 }` is `-0.005`. */
export function decimalText(x: Scaled): string {
  if (x.scale === 0) return x.n.toString();
  const negative = x.n < 0n;
  const digits = (negative ? -x.n : x.n).toString().padStart(x.scale + 1, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -x.scale)}.${digits.slice(-x.scale)}`;
}

/** Cents as a decimal string with two places: `-5n` is `-0.05`. */
export const centsText = (cents: bigint): string => decimalText({ n: cents, scale: 2 });
