/**
 * The EAN list rules (docs/decisions.md, catalog), for products and ads, as one pure function.
 * Callers pass what is stored and what the body sent; they get back what to store, or the reason
 * for a 400 (and then write nothing).
 */
export interface EanItem {
  value: string;
  main: boolean;
}

/** What a variation or ad holds. `eans: null` means a list was never written (ads omit it on read). */
export interface StoredEans {
  ean: string | null;
  eans: EanItem[] | null;
}

/** What a body sent: `undefined` is an absent field, `null` an explicit null (treated alike). */
export interface EanInput {
  ean?: string | null;
  /** `main` may be omitted on input: false. */
  eans?: { value: string; main?: boolean }[] | null;
}

export type EanErrorReason =
  'MULTIPLE_MAIN' | 'TOO_MANY' | 'EAN_NOT_IN_EANS' | 'EAN_NOT_MAIN_OF_EANS' | 'NO_MAIN' | 'INVALID_EAN';

export interface EanWriteContext {
  target: 'product' | 'ad';
  /** create: POST, or a PUT variation without skuId (recreated); update: PUT of a known variation, ad update or bulk edit; patch: variation PATCH. */
  operation: 'create' | 'update' | 'patch';
  /** The per-environment switch FEIRA_EAN_LIST_WRITES. */
  listWrites: boolean;
}

export type EanWriteResult =
  { ok: true; value: StoredEans; changed: boolean } | { ok: false; reason: EanErrorReason; detail: string };

export const MAX_EANS = 20;

const EMPTY: StoredEans = { ean: null, eans: [] };

/** GTIN-8, -12, -13 or -14 with a valid check digit. */
export function isValidGtin(value: string): boolean {
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(value)) return false;
  const digits = [...value].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((acc, digit, i) => acc + digit * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

function fail(reason: EanErrorReason, detail: string): EanWriteResult {
  return { ok: false, reason, detail };
}

/** Trims values and merges repeated ones into one item (main if any copy was main) — rule 8. */
function merge(list: { value: string; main?: boolean }[]): EanItem[] {
  const byValue = new Map<string, EanItem>();
  for (const item of list) {
    const value = item.value.trim();
    const existing = byValue.get(value);
    byValue.set(value, { value, main: Boolean(existing?.main) || item.main === true });
  }
  return [...byValue.values()];
}

function sameList(a: EanItem[], b: EanItem[] | null): boolean {
  const other = b ?? [];
  if (a.length !== other.length) return false;
  const key = (item: EanItem) => `${item.value}\u0000${item.main}`;
  const keys = new Set(other.map(key));
  return a.every((item) => keys.has(key(item)));
}

/** Main first, the others in the order given. */
function normalized(list: EanItem[]): StoredEans {
  const main = list.find((item) => item.main);
  return { ean: main?.value ?? null, eans: main ? [main, ...list.filter((item) => item !== main)] : list };
}

function checkList(list: EanItem[]): EanWriteResult | null {
  const invalid = list.find((item) => !isValidGtin(item.value));
  if (invalid) return fail('INVALID_EAN', `${JSON.stringify(invalid.value)} is not a valid EAN/GTIN`);
  if (list.length > MAX_EANS)
    return fail('TOO_MANY', `at most ${MAX_EANS} EANs after merging duplicates, got ${list.length}`);
  const mains = list.filter((item) => item.main).length;
  if (mains > 1) return fail('MULTIPLE_MAIN', `exactly one EAN may be main, got ${mains}`);
  return null;
}

/** Rules 2 and 5's "ean wins": the value becomes main, the previous main stays as a secondary. */
function promote(stored: StoredEans, ean: string): EanWriteResult {
  if (!isValidGtin(ean)) return fail('INVALID_EAN', `${JSON.stringify(ean)} is not a valid EAN/GTIN`);
  const current = stored.eans ?? (stored.ean ? [{ value: stored.ean, main: true }] : []);
  const others = current
    .filter((item) => item.value !== ean)
    .map((item) => ({ value: item.value, main: false }));
  const list = [{ value: ean, main: true }, ...others];
  if (list.length > MAX_EANS)
    return fail('TOO_MANY', `at most ${MAX_EANS} EANs, this would make ${list.length}`);
  return ok(stored, { ean, eans: list });
}

function ok(stored: StoredEans, value: StoredEans): EanWriteResult {
  // A list written for the first time is a change even when empty: ads show `[]` instead of nothing.
  const changed =
    stored.ean !== value.ean || stored.eans === null || !sameList(value.eans ?? [], stored.eans);
  return { ok: true, value, changed };
}

export function applyEanWrite(
  current: StoredEans | null,
  input: EanInput,
  context: EanWriteContext,
): EanWriteResult {
  const creating = context.operation === 'create' || current === null;
  const stored = current ?? { ean: null, eans: null };
  const ean = input.ean === undefined || input.ean === null ? undefined : input.ean.trim();
  let eans = input.eans === undefined || input.eans === null ? undefined : merge(input.eans);

  if (!context.listWrites && eans !== undefined) {
    // With list writing off the list is ignored; on products `eans: []` alone still clears,
    // except on a variation PATCH.
    const productClear =
      context.target === 'product' && context.operation !== 'patch' && eans.length === 0 && ean === undefined;
    if (!productClear) eans = undefined;
  }

  // Row 1: nothing sent, nothing changes.
  if (ean === undefined && eans === undefined) return { ok: true, value: stored, changed: false };

  // Row 3: only an empty ean removes every EAN.
  if (ean === '' && eans === undefined) return ok(stored, EMPTY);

  // Row 2: only a value.
  if (ean !== undefined && eans === undefined) return promote(stored, ean);

  const list = eans!;
  // Row 4: only a list replaces the stored one; [] removes all.
  if (ean === undefined) {
    const error = checkList(list);
    if (error) return error;
    if (list.length > 0 && !list.some((item) => item.main)) {
      return fail('NO_MAIN', 'a list with items needs exactly one item with main: true');
    }
    return ok(stored, normalized(list));
  }

  const equalToStored = !creating && sameList(list, stored.eans);

  if (ean === '') {
    // Row 6 (update) and row 7 (creation).
    if (list.length === 0 || equalToStored) return ok(stored, EMPTY);
    if (!creating) {
      return fail('EAN_NOT_MAIN_OF_EANS', 'ean is empty but eans has items that differ from the stored list');
    }
    const error = checkList(list);
    if (error) return error;
    if (!list.some((item) => item.main))
      return fail('NO_MAIN', 'a list with items needs exactly one item with main: true');
    return ok(stored, normalized(list));
  }

  // Row 5: a value and a list. An echo of the stored list lets `ean` win without checking the pair.
  // On creation nothing is stored to echo: the pair is always checked, so `eans: []` with a value is
  // EAN_NOT_IN_EANS.
  if (equalToStored) return promote(stored, ean);
  const error = checkList(list);
  if (error) return error;
  const item = list.find((candidate) => candidate.value === ean);
  if (!item) return fail('EAN_NOT_IN_EANS', `ean ${ean} is not in eans`);
  const main = list.find((candidate) => candidate.main);
  if (main && main.value !== ean) {
    return fail('EAN_NOT_MAIN_OF_EANS', `ean ${ean} is in eans but ${main.value} is marked main`);
  }
  return ok(
    stored,
    normalized(list.map((candidate) => ({ value: candidate.value, main: candidate.value === ean }))),
  );
}
