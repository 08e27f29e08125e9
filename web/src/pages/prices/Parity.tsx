import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Select, Stack, Table, Text, Title } from '@mantine/core';
import { formatMoney } from '../../format';
import { useI18n } from '../../i18n';
import { PagedFooter } from '../../paging';
import { ProblemAlert } from '../../problem';
import { Empty, ErrorState, Loading } from '../../states';
import { useMarketplaces } from '../../api/marketplaces';
import {
  useApplyParity,
  useParity,
  useParityConflicts,
  useSaveParity,
  type ParityRule,
} from '../../api/guard';
import { toFraction, toPercent } from '../price-formation/model';

const PAGE_SIZE = 20;

/**
 * The seller's parity rule (WEB-77): which channel stays at or below the others' lowest price (or
 * within a band), applied on request, and the SKUs it cannot bring into line without a loss.
 */
export function Parity() {
  const { t } = useI18n();
  const p = t.prices.parity;
  const rule = useParity();
  if (rule.isPending) return <Loading />;
  if (rule.isError) return <ErrorState error={rule.error} onRetry={() => void rule.refetch()} />;
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {p.intro}
      </Text>
      <ParityForm rule={rule.data.rule} />
      {rule.data.rule && <Conflicts />}
    </Stack>
  );
}

function ParityForm({ rule }: { rule: ParityRule }) {
  const { t } = useI18n();
  const p = t.prices.parity;
  const marketplaces = useMarketplaces();
  const [channel, setChannel] = useState<string | null>(rule?.channel ?? null);
  // The band is a fraction on the wire, a percentage on screen.
  const [band, setBand] = useState<number | string>(rule?.band ? toPercent(Number(rule.band)) : 0);
  const save = useSaveParity();
  const apply = useApplyParity();
  const connected = (marketplaces.data ?? []).filter((m) => m.status === 'CONNECTED').map((m) => m.platform);
  const bandFraction = () => String(toFraction(Number(band === '' ? 0 : band)));

  return (
    <Stack gap="sm">
      <Group align="flex-end" wrap="wrap">
        <Select
          label={p.channel}
          placeholder={p.none}
          data={[...new Set([...connected, ...(rule ? [rule.channel] : [])])]}
          value={channel}
          onChange={setChannel}
          clearable
          w={220}
        />
        <NumberInput
          label={p.band}
          description={p.bandHelp}
          min={0}
          max={100}
          decimalScale={2}
          value={band}
          onChange={setBand}
          w={220}
        />
        <Button
          loading={save.isPending}
          onClick={() => save.mutate(channel === null ? null : { channel, band: bandFraction() })}
        >
          {p.save}
        </Button>
      </Group>
      {save.isSuccess && (
        <Text size="sm" c="teal.9" data-testid="parity-saved">
          {save.data.rule ? p.saved(save.data.rule.channel) : p.removed}
        </Text>
      )}
      {save.isError && <ProblemAlert error={save.error} testId="parity-error" />}
      {rule && (
        <Group>
          <Button variant="default" loading={apply.isPending} onClick={() => apply.mutate()}>
            {p.apply(rule.channel)}
          </Button>
        </Group>
      )}
      {apply.isSuccess && (
        <Alert color={apply.data.held.length > 0 ? 'orange' : 'teal'} data-testid="parity-applied">
          {p.applied(apply.data.fixed, apply.data.conflicts, apply.data.held.length)}
        </Alert>
      )}
      {apply.isError && <ProblemAlert error={apply.error} testId="parity-apply-error" />}
    </Stack>
  );
}

function Conflicts() {
  const { t, lang } = useI18n();
  const p = t.prices.parity;
  const [page, setPage] = useState(1);
  const conflicts = useParityConflicts(page, PAGE_SIZE, true);
  if (conflicts.isPending) return <Loading />;
  if (conflicts.isError)
    return <ErrorState error={conflicts.error} onRetry={() => void conflicts.refetch()} />;
  const money = (value: number) => formatMoney(value, lang);
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {p.conflictsTitle}
      </Title>
      {conflicts.data.items.length === 0 ? (
        <Empty>{p.noConflicts}</Empty>
      ) : (
        <>
          <Table.ScrollContainer minWidth={720}>
            <Table striped aria-label={p.conflictsTitle}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>SKU</Table.Th>
                  <Table.Th ta="right">{p.price}</Table.Th>
                  <Table.Th ta="right">{p.lowest}</Table.Th>
                  <Table.Th ta="right">{p.target}</Table.Th>
                  <Table.Th ta="right">{p.floor}</Table.Th>
                  <Table.Th>{p.why}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {conflicts.data.items.map((c) => (
                  <Table.Tr key={`${c.skuId} ${c.channel}`} data-testid={`parity-conflict-${c.sku}`}>
                    <Table.Td ff="monospace">{c.sku}</Table.Td>
                    <Table.Td ta="right">{money(c.price)}</Table.Td>
                    <Table.Td ta="right">
                      {money(c.lowest)} ({c.lowestChannel})
                    </Table.Td>
                    <Table.Td ta="right">{money(c.target)}</Table.Td>
                    <Table.Td ta="right">{money(c.floor)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{p.conflict(c.channel, money(c.target), money(c.floor))}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <PagedFooter page={conflicts.data.page} value={page} onChange={setPage} count={p.count} />
        </>
      )}
    </Stack>
  );
}
