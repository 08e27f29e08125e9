import { useState } from 'react';
import { Alert, Badge, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { formatMoney } from '../../format';
import { useI18n } from '../../i18n';
import { PagedFooter } from '../../paging';
import { Empty, ErrorState, Loading } from '../../states';
import { usePromotionGuard } from '../../api/guard';
import type { Promotion } from '../../api/prices';

const PAGE_SIZE = 20;

const percent = (share: number | null, lang: string) =>
  share === null
    ? '—'
    : new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(share);

/**
 * What the profit guard makes of a promotion, per SKU and platform (WEB-78): its price stacked over the
 * list price in force (a rule's included), the margin that leaves, the floor, and the SKUs it holds out.
 */
export function PromotionGuard({ promotion }: { promotion: Promotion }) {
  const { t, lang } = useI18n();
  const m = t.promotions.guard;
  const [page, setPage] = useState(1);
  const [onlyBlocked, setOnlyBlocked] = useState(false);
  const guard = usePromotionGuard(promotion.id, page, PAGE_SIZE, onlyBlocked);
  const blocked = usePromotionGuard(promotion.id, 1, 1, true);
  if (guard.isPending) return <Loading />;
  if (guard.isError) return <ErrorState error={guard.error} onRetry={() => void guard.refetch()} />;
  const blockedCount = blocked.data?.page.totalElements ?? 0;
  const money = (value: number | null) => formatMoney(value, lang);

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {m.title}
      </Title>
      <Alert color={blockedCount > 0 ? 'orange' : 'teal'} data-testid="promotion-guard-summary">
        {blockedCount > 0 ? m.blocked(blockedCount) : m.noneBlocked}
      </Alert>
      <Switch
        label={m.onlyBlocked}
        checked={onlyBlocked}
        onChange={(event) => {
          setOnlyBlocked(event.currentTarget.checked);
          setPage(1);
        }}
      />
      {guard.data.items.length === 0 ? (
        <Empty>{t.promotions.effectEmpty}</Empty>
      ) : (
        <>
          <Table.ScrollContainer minWidth={720}>
            <Table striped aria-label={m.title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>SKU</Table.Th>
                  <Table.Th>{t.prices.platform}</Table.Th>
                  <Table.Th ta="right">{t.prices.listPrice}</Table.Th>
                  <Table.Th ta="right">{m.stacked}</Table.Th>
                  <Table.Th ta="right">{m.floor}</Table.Th>
                  <Table.Th ta="right">{m.margin}</Table.Th>
                  <Table.Th>{m.verdict}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {guard.data.items.flatMap((item) =>
                  item.scopes.map((scope) => (
                    <Table.Tr key={`${item.skuId} ${scope.platform}`} data-testid={`guard-${item.sku}`}>
                      <Table.Td ff="monospace">{item.sku}</Table.Td>
                      <Table.Td>{scope.platform ?? t.prices.everyPlatform}</Table.Td>
                      <Table.Td ta="right">{money(scope.listPrice)}</Table.Td>
                      <Table.Td ta="right" data-testid="stacked-price">
                        {money(scope.promotionalPrice)}
                      </Table.Td>
                      <Table.Td ta="right">{money(scope.floor)}</Table.Td>
                      <Table.Td ta="right" data-testid="stacked-margin">
                        {scope.marginAmount === null
                          ? m.noMargin
                          : `${money(scope.marginAmount)} (${percent(scope.marginShare, lang)})`}
                      </Table.Td>
                      <Table.Td>
                        {scope.held ? (
                          <Badge color="red" variant="light" c="red.9" miw="max-content">
                            {scope.reason === 'CHANGE_TOO_LARGE' ? m.heldLarge : m.heldBelow}
                          </Badge>
                        ) : (
                          <Text size="sm">{m.passes}</Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  )),
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <PagedFooter page={guard.data.page} value={page} onChange={setPage} count={t.promotions.skuCount} />
        </>
      )}
    </Stack>
  );
}

/** Before a promotion starts: how many of its SKUs the guard would hold out, for the activate dialog. */
export function BlockedCount({ promotion }: { promotion: Promotion }) {
  const { t } = useI18n();
  const blocked = usePromotionGuard(promotion.id, 1, 1, true);
  const count = blocked.data?.page.totalElements ?? 0;
  if (count === 0) return null;
  return (
    <Alert color="orange" data-testid="promotion-blocked">
      {t.promotions.guard.blockedOnActivate(count)}
    </Alert>
  );
}
