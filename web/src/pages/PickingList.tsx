import { Anchor, Button, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { usePickingList } from '../api/orders';
import { useI18n } from '../i18n';
import { navigate } from '../router';
import { Empty, ErrorState, Loading, PageTitle } from '../states';

const idsInAddress = () =>
  (new URLSearchParams(window.location.search).get('pedidos') ?? '').split(',').filter((id) => id !== '');

/** A page to print and take to the shelves: each SKU once, the units of all chosen orders summed. */
export function PickingListPage() {
  const { t } = useI18n();
  const w = t.orderWork;
  const orderIds = idsInAddress();
  const list = usePickingList(orderIds);
  const back = (
    <Anchor
      href="/orders"
      className="no-print"
      onClick={(event) => {
        event.preventDefault();
        navigate('/orders');
      }}
    >
      {w.backToOrders}
    </Anchor>
  );
  if (orderIds.length === 0) {
    return (
      <Stack>
        <PageTitle>{w.pickingTitle}</PageTitle>
        <Empty>{w.pickingNone}</Empty>
        {back}
      </Stack>
    );
  }
  return (
    <Stack>
      <Group justify="space-between" align="start">
        <PageTitle>{w.pickingTitle}</PageTitle>
        <Group className="no-print">
          {back}
          <Button onClick={() => window.print()} disabled={!list.data}>
            {w.print}
          </Button>
        </Group>
      </Group>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <Text>{w.pickingOf(list.data.orders)}</Text>
          <Table striped aria-label={w.pickingTitle} data-testid="picking-list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.orders.sku}</Table.Th>
                <Table.Th>{w.title}</Table.Th>
                <Table.Th ta="right">{w.units}</Table.Th>
                <Table.Th ta="right">{w.inOrders}</Table.Th>
                <Table.Th>{w.picked}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.lines.map((line) => (
                <Table.Tr key={line.skuId} data-testid={`pick-${line.sku ?? line.skuId}`}>
                  <Table.Td ff="monospace">{line.sku ?? line.skuId}</Table.Td>
                  <Table.Td>{line.title ?? ''}</Table.Td>
                  <Table.Td ta="right" fw={700}>
                    {line.qty}
                  </Table.Td>
                  <Table.Td ta="right">{line.orders}</Table.Td>
                  <Table.Td>
                    <Checkbox aria-label={`${w.picked}: ${line.sku ?? line.skuId}`} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Stack>
  );
}
