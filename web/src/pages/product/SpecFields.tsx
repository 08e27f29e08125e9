import { Fieldset, Group, MultiSelect, Select, Text, TextInput } from '@mantine/core';
import { useCategoryOptions } from '../../api/catalog';
import { useI18n, type Lang } from '../../i18n';
import { measureText, parseMeasure } from '../../quantity';

const MEASURES = ['weight', 'height', 'width', 'length'] as const;
type Measure = (typeof MEASURES)[number];
export type DimensionDraft = Record<Measure, string>;
type Dimension = Partial<Record<Measure, number>>;

export const emptyDimension = (): DimensionDraft => ({ weight: '', height: '', width: '', length: '' });

export function dimensionDraftOf(dimension: Dimension | undefined, lang: Lang): DimensionDraft {
  const out = emptyDimension();
  for (const m of MEASURES) out[m] = measureText(dimension?.[m], lang);
  return out;
}

/** The typed measures as the API takes them; `undefined` when one of them is refused. */
export function dimensionOf(draft: DimensionDraft): Dimension | undefined {
  const out: Dimension = {};
  for (const m of MEASURES) {
    const parsed = parseMeasure(draft[m]);
    if ('refusal' in parsed) return undefined;
    if (parsed.value !== null) out[m] = parsed.value;
  }
  return out;
}

/** An NCM as people write it ("8517.12.31") as the API stores it ("85171231"); `undefined` when refused. */
function ncmOf(text: string): string | null | undefined {
  const digits = text.replace(/[\s.]/g, '');
  if (digits === '') return null;
  return /^\d{8}$/.test(digits) ? digits : undefined;
}

/**
 * Weight (kg) and the package's height, width and length (cm), which freight quotes and channel ads
 * need. `field` prefixes the API's field paths (`dimension`, `variations[0].dimension`) so a refusal
 * of the service shows on its input.
 */
export function DimensionFields({
  legend,
  help,
  value,
  onChange,
  errors,
  field,
}: {
  legend: string;
  help?: string;
  value: DimensionDraft;
  onChange(value: DimensionDraft): void;
  errors: Record<string, string>;
  field: string;
}) {
  const { t } = useI18n();
  return (
    <Fieldset legend={legend} variant="unstyled">
      {help && (
        <Text size="xs" c="dimmed" mb="xs">
          {help}
        </Text>
      )}
      <Group gap="xs" align="start" wrap="wrap" grow preventGrowOverflow={false}>
        {MEASURES.map((m) => {
          const parsed = parseMeasure(value[m]);
          return (
            <TextInput
              key={m}
              label={t.product.measure[m]}
              inputMode="decimal"
              value={value[m]}
              onChange={(e) => onChange({ ...value, [m]: e.currentTarget.value })}
              error={'refusal' in parsed ? t.product.measureRefusal[parsed.refusal] : errors[`${field}.${m}`]}
              miw={120}
            />
          );
        })}
      </Group>
    </Fieldset>
  );
}

export interface FiscalDraft {
  ncm: string;
  origin: string;
  /** The main category ('' for none): the one channels use. */
  categoryId: string;
  /** The product's other categories, without the main one. */
  otherCategoryIds: string[];
}

/** NCM, fiscal origin and the seller's own category: what invoices and channel categories start from. */
export function FiscalFields({
  value,
  onChange,
  errors,
}: {
  value: FiscalDraft;
  onChange(value: FiscalDraft): void;
  errors: Record<string, string>;
}) {
  const { t } = useI18n();
  const categories = useCategoryOptions(true);
  const ncmRefused = value.ncm.trim() !== '' && ncmOf(value.ncm) === undefined;
  return (
    <Group gap="xs" align="start" wrap="wrap" grow preventGrowOverflow={false}>
      <TextInput
        label={t.product.ncm}
        description={t.product.ncmHelp}
        inputMode="numeric"
        value={value.ncm}
        onChange={(e) => onChange({ ...value, ncm: e.currentTarget.value })}
        error={ncmRefused ? t.product.ncmRefused : errors['fiscal.ncm']}
        miw={160}
      />
      <Select
        label={t.product.origin}
        description={t.product.originHelp}
        data={[
          { value: '', label: t.product.noOrigin },
          ...t.product.origins.map((label, code) => ({ value: String(code), label: `${code} – ${label}` })),
        ]}
        value={value.origin}
        onChange={(origin) => onChange({ ...value, origin: origin ?? '' })}
        allowDeselect={false}
        error={errors['fiscal.origin']}
        miw={220}
      />
      <Select
        label={t.product.category}
        description={t.product.categoryHelp}
        data={[{ value: '', label: t.product.noCategory }, ...(categories.data ?? [])]}
        value={value.categoryId}
        onChange={(categoryId) =>
          onChange({
            ...value,
            categoryId: categoryId ?? '',
            otherCategoryIds: categoryId ? value.otherCategoryIds.filter((id) => id !== categoryId) : [],
          })
        }
        allowDeselect={false}
        searchable
        nothingFoundMessage={t.product.noCategoryFound}
        error={errors.categoryId}
        miw={220}
      />
      <MultiSelect
        label={t.product.otherCategories}
        description={t.product.otherCategoriesHelp}
        data={(categories.data ?? []).filter((option) => option.value !== value.categoryId)}
        value={value.otherCategoryIds}
        onChange={(otherCategoryIds) => onChange({ ...value, otherCategoryIds })}
        disabled={!value.categoryId}
        searchable
        clearable
        nothingFoundMessage={t.product.noCategoryFound}
        error={errors.categories}
        miw={220}
      />
    </Group>
  );
}

/** Whether every measure and the NCM read as values (a refused text blocks the save on its field). */
export function specReady(fiscal: FiscalDraft, dimensions: DimensionDraft[]): boolean {
  return ncmOf(fiscal.ncm) !== undefined && dimensions.every((d) => dimensionOf(d) !== undefined);
}

/** The categories of a product body: the main one first in the list; none without a main one. */
export function categoriesOf(draft: FiscalDraft) {
  if (!draft.categoryId) return { categoryId: null, categories: [] };
  return { categoryId: draft.categoryId, categories: [draft.categoryId, ...draft.otherCategoryIds] };
}

/** The fiscal part of a product body: what the seller filled in, nothing sent for what is empty. */
export function fiscalOf(draft: FiscalDraft) {
  const ncm = ncmOf(draft.ncm);
  return {
    ...(ncm ? { ncm } : {}),
    ...(draft.origin !== '' ? { origin: Number(draft.origin) } : {}),
  };
}
