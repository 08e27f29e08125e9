import { lazy, Suspense, useState } from 'react';
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
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { useCreateAd } from '../api/ads';
import { useProductSearch, type Product, type Variation } from '../api/catalog';
import { ProblemAlert } from '../problem';
import { usePlatformNames } from '../marketplaceNames';
import { navigate } from '../router';
import { productPath } from './product/path';
import { formatDateTime, formatMoney } from '../format';
import { useI18n } from '../i18n';
import { Empty, ErrorState, Loading, PageTitle } from '../states';
import { useMarketplaces } from '../api/marketplaces';
import { ProductForm } from './ProductForm';
import { PagedFooter, usePage } from '../paging';
import { DialogForm } from '../dialogs';

// The import dialog (upload, progress, error report) is loaded when first opened.
const CatalogImportModal = lazy(() =>
  import('./CatalogImport').then((m) => ({ default: m.CatalogImportModal })),
);

const PAGE_SIZE = 20;

function CreateAdModal({ variation, onClose }: { variation: Variation | null; onClose(): void }) {
  const { t } = useI18n();
  const marketplaces = useMarketplaces();
  // Only where the variation has no ad yet: a second ad on one marketplace is refused (409).
  const connected = (marketplaces.data ?? []).filter(
    (m) => m.status === 'CONNECTED' && !variation?.ads.some((ad) => ad.platform === m.platform),
  );
  const names = usePlatformNames();
  const [platform, setPlatform] = useState<string | null>(null);
  const chosen = platform ?? connected[0]?.platform ?? null;
  const create = useCreateAd();
  const close = () => {
    create.reset();
    setPlatform(null);
    onClose();
  };
  return (
    <Modal
      opened={variation !== null}
      onClose={close}
      title={variation ? t.ads.createFor(variation.sku) : ''}
      closeButtonProps={{ 'aria-label': t.close }}
    >
      {marketplaces.isPending ? (
        <Loading />
      ) : connected.length === 0 ? (
        <Alert color="yellow">{t.ads.noMarketplace}</Alert>
      ) : create.isSuccess ? (
        <Stack>
          <Text c="teal" role="status">
            {t.ads.createdAd}
          </Text>
          <Group justify="flex-end">
            <Button onClick={close}>{t.close}</Button>
          </Group>
        </Stack>
      ) : (
        <DialogForm
          onSubmit={() => {
            // The dialog opens for a variation, and offers only marketplaces still free for it.
            if (variation && chosen) create.mutate({ originSkuId: variation.skuId, platform: chosen });
          }}
          onCancel={close}
          pending={create.isPending}
          submitLabel={t.ads.create}
        >
          <Select
            label={t.ads.platform}
            data={connected.map((m) => ({ value: m.platform, label: names(m.platform) }))}
            value={chosen}
            onChange={setPlatform}
            allowDeselect={false}
          />
          {create.isError && <ProblemAlert error={create.error} />}
        </DialogForm>
      )}
    </Modal>
  );
}

interface Filters {
  missingCost: boolean;
  missingEan: boolean;
  notPublishedOn: string;
}

/** Filters from the address, so the dashboard's alerts can open a filtered list ("/catalog?missingCost=1"). */
function filtersFromUrl(): Filters {
  const query = new URLSearchParams(window.location.search);
  return {
    missingCost: query.get('missingCost') === '1',
    missingEan: query.get('missingEan') === '1',
    notPublishedOn: query.get('notPublishedOn') ?? '',
  };
}

function searchBody(search: string, filters: Filters) {
  return {
    ...(search ? { text: search } : {}),
    ...(filters.missingCost ? { missingCost: true } : {}),
    ...(filters.missingEan ? { missingEan: true } : {}),
    ...(filters.notPublishedOn ? { notPublishedOn: filters.notPublishedOn } : {}),
  };
}

function VariationLine({ variation, onPublish }: { variation: Variation; onPublish(v: Variation): void }) {
  const { t, lang } = useI18n();
  const names = usePlatformNames();
  const marketplaces = useMarketplaces();
  const free = (marketplaces.data ?? []).some(
    (m) => m.status === 'CONNECTED' && !variation.ads.some((ad) => ad.platform === m.platform),
  );
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" ff="monospace">
        {variation.sku}
      </Text>
      <Text size="xs" className="money">
        {t.product.price}: {formatMoney(variation.price?.salePrice ?? variation.price?.listPrice, lang)}
      </Text>
      <Text size="xs" c={variation.stock.available === 0 ? 'red.9' : undefined}>
        {t.product.stockShort}: {variation.stock.available}
        {variation.stock.onHand !== variation.stock.available
          ? ` ${t.product.ofOnHand(variation.stock.onHand)}`
          : ''}
      </Text>
      <Text size="xs" c={variation.cost == null ? 'red.9' : 'dimmed'} className="money">
        {t.product.costLabel}: {formatMoney(variation.cost, lang)}
      </Text>
      {variation.eans.length === 0 ? (
        <Badge size="xs" color="gray" variant="light">
          {t.catalog.noEan}
        </Badge>
      ) : (
        variation.eans.map((ean) => (
          <Badge key={ean.value} size="xs" variant={ean.main ? 'filled' : 'light'}>
            {ean.value}
          </Badge>
        ))
      )}
      {variation.ads.map((ad) => (
        <Badge
          key={ad.id}
          size="xs"
          color={ad.channelStatus === 'ERROR' ? 'red' : 'teal'}
          variant="outline"
          title={t.product.channel[ad.channelStatus]}
        >
          {names(ad.platform)}
        </Badge>
      ))}
      {free && (
        <Button
          size="compact-xs"
          variant="light"
          onClick={(event) => {
            event.stopPropagation();
            onPublish(variation);
          }}
          aria-label={`${t.catalog.createAd} ${variation.sku}`}
        >
          {t.catalog.createAd}
        </Button>
      )}
    </Group>
  );
}

function FilterBar({ filters, onChange }: { filters: Filters; onChange(filters: Filters): void }) {
  const { t } = useI18n();
  const names = usePlatformNames();
  const marketplaces = useMarketplaces();
  const connected = (marketplaces.data ?? []).filter((m) => m.status === 'CONNECTED');
  return (
    <Group gap="md" align="end" wrap="wrap" role="group" aria-label={t.product.filters}>
      <Checkbox
        label={t.product.missingCost}
        checked={filters.missingCost}
        onChange={(e) => onChange({ ...filters, missingCost: e.currentTarget.checked })}
      />
      <Checkbox
        label={t.product.missingEan}
        checked={filters.missingEan}
        onChange={(e) => onChange({ ...filters, missingEan: e.currentTarget.checked })}
      />
      <Select
        label={t.product.notPublishedOn}
        data={[
          { value: '', label: t.product.anyMarketplace },
          ...connected.map((m) => ({ value: m.platform, label: names(m.platform) })),
        ]}
        value={filters.notPublishedOn}
        onChange={(value) => onChange({ ...filters, notPublishedOn: value ?? '' })}
        allowDeselect={false}
        w={220}
      />
    </Group>
  );
}

export function CatalogPage() {
  const { t, lang } = useI18n();
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 250);
  const [filters, setFilters] = useState(filtersFromUrl);
  const { page, setPage, reset } = usePage();
  const [formOpened, form] = useDisclosure(false);
  const [adFor, setAdFor] = useState<Variation | null>(null);
  const [importOpened, setImportOpened] = useState(false);
  const products = useProductSearch(searchBody(search, filters), page, PAGE_SIZE);
  const open = (product: Product) => navigate(productPath(product.productId));
  const filtered =
    search !== '' || filters.missingCost || filters.missingEan || filters.notPublishedOn !== '';

  return (
    <Stack>
      <Group justify="space-between" align="end">
        <PageTitle>{t.catalog.title}</PageTitle>
        <Group gap="xs" mb="md" wrap="wrap">
          <Button variant="default" onClick={() => setImportOpened(true)}>
            {t.catalogIo.import}
          </Button>
          <Button
            component="a"
            variant="default"
            href="/bffweb/catalog/export.csv"
            download
            title={t.catalogIo.exportCsvHelp}
          >
            {t.catalogIo.exportCsv}
          </Button>
          <Button
            component="a"
            variant="default"
            href="/bffweb/catalog/export.csv?delimiter=semicolon"
            download
            title={t.catalogIo.exportExcelHelp}
          >
            {t.catalogIo.exportExcel}
          </Button>
          <Button onClick={form.open}>{t.catalog.newProduct}</Button>
        </Group>
      </Group>
      <TextInput
        type="search"
        label={t.catalog.searchLabel}
        value={text}
        onChange={(event) => reset(setText)(event.currentTarget.value)}
        maw={420}
      />
      <FilterBar filters={filters} onChange={reset(setFilters)} />
      {products.isPending ? (
        <Loading />
      ) : products.isError ? (
        <ErrorState error={products.error} onRetry={() => void products.refetch()} />
      ) : products.data.items.length === 0 ? (
        <Empty>{filtered ? t.catalog.empty : t.catalog.emptyCatalog}</Empty>
      ) : (
        <>
          <Table.ScrollContainer minWidth={720}>
            <Table striped verticalSpacing="sm" aria-label={t.catalog.title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.catalog.productTitle}</Table.Th>
                  <Table.Th>{t.catalog.variations}</Table.Th>
                  <Table.Th>{t.catalog.updatedAt}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {products.data.items.map((product) => (
                  <Table.Tr
                    key={product.productId}
                    data-testid={`product-${product.productId}`}
                    style={{ cursor: 'pointer' }}
                    // The whole row opens the product; the title is the link keyboards and readers use.
                    onClick={(event) => {
                      if ((event.target as HTMLElement).closest('a, button')) return;
                      open(product);
                    }}
                  >
                    <Table.Td>
                      <Anchor
                        href={productPath(product.productId)}
                        size="sm"
                        fw={500}
                        onClick={(event) => {
                          event.preventDefault();
                          open(product);
                        }}
                      >
                        {product.title}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {product.productId}
                        {product.brand ? ` · ${product.brand}` : ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={6}>
                        {product.variations.map((variation) => (
                          <VariationLine key={variation.skuId} variation={variation} onPublish={setAdFor} />
                        ))}
                      </Stack>
                    </Table.Td>
                    <Table.Td>{formatDateTime(product.updatedAt, lang)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <PagedFooter page={products.data.page} value={page} onChange={setPage} labelledControls />
        </>
      )}
      <ProductForm opened={formOpened} onClose={form.close} />
      {importOpened && (
        <Suspense fallback={null}>
          <CatalogImportModal opened onClose={() => setImportOpened(false)} />
        </Suspense>
      )}
      <CreateAdModal variation={adFor} onClose={() => setAdFor(null)} />
    </Stack>
  );
}
