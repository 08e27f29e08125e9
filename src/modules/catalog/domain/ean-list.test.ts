/**
 * Table-driven test of the EAN item and list rules of the Integration API (the numbered rows 1–8, the
 * FEIRA_EAN_LIST_WRITES switch, resends, reads, products, and the 400 reasons, the last two only on an update
 * whose list differs from the stored one).
 * Every expectation below is taken from those rules, plus these decisions: a list with
 * items but no main, sent without `ean`, is NO_MAIN; values must be valid GTINs (INVALID_EAN); the stored list is
 * returned main-first; values are trimmed.
 */
import { describe, expect, it } from 'vitest';
import {
  applyEanWrite,
  isValidGtin,
  type EanInput,
  type EanWriteContext,
  type StoredEans,
} from './ean-list.ts';
import {
  type Target,
  type Operation,
  A,
  B,
  C,
  D,
  E,
  F,
  G,
  H,
  BAD_CHECK_DIGIT,
  gtin13,
  distinctEans,
  main,
  sec,
  stored,
  S1,
  EMPTY,
  NEVER_WRITTEN,
  TWENTY,
  FULL,
  type Expected,
  type Case,
  rows,
  ON,
  OFF,
  CREATE,
  unchanged,
  becomes,
  rejected,
  check,
  runCases,
} from '../../../../test/helpers/ean-list.ts';

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

  // ── Row 2: only ean with a value → it becomes the main; secondaries kept; previous main kept ──
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
];

describe('applyEanWrite', () => {
  runCases(cases);
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

describe('applyEanWrite resends', () => {
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
