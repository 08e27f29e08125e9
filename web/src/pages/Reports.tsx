import { useState } from 'react';
import {
  Alert,
  Anchor,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { salesReportCsvUrl, useSalesReport, type ReportQuery, type SalesReport } from '../api/reports';
import { todayIn } from '../dates';
import { formatMoney } from '../format';
import { useI18n } from '../i18n';
import { usePlatformNames } from '../marketplaceNames';
import { Empty, ErrorState, Loading, PageTitle } from '../states';
import { SalesChart } from './SalesChart';

const DAY_MS = 86_400_000;
const MAX_DAYS = 366;
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The query of the filters, or null while the days are not a range the service takes. */
function queryOf(
  from: string,
  to: string,
  period: ReportQuery['period'],
  by: ReportQuery['by'],
): ReportQuery | null {
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  return Number.isFinite(days) && days >= 1 && days <= MAX_DAYS ? { from, to, period, by } : null;
}

/** "Relatórios": sales, margin and units by period and by channel or SKU, with a chart and a CSV export. */
export function ReportsPage() {
  const { t, lang } = useI18n();
  const today = todayIn();
  const [from, setFrom] = useState(shift(today, -29));
  const [to, setTo] = useState(today);
  const [period, setPeriod] = useState<ReportQuery['period']>('day');
  const [by, setBy] = useState<ReportQuery['by']>('channel');
  const query = queryOf(from, to, period, by);
  const report = useSalesReport(query);
  const money = (amount: string | number) => formatMoney(Number(amount), lang);

  return (
    <Stack gap="sm">
      <PageTitle>{t.reports.title}</PageTitle>
      <Text size="sm" c="dimmed">
        {t.reports.intro}
      </Text>
      <Group align="end" wrap="wrap">
        <TextInput
          type="date"
          label={t.reports.from}
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
          w={170}
        />
        <TextInput
          type="date"
          label={t.reports.to}
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
          w={170}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="report-period">
            {t.reports.period}
          </Text>
          <SegmentedControl
            aria-labelledby="report-period"
            value={period}
            onChange={setPeriod}
            data={(['day', 'week', 'month'] as const).map((p) => ({ value: p, label: t.reports.periods[p] }))}
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="report-by">
            {t.reports.by}
          </Text>
          <SegmentedControl
            aria-labelledby="report-by"
            value={by}
            onChange={setBy}
            data={(['channel', 'sku'] as const).map((g) => ({ value: g, label: t.reports.groupings[g] }))}
          />
        </Stack>
        {query && (
          <Anchor href={salesReportCsvUrl(query)} download size="sm" mb={8}>
            {t.reports.export}
          </Anchor>
        )}
      </Group>
      {!query ? (
        <Alert color="yellow">{t.reports.badRange}</Alert>
      ) : report.isPending ? (
        <Loading />
      ) : report.isError ? (
        <ErrorState error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <ReportView report={report.data} money={money} />
      )}
    </Stack>
  );
}

function ReportView({ report, money }: { report: SalesReport; money: (amount: string | number) => string }) {
  const { t } = useI18n();
  const platformName = usePlatformNames();
  const { totals } = report;
  const keyLabel = (key: string) =>
    report.by === 'channel' ? platformName(key) : key === '' ? t.reports.unlinked : key;
  const periodLabel = (date: string) => {
    const [year, month, day] = date.split('-');
    return report.period === 'month' ? `${month}/${year}` : `${day}/${month}`;
  };
  const marginPct = (sales: string, margin: string) =>
    Number(sales) === 0 ? '—' : `${((Number(margin) / Number(sales)) * 100).toFixed(1).replace('.', ',')}%`;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        {(
          [
            ['sales', t.reports.sales, money(totals.sales)],
            ['margin', t.reports.margin, money(totals.margin)],
            ['units', t.reports.units, String(totals.units)],
            ['orders', t.reports.orders, String(totals.orders)],
          ] as const
        ).map(([id, label, value]) => (
          <Card withBorder padding="md" key={id}>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text size="xl" fw={700} data-testid={`report-${id}`}>
              {value}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      {totals.ordersWithoutCost > 0 && (
        <Text size="sm" c="dimmed">
          {t.reports.withoutCost(totals.ordersWithoutCost)}
        </Text>
      )}
      {totals.ordersOnExpectedBasis + totals.ordersOnPaidBasis > 0 && (
        <Text size="sm" c="dimmed" data-testid="report-margin-basis">
          {t.reports.marginBasis(totals.ordersOnExpectedBasis, totals.ordersOnPaidBasis)}
        </Text>
      )}
      <SalesChart
        points={report.series.map((s) => ({
          label: periodLabel(s.period),
          sales: s.sales,
          margin: s.margin,
        }))}
        title={t.reports.chart(t.reports.periods[report.period])}
        legend={{ sales: t.reports.sales, margin: t.reports.margin }}
        format={money}
      />
      {report.rows.length === 0 ? (
        <Empty>{t.reports.empty}</Empty>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped aria-label={t.reports.table}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.reports.groupings[report.by]}</Table.Th>
                <Table.Th ta="right">{t.reports.orders}</Table.Th>
                <Table.Th ta="right">{t.reports.units}</Table.Th>
                <Table.Th ta="right">{t.reports.sales}</Table.Th>
                <Table.Th ta="right">{t.reports.margin}</Table.Th>
                <Table.Th ta="right">{t.reports.marginPct}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.rows.map((row) => (
                <Table.Tr key={row.key} data-testid={`report-row-${row.key}`}>
                  <Table.Td>{keyLabel(row.key)}</Table.Td>
                  <Table.Td ta="right">{row.orders}</Table.Td>
                  <Table.Td ta="right">{row.units}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(row.sales)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(row.margin)}
                  </Table.Td>
                  <Table.Td ta="right">{marginPct(row.sales, row.margin)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
