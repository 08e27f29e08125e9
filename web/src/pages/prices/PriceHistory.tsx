import { useState } from 'react';
import { Anchor, Badge, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { ruleQuery } from '../../api/priceFormation';
import { promotionQuery, usePriceHistory, type HistoryEntry } from '../../api/prices';
import { formatDateTime, formatMoney } from '../../format';
import { useI18n, type Lang } from '../../i18n';
import { navigate } from '../../router';
import { Empty, ErrorState, Loading } from '../../states';
import { priceSources } from './model';
import { PagedFooter, usePage } from '../../paging';

const PAGE_SIZE = 20;
const sourceColor: Record<string, string> = {
  API: 'blue',
  ADMIN: 'teal',
  RULE: 'grape',
  PROMOTION: 'orange',
  SCHEDULE: 'gray',
};

/** Names of the rules and promotions a page of history mentions (a deleted one keeps its id). */
function useNames(entries: HistoryEntry[]) {
  const ruleIds = [...new Set(entries.flatMap((e) => (e.ruleId ? [e.ruleId] : [])))];
  const promotionIds = [...new Set(entries.flatMap((e) => (e.promotionId ? [e.promotionId] : [])))];
  const rules = useQueries({ queries: ruleIds.map(ruleQuery) });
  const promotions = useQueries({ queries: promotionIds.map(promotionQuery) });
  const names = new Map<string, string>();
  ruleIds.forEach((id, i) => names.set(id, rules[i]?.data?.name ?? id));
  promotionIds.forEach((id, i) => names.set(id, promotions[i]?.data?.name ?? id));
  return names;
}

/** Old → new; a scope's first price (it followed the every-platform price before) has no old one. */
function Change({
  from,
  to,
  lang,
  first,
}: {
  from: number | null;
  to: number | null;
  lang: Lang;
  first?: string;
}) {
  if (from !== null) return <>{`${formatMoney(from, lang)} → ${formatMoney(to, lang)}`}</>;
  if (!first) return <>{formatMoney(to, lang)}</>;
  return (
    <>
      {formatMoney(to, lang)}{' '}
      <Text span size="xs" c="dimmed">
        ({first})
      </Text>
    </>
  );
}

/** Every change of a SKU's prices, newest first, with who or what made it, in the seller's time. */
export function PriceHistory({ skuId, platforms }: { skuId: string; platforms: string[] }) {
  const { t, lang } = useI18n();
  const p = t.prices;
  const [platform, setPlatform] = useState<string | null>(null);
  const [source, setSource] = useState<string | null>(null);
  const { page, setPage, reset } = usePage();
  const history = usePriceHistory(
    skuId,
    { ...(platform ? { platform } : {}), ...(source ? { source: source as HistoryEntry['source'] } : {}) },
    page,
    PAGE_SIZE,
  );
  const items = history.data?.items ?? [];
  const names = useNames(items);

  const explain = (entry: HistoryEntry) => {
    switch (entry.source) {
      case 'API':
        return p.sourceApi;
      case 'ADMIN':
        return p.sourceAdmin;
      case 'SCHEDULE':
        return p.sourceSchedule;
      case 'PROMOTION':
        return p.sourcePromotion(names.get(entry.promotionId ?? '') ?? '—');
      case 'RULE': {
        const ruleId = entry.ruleId ?? '';
        const href = `/price-formation?rule=${encodeURIComponent(ruleId)}`;
        return (
          <>
            {p.sourceRule}{' '}
            <Anchor
              href={href}
              onClick={(event) => {
                event.preventDefault();
                navigate(href);
              }}
            >
              {names.get(ruleId) ?? ruleId}
            </Anchor>
          </>
        );
      }
    }
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="end" wrap="wrap">
        <Title order={2} size="h4">
          {p.history}
        </Title>
        <Group align="end">
          <Select
            label={p.platform}
            placeholder={p.allPlatforms}
            data={platforms}
            value={platform}
            onChange={reset(setPlatform)}
            clearable
            w={180}
          />
          <Select
            label={p.source}
            placeholder={p.allSources}
            data={priceSources.map((s) => ({ value: s, label: p.sources[s] }))}
            value={source}
            onChange={reset(setSource)}
            clearable
            w={200}
          />
        </Group>
      </Group>
      {history.isPending ? (
        <Loading />
      ) : history.isError ? (
        <ErrorState error={history.error} onRetry={() => void history.refetch()} />
      ) : items.length === 0 ? (
        <Empty>{p.historyEmpty}</Empty>
      ) : (
        <>
          <Table.ScrollContainer minWidth={820}>
            <Table striped aria-label={p.history}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{p.when}</Table.Th>
                  <Table.Th>{p.platform}</Table.Th>
                  <Table.Th>{p.saleChange}</Table.Th>
                  <Table.Th>{p.listChange}</Table.Th>
                  <Table.Th>{p.source}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((entry) => (
                  <Table.Tr key={entry.id} data-testid="price-history-entry">
                    <Table.Td>{formatDateTime(entry.changedAt, lang)}</Table.Td>
                    <Table.Td>{entry.platform ?? p.everyPlatform}</Table.Td>
                    <Table.Td data-testid="sale-change">
                      <Change from={entry.oldValue} to={entry.newValue} lang={lang} first={p.firstPrice} />
                    </Table.Td>
                    <Table.Td>
                      {entry.oldListPrice === entry.newListPrice ? (
                        <Text span size="sm" c="dimmed">
                          {formatMoney(entry.newListPrice, lang)}
                        </Text>
                      ) : (
                        <Change from={entry.oldListPrice} to={entry.newListPrice} lang={lang} />
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={2}>
                        <Badge variant="light" color={sourceColor[entry.source] ?? 'gray'} miw="max-content">
                          {p.sources[entry.source]}
                        </Badge>
                        <Text size="xs">{explain(entry)}</Text>
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <PagedFooter page={history.data.page} value={page} onChange={setPage} />
        </>
      )}
    </Stack>
  );
}
