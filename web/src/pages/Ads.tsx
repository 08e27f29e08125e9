import { useRef, useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Page } from '../api';
import { useAdSearch, useBulkEditAds, type Ad, type AdFilter } from '../api/ads';
import { ChannelRefusal, refusalText } from '../problem';
import { formatDateTime, formatMoney } from '../format';
import { useI18n } from '../i18n';
import { Empty, ErrorState, Loading, PageTitle } from '../states';
import { notFollowed, SyncModal, UpdateOptionsModal } from './AdOptions';
import { AdListingActions, DeleteUnlistedAd } from './AdListingActions';
import { AdChannelListing } from './AdChannelListing';
import { useMarketplaces } from '../api/marketplaces';
import { PagedFooter } from '../paging';
import { DialogForm } from '../dialogs';
import { UnitsInput, unitsValue } from '../UnitsInput';
import { MoneyInput, moneyField, moneyValue } from '../MoneyInput';
import { PRICE_RULES } from '../money';

type ChannelStatus = Ad['channel']['status'];

const PAGE_SIZE = 50;
const channelColor = { PENDING: 'yellow', PUBLISHED: 'teal', ERROR: 'red' } as const;
const channelStatuses: ChannelStatus[] = ['PENDING', 'PUBLISHED', 'ERROR'];
/** How long the list keeps refreshing after a sync or an options change, to show the channel catching up. */
const WATCH_MS = 20_000;

/** The channel is still working on something the seller will want to see settle. */
const unsettled = (page?: Page<Ad>) =>
  (page?.items ?? []).some((ad) => ad.channel.status === 'PENDING' || !ad.channel.inSync);

/**
 * What the marketplace itself holds when it differs from a listed item: paused, closed or under
 * review, with the marketplace's reasons in the seller's words (a pause with none given was made
 * outside Feira, and only the seller can lift it there).
 */
function HeldNote({ ad }: { ad: Ad }) {
  const { t } = useI18n();
  const held = ad.channel.held;
  if (!held || held.status === 'active') return null;
  const words = t.ads.held;
  const reasons = [
    ...held.subStatus.map((code) => words.reasons[code] ?? code),
    ...held.tags.flatMap((tag) => (words.reasons[tag] ? [words.reasons[tag]] : [])),
  ];
  if (reasons.length === 0 && held.status === 'paused' && ad.status === 'ACTIVE')
    reasons.push(words.noReason);
  return (
    <Text size="xs" c="orange.9" data-testid="ad-held">
      {words.label}: {words.statuses[held.status] ?? held.status}
      {reasons.length > 0 && ` · ${reasons.join('; ')}`}
    </Text>
  );
}

/** Stock Mercado Livre's own warehouse holds (Full): shown as the channel counts it, never pushed. */
function FullNote({ ad }: { ad: Ad }) {
  const { t } = useI18n();
  const held = ad.channel.held;
  if (!held?.fulfillment) return null;
  return (
    <Text size="xs" c="blue.9" data-testid="ad-full">
      {t.ads.held.full(held.stock ?? 0)}
    </Text>
  );
}

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
  const [status, setStatus] = useState<string | null>(null);
  const [price, setPrice] = useState(moneyField('', PRICE_RULES));
  const priceValue = moneyValue(price);
  const [stock, setStock] = useState('');
  const stockValue = unitsValue(stock);
  const changes = {
    // The status picker offers only the ad statuses.
    ...(status ? { status: status as Ad['status'] } : {}),
    ...(priceValue === null || priceValue === undefined ? {} : { price: priceValue }),
    ...(stockValue === null || stockValue === undefined ? {} : { stock: stockValue }),
  };
  const save = useBulkEditAds(() => {
    setStatus(null);
    setPrice(moneyField('', PRICE_RULES));
    setStock('');
    onSaved();
    onClose();
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t.ads.bulkTitle}
      closeButtonProps={{ 'aria-label': t.close }}
    >
      <DialogForm
        onSubmit={() => save.mutate({ adIds, changes })}
        onCancel={onClose}
        disabled={Object.keys(changes).length === 0 || priceValue === undefined || stockValue === undefined}
        pending={save.isPending}
      >
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
        <MoneyInput
          label={`${t.ads.price} (R$)`}
          placeholder={t.ads.keep}
          rules={PRICE_RULES}
          field={price}
          onChange={setPrice}
          description={t.ads.ownPriceHelp}
        />
        <UnitsInput label={t.ads.stock} placeholder={t.ads.keep} value={stock} onChange={setStock} />
        {save.isError && (
          <Alert color="red" role="alert">
            {refusalText(save.error, t)}
          </Alert>
        )}
      </DialogForm>
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
  const [channelStatus, setChannelStatus] = useState<string | null>(null);
  const [eanText, setEanText] = useState(linked.get('ean') ?? '');
  const [ean] = useDebouncedValue(eanText.trim(), 300);
  const [withErrors, setWithErrors] = useState(linked.has('withErrors'));
  const [page, setPage] = useState(1);
  // Selected ads by id, as last seen: the options dialog starts from what they follow.
  const [selected, setSelected] = useState<Map<string, Ad>>(new Map());
  const [dialog, setDialog] = useState<'bulk' | 'options' | 'sync' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const watchUntil = useRef(0);

  const filter: AdFilter = {
    // The pickers offer only the ad and channel statuses.
    ...(status ? { status: status as Ad['status'] } : {}),
    ...(channelStatus ? { channelStatus: channelStatus as ChannelStatus } : {}),
    ...(ean ? { ean } : {}),
    ...(withErrors ? { withErrors: true } : {}),
  };
  // Publication is asynchronous: follow it while the channel works, and for a while after an action.
  const ads = useAdSearch(current, filter, page, PAGE_SIZE, (data) =>
    unsettled(data) || Date.now() < watchUntil.current ? 2000 : false,
  );
  const items = ads.data?.items ?? [];
  const allSelected = items.length > 0 && items.every((ad) => selected.has(ad.id));
  // The freshest copy of each selected ad: this page's when it is on it.
  const onPage = new Map(items.map((ad) => [ad.id, ad]));
  const selectedAds = [...selected.values()].map((ad) => onPage.get(ad.id) ?? ad);
  const toggle = (ad: Ad) => {
    const next = new Map(selected);
    if (next.has(ad.id)) next.delete(ad.id);
    else next.set(ad.id, ad);
    setSelected(next);
  };
  const resetSelection = () => setSelected(new Map());
  const filterChanged =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
      resetSelection();
    };
  const acted = (message: string) => {
    setDialog(null);
    setNotice(message);
    watchUntil.current = Date.now() + WATCH_MS;
    void ads.refetch();
  };

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
              onChange={filterChanged(setPlatform)}
              allowDeselect={false}
              w={200}
            />
            <Select
              label={t.ads.statusFilter}
              placeholder={t.ads.all}
              clearable
              value={status}
              onChange={filterChanged(setStatus)}
              data={(['ACTIVE', 'PAUSED', 'INACTIVE'] as const).map((s) => ({
                value: s,
                label: t.ads.statuses[s] ?? s,
              }))}
              w={180}
            />
            <Select
              label={t.adOptions.publicationFilter}
              placeholder={t.ads.all}
              clearable
              value={channelStatus}
              onChange={filterChanged(setChannelStatus)}
              data={channelStatuses.map((s) => ({ value: s, label: t.ads.channel[s] ?? s }))}
              w={180}
            />
            <TextInput
              label={t.adOptions.eanFilter}
              inputMode="numeric"
              value={eanText}
              onChange={(event) => filterChanged(setEanText)(event.currentTarget.value)}
              w={190}
            />
            <Checkbox
              label={t.ads.withErrors}
              checked={withErrors}
              onChange={(event) => filterChanged(setWithErrors)(event.currentTarget.checked)}
              mb={8}
            />
          </Group>
          <Group gap="xs" wrap="wrap">
            <Text size="sm" c="dimmed" mr="auto">
              {selected.size > 0 ? t.ads.selected(selected.size) : t.adOptions.selectHint}
            </Text>
            <Button variant="default" disabled={selected.size === 0} onClick={() => setDialog('options')}>
              {t.adOptions.open}
            </Button>
            <Button variant="default" disabled={selected.size === 0} onClick={() => setDialog('sync')}>
              {t.adOptions.sync}
            </Button>
            <Button disabled={selected.size === 0} onClick={() => setDialog('bulk')}>
              {t.ads.bulkEdit} {selected.size > 0 ? `(${selected.size})` : ''}
            </Button>
          </Group>
          {notice && (
            <Alert
              color="teal"
              role="status"
              withCloseButton
              onClose={() => setNotice(null)}
              closeButtonLabel={t.close}
            >
              {notice}
            </Alert>
          )}
          {ads.isPending ? (
            <Loading />
          ) : ads.isError ? (
            <ErrorState error={ads.error} onRetry={() => void ads.refetch()} />
          ) : items.length === 0 ? (
            <Empty>
              {status || channelStatus || ean || withErrors ? t.adOptions.noneMatch : t.ads.empty}
            </Empty>
          ) : (
            <>
              <Table.ScrollContainer minWidth={860}>
                <Table striped aria-label={t.ads.title}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w={40}>
                        <Checkbox
                          aria-label={t.ads.selectAll}
                          checked={allSelected}
                          indeterminate={!allSelected && items.some((ad) => selected.has(ad.id))}
                          onChange={() => {
                            const next = new Map(selected);
                            for (const ad of items) {
                              if (allSelected) next.delete(ad.id);
                              else next.set(ad.id, ad);
                            }
                            setSelected(next);
                          }}
                        />
                      </Table.Th>
                      <Table.Th>{t.ads.name}</Table.Th>
                      <Table.Th>{t.catalog.sku}</Table.Th>
                      <Table.Th>{t.adOptions.ean}</Table.Th>
                      <Table.Th>{t.ads.status}</Table.Th>
                      <Table.Th>{t.ads.price}</Table.Th>
                      <Table.Th>{t.ads.stock}</Table.Th>
                      <Table.Th>{t.ads.publication}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {items.map((ad) => {
                      const notFollowing = notFollowed(ad);
                      return (
                        <Table.Tr key={ad.id} data-testid={`ad-${ad.sku ?? ad.id}`}>
                          <Table.Td>
                            <Checkbox
                              aria-label={`${t.ads.select} ${ad.name}`}
                              checked={selected.has(ad.id)}
                              onChange={() => toggle(ad)}
                            />
                          </Table.Td>
                          <Table.Td>
                            <Text size="sm" data-testid="ad-name">
                              {ad.name}
                            </Text>
                            {notFollowing.length > 0 && (
                              <Text size="xs" c="dimmed" data-testid="ad-not-following">
                                {t.adOptions.notFollowing(
                                  notFollowing.map((o) => t.adOptions.options[o] ?? o),
                                )}
                              </Text>
                            )}
                          </Table.Td>
                          <Table.Td ff="monospace">{ad.sku ?? '—'}</Table.Td>
                          <Table.Td ff="monospace" data-testid="ad-ean">
                            {ad.ean ?? '—'}
                            {(ad.eans?.length ?? 0) > 1 && (
                              <Text size="xs" c="dimmed">
                                {t.adOptions.moreEans((ad.eans?.length ?? 1) - 1)}
                              </Text>
                            )}
                          </Table.Td>
                          <Table.Td data-testid="ad-status">
                            {t.ads.statuses[ad.status] ?? ad.status}
                          </Table.Td>
                          <Table.Td data-testid="ad-price">{formatMoney(ad.price, lang)}</Table.Td>
                          <Table.Td data-testid="ad-stock">{ad.stock}</Table.Td>
                          <Table.Td data-testid="ad-publication">
                            <Badge color={channelColor[ad.channel.status]} variant="light">
                              {t.ads.channel[ad.channel.status] ?? ad.channel.status}
                            </Badge>
                            {ad.channel.itemId && (
                              <Text size="xs" data-testid="ad-item-id">
                                {ad.channel.permalink ? (
                                  <Anchor href={ad.channel.permalink} target="_blank" rel="noreferrer">
                                    {ad.channel.itemId}
                                  </Anchor>
                                ) : (
                                  ad.channel.itemId
                                )}
                              </Text>
                            )}
                            <HeldNote ad={ad} />
                            <FullNote ad={ad} />
                            <AdListingActions ad={ad} />
                            <AdChannelListing ad={ad} />
                            <DeleteUnlistedAd ad={ad} />
                            {!ad.channel.inSync && ad.channel.status !== 'ERROR' && (
                              <Text size="xs" c="dimmed">
                                {t.adOptions.waiting}
                              </Text>
                            )}
                            {ad.channel.inSync && ad.channel.lastSyncAt && (
                              <Text size="xs" c="dimmed">
                                {t.adOptions.syncedAt(formatDateTime(ad.channel.lastSyncAt, lang))}
                              </Text>
                            )}
                            {ad.channel.lastError && <ChannelRefusal text={ad.channel.lastError} />}
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <PagedFooter page={ads.data.page} value={page} onChange={setPage} labelledControls />
            </>
          )}
        </>
      )}
      <BulkEditModal
        adIds={[...selected.keys()]}
        opened={dialog === 'bulk'}
        onClose={() => setDialog(null)}
        onSaved={resetSelection}
      />
      {dialog === 'options' && (
        <UpdateOptionsModal
          ads={selectedAds}
          onClose={() => setDialog(null)}
          onSaved={(count) => acted(t.adOptions.saved(count))}
        />
      )}
      {dialog === 'sync' && (
        <SyncModal
          adIds={[...selected.keys()]}
          onClose={() => setDialog(null)}
          onSynced={(count) => acted(t.adOptions.synced(count))}
        />
      )}
    </Stack>
  );
}
