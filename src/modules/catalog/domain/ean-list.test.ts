/**
 * Table-driven test of spec 2.3 (EAN item and list rules, rows 1–8, the FEIRA_EAN_LIST_WRITES switch, the resend
 * paragraph, the Read paragraph and the product paragraph), section 7's 400 row (reasons and "on update the last
 * two only when the list differs from the stored one") and DESIGN §6c ("EAN rules" and "Products" bullets).
 * Every expectation below is taken from those texts, plus the team decisions recorded in the brief: a list with
 * items but no main, sent without `ean`, is NO_MAIN; values must be valid GTINs (INVALID_EAN); the stored list is
 * returned main-first; values are trimmed.
 */
import { describe, expect, it } from 'vitest';
import {
  applyEanWrite,
  isValidGtin,
  MAX_EANS,
  type EanErrorReason,
  type EanInput,
  type EanItem,
  type EanWriteContext,
  type EanWriteResult,
  type StoredEans,
} from './ean-list.ts';

type Target = EanWriteContext['target'];
type Operation = EanWriteContext['operation'];

// Valid EAN-13 / GTIN-8 values (check digits correct).
const A = '7891234567895';
const B = '7891234567888';
const C = '7891234567871';
const D = '7891234567864';
const E = '7891234567857';
const F = '4006381333931';
const G = '5901234123457';
const H = '96385074'; // GTIN-8
const BAD_CHECK_DIGIT = '7891234567890'; // A with a wrong check digit

/** GTIN check digit for the given digits (weights 3,1,3,… from the right). */
function checkDigit(digits: string): number {
  const sum = [...digits].reverse().reduce((acc, digit, i) => acc + Number(digit) * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10;
}

/** A valid GTIN-13 from 12 digits. */
function gtin13(first12: string): string {
  return `${first12}${checkDigit(first12)}`;
}

/** `count` distinct valid EAN-13 values, none equal to A–G. */
function distinctEans(count: number): string[] {
  return Array.from({ length: count }, (_, i) => gtin13(`20000000${String(i).padStart(4, '0')}`));
}

const main = (value: string): EanItem => ({ value, main: true });
const sec = (value: string): EanItem => ({ value, main: false });

/** A well-formed stored state: `ean` is the main of the list, secondaries after it. */
function stored(mainValue: string | null, ...secondaries: string[]): StoredEans {
  return mainValue === null
    ? { ean: null, eans: secondaries.map(sec) }
    : { ean: mainValue, eans: [main(mainValue), ...secondaries.map(sec)] };
}

const S1 = stored(A, B); // main A, secondary B
const EMPTY = stored(null); // every EAN removed: ean null, eans []
const NEVER_WRITTEN: StoredEans = { ean: null, eans: null };

const TWENTY = distinctEans(20);
const TWENTY_ONE = distinctEans(21);
const FULL = stored(TWENTY[0]!, ...TWENTY.slice(1)); // 20 items stored
const LIST_21 = TWENTY_ONE.map((value, i) => (i === 0 ? main(value) : sec(value)));
// 20 distinct values sent as 26 items (duplicates merge, rule 8); the first one is main.
const LIST_20_WITH_DUPLICATES = [
  ...TWENTY.map((value, i) => (i === 0 ? main(value) : sec(value))),
  ...TWENTY.slice(3, 9).map(sec),
];
const STORED_20_FROM_DUPLICATES = stored(TWENTY[0]!, ...TWENTY.slice(1));

type Expected =
  { value: StoredEans; changed?: boolean } | { reason: EanErrorReason | readonly EanErrorReason[] };

interface Case {
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
function rows(
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

const ON = { listWrites: [true] } as const;
const OFF = { listWrites: [false] } as const;
const CREATE = { operations: ['create'] } as const;

const unchanged = (state: StoredEans): Expected => ({ value: state, changed: false });
const becomes = (state: StoredEans): Expected => ({ value: state, changed: true });
const rejected = (...reasons: EanErrorReason[]): Expected => ({ reason: reasons });

const cases: Case[] = [
  // ── Row 1: ean and eans both absent or null → EANs unchanged ─────────────────────────────────────────────
  ...rows('row 1: nothing sent', {}, S1, {}, unchanged(S1)),
  ...rows('row 1: ean and eans both null', {}, S1, { ean: null, eans: null }, unchanged(S1)),
  ...rows('row 1: nothing sent on creation stores no EAN', CREATE, null, {}, { value: NEVER_WRITTEN }),
  // Read: eans is omitted when null — an ad whose list was never written keeps it null.
  ...rows(
    'row 1 / read: a never-written list stays null',
    { targets: ['ad'] },
    { ean: A, eans: null },
    {},
    unchanged({ ean: A, eans: null }),
  ),
  ...rows(
    'row 1 / read: a never-written list stays null with ean null',
    { targets: ['ad'] },
    { ean: A, eans: null },
    { ean: null },
    unchanged({ ean: A, eans: null }),
  ),
  // Product paragraph: omitting ean (or null) on full update no longer erases the variation's EAN.
  ...rows(
    'product: full update omitting ean keeps it',
    { targets: ['product'], operations: ['update'] },
    S1,
    {},
    unchanged(S1),
  ),
  ...rows(
    'product: full update with ean null keeps it',
    { targets: ['product'], operations: ['update'] },
    S1,
    { ean: null },
    unchanged(S1),
  ),

  // ── Row 2: only ean with a value → it becomes the main; secondaries kept; previous main kept (DESIGN §6c) ──
  ...rows(
    'row 2: a new value becomes main, the old main stays as secondary',
    {},
    S1,
    { ean: C },
    becomes(stored(C, A, B)),
  ),
  ...rows(
    'row 2: a secondary becomes main, the old main stays as secondary',
    {},
    S1,
    { ean: B },
    becomes(stored(B, A)),
  ),
  ...rows('row 2: the current main again changes nothing', {}, S1, { ean: A }, unchanged(S1)),
  ...rows('row 2: the value is trimmed', {}, S1, { ean: `  ${C} ` }, becomes(stored(C, A, B))),
  ...rows(
    'row 2: ean with eans null is "only ean"',
    {},
    S1,
    { ean: C, eans: null },
    becomes(stored(C, A, B)),
  ),
  ...rows('row 2: on an empty record', {}, EMPTY, { ean: A }, becomes(stored(A))),
  ...rows('row 2: a GTIN-8 value', {}, EMPTY, { ean: H }, becomes(stored(H))),
  ...rows(
    'row 2: on a never-written list keeps the previous ean',
    { targets: ['ad'] },
    { ean: A, eans: null },
    { ean: B },
    becomes(stored(B, A)),
  ),
  ...rows('row 2: on creation', CREATE, null, { ean: A }, { value: stored(A) }),
  // Product paragraph: a PUT of a variation without skuId recreates it (operation create) and loses secondaries.
  ...rows(
    'product: recreated variation keeps only the sent ean',
    { targets: ['product'], ...CREATE },
    null,
    { ean: B },
    { value: stored(B) },
  ),
  ...rows('row 2: not a number', {}, S1, { ean: 'ABC' }, rejected('INVALID_EAN')),
  ...rows('row 2: wrong check digit', {}, S1, { ean: BAD_CHECK_DIGIT }, rejected('INVALID_EAN')),
  ...rows(
    'row 2: wrong check digit on creation',
    CREATE,
    null,
    { ean: BAD_CHECK_DIGIT },
    rejected('INVALID_EAN'),
  ),
  ...rows('row 2: a 21st value on a full list', {}, FULL, { ean: A }, rejected('TOO_MANY')),
  ...rows(
    'row 2: a secondary of a full list becomes main',
    {},
    FULL,
    { ean: TWENTY[7]! },
    becomes(stored(TWENTY[7]!, ...TWENTY.filter((v) => v !== TWENTY[7]))),
  ),

  // ── Row 3: only ean "" → all EANs removed, repeatable without error ─────────────────────────────────────
  ...rows('row 3: ean "" removes all', {}, S1, { ean: '' }, becomes(EMPTY)),
  ...rows('row 3: whitespace-only ean removes all', {}, S1, { ean: '   ' }, becomes(EMPTY)),
  ...rows('row 3: ean "" with eans null removes all', {}, S1, { ean: '', eans: null }, becomes(EMPTY)),
  ...rows(
    'row 3: repeated on an empty record is no error and no change',
    {},
    EMPTY,
    { ean: '' },
    unchanged(EMPTY),
  ),
  ...rows('row 3: on creation', CREATE, null, { ean: '' }, { value: EMPTY }),
  // Product paragraph: ean "" removes the variation's EAN.
  ...rows(
    'product: full update with ean "" removes it',
    { targets: ['product'], operations: ['update'] },
    S1,
    { ean: '' },
    becomes(EMPTY),
  ),

  // ── Row 4 with list writing on: the sent list replaces the stored one; [] removes all ─────────────────────
  ...rows(
    'row 4: the list replaces the stored one',
    ON,
    S1,
    { eans: [sec(D), main(C)] },
    becomes(stored(C, D)),
  ),
  ...rows('row 4: a list of one', ON, S1, { eans: [main(B)] }, becomes(stored(B))),
  ...rows('row 4: eans [] removes all', ON, S1, { eans: [] }, becomes(EMPTY)),
  ...rows('row 4: eans [] with ean null removes all', ON, S1, { ean: null, eans: [] }, becomes(EMPTY)),
  ...rows('row 4: eans [] on an empty record changes nothing', ON, EMPTY, { eans: [] }, unchanged(EMPTY)),
  ...rows(
    'row 4: the stored list in another order changes nothing',
    ON,
    stored(A, B, C),
    { eans: [sec(C), sec(B), main(A)] },
    unchanged(stored(A, B, C)),
  ),
  ...rows('row 4: same values, another main', ON, S1, { eans: [sec(A), main(B)] }, becomes(stored(B, A))),
  ...rows(
    'row 4: values are trimmed',
    ON,
    S1,
    { eans: [main(` ${C} `), sec(`${D}  `)] },
    becomes(stored(C, D)),
  ),
  ...rows(
    'row 4: GTIN-8/12/13/14 values',
    ON,
    S1,
    { eans: [main(H), sec('036000291452'), sec(F), sec('10012345678902')] },
    becomes(stored(H, '036000291452', F, '10012345678902')),
  ),
  ...rows('row 4: on creation', { ...ON, ...CREATE }, null, { eans: [sec(B), main(A)] }, { value: S1 }),
  ...rows('row 4: eans [] on creation', { ...ON, ...CREATE }, null, { eans: [] }, { value: EMPTY }),
  ...rows('row 4: items but no main', ON, S1, { eans: [sec(C), sec(D)] }, rejected('NO_MAIN')),
  ...rows(
    'row 4: items but no main on creation',
    { ...ON, ...CREATE },
    null,
    { eans: [sec(C)] },
    rejected('NO_MAIN'),
  ),
  ...rows('row 4: two mains', ON, S1, { eans: [main(C), main(D)] }, rejected('MULTIPLE_MAIN')),
  ...rows(
    'row 4: two mains on creation',
    { ...ON, ...CREATE },
    null,
    { eans: [main(C), sec(E), main(D)] },
    rejected('MULTIPLE_MAIN'),
  ),
  ...rows(
    'row 4: an invalid value',
    ON,
    S1,
    { eans: [main(C), sec(BAD_CHECK_DIGIT)] },
    rejected('INVALID_EAN'),
  ),
  ...rows('row 4: an empty value', ON, S1, { eans: [main(C), sec('')] }, rejected('INVALID_EAN')),

  // ── Switch off: eans alone is ignored; on products eans [] alone still clears on POST and PUT ─────────────
  ...rows('switch off: eans alone is ignored', OFF, S1, { eans: [main(C), sec(D)] }, unchanged(S1)),
  ...rows(
    'switch off: eans alone is ignored, not even validated',
    OFF,
    S1,
    { eans: [main(C), main(BAD_CHECK_DIGIT)] },
    unchanged(S1),
  ),
  ...rows(
    'switch off: ads ignore eans [] alone (never clears)',
    { ...OFF, targets: ['ad'], operations: ['update'] },
    S1,
    { eans: [] },
    unchanged(S1),
  ),
  ...rows(
    'switch off: ads ignore eans [] alone on creation',
    { ...OFF, targets: ['ad'], ...CREATE },
    null,
    { eans: [] },
    { value: NEVER_WRITTEN },
  ),
  ...rows(
    'switch off: ads ignore eans alone on creation',
    { ...OFF, targets: ['ad'], ...CREATE },
    null,
    { eans: [main(A)] },
    { value: NEVER_WRITTEN },
  ),
  ...rows(
    'switch off: products clear with eans [] alone on PUT',
    { ...OFF, targets: ['product'], operations: ['update'] },
    S1,
    { eans: [] },
    becomes(EMPTY),
  ),
  ...rows(
    'switch off: products clear with eans [] and ean null on PUT',
    { ...OFF, targets: ['product'], operations: ['update'] },
    S1,
    { ean: null, eans: [] },
    becomes(EMPTY),
  ),
  ...rows(
    'switch off: products clear with eans [] alone on POST',
    { ...OFF, targets: ['product'], ...CREATE },
    null,
    { eans: [] },
    { value: EMPTY },
  ),
  ...rows(
    'switch off: variation PATCH ignores eans [] alone',
    { ...OFF, targets: ['product'], operations: ['patch'] },
    S1,
    { eans: [] },
    unchanged(S1),
  ),
  ...rows(
    'switch off: products ignore a non-empty eans alone on POST',
    { ...OFF, targets: ['product'], ...CREATE },
    null,
    { eans: [main(A)] },
    { value: NEVER_WRITTEN },
  ),
  // "only ean is stored": with a list, ean is applied as in row 2 and the list is ignored.
  ...rows(
    'switch off: ean with a list stores only ean',
    OFF,
    S1,
    { ean: C, eans: [main(D), sec(E)] },
    becomes(stored(C, A, B)),
  ),
  ...rows(
    'switch off: ean with an incoherent list is no error',
    OFF,
    S1,
    { ean: E, eans: [main(C), sec(D)] },
    becomes(stored(E, A, B)),
  ),
  ...rows(
    'switch off: ean with eans [] stores only ean',
    OFF,
    S1,
    { ean: B, eans: [] },
    becomes(stored(B, A)),
  ),
  ...rows(
    'switch off: ean with a list on creation stores only ean',
    { ...OFF, ...CREATE },
    null,
    { ean: A, eans: [main(C), sec(D)] },
    { value: stored(A) },
  ),
  ...rows(
    'switch off: ean with eans [] on creation stores only ean',
    { ...OFF, ...CREATE },
    null,
    { ean: A, eans: [] },
    { value: stored(A) },
  ),
  // "ean: "" removes all whatever the list".
  ...rows(
    'switch off: ean "" with a different list removes all',
    OFF,
    S1,
    { ean: '', eans: [main(C)] },
    becomes(EMPTY),
  ),
  ...rows(
    'switch off: ean "" with the stored list removes all',
    OFF,
    S1,
    { ean: '', eans: [main(A), sec(B)] },
    becomes(EMPTY),
  ),
  ...rows(
    'switch off: ean "" with a list on creation stores nothing',
    { ...OFF, ...CREATE },
    null,
    { ean: '', eans: [main(A), sec(B)] },
    { value: EMPTY },
  ),

  // ── Row 5: ean with a value and eans, on an existing record (switch on) ─────────────────────────────────
  // List equal to stored (same values, same main, any order, after merging duplicates): ean wins, no validation of the pair.
  ...rows(
    'row 5 equal: echo with the same main changes nothing',
    ON,
    S1,
    { ean: A, eans: [sec(B), main(A)] },
    unchanged(S1),
  ),
  ...rows(
    'row 5 equal: echo with duplicates changes nothing',
    ON,
    S1,
    { ean: A, eans: [main(A), sec(B), sec(B), main(A)] },
    unchanged(S1),
  ),
  ...rows(
    'row 5 equal: ean names a secondary, it becomes main',
    ON,
    S1,
    { ean: B, eans: [main(A), sec(B)] },
    becomes(stored(B, A)),
  ),
  ...rows(
    'row 5 equal: ean outside the echoed list becomes main',
    ON,
    S1,
    { ean: C, eans: [sec(B), main(A)] },
    becomes(stored(C, A, B)),
  ),
  ...rows(
    'row 5 equal: eans [] equals an empty record, ean wins',
    ON,
    EMPTY,
    { ean: A, eans: [] },
    becomes(stored(A)),
  ),
  ...rows(
    'row 5 equal: the ean value must still be a valid GTIN',
    ON,
    S1,
    { ean: BAD_CHECK_DIGIT, eans: [main(A), sec(B)] },
    rejected('INVALID_EAN'),
  ),
  ...rows(
    'row 5 equal: a 21st value through ean',
    ON,
    FULL,
    { ean: A, eans: FULL.eans! },
    rejected('TOO_MANY'),
  ),
  // "the list is an echo and is not validated": a legacy stored value that is no valid GTIN does not block the echo.
  ...rows(
    'row 5 equal: the echoed list is not validated',
    ON,
    { ean: '12345', eans: [main('12345'), sec(B)] },
    { ean: B, eans: [sec(B), main('12345')] },
    becomes({ ean: B, eans: [main(B), sec('12345')] }),
  ),
  // List different: the list wins and the pair must be coherent.
  ...rows(
    'row 5 differs: coherent pair, list replaces',
    ON,
    S1,
    { ean: C, eans: [sec(D), main(C)] },
    becomes(stored(C, D)),
  ),
  ...rows(
    'row 5 differs: ean in the list without any main item',
    ON,
    S1,
    { ean: D, eans: [sec(C), sec(D)] },
    becomes(stored(D, C)),
  ),
  ...rows(
    'row 5 differs: same values, main moved coherently',
    ON,
    S1,
    { ean: B, eans: [sec(A), main(B)] },
    becomes(stored(B, A)),
  ),
  ...rows(
    'row 5 differs: values trimmed',
    ON,
    S1,
    { ean: ` ${C}`, eans: [main(`${C} `), sec(D)] },
    becomes(stored(C, D)),
  ),
  ...rows(
    'row 5 differs: ean outside the list',
    ON,
    S1,
    { ean: E, eans: [main(C), sec(D)] },
    rejected('EAN_NOT_IN_EANS'),
  ),
  ...rows(
    'row 5 differs: ean outside a list without main',
    ON,
    S1,
    { ean: E, eans: [sec(C)] },
    rejected('EAN_NOT_IN_EANS'),
  ),
  ...rows(
    'row 5 differs: eans [] against a non-empty record',
    ON,
    S1,
    { ean: A, eans: [] },
    rejected('EAN_NOT_IN_EANS'),
  ),
  ...rows(
    'row 5 differs: ean in the list but another item is main',
    ON,
    S1,
    { ean: D, eans: [main(C), sec(D)] },
    rejected('EAN_NOT_MAIN_OF_EANS'),
  ),
  ...rows(
    'row 5 differs: same values, ean is not the main sent',
    ON,
    S1,
    { ean: A, eans: [sec(A), main(B)] },
    rejected('EAN_NOT_MAIN_OF_EANS'),
  ),
  // Both MULTIPLE_MAIN and EAN_NOT_MAIN_OF_EANS describe this body; the spec does not rank them.
  ...rows(
    'row 5 differs: two mains',
    ON,
    S1,
    { ean: C, eans: [main(C), main(D)] },
    rejected('MULTIPLE_MAIN', 'EAN_NOT_MAIN_OF_EANS'),
  ),
  ...rows(
    'row 5 differs: an invalid value in the list',
    ON,
    S1,
    { ean: C, eans: [main(C), sec(BAD_CHECK_DIGIT)] },
    rejected('INVALID_EAN'),
  ),
  ...rows(
    'row 5 differs: 21 distinct values',
    ON,
    S1,
    { ean: TWENTY_ONE[0]!, eans: LIST_21 },
    rejected('TOO_MANY'),
  ),
  ...rows(
    'row 5 differs: 20 distinct values plus duplicates',
    ON,
    S1,
    { ean: TWENTY[0]!, eans: LIST_20_WITH_DUPLICATES },
    becomes(STORED_20_FROM_DUPLICATES),
  ),

  // ── ean with a value and eans on creation (switch on): section 7's errors always apply ─────────────────
  ...rows(
    'creation: coherent pair',
    { ...ON, ...CREATE },
    null,
    { ean: A, eans: [main(A), sec(B)] },
    { value: S1 },
  ),
  ...rows(
    'creation: ean in a list without main',
    { ...ON, ...CREATE },
    null,
    { ean: B, eans: [sec(A), sec(B)] },
    { value: stored(B, A) },
  ),
  ...rows(
    'creation: ean outside the list',
    { ...ON, ...CREATE },
    null,
    { ean: C, eans: [main(A), sec(B)] },
    rejected('EAN_NOT_IN_EANS'),
  ),
  ...rows(
    'creation: ean with eans []',
    { ...ON, ...CREATE },
    null,
    { ean: A, eans: [] },
    rejected('EAN_NOT_IN_EANS'),
  ),
  ...rows(
    'creation: ean in the list but another item is main',
    { ...ON, ...CREATE },
    null,
    { ean: A, eans: [sec(A), main(B)] },
    rejected('EAN_NOT_MAIN_OF_EANS'),
  ),
  ...rows(
    'creation: 21 distinct values',
    { ...ON, ...CREATE },
    null,
    { ean: TWENTY_ONE[0]!, eans: LIST_21 },
    rejected('TOO_MANY'),
  ),
  ...rows(
    'creation: an invalid value',
    { ...ON, ...CREATE },
    null,
    { ean: A, eans: [main(A), sec('12345')] },
    rejected('INVALID_EAN'),
  ),

  // ── Row 6: ean "" (or whitespace) and eans, on an existing record (switch on) ──────────────────────────
  ...rows('row 6: with eans [] removes all', ON, S1, { ean: '', eans: [] }, becomes(EMPTY)),
  ...rows(
    'row 6: with the stored list removes all',
    ON,
    S1,
    { ean: '', eans: [main(A), sec(B)] },
    becomes(EMPTY),
  ),
  ...rows(
    'row 6: with the stored list in another order removes all',
    ON,
    S1,
    { ean: '', eans: [sec(B), main(A)] },
    becomes(EMPTY),
  ),
  ...rows(
    'row 6: whitespace ean with the stored list plus duplicates removes all',
    ON,
    S1,
    { ean: ' \t', eans: [main(A), sec(B), main(A)] },
    becomes(EMPTY),
  ),
  ...rows(
    'row 6: with eans [] on an empty record changes nothing',
    ON,
    EMPTY,
    { ean: '', eans: [] },
    unchanged(EMPTY),
  ),
  ...rows(
    'row 6: with a different list',
    ON,
    S1,
    { ean: '', eans: [main(C)] },
    rejected('EAN_NOT_MAIN_OF_EANS'),
  ),
  ...rows(
    'row 6: with the same values but another main',
    ON,
    S1,
    { ean: '', eans: [sec(A), main(B)] },
    rejected('EAN_NOT_MAIN_OF_EANS'),
  ),
  ...rows(
    'row 6: with a subset of the stored list',
    ON,
    S1,
    { ean: '', eans: [main(A)] },
    rejected('EAN_NOT_MAIN_OF_EANS'),
  ),
  ...rows(
    'row 6: with a list on an empty record',
    ON,
    EMPTY,
    { ean: '   ', eans: [main(A)] },
    rejected('EAN_NOT_MAIN_OF_EANS'),
  ),

  ...rows(
    'row 6: with a different, invalid list',
    ON,
    S1,
    { ean: '', eans: [main(C), main(D)] },
    rejected('EAN_NOT_MAIN_OF_EANS', 'MULTIPLE_MAIN'),
  ),
  ...rows(
    'row 6: with an echo of a legacy stored list removes all',
    ON,
    { ean: '12345', eans: [main('12345')] },
    { ean: '', eans: [main('12345')] },
    becomes(EMPTY),
  ),

  // ── Row 7: ean "" and eans with items, on creation → the list is stored (no section-7 error) ────────────
  ...rows(
    'row 7: the list is stored',
    { ...ON, ...CREATE },
    null,
    { ean: '', eans: [main(A), sec(B)] },
    { value: S1 },
  ),
  ...rows(
    'row 7: stored main-first',
    { ...ON, ...CREATE },
    null,
    { ean: '', eans: [sec(C), sec(B), main(A)] },
    { value: stored(A, C, B) },
  ),
  ...rows(
    'row 7: whitespace ean, duplicates merged',
    { ...ON, ...CREATE },
    null,
    { ean: ' ', eans: [main(A), sec(B), sec(B)] },
    { value: S1 },
  ),
  ...rows(
    'row 7: with eans [] stores nothing',
    { ...ON, ...CREATE },
    null,
    { ean: '', eans: [] },
    { value: EMPTY },
  ),
  ...rows(
    'row 7: two mains',
    { ...ON, ...CREATE },
    null,
    { ean: '', eans: [main(A), main(B)] },
    rejected('MULTIPLE_MAIN'),
  ),
  ...rows(
    'row 7: 21 distinct values',
    { ...ON, ...CREATE },
    null,
    { ean: '', eans: LIST_21 },
    rejected('TOO_MANY'),
  ),
  ...rows(
    'row 7: 20 distinct values plus duplicates',
    { ...ON, ...CREATE },
    null,
    { ean: '', eans: LIST_20_WITH_DUPLICATES },
    { value: STORED_20_FROM_DUPLICATES },
  ),
  ...rows(
    'row 7: an invalid value',
    { ...ON, ...CREATE },
    null,
    { ean: '', eans: [main(A), sec('not-an-ean')] },
    rejected('INVALID_EAN'),
  ),
  ...rows(
    'row 7: items but no main',
    { ...ON, ...CREATE },
    null,
    { ean: '', eans: [sec(A), sec(B)] },
    rejected('NO_MAIN'),
  ),

  // ── Row 8: repeated values are merged (limits count after merging) ──────────────────────────────────────
  ...rows(
    'row 8: duplicates merged',
    ON,
    S1,
    { eans: [main(C), sec(D), sec(D), main(C)] },
    becomes(stored(C, D)),
  ),
  ...rows(
    'row 8: a main copy and a secondary copy merge into the main',
    ON,
    S1,
    { eans: [sec(C), main(C), sec(D)] },
    becomes(stored(C, D)),
  ),
  ...rows('row 8: the same main twice is one main', ON, S1, { eans: [main(C), main(C)] }, becomes(stored(C))),
  ...rows('row 8: duplicates after trimming', ON, S1, { eans: [main(C), sec(` ${C}`)] }, becomes(stored(C))),
  ...rows(
    'row 8: 20 distinct values plus duplicates pass',
    ON,
    S1,
    { eans: LIST_20_WITH_DUPLICATES },
    becomes(STORED_20_FROM_DUPLICATES),
  ),
  ...rows(
    'row 8: 20 distinct values plus duplicates on creation',
    { ...ON, ...CREATE },
    null,
    { eans: LIST_20_WITH_DUPLICATES },
    { value: STORED_20_FROM_DUPLICATES },
  ),
  ...rows(
    'row 8: exactly 20 distinct values pass',
    ON,
    EMPTY,
    { eans: TWENTY.map((v, i) => (i === 0 ? main(v) : sec(v))) },
    becomes(STORED_20_FROM_DUPLICATES),
  ),
  ...rows('row 8: 21 distinct values', ON, S1, { eans: LIST_21 }, rejected('TOO_MANY')),
  ...rows(
    'row 8: 21 distinct values on creation',
    { ...ON, ...CREATE },
    null,
    { eans: LIST_21 },
    rejected('TOO_MANY'),
  ),
  ...rows(
    'row 8: two different mains remain two after merging',
    ON,
    S1,
    { eans: [main(C), sec(C), main(D)] },
    rejected('MULTIPLE_MAIN'),
  ),
];

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

function check(result: EanWriteResult, expected: Expected): void {
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

describe('applyEanWrite (spec 2.3)', () => {
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
});

interface ResendCase {
  name: string;
  listWrites: boolean;
  stored: StoredEans;
  input: EanInput;
  first: Expected;
  second: Expected;
}

/** Spec 2.3's resend paragraph (and row 3's "repeatable"): the first result is the stored state of the second call. */
const resends: ResendCase[] = [
  {
    name: 'a coherent pair resent gives the same result',
    listWrites: true,
    stored: S1,
    input: { ean: C, eans: [main(C), sec(A)] },
    first: becomes(stored(C, A)),
    second: unchanged(stored(C, A)),
  },
  {
    name: 'a coherent echo of the stored pair resent changes nothing',
    listWrites: true,
    stored: S1,
    input: { ean: A, eans: [main(A), sec(B)] },
    first: unchanged(S1),
    second: unchanged(S1),
  },
  {
    name: 'an incoherent pair (ean a secondary) passes once as an echo, then 400; the first EAN stays',
    listWrites: true,
    stored: S1,
    input: { ean: B, eans: [main(A), sec(B)] },
    first: becomes(stored(B, A)),
    second: rejected('EAN_NOT_MAIN_OF_EANS'),
  },
  {
    name: 'an incoherent pair (ean outside the list) passes once as an echo, then 400; the first EAN stays',
    listWrites: true,
    stored: S1,
    input: { ean: C, eans: [main(A), sec(B)] },
    first: becomes(stored(C, A, B)),
    second: rejected('EAN_NOT_IN_EANS'),
  },
  {
    name: 'ean "" with the read list removes all, then 400 and the EANs stay removed',
    listWrites: true,
    stored: S1,
    input: { ean: '', eans: [main(A), sec(B)] },
    first: becomes(EMPTY),
    second: rejected('EAN_NOT_MAIN_OF_EANS'),
  },
  {
    name: 'ean "" alone is repeatable without error',
    listWrites: true,
    stored: S1,
    input: { ean: '' },
    first: becomes(EMPTY),
    second: unchanged(EMPTY),
  },
  {
    name: 'switch off: ean "" with the read list removes all both times',
    listWrites: false,
    stored: S1,
    input: { ean: '', eans: [main(A), sec(B)] },
    first: becomes(EMPTY),
    second: unchanged(EMPTY),
  },
  {
    name: 'switch off: an incoherent pair stores ean both times',
    listWrites: false,
    stored: S1,
    input: { ean: C, eans: [main(A), sec(B)] },
    first: becomes(stored(C, A, B)),
    second: unchanged(stored(C, A, B)),
  },
];

const resendTargets: Array<[Target, Operation]> = [
  ['product', 'update'],
  ['product', 'patch'],
  ['ad', 'update'],
];

describe('applyEanWrite resends (spec 2.3)', () => {
  const table = resends.flatMap((c) =>
    resendTargets.map(([target, operation]) => ({
      ...c,
      target,
      operation,
      label: `${c.name} [${target} ${operation}]`,
    })),
  );

  it.each(table)('$label', ({ target, operation, listWrites, stored: initial, input, first, second }) => {
    const context: EanWriteContext = { target, operation, listWrites };
    const firstResult = applyEanWrite(initial, input, context);
    check(firstResult, first);
    if (!firstResult.ok) return;
    const secondResult = applyEanWrite(firstResult.value, input, context);
    check(secondResult, second);
  });
});

describe('isValidGtin', () => {
  it.each([A, B, C, D, E, F, G, H, '036000291452', '10012345678902', gtin13('789100000001')])(
    'accepts %s',
    (value) => {
      expect(isValidGtin(value)).toBe(true);
    },
  );

  it.each([
    ['wrong check digit (GTIN-13)', BAD_CHECK_DIGIT],
    ['wrong check digit (GTIN-8)', '96385075'],
    ['wrong check digit (GTIN-14)', '10012345678903'],
    ['9 digits', '123456789'],
    ['11 digits', '12345678901'],
    ['15 digits', '100123456789020'],
    ['letters', '789123456789A'],
    ['surrounding spaces', ` ${A}`],
    ['empty', ''],
  ])('rejects %s', (_label, value) => {
    expect(isValidGtin(value)).toBe(false);
  });

  it('the helper builds valid GTIN-13 values', () => {
    for (const value of distinctEans(25)) expect(isValidGtin(value)).toBe(true);
    expect(new Set(distinctEans(25)).size).toBe(25);
  });
});
