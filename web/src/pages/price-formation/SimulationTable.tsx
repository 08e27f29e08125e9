import { Group, Loader, Stack, Table, Text } from '@mantine/core';
import { formatMoney } from '../../format';
import { useI18n } from '../../i18n';
import { Empty } from '../../states';
import { useSkuCodeMap } from '../../api/catalog';
import type { Simulation } from '../../api/priceFormation';

const SHOWN = 100;

/** What apply would write now: current, simulated and the difference, per SKU and platform. */
export function SimulationTable({ simulation, updating }: { simulation: Simulation; updating: boolean }) {
  const { t, lang } = useI18n();
  const rows = simulation.simulatedPrices.slice(0, SHOWN);
  const codes = useSkuCodeMap(rows.map((r) => r.skuId));
  return (
    <Stack gap="xs">
      <Group gap="md">
        <Text size="sm" data-testid="simulation-summary">
          {t.priceFormation.simulationSummary(
            simulation.totalSkus,
            simulation.coveredSkus,
            simulation.skippedSkus,
          )}
        </Text>
        {updating && (
          <Group gap={4} role="status" aria-live="polite">
            <Loader size="xs" aria-hidden />
            <Text size="xs" c="dimmed">
              {t.priceFormation.updating}
            </Text>
          </Group>
        )}
      </Group>
      {rows.length === 0 ? (
        <Empty>{t.priceFormation.nothingPriced}</Empty>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped aria-label={t.priceFormation.simulation}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.catalog.sku}</Table.Th>
                <Table.Th>{t.priceFormation.platform}</Table.Th>
                <Table.Th>{t.priceFormation.current}</Table.Th>
                <Table.Th>{t.priceFormation.simulated}</Table.Th>
                <Table.Th>{t.priceFormation.delta}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const sku = codes.data?.get(row.skuId) ?? row.skuId;
                return (
                  <Table.Tr key={`${row.skuId}/${row.platform}`} data-testid={`simulation-${sku}`}>
                    <Table.Td ff="monospace">{sku}</Table.Td>
                    <Table.Td>{row.platform}</Table.Td>
                    <Table.Td>{formatMoney(row.currentPrice, lang)}</Table.Td>
                    <Table.Td data-testid="simulated-price">{formatMoney(row.simulatedPrice, lang)}</Table.Td>
                    <Table.Td c={row.delta === null ? undefined : row.delta < 0 ? 'red.9' : 'teal.9'}>
                      {row.delta === null
                        ? '—'
                        : `${row.delta > 0 ? '+' : ''}${formatMoney(row.delta, lang)}`}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {simulation.simulatedPrices.length > SHOWN && (
        <Text size="xs" c="dimmed">
          {t.priceFormation.showingFirst(SHOWN, simulation.simulatedPrices.length)}
        </Text>
      )}
    </Stack>
  );
}
