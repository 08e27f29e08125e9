import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiPage, ApiError } from '../api';
import { formatMoney } from '../format';
import { useI18n } from '../i18n';
import { Empty, ErrorState, Loading, PageTitle } from '../states';
import { useMarketplaces } from './Marketplaces';

interface Ad {
  id: string;
  sku?: string;
  name: string;
  status: 'ACTIVE' | 'INACTIVE' | 'PAUSED';
  ean: string | null;
  price?: number;
  stock: number;
  channel: { status: 'PENDING' | 'PUBLISHED' | 'ERROR'; lastError?: string; inSync: boolean };
}

const PAGE_SIZE = 50;
const channelColor = { PENDING: 'yellow', PUBLISHED: 'teal', ERROR: 'red' } as const;

function BulkEditModal({
  adIds,
  opened,
  onClose,
  onSaved,
}: {
  adIds: string[];
  opened: boolean;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<string | null>(null);
  const [price, setPrice] = useState<number | string>('');
  const [stock, setStock] = useState<number | string>('');
  const changes = {
    ...(status ? { status } : {}),
    ...(price === '' ? {} : { price: Number(price) }),
    ...(stock === '' ? {} : { stock: Number(stock) }),
  };
  const save = useMutation({
    mutationFn: () => api('PUT', '/bffweb/ads/bulk-edit', { adIds, changes }),
    onSuccess: async () => {
      setStatus(null);
      setPrice('');
      setStock('');
      onSaved();
      onClose();
      await queryClient.invalidateQueries({ queryKey: ['ads'] });
    },
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t.ads.bulkTitle}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <Stack>
          <Text size="sm">{t.ads.selected(adIds.length)}</Text>
          <Text size="xs" c="dimmed">
            {t.ads.bulkHelp}
          </Text>
          <Select
            label={t.ads.status}
            placeholder={t.ads.keep}
            clearable
            value={status}
            onChange={setStatus}
            data={(['ACTIVE', 'PAUSED', 'INACTIVE'] as const).map((s) => ({
              value: s,
              label: t.ads.statuses[s] ?? s,
            }))}
          />
          <NumberInput
            label={`${t.ads.price} (R$)`}
            placeholder={t.ads.keep}
            min={0}
            decimalScale={2}
            decimalSeparator=","
            thousandSeparator="."
            value={price}
            onChange={setPrice}
          />
          <NumberInput
            label={t.ads.stock}
            placeholder={t.ads.keep}
            min={0}
            allowDecimal={false}
            value={stock}
            onChange={setStock}
          />
          {save.isError && (
            <Alert color="red" role="alert">
              {save.error instanceof ApiError && save.error.status < 500 ? save.error.message : t.unexpected}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={Object.keys(changes).length === 0}>
              {t.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function AdsPage() {
  const { t, lang } = useI18n();
  const marketplaces = useMarketplaces();
  const connected = (marketplaces.data ?? []).filter((m) => m.status === 'CONNECTED');
  // The dashboard's alerts link here with `?platform=…&withErrors=1`.
  const [linked] = useState(() => new URLSearchParams(window.location.search));
  const [platform, setPlatform] = useState<string | null>(linked.get('platform'));
  const current = platform ?? connected[0]?.platform ?? null;
  const [status, setStatus] = useState<string | null>(null);
  const [withErrors, setWithErrors] = useState(linked.has('withErrors'));
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulkOpened, setBulkOpened] = useState(false);

  const ads = useQuery({
    queryKey: ['ads', current, status, withErrors, page],
    enabled: current !== null,
    queryFn: () =>
      apiPage<Ad>(`/bffweb/ads/list/search/${current}?page=${page - 1}&size=${PAGE_SIZE}`, 'adApiDTOList', {
        ...(status ? { status } : {}),
        ...(withErrors ? { withErrors: true } : {}),
      }),
    placeholderData: keepPreviousData,
  });
  const items = ads.data?.items ?? [];
  const allSelected = items.length > 0 && items.every((ad) => selected.has(ad.id));
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };
  const resetSelection = () => setSelected(new Set());

  if (marketplaces.isPending) return <Loading />;
  if (marketplaces.isError)
    return <ErrorState error={marketplaces.error} onRetry={() => void marketplaces.refetch()} />;

  return (
    <Stack>
      <PageTitle>{t.ads.title}</PageTitle>
      {connected.length === 0 ? (
        <Alert color="yellow">{t.ads.noMarketplace}</Alert>
      ) : (
        <>
          <Group align="end" wrap="wrap">
            <Select
              label={t.ads.platform}
              data={connected.map((m) => m.platform)}
              value={current}
              onChange={(value) => {
                setPlatform(value);
                setPage(1);
                resetSelection();
              }}
              allowDeselect={false}
              w={220}
            />
            <Select
              label={t.ads.statusFilter}
              placeholder={t.ads.all}
              clearable
              value={status}
              onChange={(value) => {
                setStatus(value);
                setPage(1);
                resetSelection();
              }}
              data={(['ACTIVE', 'PAUSED', 'INACTIVE'] as const).map((s) => ({
                value: s,
                label: t.ads.statuses[s] ?? s,
              }))}
              w={200}
            />
            <Checkbox
              label={t.ads.withErrors}
              checked={withErrors}
              onChange={(event) => {
                setWithErrors(event.currentTarget.checked);
                setPage(1);
                resetSelection();
              }}
              mb={8}
            />
            <Button ml="auto" disabled={selected.size === 0} onClick={() => setBulkOpened(true)}>
              {t.ads.bulkEdit} {selected.size > 0 ? `(${selected.size})` : ''}
            </Button>
          </Group>
          {ads.isPending ? (
            <Loading />
          ) : ads.isError ? (
            <ErrorState error={ads.error} onRetry={() => void ads.refetch()} />
          ) : items.length === 0 ? (
            <Empty>{t.ads.empty}</Empty>
          ) : (
            <>
              <Table.ScrollContainer minWidth={720}>
                <Table striped aria-label={t.ads.title}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w={40}>
                        <Checkbox
                          aria-label={t.ads.selectAll}
                          checked={allSelected}
                          indeterminate={!allSelected && items.some((ad) => selected.has(ad.id))}
                          onChange={() =>
                            setSelected(allSelected ? new Set() : new Set(items.map((ad) => ad.id)))
                          }
                        />
                      </Table.Th>
                      <Table.Th>{t.ads.name}</Table.Th>
                      <Table.Th>{t.catalog.sku}</Table.Th>
                      <Table.Th>{t.ads.status}</Table.Th>
                      <Table.Th>{t.ads.price}</Table.Th>
                      <Table.Th>{t.ads.stock}</Table.Th>
                      <Table.Th>{t.ads.publication}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {items.map((ad) => (
                      <Table.Tr key={ad.id} data-testid={`ad-${ad.sku ?? ad.id}`}>
                        <Table.Td>
                          <Checkbox
                            aria-label={`${t.ads.select} ${ad.name}`}
                            checked={selected.has(ad.id)}
                            onChange={() => toggle(ad.id)}
                          />
                        </Table.Td>
                        <Table.Td>{ad.name}</Table.Td>
                        <Table.Td ff="monospace">{ad.sku ?? '—'}</Table.Td>
                        <Table.Td data-testid="ad-status">{t.ads.statuses[ad.status] ?? ad.status}</Table.Td>
                        <Table.Td data-testid="ad-price">{formatMoney(ad.price, lang)}</Table.Td>
                        <Table.Td data-testid="ad-stock">{ad.stock}</Table.Td>
                        <Table.Td>
                          <Badge color={channelColor[ad.channel.status]} variant="light">
                            {t.ads.channel[ad.channel.status] ?? ad.channel.status}
                          </Badge>
                          {ad.channel.lastError && (
                            <Text size="xs" c="red.8">
                              {ad.channel.lastError}
                            </Text>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              {ads.data.page.totalPages > 1 && (
                <Pagination total={ads.data.page.totalPages} value={page} onChange={setPage} />
              )}
            </>
          )}
        </>
      )}
      <BulkEditModal
        adIds={[...selected]}
        opened={bulkOpened}
        onClose={() => setBulkOpened(false)}
        onSaved={resetSelection}
      />
    </Stack>
  );
}
