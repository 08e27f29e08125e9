import { Fragment, useState } from 'react';
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { ConfirmDialog } from '../../dialogs';
import { formatDateTime, formatMoney } from '../../format';
import { useI18n } from '../../i18n';
import { PagedFooter } from '../../paging';
import { ProblemAlert } from '../../problem';
import { Empty, ErrorState, Loading } from '../../states';
import { useDecideHeld, type HeldPrice } from '../../api/prices';
import { useAllHeldPrices, useGuardSettings } from '../../api/guard';
import { FloorBreakdown } from './FloorBreakdown';

const PAGE_SIZE = 20;

/** A decision asked about, before it is made: confirm (push it) or drop (keep the current price). */
interface Pending {
  held: HeldPrice;
  confirm: boolean;
}

/**
 * Every price change the profit guard holds (WEB-76): who sent it, why it was held in words, the floor
 * and how it is made, and confirm or drop — each asked once more, since confirming may sell at a loss.
 */
export function HeldList() {
  const { t, lang } = useI18n();
  const h = t.prices.heldList;
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const held = useAllHeldPrices(page, PAGE_SIZE);
  const settings = useGuardSettings();
  const decide = useDecideHeld();

  if (held.isPending) return <Loading />;
  if (held.isError) return <ErrorState error={held.error} onRetry={() => void held.refetch()} />;
  const factor = settings.data?.changeFactor ?? '10';
  const money = (value: number | null) => formatMoney(value, lang);
  const scope = (p: HeldPrice) => p.platform ?? t.prices.everyPlatform;

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {h.intro}
      </Text>
      {held.data.items.length === 0 ? (
        <Empty>{h.empty}</Empty>
      ) : (
        <>
          <Table.ScrollContainer minWidth={760}>
            <Table aria-label={h.title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>SKU</Table.Th>
                  <Table.Th>{t.prices.platform}</Table.Th>
                  <Table.Th ta="right">{t.prices.guard.asked}</Table.Th>
                  <Table.Th ta="right">{t.prices.guard.currentPrice}</Table.Th>
                  <Table.Th ta="right">{h.floor}</Table.Th>
                  <Table.Th>{t.prices.guard.reason}</Table.Th>
                  <Table.Th>{t.prices.actions}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {held.data.items.map((p) => (
                  <Fragment key={p.id}>
                    <Table.Tr data-testid={`held-${p.sku ?? p.skuId}`}>
                      <Table.Td ff="monospace">{p.sku ?? p.skuId}</Table.Td>
                      <Table.Td>{scope(p)}</Table.Td>
                      <Table.Td ta="right" data-testid="held-value">
                        {money(p.value)}
                      </Table.Td>
                      <Table.Td ta="right">{money(p.currentValue)}</Table.Td>
                      <Table.Td ta="right" data-testid="held-floor">
                        {money(p.floor)}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" data-testid="held-reason">
                          {p.reason === 'BELOW_FLOOR'
                            ? h.belowFloor(money(p.value), money(p.floor), scope(p))
                            : h.tooLarge(money(p.value), money(p.currentValue), factor)}
                        </Text>
                        <Group gap={6} mt={2}>
                          <Badge variant="light" color="gray" miw="max-content">
                            {h.sources[p.source]}
                          </Badge>
                          <Text size="xs" c="dimmed">
                            {formatDateTime(p.heldAt, lang)}
                          </Text>
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="xs"
                            variant="subtle"
                            aria-expanded={open === p.id}
                            onClick={() => setOpen(open === p.id ? null : p.id)}
                          >
                            {h.showFloor}
                          </Button>
                          <Button size="xs" onClick={() => setPending({ held: p, confirm: true })}>
                            {t.prices.guard.confirm}
                          </Button>
                          <Button
                            size="xs"
                            variant="default"
                            onClick={() => setPending({ held: p, confirm: false })}
                          >
                            {t.prices.guard.drop}
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                    {open === p.id && (
                      <Table.Tr>
                        <Table.Td colSpan={7}>
                          <FloorBreakdown skuId={p.skuId} platform={p.platform} />
                        </Table.Td>
                      </Table.Tr>
                    )}
                  </Fragment>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <PagedFooter page={held.data.page} value={page} onChange={setPage} count={h.count} />
        </>
      )}
      {pending && (
        <ConfirmDialog
          onClose={() => {
            decide.reset();
            setPending(null);
          }}
          title={
            pending.confirm
              ? h.confirmTitle(pending.held.sku ?? pending.held.skuId, money(pending.held.value))
              : h.dropTitle(pending.held.sku ?? pending.held.skuId)
          }
          message={
            pending.confirm
              ? pending.held.reason === 'BELOW_FLOOR'
                ? h.confirmBelow(money(pending.held.value), money(pending.held.floor))
                : h.confirmLarge(money(pending.held.value), money(pending.held.currentValue))
              : h.dropExplain(money(pending.held.currentValue))
          }
          confirmLabel={pending.confirm ? t.prices.guard.confirm : t.prices.guard.drop}
          confirmColor={pending.confirm ? 'red' : undefined}
          pending={decide.isPending}
          onConfirm={() =>
            decide.mutate(
              { id: pending.held.id, confirm: pending.confirm },
              { onSuccess: () => setPending(null) },
            )
          }
        >
          {decide.isError && <ProblemAlert error={decide.error} testId="held-error" />}
        </ConfirmDialog>
      )}
    </Stack>
  );
}
