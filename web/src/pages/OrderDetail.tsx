import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  FileInput,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useOrder, useOrderMove, type ChannelStatus, type Order, type OrderStatus } from '../api/orders';
import { fieldErrors, refusalText } from '../problem';
import { todayIn, zonedToInstant } from '../dates';
import { formatDateTime, formatMoney } from '../format';
import { useI18n } from '../i18n';
import { OrderShipping } from './OrderShipping';
import { ErrorState, Loading } from '../states';
import { OrderLabel } from './OrderLabel';
import { Waterfall } from './Waterfall';
import { FormModal } from '../dialogs';
import { usePlatformNames } from '../marketplaceNames';
import { usePlatforms } from '../api/marketplaces';
import { TrackingModal } from './OrderTracking';

export const statusColor: Record<OrderStatus, string> = {
  CREATED: 'gray',
  PAID: 'blue',
  INVOICED: 'indigo',
  SHIPPED: 'cyan',
  DELIVERED: 'teal',
  CONCLUDED: 'green',
  RETURNED: 'orange',
  CANCELED: 'red',
  SHIPMENT_EXCEPTION: 'yellow',
};

/**
 * What the seller can do from each status (the orders module's state machine): the ERP
 * moves pay, invoice and cancel; shipped onwards only the channel reports, which a sandbox plays.
 */
const sellerMoves: Partial<Record<OrderStatus, ('paid' | 'invoice' | 'cancel')[]>> = {
  CREATED: ['paid', 'cancel'],
  PAID: ['invoice', 'cancel'],
  INVOICED: ['cancel'],
};
const channelMoves: Partial<Record<OrderStatus, ChannelStatus[]>> = {
  INVOICED: ['SHIPPED'],
  SHIPPED: ['DELIVERED', 'SHIPMENT_EXCEPTION'],
  SHIPMENT_EXCEPTION: ['SHIPPED', 'RETURNED'],
  DELIVERED: ['CONCLUDED', 'RETURNED'],
  CONCLUDED: ['RETURNED'],
};

const isSandbox = (platform: string) => platform.startsWith('SANDBOX');
/** Where the seller's tracking ships the order, or corrects it (ORD-33). */
const trackingStatuses: OrderStatus[] = ['INVOICED', 'SHIPPED', 'SHIPMENT_EXCEPTION'];
/** Labels are for parcels about to leave (invoiced) or to print again while on their way. */
const labelStatuses: OrderStatus[] = ['INVOICED', 'SHIPPED'];

function CancelModal({
  opened,
  onClose,
  onConfirm,
  pending,
  error,
}: {
  opened: boolean;
  onClose(): void;
  onConfirm(reason: string): void;
  pending: boolean;
  error: unknown;
}) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t.orders.cancelOrder}
      onSubmit={() => onConfirm(reason.trim())}
      submitColor="red"
      disabled={reason.trim() === ''}
      pending={pending}
      submitLabel={t.orders.confirmCancel}
      cancelLabel={t.close}
    >
      <TextInput
        label={t.orders.cancelReason}
        required
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
      />
      {error !== null && (
        <Alert color="red" role="alert">
          {refusalText(error, t)}
        </Alert>
      )}
    </FormModal>
  );
}

/** Channels that need the NF-e's XML itself (Mercado Livre imports it on the shipment to release the label). */
const needsNfeXml = new Set(['MERCADO_LIVRE']);

function InvoiceModal({
  opened,
  onClose,
  onConfirm,
  pending,
  error,
  platform,
}: {
  opened: boolean;
  onClose(): void;
  onConfirm(invoice: {
    number: string;
    series: string;
    accessKey: string;
    issuedAt: string;
    xml?: string;
  }): void;
  pending: boolean;
  error: unknown;
  platform: string;
}) {
  const { t } = useI18n();
  const [number, setNumber] = useState('');
  const [series, setSeries] = useState('1');
  const [accessKey, setAccessKey] = useState('');
  const [issuedAt, setIssuedAt] = useState(() => todayIn());
  const [xml, setXml] = useState('');
  const withXml = needsNfeXml.has(platform);
  // The fields the service named in its refusal are highlighted; its reason shows below.
  const invalid = fieldErrors(error, t);
  const mark = (field: string) => (invalid[field] ? true : undefined);
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t.orders.invoiceTitle}
      onSubmit={() => {
        // A date without a time: noon on the seller's clock, so no time zone moves it to another day.
        onConfirm({
          number,
          series,
          accessKey: accessKey.replace(/\D/g, ''),
          issuedAt: zonedToInstant(`${issuedAt}T12:00`) ?? '',
          ...(withXml && xml.trim() ? { xml: xml.trim() } : {}),
        });
      }}
      pending={pending}
      submitLabel={t.orders.invoice}
      cancelLabel={t.close}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t.orders.invoiceNumber}
          required
          error={mark('number')}
          value={number}
          onChange={(e) => setNumber(e.currentTarget.value)}
        />
        <TextInput
          label={t.orders.invoiceSeries}
          required
          error={mark('series')}
          value={series}
          onChange={(e) => setSeries(e.currentTarget.value)}
        />
      </SimpleGrid>
      <TextInput
        label={t.orders.accessKey}
        required
        inputMode="numeric"
        error={mark('accessKey')}
        value={accessKey}
        onChange={(e) => setAccessKey(e.currentTarget.value)}
      />
      <TextInput
        type="date"
        label={t.orders.issuedAt}
        required
        value={issuedAt}
        onChange={(e) => setIssuedAt(e.currentTarget.value)}
      />
      {withXml && (
        <>
          <Textarea
            label={t.orders.nfeXml}
            placeholder={t.orders.nfeXmlPlaceholder}
            required
            autosize
            minRows={3}
            maxRows={8}
            error={mark('xml')}
            value={xml}
            onChange={(e) => setXml(e.currentTarget.value)}
          />
          <FileInput
            label={t.orders.nfeXmlFile}
            accept=".xml,text/xml,application/xml"
            clearable
            onChange={(file) => void file?.text().then(setXml)}
          />
        </>
      )}
      {error !== null && (
        <Alert color="red" role="alert">
          {refusalText(error, t)}
        </Alert>
      )}
    </FormModal>
  );
}

function Actions({ order }: { order: Order }) {
  const { t } = useI18n();
  const platforms = usePlatforms();
  const [dialog, setDialog] = useState<'cancel' | 'invoice' | 'tracking' | null>(null);
  const move = useOrderMove(order.id, () => setDialog(null));
  const seller = sellerMoves[order.status] ?? [];
  const channel = isSandbox(order.platform) ? (channelMoves[order.status] ?? []) : [];
  const labelled = labelStatuses.includes(order.status);
  const tracks =
    trackingStatuses.includes(order.status) &&
    platforms.data?.find((p) => p.platform === order.platform)?.sellerTracksParcels === true;
  const open = (which: 'cancel' | 'invoice' | 'tracking') => {
    move.reset();
    setDialog(which);
  };

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t.orders.actions}
      </Title>
      {seller.length === 0 && channel.length === 0 && !labelled && !tracks && (
        <Text size="sm" c="dimmed">
          {t.orders.noActions}
        </Text>
      )}
      {seller.length > 0 && (
        <Group gap="xs">
          {seller.includes('paid') && (
            <Button
              size="xs"
              loading={move.isPending}
              onClick={() => move.mutate({ path: 'paid', body: {} })}
            >
              {t.orders.markPaid}
            </Button>
          )}
          {seller.includes('invoice') && (
            <Button size="xs" onClick={() => open('invoice')}>
              {t.orders.invoice}
            </Button>
          )}
          {seller.includes('cancel') && (
            <Button size="xs" color="red" variant="light" onClick={() => open('cancel')}>
              {t.orders.cancelOrder}
            </Button>
          )}
        </Group>
      )}
      {tracks && (
        <Group gap="xs">
          <Button size="xs" variant={order.tracking ? 'default' : 'filled'} onClick={() => open('tracking')}>
            {order.tracking ? t.orders.trackingFix : t.orders.tracking}
          </Button>
        </Group>
      )}
      {labelled && <OrderLabel order={order} />}
      {channel.length > 0 && (
        <Group gap="xs" aria-label={t.orders.channelActions} role="group">
          <Text size="xs" c="dimmed" w="100%">
            {t.orders.channelActions}
          </Text>
          {channel.map((status) => (
            <Button
              key={status}
              size="xs"
              variant="default"
              loading={move.isPending && move.variables?.path === 'channel-status'}
              onClick={() => move.mutate({ path: 'channel-status', body: { status } })}
            >
              {t.orders.channelMove(t.orders.statuses[status] ?? status)}
            </Button>
          ))}
        </Group>
      )}
      {move.isError && dialog === null && (
        <Alert color="red" role="alert">
          {refusalText(move.error, t)}
        </Alert>
      )}
      <CancelModal
        opened={dialog === 'cancel'}
        onClose={() => setDialog(null)}
        onConfirm={(reason) => move.mutate({ path: 'cancel', body: { reason } })}
        pending={move.isPending}
        error={move.isError ? move.error : null}
      />
      {dialog === 'tracking' && (
        <TrackingModal
          order={order}
          opened
          onClose={() => setDialog(null)}
          onConfirm={(tracking) => move.mutate({ path: 'tracking', body: tracking })}
          pending={move.isPending}
          error={move.isError ? move.error : null}
        />
      )}
      <InvoiceModal
        opened={dialog === 'invoice'}
        onClose={() => setDialog(null)}
        onConfirm={(invoice) => move.mutate({ path: 'invoiced', body: invoice })}
        pending={move.isPending}
        error={move.isError ? move.error : null}
        platform={order.platform}
      />
    </Stack>
  );
}

export function OrderDetail({ orderId }: { orderId: string }) {
  const { t, lang } = useI18n();
  const platformName = usePlatformNames();
  const detail = useOrder(orderId);
  if (detail.isPending) return <Loading />;
  if (detail.isError) return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  const order = detail.data;
  const pct = order.profitability?.contributionMarginPct;

  return (
    <Stack data-testid="order-detail">
      <Group gap="sm">
        <Badge miw="max-content" color={statusColor[order.status]} variant="light" data-testid="order-status">
          {t.orders.statuses[order.status] ?? order.status}
        </Badge>
        <Text size="sm">{order.platform}</Text>
        <Text size="sm" c="dimmed">
          {t.orders.createdAt} {formatDateTime(order.createdAt, lang)}
        </Text>
      </Group>
      {order.cancelReason && (
        <Text size="sm">
          {t.orders.cancelReasonShown}: {order.cancelReason}
        </Text>
      )}
      {order.invoice && (
        <Text size="sm">
          {t.orders.invoiceShown}: {order.invoice.number}/{order.invoice.series}
          {order.invoice.channelStatus === 'ACCEPTED' &&
            ` — ${t.orders.invoiceAccepted(platformName(order.platform))}`}
        </Text>
      )}

      <OrderShipping order={order} />

      <Title order={3} size="h5">
        {t.orders.items}
      </Title>
      <Table.ScrollContainer minWidth={360}>
        <Table aria-label={t.orders.items}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.orders.sku}</Table.Th>
              <Table.Th ta="right">{t.orders.qty}</Table.Th>
              <Table.Th ta="right">{t.orders.unitPrice}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.items.map((item, i) => (
              <Table.Tr key={item.skuId ?? item.channelItemId ?? i}>
                <Table.Td ff="monospace">
                  {item.sku ?? item.skuId ?? item.channelItemId}
                  {item.notLinked && (
                    <Badge ml="xs" color="orange" variant="light">
                      {t.orders.notLinked}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td ta="right">{item.qty}</Table.Td>
                <Table.Td ta="right">{formatMoney(item.salePrice, lang)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Title order={3} size="h5">
        {t.orders.money}
      </Title>
      {order.waterfall ? (
        <>
          <Text size="sm" c="dimmed">
            {t.orders.moneyHelp}
          </Text>
          <Waterfall steps={order.waterfall} />
          {pct !== undefined && (
            <Text size="sm">
              {t.orders.marginPct}: {new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(pct)}%
            </Text>
          )}
        </>
      ) : (
        <Alert color="yellow">{t.orders.noWaterfall[order.costEnrichmentStatus] ?? t.orders.noCost}</Alert>
      )}

      <Actions order={order} />
    </Stack>
  );
}
