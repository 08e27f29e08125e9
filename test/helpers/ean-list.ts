import { expect, it } from 'vitest';
import {
  MAX_EANS,
  applyEanWrite,
  type EanErrorReason,
  type EanInput,
  type EanItem,
  type EanWriteContext,
  type EanWriteResult,
  type StoredEans,
} from '../../src/modules/catalog/domain/ean-list.ts';

/**
 * The EAN write rules' test table: valid GTINs, stored states, one row of the table expanded over
 * targets, operations and the list-writes switch, and the check of a result against its row.
 */

export type Target = EanWriteContext['target'];
export type Operation = EanWriteContext['operation'];

// Valid EAN-13 / GTIN-8 values (check digits correct).
export const A = '7891234567895';
export const B = '7891234567888';
export const C = '7891234567871';
export const D = '7891234567864';
export const E = '7891234567857';
export const F = '4006381333931';
export const G = '5901234123457';
export const H = '96385074'; // GTIN-8
export const BAD_CHECK_DIGIT = '7891234567890'; // A with a wrong check digit

/** GTIN check digit for the given digits (weights 3,1,3,… from the right). */
function checkDigit(digits: string): number {
  const sum = [...digits].reverse().reduce((acc, digit, i) => acc + Number(digit) * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10;
}

/** A valid GTIN-13 from 12 digits. */
export function gtin13(first12: string): string {
  return `${first12}${checkDigit(first12)}`;
}

/** `count` distinct valid EAN-13 values, none equal to A–G. */
export function distinctEans(count: number): string[] {
  return Array.from({ length: count }, (_, i) => gtin13(`20000000${String(i).padStart(4, '0')}`));
}

export const main = (value: string): EanItem => ({ value, main: true });
export const sec = (value: string): EanItem => ({ value, main: false });

/** A well-formed stored state: `ean` is the main of the list, secondaries after it. */
export function stored(mainValue: string | null, ...secondaries: string[]): StoredEans {
  return mainValue === null
    ? { ean: null, eans: secondaries.map(sec) }
    : { ean: mainValue, eans: [main(mainValue), ...secondaries.map(sec)] };
}

export const S1 = stored(A, B); // main A, secondary B
export const EMPTY = stored(null); // every EAN removed: ean null, eans []
export const NEVER_WRITTEN: StoredEans = { ean: null, eans: null };

export const TWENTY = distinctEans(20);
export const TWENTY_ONE = distinctEans(21);
export const FULL = stored(TWENTY[0]!, ...TWENTY.slice(1)); // 20 items stored
export const LIST_21 = TWENTY_ONE.map((value, i) => (i === 0 ? main(value) : sec(value)));
// 20 distinct values sent as 26 items (duplicates merge, rule 8); the first one is main.
export const LIST_20_WITH_DUPLICATES = [
  ...TWENTY.map((value, i) => (i === 0 ? main(value) : sec(value))),
  ...TWENTY.slice(3, 9).map(sec),
];
export const STORED_20_FROM_DUPLICATES = stored(TWENTY[0]!, ...TWENTY.slice(1));

export type Expected =
  { value: StoredEans; changed?: boolean } | { reason: EanErrorReason | readonly EanErrorReason[] };

export interface Case {
  name: string;
  target: Target;
  operation: Operation;
  listWrites: boolean;
  stored: StoredEans | null;
  input: EanInput;
  expected: Expected;
}

interface Where {
  targets?: readonly Target[];
  operations?: readonly Operation[];
  listWrites?: readonly boolean[];
}

const BOTH_TARGETS: readonly Target[] = ['product', 'ad'];
/** Updates of an existing record: full update (product PUT, ad PUT / bulk edit) and the variation PATCH. */
const UPDATES: readonly Operation[] = ['update', 'patch'];
const BOTH_SWITCH_STATES: readonly boolean[] = [true, false];

/** One row of the table, expanded over targets × operations × switch states (ads have no PATCH). */
export function rows(
  name: string,
  where: Where,
  stored: StoredEans | null,
  input: EanInput,
  expected: Expected,
): Case[] {
  const out: Case[] = [];
  for (const target of where.targets ?? BOTH_TARGETS) {
    for (const operation of where.operations ?? UPDATES) {
      if (target === 'ad' && operation === 'patch') continue;
      for (const listWrites of where.listWrites ?? BOTH_SWITCH_STATES) {
        out.push({
          name: `${name} [${target} ${operation}, list writes ${listWrites ? 'on' : 'off'}]`,
          target,
          operation,
          listWrites,
          stored: operation === 'create' ? null : stored,
          input,
          expected,
        });
      }
    }
  }
  return out;
}

export const ON = { listWrites: [true] } as const;
export const OFF = { listWrites: [false] } as const;
export const CREATE = { operations: ['create'] } as const;

export const unchanged = (state: StoredEans): Expected => ({ value: state, changed: false });
export const becomes = (state: StoredEans): Expected => ({ value: state, changed: true });
export const rejected = (...reasons: EanErrorReason[]): Expected => ({ reason: reasons });

/** Freezes a value deeply, so that any mutation of the caller's data by the function throws. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function byValue(list: EanItem[]): EanItem[] {
  return [...list].sort((x, y) => x.value.localeCompare(y.value));
}

export function check(result: EanWriteResult, expected: Expected): void {
  if ('reason' in expected) {
    const reasons: readonly EanErrorReason[] =
      typeof expected.reason === 'string' ? [expected.reason] : expected.reason;
    expect(result.ok, JSON.stringify(result)).toBe(false);
    if (result.ok) return;
    expect(reasons).toContain(result.reason);
    expect(result.detail).toEqual(expect.any(String));
    expect(result.detail.length).toBeGreaterThan(0);
    expect(result).not.toHaveProperty('value'); // nothing to write on a 400
    return;
  }
  expect(result.ok, JSON.stringify(result)).toBe(true);
  if (!result.ok) return;
  const { value } = result;
  expect(value.ean).toBe(expected.value.ean);
  if (expected.value.eans === null) {
    expect(value.eans).toBeNull();
  } else {
    expect(value.eans).not.toBeNull();
    const eans = value.eans ?? [];
    // The same items (secondaries in any order), the main first, exactly one main when the list has items.
    expect(byValue(eans)).toEqual(byValue(expected.value.eans));
    if (expected.value.ean !== null) expect(eans[0]).toEqual(main(expected.value.ean));
    expect(eans.filter((item) => item.main)).toHaveLength(eans.length > 0 ? 1 : 0);
    expect(eans.length).toBeLessThanOrEqual(MAX_EANS);
  }
  if (expected.changed !== undefined) expect(result.changed).toBe(expected.changed);
}

/** Runs a table of cases: each once by name, with frozen inputs (the rules never mutate them). */
export function runCases(cases: readonly Case[]): void {
  it('the table names every case once', () => {
    const names = cases.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(cases)('$name', ({ target, operation, listWrites, stored: current, input, expected }) => {
    const result = applyEanWrite(deepFreeze(structuredClone(current)), deepFreeze(structuredClone(input)), {
      target,
      operation,
      listWrites,
    });
    check(result, expected);
  });
}
