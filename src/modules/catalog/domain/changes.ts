/**
 * Which groups of fields a product write changed for one variation. Ads follow a product only for
 * the groups in their updateOptions (spec 2.5), so the event says what changed.
 */
export const fieldGroups = [
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
  'COST',
  'SKU',
  'KIT',
] as const;
export type FieldGroup = (typeof fieldGroups)[number];

/** A flat view of one variation with its product, compared group by group. */
export type VariationView = Record<FieldGroup, unknown>;

export function changedGroups(before: VariationView | null, after: VariationView): FieldGroup[] {
  if (!before) return [...fieldGroups];
  return fieldGroups.filter((group) => JSON.stringify(before[group]) !== JSON.stringify(after[group]));
}
