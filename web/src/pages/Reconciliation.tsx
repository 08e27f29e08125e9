import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Drawer,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  differencesCsvUrl,
  useReconciliationDifferences,
  useReconciliationTotals,
  type Period,
  type ReconciliationStatus,
  type ReconciliationTotals,
} from '../api/reconciliation';
import { dayStartInstant, nextDayStartInstant, todayIn } from '../dates';
import { formatDateTime, formatMoney } from '../format';
import { useI18n } from '../i18n';
import { usePlatformNames } from '../marketplaceNames';
import { PagedFooter, usePage } from '../paging';
import { Empty, ErrorState, Loading, PageTitle } from '../states';
import { ReconciliationEvidence, statusColor } from './ReconciliationEvidence';

const PAGE_SIZE = 20;
const DAY_MS = 86_400_000;
/** A sale's money is released weeks after it: the page opens on the last 90 days of orders. */
const DEFAULT_DAYS = 90;
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const statuses: readonly ReconciliationStatus[] = [
  'PAID_LESS',
  'PAID_MORE',
  'NOT_RELEASED',
  'PENDING',
  'REFUNDED',
  'MATCHING',
];
/** The seller's days as the instants the service filters by (the end day whole), or null if reversed. */
function periodOf(from: string, to: string): Period | null {
  const start = from ? dayStartInstant(from) : null;
  const end = to ? nextDayStartInstant(to) : null;
  if (start && end && start >= end) return null;
  return { ...(start ? { from: start } : {}), ...(end ? { to: end } : {}) };
}

/**
 * "Conciliação": what each channel paid against what the sales promised, per channel, the orders
 * whose money differs (largest first) with their evidence, and one channel's differences as CSV.
 */
export function ReconciliationPage() {
  const { t } = useI18n();
  const r = t.reconciliation;
  const today = todayIn();
  const [from, setFrom] = useState(shift(today, -(DEFAULT_DAYS - 1)));
  const [to, setTo] = useState(today);
  const [platform, setPlatform] = useState<string | null>(null);
  const { page, setPage, reset } = usePage();
  const period = periodOf(from, to);

  return (
    <Stack gap="sm">
      <PageTitle>{r.title}</PageTitle>
      <Text size="sm" c="dimmed">
        {r.intro}
      </Text>
      <Group align="end" wrap="wrap">
        <TextInput
          type="date"
          label={r.from}
          value={from}
          onChange={(e) => reset(setFrom)(e.currentTarget.value)}
          w={170}
        />
        <TextInput
          type="date"
          label={r.to}
          value={to}
          onChange={(e) => reset(setTo)(e.currentTarget.value)}
          w={170}
        />
        <ChannelPicker period={period ?? {}} value={platform} onChange={reset(setPlatform)} />
      </Group>
      {!period ? (
        <Alert color="yellow">{r.badRange}</Alert>
      ) : (
        <>
          <Totals period={period} platform={platform} />
          <Differences period={period} platform={platform} page={page} setPage={setPage} resetPage={reset} />
        </>
      )}
    </Stack>
  );
}

/** The channels the seller is connected to or has reconciled orders of; none chosen is all of them. */
function ChannelPicker({
  period,
  value,
  onChange,
}: {
  period: Period;
  value: string | null;
  onChange(platform: string | null): void;
}) {
  const { t } = useI18n();
  const platformName = usePlatformNames();
  const totals = useReconciliationTotals(period);
  const codes = new Set([
    ...(totals.data?.channels.map((c) => c.platform) ?? []),
    ...(totals.data?.byChannel.map((c) => c.platform) ?? []),
  ]);
  return (
    <Select
      label={t.reconciliation.channel}
      placeholder={t.reconciliation.allChannels}
      data={[...codes].map((code) => ({ value: code, label: platformName(code) }))}
      value={value}
      onChange={onChange}
      clearable
      w={220}
    />
  );
}

function Totals({ period, platform }: { period: Period; platform: string | null }) {
  const { t, lang } = useI18n();
  const r = t.reconciliation;
  const platformName = usePlatformNames();
  const totals = useReconciliationTotals(period);
  if (totals.isPending) return <Loading />;
  if (totals.isError) return <ErrorState error={totals.error} onRetry={() => void totals.refetch()} />;
  const data = totals.data;
  const rows = data.byChannel.filter((row) => platform === null || row.platform === platform);
  const shown: Pick<ReconciliationTotals, 'expected' | 'received' | 'difference' | 'notReleased'> =
    platform === null ? data : (rows[0] ?? { expected: 0, received: 0, difference: 0, notReleased: 0 });
  const money = (value: number) => formatMoney(value, lang);
  const silent = data.channels.filter((c) => !c.reportsSettlements).map((c) => platformName(c.platform));
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        {(['expected', 'received', 'difference', 'notReleased'] as const).map((key) => (
          <Card withBorder padding="md" key={key}>
            <Text size="sm" c="dimmed">
              {r.figures[key]}
            </Text>
            <Text
              size="xl"
              fw={700}
              className="money"
              c={key === 'difference' && shown.difference < 0 ? 'red.9' : undefined}
              data-testid={`reconciliation-${key}`}
            >
              {money(shown[key])}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      {silent.length > 0 && (
        <Text size="sm" c="dimmed">
          {r.noSettlements(silent.join(', '))}
        </Text>
      )}
      {rows.length === 0 ? (
        <Empty>{r.emptyTotals}</Empty>
      ) : (
        <Table.ScrollContainer minWidth={860}>
          <Table striped aria-label={r.byChannelTable}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{r.channel}</Table.Th>
                {/* Next to the channel's name: reachable on a phone without scrolling the table sideways. */}
                <Table.Th>
                  <VisuallyHidden>{r.exportChannel}</VisuallyHidden>
                </Table.Th>
                <Table.Th ta="right">{r.orders}</Table.Th>
                <Table.Th ta="right">{r.figures.expected}</Table.Th>
                <Table.Th ta="right">{r.figures.received}</Table.Th>
                <Table.Th ta="right">{r.difference}</Table.Th>
                <Table.Th ta="right">{r.figures.notReleased}</Table.Th>
                <Table.Th ta="right">{r.ordersWithDifference}</Table.Th>
                <Table.Th ta="right">{r.ordersNotReleased}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.platform} data-testid={`reconciliation-channel-${row.platform}`}>
                  <Table.Td>{platformName(row.platform)}</Table.Td>
                  <Table.Td>
                    <Anchor
                      href={differencesCsvUrl(row.platform, period)}
                      download
                      size="sm"
                      aria-label={r.exportChannelOf(platformName(row.platform))}
                      style={{ whiteSpace: 'nowrap' }}
                    >
                      {r.exportChannel}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="right">{row.orders}</Table.Td>
                  <Table.Td ta="right" className="money">
                    {money(row.expected)}
                  </Table.Td>
                  <Table.Td ta="right" className="money">
                    {money(row.received)}
                  </Table.Td>
                  <Table.Td ta="right" className="money">
                    {money(row.difference)}
                  </Table.Td>
                  <Table.Td ta="right" className="money">
                    {money(row.notReleased)}
                  </Table.Td>
                  <Table.Td ta="right">{row.ordersWithDifference}</Table.Td>
                  <Table.Td ta="right">{row.ordersNotReleased}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

function Differences({
  period,
  platform,
  page,
  setPage,
  resetPage,
}: {
  period: Period;
  platform: string | null;
  page: number;
  setPage(page: number): void;
  resetPage: ReturnType<typeof usePage>['reset'];
}) {
  const { t, lang } = useI18n();
  const r = t.reconciliation;
  const platformName = usePlatformNames();
  const phone = useMediaQuery('(max-width: 48em)');
  const [status, setStatus] = useState<ReconciliationStatus | null>(null);
  const [open, setOpen] = useState<{ id: string; label: string } | null>(null);
  const differences = useReconciliationDifferences({
    ...period,
    ...(platform ? { platform } : {}),
    ...(status ? { status } : {}),
    page: page - 1,
    size: PAGE_SIZE,
  });
  const money = (value: number) => formatMoney(value, lang);

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="end" wrap="wrap" mt="md">
        <Title order={2} size="h4">
          {r.differencesTitle}
        </Title>
        <Select
          label={r.status}
          placeholder={r.openStatuses}
          data={statuses.map((s) => ({ value: s, label: r.statuses[s] }))}
          value={status}
          onChange={resetPage((value: string | null) => setStatus(value as ReconciliationStatus | null))}
          clearable
          w={240}
        />
      </Group>
      {differences.isPending ? (
        <Loading />
      ) : differences.isError ? (
        <ErrorState error={differences.error} onRetry={() => void differences.refetch()} />
      ) : differences.data.items.length === 0 ? (
        <Empty>{r.emptyDifferences}</Empty>
      ) : (
        <>
          <Table.ScrollContainer minWidth={960}>
            <Table striped highlightOnHover aria-label={r.differencesTable}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{r.order}</Table.Th>
                  <Table.Th>{r.channel}</Table.Th>
                  <Table.Th>{r.createdAt}</Table.Th>
                  <Table.Th>{r.status}</Table.Th>
                  <Table.Th ta="right">{r.expectedNet}</Table.Th>
                  <Table.Th ta="right">{r.paidNet}</Table.Th>
                  <Table.Th ta="right">{r.difference}</Table.Th>
                  <Table.Th>{r.cause}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{r.open}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {differences.data.items.map((row) => (
                  <Table.Tr key={row.orderId} data-testid={`difference-${row.marketplaceOrderId}`}>
                    <Table.Td>
                      {/* The order number opens the evidence too: on a phone it is the column in view. */}
                      <Anchor
                        component="button"
                        ff="monospace"
                        size="sm"
                        onClick={() => setOpen({ id: row.orderId, label: row.marketplaceOrderId })}
                      >
                        {row.marketplaceOrderId}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{platformName(row.platform)}</Table.Td>
                    <Table.Td>{formatDateTime(row.orderCreatedAt, lang)}</Table.Td>
                    <Table.Td>
                      <Badge miw="max-content" color={statusColor[row.status]} variant="light">
                        {r.statuses[row.status]}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right" className="money">
                      {money(row.expected.net)}
                    </Table.Td>
                    <Table.Td ta="right" className="money">
                      {money(row.paid.net)}
                    </Table.Td>
                    <Table.Td ta="right" className="money" fw={600}>
                      {money(row.difference)}
                    </Table.Td>
                    <Table.Td data-testid="difference-cause">
                      {row.causes.map((cause) => (
                        <Text size="sm" key={cause.code}>
                          {cause.message}
                        </Text>
                      ))}
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={r.openOrder(row.marketplaceOrderId)}
                        onClick={() => setOpen({ id: row.orderId, label: row.marketplaceOrderId })}
                      >
                        {r.open}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <PagedFooter
            page={differences.data.page}
            value={page}
            onChange={setPage}
            count={r.count}
            labelledControls
          />
        </>
      )}
      <Drawer
        opened={open !== null}
        onClose={() => setOpen(null)}
        position={phone ? 'bottom' : 'right'}
        size={phone ? '100%' : 'xl'}
        title={open ? r.evidenceTitle(open.label) : ''}
        closeButtonProps={{ 'aria-label': t.close }}
      >
        {open && <ReconciliationEvidence orderId={open.id} />}
      </Drawer>
    </Stack>
  );
}
