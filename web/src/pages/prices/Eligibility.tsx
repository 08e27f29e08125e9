import { useState } from 'react';
import { Fieldset, MultiSelect, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useI18n } from '../../i18n';
import { useAdPicker } from '../../api/ads';
import { useMarketplaces, usePlatforms } from '../../api/marketplaces';
import type { PromotionInput } from '../../api/prices';
import { useCategoryOptions, useSkuCodes, useSkuSearch } from '../../api/catalog';

type Eligibility = PromotionInput['eligibility'];

interface Option {
  value: string;
  label: string;
}

/** The first message of a field or of any of its items (`eligibility.skuIds[2]`). */
const errorOf = (errors: Record<string, string>, field: string) =>
  Object.entries(errors).find(([key]) => key === field || key.startsWith(`${field}[`))?.[1];

/** Options for a server-searched picker: what is chosen keeps its label while other results come and go. */
function useChosenLabels(found: Option[]) {
  const [labels, setLabels] = useState<Record<string, string>>({});
  const remember = (ids: string[], extra: Option[] = []) => {
    const all = new Map([...found, ...extra].map((o) => [o.value, o.label]));
    setLabels((old) => {
      const next = { ...old };
      for (const id of ids) if (all.has(id)) next[id] = all.get(id)!;
      return next;
    });
  };
  return { labels, remember };
}

function merge(chosen: string[], labels: Record<string, string>, found: Option[]): Option[] {
  const seen = new Set(found.map((o) => o.value));
  return [
    ...chosen.filter((id) => !seen.has(id)).map((id) => ({ value: id, label: labels[id] ?? id })),
    ...found,
  ];
}

/**
 * A multi-select whose options the service finds as the seller types (`found`); the chosen ones keep their
 * label (`known` names those chosen before).
 */
function SearchedPicker({
  search,
  onSearch,
  placeholder,
  found,
  known,
  value,
  onChange,
  ...props
}: {
  label: string;
  description?: string;
  placeholder: string;
  search: string;
  onSearch(text: string): void;
  found: Option[];
  known?: Record<string, string>;
  value: string[];
  onChange(ids: string[]): void;
  error?: string;
}) {
  const { t } = useI18n();
  const { labels, remember } = useChosenLabels(found);
  return (
    <MultiSelect
      {...props}
      placeholder={value.length ? undefined : placeholder}
      searchable
      searchValue={search}
      onSearchChange={onSearch}
      filter={({ options }) => options}
      nothingFoundMessage={t.promotions.nothingFound}
      data={merge(value, { ...known, ...labels }, found)}
      value={value}
      onChange={(ids) => {
        remember(ids);
        onChange(ids);
      }}
      clearable
    />
  );
}

function SkuField({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange(ids: string[]): void;
  error?: string;
}) {
  const { t } = useI18n();
  const m = t.promotions;
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search.trim(), 250);
  const found = useSkuSearch(text).data ?? [];
  const codes = useSkuCodes(value).data?.skus ?? [];
  return (
    <SearchedPicker
      label={m.skus}
      description={m.skusHelp}
      placeholder={m.searchSku}
      search={search}
      onSearch={setSearch}
      found={found}
      known={Object.fromEntries(codes.map((c) => [c.skuId, c.sku]))}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}

function AdField({
  value,
  onChange,
  platforms,
  error,
}: {
  value: string[];
  onChange(ids: string[]): void;
  platforms: Option[];
  error?: string;
}) {
  const { t } = useI18n();
  const m = t.promotions;
  const [platform, setPlatform] = useState<string | null>(null);
  const chosenPlatform = platform ?? platforms[0]?.value ?? null;
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search.trim(), 250);
  const ads = useAdPicker(chosenPlatform, text);
  const found = (ads.data?.items ?? []).map((ad) => ({
    value: ad.id,
    label: `${ad.sku ? `${ad.sku} — ` : ''}${ad.name} (${chosenPlatform})`,
  }));
  return (
    <Stack gap="xs">
      <Select
        label={m.adPlatform}
        data={platforms}
        value={chosenPlatform}
        onChange={setPlatform}
        allowDeselect={false}
      />
      <SearchedPicker
        label={m.ads}
        placeholder={m.searchAd}
        search={search}
        onSearch={setSearch}
        found={found}
        value={value}
        onChange={onChange}
        error={error}
      />
    </Stack>
  );
}

/**
 * The eligibility tree of a promotion: domain PRODUCT (SKUs and categories, which add up;
 * neither means every SKU with a price) or AD (single ads), narrowed to platforms (none: every one).
 */
export function EligibilityBuilder({
  value,
  onChange,
  errors,
}: {
  value: Eligibility;
  onChange(value: Eligibility): void;
  errors: Record<string, string>;
}) {
  const { t } = useI18n();
  const m = t.promotions;
  const product = value.domain === 'PRODUCT';
  const categories = useCategoryOptions(product);
  const platformList = usePlatforms();
  const platforms = (platformList.data ?? []).map((p) => ({ value: p.platform, label: p.platform }));
  // Ads exist only where the seller has an account: the ad picker starts on those platforms.
  const accounts = useMarketplaces();
  const connected = new Set((accounts.data ?? []).map((a) => a.platform));
  const adPlatforms = connected.size ? platforms.filter((p) => connected.has(p.value)) : platforms;
  const set = (patch: Partial<Eligibility>) => onChange({ ...value, ...patch });
  const skuIds = value.skuIds ?? [];
  const categoryIds = value.categoryIds ?? [];
  const adIds = value.adIds ?? [];
  const chosenPlatforms = value.platforms ?? [];
  const where = chosenPlatforms.length ? m.onPlatforms(chosenPlatforms.join(', ')) : m.onEveryPlatform;
  const what = product
    ? skuIds.length + categoryIds.length === 0
      ? m.coversAll
      : m.coversSome(skuIds.length, categoryIds.length)
    : m.coversAds(adIds.length);

  return (
    <Fieldset legend={m.eligibility}>
      <Stack gap="sm">
        <SegmentedControl
          aria-label={m.domain}
          value={value.domain}
          onChange={(domain) => onChange({ domain: domain, platforms: value.platforms })}
          data={[
            { value: 'PRODUCT', label: m.domainProduct },
            { value: 'AD', label: m.domainAd },
          ]}
        />
        {product ? (
          <>
            <MultiSelect
              label={m.categories}
              description={m.categoriesHelp}
              placeholder={categoryIds.length ? undefined : m.anyCategory}
              searchable
              nothingFoundMessage={m.nothingFound}
              data={categories.data ?? []}
              value={categoryIds}
              onChange={(ids) => set({ categoryIds: ids })}
              error={errorOf(errors, 'eligibility.categoryIds')}
              clearable
            />
            <SkuField
              value={skuIds}
              onChange={(ids) => set({ skuIds: ids })}
              error={errorOf(errors, 'eligibility.skuIds')}
            />
          </>
        ) : (
          <AdField
            value={adIds}
            onChange={(ids) => set({ adIds: ids })}
            platforms={adPlatforms}
            error={errorOf(errors, 'eligibility.adIds')}
          />
        )}
        <MultiSelect
          label={m.platforms}
          description={m.platformsHelp}
          placeholder={chosenPlatforms.length ? undefined : m.everyPlatform}
          data={platforms}
          value={chosenPlatforms}
          onChange={(ids) => set({ platforms: ids })}
          error={errorOf(errors, 'eligibility.platforms')}
          clearable
        />
        <Text size="sm" data-testid="eligibility-summary">
          {m.summary(what, where)}
        </Text>
      </Stack>
    </Fieldset>
  );
}
