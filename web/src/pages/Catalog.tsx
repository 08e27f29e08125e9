import { lazy, Suspense, useState } from 'react';
import { Alert, Badge, Button, Group, Modal, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiPage } from '../api';
import { refusalText } from '../problem';
import { formatDateTime, formatMoney } from '../format';
import { useI18n } from '../i18n';
import { Empty, ErrorState, Loading, PageTitle } from '../states';
import { useMarketplaces } from './Marketplaces';
import { ProductForm } from './ProductForm';
import { PagedFooter, usePage } from '../paging';
import { DialogForm } from '../dialogs';

// The import dialog (upload, progress, error report) is loaded when first opened.
const CatalogImportModal = lazy(() =>
  import('./CatalogImport').then((m) => ({ default: m.CatalogImportModal })),
);

export interface Variation {
  skuId: string;
  sku: string;
  ean: string | null;
  eans: { value: string; main?: boolean }[];
  cost?: number | null;
}
export interface Product {
  productId: string;
  title: string;
  brand?: string;
  variations: Variation[];
  updatedAt: string;
}

const PAGE_SIZE = 20;

function CreateAdModal({ variation, onClose }: { variation: Variation | null; onClose(): void }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const marketplaces = useMarketplaces();
  const connected = (marketplaces.data ?? []).filter((m) => m.status === 'CONNECTED');
  const [platform, setPlatform] = useState<string | null>(null);
  const chosen = platform ?? connected[0]?.platform ?? null;
  const create = useMutation({
    mutationFn: () => api('POST', '/bffweb/ads', { originSkuId: variation!.skuId, platform: chosen }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['ads'] });
    },
  });
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
          onSubmit={() => create.mutate()}
          onCancel={close}
          pending={create.isPending}
          submitLabel={t.ads.create}
        >
          <Select
            label={t.ads.platform}
            data={connected.map((m) => m.platform)}
            value={chosen}
            onChange={setPlatform}
            allowDeselect={false}
          />
          {create.isError && (
            <Alert color="red" role="alert">
              {refusalText(create.error, t.unexpected)}
            </Alert>
          )}
        </DialogForm>
      )}
    </Modal>
  );
}

export function CatalogPage() {
  const { t, lang } = useI18n();
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 250);
  const { page, setPage, reset } = usePage();
  const [formOpened, form] = useDisclosure(false);
  const [adFor, setAdFor] = useState<Variation | null>(null);
  const [importOpened, setImportOpened] = useState(false);
  const products = useQuery({
    queryKey: ['products', search, page],
    queryFn: () =>
      apiPage<Product>(
        `/bffweb/catalog/products/search?page=${page - 1}&size=${PAGE_SIZE}&sort=updatedAt,desc`,
        'productApiDTOList',
        search ? { text: search } : {},
      ),
    placeholderData: keepPreviousData,
  });

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
      {products.isPending ? (
        <Loading />
      ) : products.isError ? (
        <ErrorState error={products.error} onRetry={() => void products.refetch()} />
      ) : products.data.items.length === 0 ? (
        <Empty>{search ? t.catalog.empty : t.catalog.emptyCatalog}</Empty>
      ) : (
        <>
          <Table.ScrollContainer minWidth={720}>
            <Table striped verticalSpacing="sm" aria-label={t.catalog.title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.catalog.productId}</Table.Th>
                  <Table.Th>{t.catalog.productTitle}</Table.Th>
                  <Table.Th>{t.catalog.variations}</Table.Th>
                  <Table.Th>{t.catalog.updatedAt}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {products.data.items.map((product) => (
                  <Table.Tr key={product.productId} data-testid={`product-${product.productId}`}>
                    <Table.Td>{product.productId}</Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {product.title}
                      </Text>
                      {product.brand && (
                        <Text size="xs" c="dimmed">
                          {product.brand}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={6}>
                        {product.variations.map((variation) => (
                          <Group key={variation.skuId} gap="xs" wrap="nowrap">
                            <Text size="sm" ff="monospace">
                              {variation.sku}
                            </Text>
                            <Text size="xs" c="dimmed">
                              {formatMoney(variation.cost, lang)}
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
                            <Button
                              size="compact-xs"
                              variant="light"
                              onClick={() => setAdFor(variation)}
                              aria-label={`${t.catalog.createAd} ${variation.sku}`}
                            >
                              {t.catalog.createAd}
                            </Button>
                          </Group>
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
