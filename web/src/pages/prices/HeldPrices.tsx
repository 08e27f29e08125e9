import { Alert, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime, formatMoney } from '../../format';
import { useI18n } from '../../i18n';
import { ProblemAlert } from '../../problem';
import { ErrorState, Loading } from '../../states';
import { useDecideHeld, useHeldPrices, useSkuFloor, type HeldPrice } from '../../api/prices';

/**
 * The profit guard of one SKU: its floor per channel, and the price changes held below it (or too far
 * from the current price), each confirmed (applied and pushed) or dropped by the seller.
 */
export function HeldPrices({ skuId }: { skuId: string }) {
  const { t, lang } = useI18n();
  const g = t.prices.guard;
  const floor = useSkuFloor(skuId);
  const held = useHeldPrices(skuId);
  const decide = useDecideHeld();

  if (floor.isPending || held.isPending) return <Loading />;
  if (floor.isError) return <ErrorState error={floor.error} onRetry={() => void floor.refetch()} />;
  if (held.isError) return <ErrorState error={held.error} onRetry={() => void held.refetch()} />;
  const reason = (h: HeldPrice) =>
    h.reason === 'BELOW_FLOOR'
      ? g.belowFloor(formatMoney(h.floor, lang))
      : g.tooLarge(floor.data.changeFactor);

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {g.title}
      </Title>
      <Text size="sm" data-testid="price-floor">
        {floor.data.floor === null ? g.noFloor : g.floor(formatMoney(floor.data.floor, lang))}
      </Text>
      {floor.data.platforms.map((p) => (
        <Text size="xs" c="dimmed" key={p.platform} data-testid={`price-floor-${p.platform}`}>
          {p.breakdown
            ? g.floorOn(
                p.platform,
                formatMoney(p.floor, lang),
                formatMoney(Number(p.breakdown.cost), lang),
                formatMoney(Number(p.breakdown.commissionAmount), lang),
                formatMoney(Number(p.breakdown.fixedFee), lang),
              )
            : g.noFloorOn(p.platform)}
        </Text>
      ))}
      {held.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {g.noneHeld}
        </Text>
      ) : (
        <Table aria-label={g.heldTitle}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.prices.platform}</Table.Th>
              <Table.Th ta="right">{g.asked}</Table.Th>
              <Table.Th ta="right">{g.currentPrice}</Table.Th>
              <Table.Th>{g.reason}</Table.Th>
              <Table.Th>{t.prices.actions}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {held.data.items.map((h) => (
              <Table.Tr key={h.id} data-testid="held-price">
                <Table.Td>{h.platform ?? t.prices.everyPlatform}</Table.Td>
                <Table.Td ta="right">{formatMoney(h.value, lang)}</Table.Td>
                <Table.Td ta="right">{formatMoney(h.currentValue, lang)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{reason(h)}</Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(h.heldAt, lang)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" onClick={() => decide.mutate({ id: h.id, confirm: true })}>
                      {g.confirm}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => decide.mutate({ id: h.id, confirm: false })}
                    >
                      {g.drop}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {decide.isError && <ProblemAlert error={decide.error} testId="held-error" />}
    </Stack>
  );
}

/** What the editor says when the price it saved was held instead of applied. */
export function HeldNotice({ held }: { held: readonly { reason: string; floor: number | null }[] }) {
  const { t, lang } = useI18n();
  const g = t.prices.guard;
  const [first] = held;
  if (!first) return null;
  return (
    <Alert color="orange" data-testid="price-held">
      {first.reason === 'BELOW_FLOOR' ? g.heldBelowFloor(formatMoney(first.floor, lang)) : g.heldTooLarge}
    </Alert>
  );
}
