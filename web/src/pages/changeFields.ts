/**
 * The before and after of a change history entry as labelled fields in the seller's words
 * (docs/decisions.md WEB-73): each field by its label, each value formatted (money, dates in the
 * seller's time zone, channels by name, statuses in words), only the fields that differ. No imports:
 * the unit test (test/web/change-fields.test.ts) loads this file under the service's settings too.
 */

type Snapshot = { [key: string]: unknown } | null;

export interface FieldWords {
  /** Labels by snapshot key; a key without a label is bookkeeping and not shown. */
  fields: Record<string, string>;
  statuses: Record<string, string>;
  /** Words for coded values by key (price types, rule types, warehouses…). */
  codes: Record<string, Record<string, string>>;
  yes: string;
  no: string;
  /** What an object-valued field (a rule's cost structure) reads as: its details are on its own page. */
  configured: string;
  none: string;
  /** A price or ad with no channel applies to every channel. */
  allChannels: string;
}

export interface Formatters {
  money: (decimal: string) => string;
  dateTime: (iso: string) => string;
  platform: (code: string) => string;
}

export interface ShownField {
  key: string;
  label: string;
  before?: string;
  after?: string;
}

/** Keys that say where a change applies: shown even when they did not change. */
const scopeKeys = new Set(['platform', 'priceType', 'warehouseId']);

const moneyKeys = new Set(['cost', 'price', 'baseValue']);
const dateKeys = new Set([
  'startAt',
  'endAt',
  'startDate',
  'endDate',
  'disabledAt',
  'tokensRevokedAt',
  'secretRotatedAt',
  'activatedAt',
  'finishedAt',
]);

/** Whether `value` of this entry is an amount of money: a price's value, a fixed promotion's. */
function isMoney(entity: string, key: string, snapshot: Snapshot): boolean {
  if (moneyKeys.has(key)) return true;
  if (key !== 'value') return false;
  if (entity === 'price') return true;
  return entity === 'promotion' && snapshot?.ruleType !== 'PERCENTAGE_DISCOUNT';
}

function formatValue(
  entity: string,
  key: string,
  value: unknown,
  snapshot: Snapshot,
  words: FieldWords,
  format: Formatters,
): string {
  if ((value === null || value === undefined) && key === 'platform') return words.allChannels;
  if (value === null || value === undefined || value === '') return words.none;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (Array.isArray(value)) {
    if (value.length === 0) return words.none;
    return value.map((v) => formatValue(entity, key, v, snapshot, words, format)).join(', ');
  }
  if (typeof value === 'object') return words.configured;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (isMoney(entity, key, snapshot)) return format.money(text);
  if (key === 'value' && entity === 'promotion') return `${text.replace('.', ',')}%`;
  if (dateKeys.has(key)) return format.dateTime(text);
  if (key === 'platform' || key === 'platforms') return format.platform(text);
  if (key === 'status') return words.statuses[text] ?? text;
  return words.codes[key]?.[text] ?? text;
}

/**
 * The labelled fields of an entry: those that differ between before and after (every labelled field
 * of a creation or a deletion that holds a value), after where the change applies (channel, price
 * type, warehouse), otherwise in the order the entry has them.
 */
export function shownFields(
  entry: { entity: string; before: Snapshot; after: Snapshot },
  words: FieldWords,
  format: Formatters,
): ShownField[] {
  const { entity, before, after } = entry;
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const same = (key: string) => JSON.stringify(before?.[key]) === JSON.stringify(after?.[key]);
  // A creation or deletion shows what the entity had, not the fields it left empty.
  const held = (key: string) => (before ?? after)?.[key] !== null;
  return [...keys.filter((key) => scopeKeys.has(key)), ...keys.filter((key) => !scopeKeys.has(key))]
    .filter((key) => key in words.fields)
    .filter((key) => scopeKeys.has(key) || (before && after ? !same(key) : held(key)))
    .map((key) => ({
      key,
      label: words.fields[key]!,
      ...(before && key in before
        ? { before: formatValue(entity, key, before[key], before, words, format) }
        : {}),
      ...(after && key in after ? { after: formatValue(entity, key, after[key], after, words, format) } : {}),
    }));
}
