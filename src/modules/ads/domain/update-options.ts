/** Which product fields an ad follows. */
export const updateOptions = [
  'TITLE',
  'DESCRIPTION',
  'DIMENSIONS',
  'HANDLING_TIME',
  'IMAGES',
  'VIDEOS',
  'STATUS',
  'PRICE',
  'SPECIFICATION',
  'EAN',
  'BRAND',
  'FISCAL',
  'WARRANTY',
  'CONDITION',
] as const;
export type UpdateOption = (typeof updateOptions)[number];

/** Unknown values are ignored, as clients are told to do with ours. */
export function knownOptions(values: readonly string[]): UpdateOption[] {
  const known = new Set<string>(updateOptions);
  return [...new Set(values.filter((value) => known.has(value)))] as UpdateOption[];
}

export function toggleOptions(
  current: readonly string[],
  options: readonly UpdateOption[],
  action: 'ENABLE' | 'DISABLE',
): UpdateOption[] {
  const set = new Set(knownOptions(current));
  for (const option of options) {
    if (action === 'ENABLE') set.add(option);
    else set.delete(option);
  }
  return updateOptions.filter((option) => set.has(option));
}
