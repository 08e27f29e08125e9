import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  Drawer,
  Group,
  MultiSelect,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useOrderSearch, type OrderStatus } from '../api/orders';
import { dayEndInstant, dayStartInstant } from '../dates';
import { formatDateTime, formatMoney } from '../format';
import { useI18n } from '../i18n';
import { Empty, ErrorState, Loading, PageTitle } from '../states';
import { useMarketplaces } from '../api/marketplaces';
import { OrderDetail, statusColor } from './OrderDetail';
import { SandboxOrderModal } from './SandboxOrder';
import { PagedFooter, usePage } from '../paging';
import { BatchLabels } from './BatchLabels';
import { pickingPath, queueFromSearch, showQueueInAddress, type OrderQueue } from '../orderQueues';
import { navigate } from '../router';
import { downloadOrders } from '../api/orders';
import { OrderQueueBar } from './OrderQueueBar';

const PAGE_SIZE = 20;
const statuses: OrderStatus[] = [
  'CREATED',
  'PAID',
  'INVOICED',
  'SHIPPED',
  'DELIVERED',
  'CONCLUDED',
  'RETURNED',
  'CANCELED',
  'SHIPMENT_EXCEPTION',
];

export function OrdersPage() {
  const { t, lang } = useI18n();
  // Below a tablet's width the orders are cards: a 7-column table would scroll sideways on a phone.
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const marketplaces = useMarketplaces();
  const connected = (marketplaces.data ?? []).filter((m) => m.status === 'CONNECTED').map((m) => m.platform);
  const sandboxes = connected.filter((platform) => platform.startsWith('SANDBOX'));
  const [queue, setQueue] = useState<OrderQueue | null>(() => queueFromSearch(window.location.search));
  const [status, setStatus] = useState<string[]>([]);
  const [platform, setPlatform] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search.trim(), 300);
  const { page, setPage, reset } = usePage();
  const [openId, setOpenId] = useState<{ id: string; label: string } | null>(null);
  const [creating, setCreating] = useState(false);
  // Ticked orders stay ticked across pages and filters: a picking list often spans queues.
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [exporting, setExporting] = useState<'idle' | 'busy' | 'failed'>('idle');
  const toggle = (ids: string[], on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const filtered =
    queue !== null || status.length > 0 || platform !== null || from !== '' || to !== '' || text !== '';

  // Days of the seller's calendar, whatever the browser's zone.
  const [createdFrom, createdTo] = [from && dayStartInstant(from), to && dayEndInstant(to)];
  const filter = {
    // The status picker offers only the order statuses.
    ...(status.length ? { status: status as OrderStatus[] } : {}),
    ...(platform ? { platform: [platform] } : {}),
    ...(createdFrom ? { createdFrom } : {}),
    ...(createdTo ? { createdTo } : {}),
    ...(text ? { text } : {}),
    ...(queue ? { queue } : {}),
  };
  const orders = useOrderSearch(filter, page, PAGE_SIZE, queue ? 'shipBy,asc' : 'createdAt,desc');
  const items = orders.data?.items ?? [];

  return (
    <Stack>
      <Group justify="space-between" align="start">
        <PageTitle>{t.orders.title}</PageTitle>
        {sandboxes.length > 0 && (
          <Button onClick={() => setCreating(true)}>{t.orders.newSandboxOrder}</Button>
        )}
      </Group>
      <OrderQueueBar
        value={queue}
        onChange={reset((next: OrderQueue | null) => {
          setQueue(next);
          showQueueInAddress(next);
        })}
      />
      <Group align="end" wrap="wrap">
        <TextInput
          label={t.orders.searchLabel}
          value={search}
          onChange={(event) => reset(setSearch)(event.currentTarget.value)}
          w={240}
        />
        <MultiSelect
          label={t.orders.statusFilter}
          placeholder={status.length ? undefined : t.ads.all}
          data={statuses.map((s) => ({ value: s, label: t.orders.statuses[s] ?? s }))}
          value={status}
          onChange={reset(setStatus)}
          clearable
          w={260}
        />
        <Select
          label={t.orders.platform}
          placeholder={t.orders.allPlatforms}
          data={connected}
          value={platform}
          onChange={reset(setPlatform)}
          clearable
          w={180}
        />
        <TextInput
          type="date"
          label={t.orders.from}
          value={from}
          onChange={(e) => reset(setFrom)(e.currentTarget.value)}
          w={170}
        />
        <TextInput
          type="date"
          label={t.orders.to}
          value={to}
          onChange={(e) => reset(setTo)(e.currentTarget.value)}
          w={170}
        />
        {filtered && (
          <Button
            variant="subtle"
            onClick={() => {
              setQueue(null);
              showQueueInAddress(null);
              setStatus([]);
              setPlatform(null);
              setFrom('');
              setTo('');
              setSearch('');
              setPage(1);
            }}
          >
            {t.orders.clear}
          </Button>
        )}
      </Group>
      <Group gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" data-testid="orders-chosen">
          {t.orderWork.selected(chosen.size)}
        </Text>
        <Button
          size="compact-sm"
          variant="default"
          disabled={chosen.size === 0}
          onClick={() => navigate(pickingPath([...chosen]))}
        >
          {t.orderWork.pickingOpen}
        </Button>
        <BatchLabels key={[...chosen].join()} orderIds={[...chosen]} />
        <Button
          size="compact-sm"
          variant="default"
          loading={exporting === 'busy'}
          disabled={items.length === 0}
          onClick={() => {
            setExporting('busy');
            downloadOrders(filter).then(
              () => setExporting('idle'),
              () => setExporting('failed'),
            );
          }}
        >
          {t.orderWork.exportCsv}
        </Button>
        {exporting === 'failed' && (
          <Text size="sm" c="red.9" role="alert">
            {t.orderWork.exportFailed}
          </Text>
        )}
      </Group>
      {orders.isPending ? (
        <Loading />
      ) : orders.isError ? (
        <ErrorState error={orders.error} onRetry={() => void orders.refetch()} />
      ) : items.length === 0 ? (
        <Empty>{filtered ? t.orders.empty : t.orders.emptyAll}</Empty>
      ) : (
        <>
          {phone ? (
            <Stack gap="xs" role="list" aria-label={t.orders.title}>
              {items.map((order) => (
                <Card
                  key={order.id}
                  withBorder
                  padding="sm"
                  role="listitem"
                  data-testid={`order-${order.marketplaceOrderId}`}
                >
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Checkbox
                      aria-label={t.orderWork.select(order.marketplaceOrderId)}
                      checked={chosen.has(order.id)}
                      onChange={(event) => toggle([order.id], event.currentTarget.checked)}
                    />
                    <Badge miw="max-content" color={statusColor[order.status]} variant="light">
                      {t.orders.statuses[order.status] ?? order.status}
                    </Badge>
                    <Text fw={600} className="money">
                      {formatMoney(order.totalNet, lang)}
                    </Text>
                  </Group>
                  {/* The long marketplace id is cut with an ellipsis: status and total stay in view. */}
                  <Text size="sm" ff="monospace" truncate="end" mt={4} title={order.marketplaceOrderId}>
                    {order.marketplaceOrderId}
                  </Text>
                  <Group justify="space-between" wrap="nowrap" gap="xs" mt={4}>
                    <Text size="xs" c="dimmed">
                      {order.platform} · {formatDateTime(order.createdAt, lang)}
                      {order.shipBy && ` · ${t.orderWork.shipBy} ${formatDateTime(order.shipBy, lang)}`}
                    </Text>
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={t.orders.detailsOf(order.marketplaceOrderId)}
                      onClick={() => setOpenId({ id: order.id, label: order.marketplaceOrderId })}
                    >
                      {t.orders.details}
                    </Button>
                  </Group>
                </Card>
              ))}
            </Stack>
          ) : (
            <Table.ScrollContainer minWidth={900}>
              <Table striped highlightOnHover aria-label={t.orders.title}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <Checkbox
                        aria-label={t.orderWork.selectPage}
                        checked={items.length > 0 && items.every((order) => chosen.has(order.id))}
                        indeterminate={
                          items.some((order) => chosen.has(order.id)) &&
                          !items.every((order) => chosen.has(order.id))
                        }
                        onChange={(event) =>
                          toggle(
                            items.map((order) => order.id),
                            event.currentTarget.checked,
                          )
                        }
                      />
                    </Table.Th>
                    <Table.Th>{t.orders.order}</Table.Th>
                    <Table.Th>{t.orders.platform}</Table.Th>
                    <Table.Th>{t.orders.status}</Table.Th>
                    <Table.Th>{t.orders.createdAt}</Table.Th>
                    <Table.Th>{t.orderWork.shipBy}</Table.Th>
                    <Table.Th ta="right">{t.orders.total}</Table.Th>
                    <Table.Th ta="right">{t.orders.margin}</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{t.orders.details}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((order) => (
                    <Table.Tr key={order.id} data-testid={`order-${order.marketplaceOrderId}`}>
                      <Table.Td>
                        <Checkbox
                          aria-label={t.orderWork.select(order.marketplaceOrderId)}
                          checked={chosen.has(order.id)}
                          onChange={(event) => toggle([order.id], event.currentTarget.checked)}
                        />
                      </Table.Td>
                      <Table.Td ff="monospace">{order.marketplaceOrderId}</Table.Td>
                      <Table.Td>{order.platform}</Table.Td>
                      <Table.Td>
                        <Badge miw="max-content" color={statusColor[order.status]} variant="light">
                          {t.orders.statuses[order.status] ?? order.status}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{formatDateTime(order.createdAt, lang)}</Table.Td>
                      <Table.Td data-testid="order-ship-by-cell">
                        {formatDateTime(order.shipBy, lang)}
                      </Table.Td>
                      <Table.Td ta="right" className="money">
                        {formatMoney(order.totalNet, lang)}
                      </Table.Td>
                      <Table.Td ta="right" className="money" data-testid="order-margin">
                        {order.profitability ? (
                          formatMoney(order.profitability.contributionMargin, lang)
                        ) : (
                          <Text span size="sm" c="dimmed">
                            {t.orders.noCost}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={t.orders.detailsOf(order.marketplaceOrderId)}
                          onClick={() => setOpenId({ id: order.id, label: order.marketplaceOrderId })}
                        >
                          {t.orders.details}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <PagedFooter page={orders.data.page} value={page} onChange={setPage} />
        </>
      )}
      <Drawer
        opened={openId !== null}
        onClose={() => setOpenId(null)}
        position={phone ? 'bottom' : 'right'}
        size={phone ? '100%' : 'xl'}
        title={openId ? t.orders.detailTitle(openId.label) : ''}
        closeButtonProps={{ 'aria-label': t.close }}
      >
        {openId && <OrderDetail orderId={openId.id} />}
      </Drawer>
      {sandboxes.length > 0 && (
        <SandboxOrderModal
          platforms={sandboxes}
          opened={creating}
          onClose={() => setCreating(false)}
          onCreated={(order) => {
            setCreating(false);
            setOpenId({ id: order.id, label: order.marketplaceOrderId });
          }}
        />
      )}
    </Stack>
  );
}
