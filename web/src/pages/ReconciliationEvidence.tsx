import { Alert, Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import {
  useOrderReconciliation,
  type OrderReconciliation,
  type ReconciliationStatus,
} from '../api/reconciliation';
import { SELLER_TIME_ZONE, formatMoney } from '../format';
import { useI18n, type Lang } from '../i18n';
import { usePlatformNames } from '../marketplaceNames';
import { ErrorState, Loading } from '../states';

export const statusColor: Record<ReconciliationStatus, string> = {
  PAID_LESS: 'red',
  PAID_MORE: 'blue',
  NOT_RELEASED: 'orange',
  PENDING: 'gray',
  REFUNDED: 'gray',
  MATCHING: 'teal',
};

/** The lines in the order a payout reads: the sale, what the channel takes from it, what is left. */
const lineKeys = ['gross', 'commission', 'shipping', 'discounts', 'refunds', 'other', 'net'] as const;

const cents = (amount: number) => Math.round(amount * 100);

const formatDate = (iso: string | null, lang: Lang) =>
  iso
    ? new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeZone: SELLER_TIME_ZONE }).format(new Date(iso))
    : '—';

/** One order's evidence: expected against paid line by line, the causes, and each settlement in the channel's words. */
export function ReconciliationEvidence({ orderId }: { orderId: string }) {
  const order = useOrderReconciliation(orderId);
  if (order.isPending) return <Loading />;
  if (order.isError) return <ErrorState error={order.error} onRetry={() => void order.refetch()} />;
  return <Evidence order={order.data} />;
}

function Evidence({ order }: { order: OrderReconciliation }) {
  const { t, lang } = useI18n();
  const r = t.reconciliation;
  const platformName = usePlatformNames();
  const money = (value: number) => formatMoney(value, lang);
  return (
    <Stack gap="md" data-testid="reconciliation-evidence">
      <Group gap="xs">
        <Badge color={statusColor[order.status]} variant="light">
          {r.statuses[order.status]}
        </Badge>
        <Text size="sm">{platformName(order.platform)}</Text>
      </Group>
      {/* No scroll container: four columns fit a phone, and a region that scrolls needs a focusable child. */}
      <Table striped aria-label={r.linesTable}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{r.line}</Table.Th>
            <Table.Th ta="right">{r.expectedColumn}</Table.Th>
            <Table.Th ta="right">{r.paidColumn}</Table.Th>
            <Table.Th ta="right">{r.difference}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lineKeys.map((key) => {
            // The answers carry cents: subtracting whole cents keeps the gap exact.
            const gap = (cents(order.paid[key]) - cents(order.expected[key])) / 100;
            return (
              <Table.Tr key={key} data-testid={`evidence-line-${key}`} fw={key === 'net' ? 700 : undefined}>
                <Table.Td>{r.lines[key]}</Table.Td>
                <Table.Td ta="right" className="money">
                  {money(order.expected[key])}
                </Table.Td>
                <Table.Td ta="right" className="money">
                  {money(order.paid[key])}
                </Table.Td>
                <Table.Td ta="right" className="money" c={gap === 0 ? 'dimmed' : undefined}>
                  {gap === 0 ? '—' : money(gap)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Stack gap={4}>
        <Title order={3} size="h5">
          {r.causes}
        </Title>
        {order.causes.length === 0 ? (
          <Text size="sm">{r.noCauses}</Text>
        ) : (
          <ul style={{ margin: 0, paddingInlineStart: '1.2em' }} data-testid="evidence-causes">
            {order.causes.map((cause) => (
              <li key={cause.code}>
                <Text size="sm">{cause.message}</Text>
              </li>
            ))}
          </ul>
        )}
        {order.notReleased > 0 && order.releaseDate && (
          <Alert color="orange" variant="light">
            {r.heldUntil(money(order.notReleased), formatDate(order.releaseDate, lang))}
          </Alert>
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {r.settlementsTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {r.settlementsNote}
        </Text>
        {order.settlements.length === 0 && <Text size="sm">{r.noSettlement}</Text>}
        {order.settlements.map((settlement, i) => (
          <Card withBorder padding="sm" key={settlement.settlementId} data-testid="evidence-settlement">
            <Group justify="space-between" gap="xs" mb="xs">
              <Text fw={600} size="sm">
                {r.settlement(i + 1)}
              </Text>
              <Badge variant="outline" color="gray">
                {r.settlementStatuses[settlement.status]}
              </Badge>
            </Group>
            <Table aria-label={r.chargesTable(i + 1)}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{r.chargeDescription}</Table.Th>
                  <Table.Th>{r.chargeKind}</Table.Th>
                  <Table.Th ta="right">{r.amount}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Td>{r.settlementGross}</Table.Td>
                  <Table.Td />
                  <Table.Td ta="right" className="money">
                    {money(settlement.gross)}
                  </Table.Td>
                </Table.Tr>
                {settlement.charges.map((charge, n) => (
                  <Table.Tr key={n}>
                    <Table.Td>
                      “{charge.description}”
                      {/* A charge the channel's published rule caps (Amazon's refund fee): the cap beside it. */}
                      {charge.ruleCap !== undefined && (
                        <Text size="xs" c="dimmed" data-testid="charge-rule-cap">
                          {r.ruleCap(money(charge.ruleCap))}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{r.chargeKinds[charge.kind]}</Table.Td>
                    <Table.Td ta="right" className="money">
                      {money(-charge.amount)}
                    </Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr fw={700}>
                  <Table.Td>{r.settlementNet}</Table.Td>
                  <Table.Td />
                  <Table.Td ta="right" className="money">
                    {money(settlement.net)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            <Text size="xs" c="dimmed" mt="xs">
              {settlement.releasedAt
                ? `${r.releasedAt}: ${formatDate(settlement.releasedAt, lang)}`
                : `${r.releaseDate}: ${formatDate(settlement.releaseDate, lang)}`}
            </Text>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
