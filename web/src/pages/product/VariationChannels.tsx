import { useState } from 'react';
import { Badge, Button, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { formatMoney } from '../../format';
import { useI18n } from '../../i18n';
import { MoneyInput, moneyField, moneyValue } from '../../MoneyInput';
import { PRICE_RULES } from '../../money';
import { UnitsInput, unitsValue } from '../../UnitsInput';
import { ProblemAlert } from '../../problem';
import { HeldNotice } from '../prices/HeldPrices';
import { OwnPriceAds } from '../prices/OwnPriceAds';
import { useMarketplaces } from '../../api/marketplaces';
import { usePlatformNames } from '../../marketplaceNames';
import type { AdSummary, StoredVariation } from './draft';

/** A price write's answer: the changes the profit guard held instead of applying, if any. */
interface HeldAnswer {
  held?: { reason: string; floor: number | null }[];
}

interface ScopePrice {
  platform: string;
  listPrice: number | null;
  salePrice: number | null;
}
interface SkuPrice {
  listPrice: number | null;
  salePrice: number | null;
  platforms: ScopePrice[];
}
interface StockDetail {
  onHand: number;
  reserved: number;
  warehouses: { warehouseId: string; stock: number }[];
}

/** The list price SKU-wide or on one marketplace, typed with the admin's money input. */
function PriceForm({ variation, platforms }: { variation: StoredVariation; platforms: string[] }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const marketplaceName = usePlatformNames();
  const [scope, setScope] = useState<string>('');
  const [field, setField] = useState(moneyField('', PRICE_RULES));
  const where = scope ? marketplaceName(scope) : t.product.skuWide;
  // The profit guard may hold the price instead of applying it (PRC-27): the answer says which.
  const save = useMutation({
    mutationFn: () => {
      const value = moneyValue(field);
      return scope
        ? api<HeldAnswer>('PUT', '/bffweb/prices/list/bysku', [
            { skuId: variation.skuId, platform: scope, value, priceType: 'DEFAULT' },
          ])
        : api<HeldAnswer>('PUT', '/bffweb/prices/bysku', { skuId: variation.skuId, value });
    },
    onSuccess: async () => {
      setField(moneyField('', PRICE_RULES));
      await queryClient.invalidateQueries({ queryKey: ['prices'] });
    },
  });
  const ready = moneyValue(field) != null;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) save.mutate();
      }}
    >
      <Group align="start" gap="xs" wrap="wrap">
        <Select
          label={t.ads.platform}
          data={[
            { value: '', label: t.product.skuWide },
            ...platforms.map((p) => ({ value: p, label: marketplaceName(p) })),
          ]}
          value={scope}
          onChange={(value) => setScope(value ?? '')}
          allowDeselect={false}
          w={200}
        />
        <MoneyInput
          label={t.product.newPrice(where)}
          rules={PRICE_RULES}
          field={field}
          onChange={setField}
          w={220}
        />
        <Button type="submit" mt={25} disabled={!ready} loading={save.isPending}>
          {t.product.savePrice}
        </Button>
      </Group>
      {save.isError && <ProblemAlert error={save.error} />}
      {save.isSuccess && (save.data?.held?.length ?? 0) > 0 && <HeldNotice held={save.data.held!} />}
      {save.isSuccess && !save.data?.held?.length && (
        <Text size="sm" c="teal" role="status">
          {t.product.priceSaved}
        </Text>
      )}
    </form>
  );
}

function Prices({ variation, platforms }: { variation: StoredVariation; platforms: string[] }) {
  const { t, lang } = useI18n();
  const marketplaceName = usePlatformNames();
  const prices = useQuery({
    queryKey: ['prices', 'sku', variation.skuId],
    queryFn: () => api<SkuPrice>('GET', `/bffweb/prices/bysku?skuId=${encodeURIComponent(variation.skuId)}`),
  });
  const rows: (ScopePrice & { label: string })[] = prices.data
    ? [
        {
          platform: '',
          label: t.product.skuWide,
          listPrice: prices.data.listPrice,
          salePrice: prices.data.salePrice,
        },
        ...prices.data.platforms.map((p) => ({ ...p, label: marketplaceName(p.platform) })),
      ]
    : [];
  return (
    <Stack gap="xs">
      <Title order={4}>{t.product.prices}</Title>
      {prices.isError && <ProblemAlert error={prices.error} />}
      {rows.length > 0 && (
        <Table aria-label={`${t.product.prices} ${variation.sku}`} data-testid={`prices-${variation.sku}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.ads.platform}</Table.Th>
              <Table.Th>{t.product.listPrice}</Table.Th>
              <Table.Th>{t.product.salePrice}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.platform}>
                <Table.Td>{row.label}</Table.Td>
                <Table.Td className="money">{formatMoney(row.listPrice, lang)}</Table.Td>
                <Table.Td className="money">{formatMoney(row.salePrice, lang)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <OwnPriceAds skuId={variation.skuId} variant="list" />
      <PriceForm variation={variation} platforms={platforms} />
    </Stack>
  );
}

function Stock({ variation }: { variation: StoredVariation }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const stock = useQuery({
    queryKey: ['stock', variation.skuId],
    queryFn: () => api<StockDetail>('GET', `/bffweb/prices/stock/${encodeURIComponent(variation.skuId)}`),
  });
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [extra, setExtra] = useState('');
  // Every typed quantity must read as whole units before anything is saved.
  const ready = Object.values(edits).every((units) => unitsValue(units) !== undefined);
  const save = useMutation({
    mutationFn: async () => {
      for (const [warehouse, units] of Object.entries(edits)) {
        const stock = unitsValue(units);
        if (stock == null || warehouse.trim() === '') continue;
        await api(
          'PUT',
          `/bffweb/prices/stock/${encodeURIComponent(variation.skuId)}/warehouses/${encodeURIComponent(warehouse.trim())}`,
          { stock },
        );
      }
    },
    onSuccess: async () => {
      setEdits({});
      setExtra('');
      await queryClient.invalidateQueries({ queryKey: ['stock', variation.skuId] });
      await queryClient.invalidateQueries({ queryKey: ['product'] });
    },
  });
  const warehouses = stock.data?.warehouses.length
    ? stock.data.warehouses
    : [{ warehouseId: 'DEFAULT', stock: 0 }];
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) save.mutate();
      }}
    >
      <Stack gap="xs">
        <Title order={4}>{t.product.stock}</Title>
        {stock.isError && <ProblemAlert error={stock.error} />}
        <Group gap="xs" align="end" wrap="wrap">
          {warehouses.map((w) => (
            <UnitsInput
              key={w.warehouseId}
              label={t.product.unitsIn(w.warehouseId)}
              value={edits[w.warehouseId] ?? String(w.stock)}
              onChange={(value) => setEdits({ ...edits, [w.warehouseId]: value })}
              w={170}
            />
          ))}
          <TextInput
            label={t.product.newWarehouse}
            value={extra}
            onChange={(e) => setExtra(e.currentTarget.value)}
            w={170}
          />
          {extra.trim() && (
            <UnitsInput
              label={t.product.unitsIn(extra.trim())}
              value={edits[extra.trim()] ?? ''}
              onChange={(value) => setEdits({ ...edits, [extra.trim()]: value })}
              w={170}
            />
          )}
          <Button
            type="submit"
            variant="default"
            loading={save.isPending}
            disabled={Object.keys(edits).length === 0 || !ready}
          >
            {t.product.saveStock}
          </Button>
        </Group>
        {stock.data && stock.data.reserved > 0 && (
          <Text size="xs" c="dimmed">
            {t.product.reserved(stock.data.reserved)}
          </Text>
        )}
        {save.isError && <ProblemAlert error={save.error} />}
        {save.isSuccess && (
          <Text size="sm" c="teal" role="status">
            {t.product.stockSaved}
          </Text>
        )}
      </Stack>
    </form>
  );
}

const channelColor: Record<string, string> = { PUBLISHED: 'teal', PENDING: 'gray', ERROR: 'red' };

function Ads({ variation, onPublish }: { variation: StoredVariation; onPublish(platform: string): void }) {
  const { t, lang } = useI18n();
  const marketplaces = useMarketplaces();
  const names = usePlatformNames();
  const free = (marketplaces.data ?? [])
    .filter((m) => m.status === 'CONNECTED' && !variation.ads.some((ad) => ad.platform === m.platform))
    .map((m) => m.platform);
  return (
    <Stack gap="xs">
      <Title order={4}>{t.product.ads}</Title>
      {variation.ads.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.product.noAds}
        </Text>
      ) : (
        <Stack gap={4} data-testid={`ads-${variation.sku}`}>
          {variation.ads.map((ad: AdSummary) => (
            <Group key={ad.id} gap="xs">
              <Text size="sm" fw={500}>
                {names(ad.platform)}
              </Text>
              <Badge variant="light" color={ad.status === 'ACTIVE' ? 'blue' : 'gray'}>
                {t.product.adStatus[ad.status] ?? ad.status}
              </Badge>
              <Badge variant="light" color={channelColor[ad.channelStatus] ?? 'gray'}>
                {t.product.channel[ad.channelStatus] ?? ad.channelStatus}
              </Badge>
              <Text size="sm" className="money">
                {formatMoney(ad.price, lang)} · {ad.stock} {t.product.units.toLowerCase()}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
      {free.length > 0 && (
        <Group gap="xs">
          {free.map((platform) => (
            <Button key={platform} size="xs" variant="light" onClick={() => onPublish(platform)}>
              {t.product.publishOn(names(platform))}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}

/** A variation's prices per marketplace, stock per warehouse and ads, each saved on its own. */
export function VariationChannels({ variation }: { variation: StoredVariation }) {
  const queryClient = useQueryClient();
  const marketplaces = useMarketplaces();
  const publish = useMutation({
    mutationFn: (platform: string) => api('POST', '/bffweb/ads', { originSkuId: variation.skuId, platform }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['product'] });
      await queryClient.invalidateQueries({ queryKey: ['products'] });
      await queryClient.invalidateQueries({ queryKey: ['ads'] });
    },
  });
  const platforms = (marketplaces.data ?? []).filter((m) => m.status === 'CONNECTED').map((m) => m.platform);
  return (
    <Stack gap="lg">
      <Prices variation={variation} platforms={platforms} />
      <Stock variation={variation} />
      <Ads variation={variation} onPublish={(platform) => publish.mutate(platform)} />
      {publish.isError && <ProblemAlert error={publish.error} />}
    </Stack>
  );
}
