import { useState } from 'react';
import { Badge, Button, Card, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueries } from '@tanstack/react-query';
import { ApiError } from '../../api';
import { formatDateTime, formatMoney } from '../../format';
import { useI18n } from '../../i18n';
import { Empty, ErrorState, Loading } from '../../states';
import { usePlatforms } from '../../api/marketplaces';
import { promotionQuery, useSkuPrice, type ScopePrice } from '../../api/prices';
import { useSkuSearch } from '../../api/catalog';
import { PriceEditor, type PriceTarget } from './PriceEditor';
import { PriceHistory } from './PriceHistory';
import { HeldPrices } from './HeldPrices';
import { OwnPriceAds } from './OwnPriceAds';

/** A row of the price table: SKU-wide (which has no update time of its own) or one platform. */
type Scope = Omit<ScopePrice, 'updatedAt'> & { wide?: true };

interface Chosen {
  skuId: string;
  sku: string;
}

/** A SKU picked by searching its code or its product's title. */
function SkuPicker({ value, onChange }: { value: Chosen | null; onChange(value: Chosen | null): void }) {
  const { t } = useI18n();
  const p = t.prices;
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search.trim(), 250);
  const options = useSkuSearch(text);
  const data = options.data ?? [];
  const withChosen =
    value && !data.some((o) => o.value === value.skuId)
      ? [{ value: value.skuId, label: value.sku, sku: value.sku }, ...data]
      : data;
  return (
    <Select
      label={p.skuLabel}
      placeholder={p.skuPlaceholder}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      // The service already matched sku, product code and title: show what it found.
      filter={({ options: all }) => all}
      nothingFoundMessage={options.isFetching ? t.loading : p.noSkus}
      data={withChosen}
      value={value?.skuId ?? null}
      onChange={(skuId) => {
        const option = withChosen.find((o) => o.value === skuId);
        onChange(option ? { skuId: option.value, sku: option.sku } : null);
      }}
      w={{ base: '100%', sm: 420 }}
    />
  );
}

/** What buyers pay on each scope now, "de" and "por", with where the sale price comes from. */
function CurrentPrices({ chosen, onEdit }: { chosen: Chosen; onEdit(target: PriceTarget): void }) {
  const { t, lang } = useI18n();
  const p = t.prices;
  const price = useSkuPrice(chosen.skuId);
  const scopes: Scope[] = price.data
    ? [{ ...price.data, platform: '', wide: true }, ...price.data.platforms]
    : [];
  const promotionIds = [...new Set(scopes.flatMap((s) => (s.promotionId ? [s.promotionId] : [])))];
  const promotions = useQueries({ queries: promotionIds.map(promotionQuery) });
  const promotionName = (id: string) => promotions[promotionIds.indexOf(id)]?.data?.name ?? id;

  if (price.isPending) return <Loading />;
  if (price.isError) {
    if (price.error instanceof ApiError && price.error.status === 404) {
      return (
        <Stack align="center" py="md">
          <Text c="dimmed">{p.noPrice}</Text>
          <Button onClick={() => onEdit({ ...chosen, platform: null, value: null })}>{p.setPrice}</Button>
        </Stack>
      );
    }
    return <ErrorState error={price.error} onRetry={() => void price.refetch()} />;
  }
  const origin = (scope: Scope) => {
    if (scope.priceType !== 'PROMOTION') return p.fromList;
    const base = scope.promotionId ? p.fromPromotion(promotionName(scope.promotionId)) : p.fromDatedPrice;
    return scope.endDate ? `${base} (${p.until(formatDateTime(scope.endDate, lang))})` : base;
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {p.current}
        </Title>
        <Button
          variant="light"
          size="xs"
          onClick={() => onEdit({ ...chosen, platform: 'choose', value: null })}
        >
          {p.otherPlatform}
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={680}>
        <Table aria-label={p.current}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{p.platform}</Table.Th>
              <Table.Th ta="right">{p.listPrice}</Table.Th>
              <Table.Th ta="right">{p.salePrice}</Table.Th>
              <Table.Th>{p.origin}</Table.Th>
              <Table.Th>{p.actions}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {scopes.map((scope) => {
              const label = scope.wide ? p.everyPlatform : scope.platform;
              const promotional = scope.priceType === 'PROMOTION';
              return (
                <Table.Tr
                  key={scope.platform}
                  data-testid={`price-scope-${scope.wide ? 'all' : scope.platform}`}
                >
                  <Table.Td>{label}</Table.Td>
                  <Table.Td ta="right" data-testid="list-price">
                    {formatMoney(scope.listPrice, lang)}
                  </Table.Td>
                  <Table.Td ta="right" data-testid="sale-price" fw={promotional ? 700 : undefined}>
                    {formatMoney(scope.salePrice, lang)}
                  </Table.Td>
                  <Table.Td>
                    {promotional ? (
                      <Badge variant="light" color="orange" miw="max-content" tt="none">
                        {origin(scope)}
                      </Badge>
                    ) : (
                      <Text size="sm">{origin(scope)}</Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={p.editOf(label)}
                      onClick={() =>
                        onEdit({
                          ...chosen,
                          platform: scope.wide ? null : scope.platform,
                          value: scope.listPrice,
                        })
                      }
                    >
                      {p.edit}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed">
        {p.scopesHelp}
      </Text>
      <OwnPriceAds skuId={chosen.skuId} variant="list" />
    </Stack>
  );
}

/** Price history per SKU: the prices in force and every change with its source; list prices edited here. */
export function SkuPrices() {
  const { t } = useI18n();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [editing, setEditing] = useState<PriceTarget | null>(null);
  const platforms = usePlatforms();
  return (
    <Stack>
      <SkuPicker value={chosen} onChange={setChosen} />
      {chosen === null ? (
        <Empty>{t.prices.pickSku}</Empty>
      ) : (
        <>
          <Card withBorder>
            <CurrentPrices key={chosen.skuId} chosen={chosen} onEdit={setEditing} />
          </Card>
          <Card withBorder>
            <HeldPrices key={chosen.skuId} skuId={chosen.skuId} />
          </Card>
          <Card withBorder>
            <PriceHistory
              key={chosen.skuId}
              skuId={chosen.skuId}
              platforms={(platforms.data ?? []).map((item) => item.platform)}
            />
          </Card>
        </>
      )}
      <PriceEditor target={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
