import { useState } from 'react';
import { Alert, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { formatMoney } from '../../format';
import { useI18n } from '../../i18n';
import { Empty, ErrorState, Loading } from '../../states';
import { usePromotionSkus, type Promotion } from '../../api/prices';
import { PagedFooter } from '../../paging';

const PAGE_SIZE = 20;

/** The SKUs a promotion prices and at what price; before it runs, what it would price now. */
export function PromotionEffect({ promotion }: { promotion: Promotion }) {
  const { t, lang } = useI18n();
  const m = t.promotions;
  const [page, setPage] = useState(1);
  const skus = usePromotionSkus(promotion.id, page, PAGE_SIZE);
  if (skus.isPending) return <Loading />;
  if (skus.isError) return <ErrorState error={skus.error} onRetry={() => void skus.refetch()} />;
  const items = skus.data.items;
  const preview = items.some((item) => item.preview);

  return (
    <Stack>
      {preview && <Alert color="blue">{m.previewNote}</Alert>}
      {items.length === 0 ? (
        <Empty>{m.effectEmpty}</Empty>
      ) : (
        <>
          <Table.ScrollContainer minWidth={640}>
            <Table striped aria-label={m.effectTitle(promotion.name)}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>SKU</Table.Th>
                  <Table.Th>{t.prices.platform}</Table.Th>
                  <Table.Th ta="right">{t.prices.listPrice}</Table.Th>
                  <Table.Th ta="right">{m.promotionalPrice}</Table.Th>
                  <Table.Th ta="right">{m.paidNow}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.flatMap((item) =>
                  item.scopes.map((scope) => (
                    <Table.Tr key={`${item.skuId} ${scope.platform}`} data-testid={`effect-${item.sku}`}>
                      <Table.Td ff="monospace">{item.sku}</Table.Td>
                      <Table.Td>{scope.platform ?? t.prices.everyPlatform}</Table.Td>
                      <Table.Td ta="right">{formatMoney(scope.listPrice, lang)}</Table.Td>
                      <Table.Td ta="right" data-testid="promotional-price">
                        {scope.promotionalPrice === null ? (
                          <Text span size="sm" c="dimmed">
                            {m.noListPrice}
                          </Text>
                        ) : (
                          formatMoney(scope.promotionalPrice, lang)
                        )}
                      </Table.Td>
                      <Table.Td ta="right">
                        <Group gap={6} justify="flex-end" wrap="nowrap">
                          {formatMoney(scope.salePrice, lang)}
                          {scope.winning ? (
                            <Badge variant="light" color="teal" miw="max-content">
                              {m.winning}
                            </Badge>
                          ) : (
                            scope.pricedBy && (
                              <Badge variant="light" color="gray" miw="max-content">
                                {m.beaten}
                              </Badge>
                            )
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  )),
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <PagedFooter page={skus.data.page} value={page} onChange={setPage} count={m.skuCount} />
        </>
      )}
    </Stack>
  );
}
