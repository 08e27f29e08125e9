import { Alert, Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDashboard, type Dashboard } from '../api/dashboard';
import { formatMoney } from '../format';
import { useI18n, type Lang } from '../i18n';
import { navigate } from '../router';
import { orderQueues, queueCount, queuePath } from '../orderQueues';
import { ErrorState, Loading, PageTitle } from '../states';

const RECONCILIATION_PATH = '/reconciliation';

/** Orders keep arriving: the figures follow without a reload. */
const REFRESH_MS = 30_000;

function Figure({
  id,
  label,
  value,
  notes = [],
}: {
  id: string;
  label: string;
  value: string;
  notes?: string[];
}) {
  return (
    <Card withBorder padding="lg">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={`figure-${id}`}>
        {value}
      </Text>
      {notes.map((note) => (
        <Text size="xs" c="dimmed" key={note} data-testid={`figure-${id}-note`}>
          {note}
        </Text>
      ))}
    </Card>
  );
}

/** Under today's margin: the orders it leaves out, and on which basis the others are (REC-13). */
function marginNotes(today: Dashboard['today'], t: ReturnType<typeof useI18n>['t']): string[] {
  const { ordersWithoutCost, ordersOnExpectedBasis, ordersOnPaidBasis } = today;
  return [
    ...(ordersWithoutCost > 0 ? [t.dashboard.marginMissing(ordersWithoutCost)] : []),
    ...(ordersOnExpectedBasis + ordersOnPaidBasis > 0
      ? [t.reports.marginBasis(ordersOnExpectedBasis, ordersOnPaidBasis)]
      : []),
  ];
}

function go(path: string) {
  return (event: React.MouseEvent) => {
    event.preventDefault();
    navigate(path);
  };
}

interface AlertItem {
  key: string;
  text: string;
  action: string;
  path: string;
}

function alertItems(board: Dashboard, t: ReturnType<typeof useI18n>['t'], lang: Lang): AlertItem[] {
  const d = t.dashboard;
  const w = t.orderWork;
  const items: AlertItem[] = [];
  // Orders past their deadline or stuck on the way come first: a buyer is waiting.
  if (board.orderQueues.late > 0) {
    items.push({
      key: 'late',
      text: w.lateAlert(board.orderQueues.late),
      action: w.openQueue,
      path: queuePath('LATE'),
    });
  }
  if (board.orderQueues.problem > 0) {
    items.push({
      key: 'problem',
      text: w.problemAlert(board.orderQueues.problem),
      action: w.openQueue,
      path: queuePath('PROBLEM'),
    });
  }
  // A held price is a price the seller asked for and no channel shows: it waits for a decision.
  // Money a channel paid short (or over) is money to claim back: it waits for the seller to dispute it.
  if (board.moneyIn.openDifferences > 0) {
    items.push({
      key: 'differences',
      text: d.differencesAlert(
        board.moneyIn.openDifferences,
        formatMoney(board.moneyIn.openDifferenceAmount, lang),
      ),
      action: d.openReconciliation,
      path: RECONCILIATION_PATH,
    });
  }
  if (board.alerts.heldPrices > 0) {
    items.push({
      key: 'held-prices',
      text: d.heldPrices(board.alerts.heldPrices),
      action: d.openHeldPrices,
      path: '/prices?tab=held',
    });
  }
  for (const rule of board.alerts.ruleCoverage) {
    items.push({
      key: `rule-${rule.ruleId}`,
      text: d.ruleCoverage(rule.name, rule.costDataCoveragePct),
      action: d.openPriceFormation,
      path: '/price-formation',
    });
  }
  if (board.alerts.failingWebhooks > 0) {
    items.push({
      key: 'webhooks',
      text: d.failingWebhooks(board.alerts.failingWebhooks),
      action: d.openWebhooks,
      path: '/webhooks',
    });
  }
  for (const { platform, count } of board.alerts.adsWithChannelErrors) {
    items.push({
      key: `ads-${platform}`,
      text: d.adErrors(count, platform),
      action: d.openAds,
      path: `/ads?platform=${encodeURIComponent(platform)}&withErrors=1`,
    });
  }
  if (board.alerts.skusWithoutCost > 0) {
    items.push({
      key: 'costs',
      text: d.skusWithoutCost(board.alerts.skusWithoutCost, board.alerts.skus),
      action: d.openCatalog,
      path: '/catalog?missingCost=1',
    });
  }
  return items;
}

export function DashboardPage() {
  const { t, lang } = useI18n();
  const d = t.dashboard;
  const board = useDashboard(REFRESH_MS);

  return (
    <Stack>
      <PageTitle>{d.title}</PageTitle>
      {board.isPending ? (
        <Loading />
      ) : board.isError ? (
        <ErrorState error={board.error} onRetry={() => void board.refetch()} />
      ) : (
        <>
          <Text c="dimmed">
            {d.today(
              new Intl.DateTimeFormat(lang, { dateStyle: 'full', timeZone: 'UTC' }).format(
                new Date(`${board.data.date}T12:00:00Z`),
              ),
            )}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Figure id="orders" label={d.orders} value={String(board.data.today.orders)} />
            <Figure id="revenue" label={d.revenue} value={formatMoney(board.data.today.revenue, lang)} />
            <Figure
              id="margin"
              label={d.margin}
              value={formatMoney(board.data.today.contributionMargin, lang)}
              notes={marginNotes(board.data.today, t)}
            />
          </SimpleGrid>
          <Title order={2} size="h4" mt="md">
            {d.moneyInTitle}
          </Title>
          <MoneyIn board={board.data} />
          <Title order={2} size="h4" mt="md">
            {t.orderWork.queuesTitle}
          </Title>
          <QueueCards board={board.data} />
          <Title order={2} size="h4" mt="md">
            {d.alerts}
          </Title>
          <Alerts
            items={alertItems(board.data, t, lang)}
            // Orders waiting to be invoiced or shipped are attention enough: never "nothing to do" then.
            allClear={
              board.data.orderQueues.toInvoice + board.data.orderQueues.shipToday > 0 ? null : d.allClear
            }
          />
        </>
      )}
    </Stack>
  );
}

/** What the channels still hold and the orders they paid differently, each opening the reconciliation. */
function MoneyIn({ board }: { board: Dashboard }) {
  const { t, lang } = useI18n();
  const d = t.dashboard;
  const { notReleased, openDifferences, openDifferenceAmount } = board.moneyIn;
  const cards = [
    {
      id: 'not-released',
      label: d.notReleased,
      value: formatMoney(notReleased, lang),
      note: d.notReleasedNote,
    },
    {
      id: 'open-differences',
      label: d.openDifferences,
      value: String(openDifferences),
      note: openDifferences > 0 ? d.openDifferenceAmount(formatMoney(openDifferenceAmount, lang)) : undefined,
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="dashboard-money-in">
      {cards.map((card) => (
        <Card key={card.id} withBorder padding="md">
          <Anchor href={RECONCILIATION_PATH} onClick={go(RECONCILIATION_PATH)} c="dark" underline="hover">
            <Text size="sm">{card.label}</Text>
            <Text
              size="xl"
              fw={700}
              c={card.id === 'open-differences' && openDifferences > 0 ? 'red.9' : undefined}
              data-testid={`figure-${card.id}`}
            >
              {card.value}
            </Text>
            {card.note && (
              <Text size="xs" c="dimmed">
                {card.note}
              </Text>
            )}
          </Anchor>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** One card per queue, each opening the orders page on it. */
function QueueCards({ board }: { board: Dashboard }) {
  const { t } = useI18n();
  const w = t.orderWork;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} data-testid="dashboard-queues">
      {orderQueues.map((queue) => {
        const count = queueCount(board, queue);
        const urgent = count > 0 && (queue === 'LATE' || queue === 'PROBLEM');
        return (
          <Card key={queue} withBorder padding="md">
            <Anchor href={queuePath(queue)} onClick={go(queuePath(queue))} c="dark" underline="hover">
              <Text size="sm">{w.queues[queue]}</Text>
              <Text size="xl" fw={700} c={urgent ? 'red.9' : undefined} data-testid={`queue-count-${queue}`}>
                {count}
              </Text>
            </Anchor>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

function Alerts({ items, allClear }: { items: AlertItem[]; allClear: string | null }) {
  if (items.length === 0) {
    if (allClear === null) return null;
    return (
      <Alert color="green" data-testid="dashboard-all-clear">
        {allClear}
      </Alert>
    );
  }
  return (
    <Stack gap="xs" data-testid="dashboard-alerts">
      {items.map((item) => (
        <Alert key={item.key} color="yellow" variant="light">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm">{item.text}</Text>
            {/* Dark and underlined: the theme's link blue is too faint on the yellow alert. */}
            <Anchor href={item.path} onClick={go(item.path)} size="sm" fw={600} c="dark" underline="always">
              {item.action}
            </Anchor>
          </Group>
        </Alert>
      ))}
    </Stack>
  );
}
