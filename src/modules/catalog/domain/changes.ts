/**
 * Which groups of fields a product write changed for one variation. Ads follow a product only for
 * the groups in their updateOptions, so the event says what changed.
 */
const fieldGroups = [
  'TITLE',
  'DESCRIPTION',
  'DIMENSIONS',
  'HANDLING_TIME',
  'IMAGES',
  'VIDEOS',
  'SPECIFICATION',
  'EAN',
  'BRAND',
  'FISCAL',
  'WARRANTY',
  'CONDITION',
  'STATUS',
  'COST',
  'SKU',
  'KIT',
] as const;
export type FieldGroup = (typeof fieldGroups)[number];

/** A flat view of one variation with its product, compared group by group. */
export type VariationView = Record<FieldGroup, unknown>;

/**
 * JSON text with object keys sorted: a jsonb column gives its keys back in its own order, so the same
 * EAN item read and sent compares equal.
 */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

export function changedGroups(before: VariationView | null, after: VariationView): FieldGroup[] {
  if (!before) return [...fieldGroups];
  return fieldGroups.filter((group) => canonical(before[group]) !== canonical(after[group]));
}
