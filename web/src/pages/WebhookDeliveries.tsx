import { useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useRedeliver, useWebhookDeliveries } from '../api/webhooks';
import { refusalText } from '../problem';
import { formatDateTime } from '../format';
import { useI18n } from '../i18n';
import { Empty, ErrorState, Loading } from '../states';
import { Pager } from '../paging';

const deliveryColor: Record<string, string> = {
  PENDING: 'yellow',
  DELIVERED: 'teal',
  MISSED: 'red',
  FAILED: 'red',
};

const PAGE_SIZE = 20;

/** One webhook's delivery log, newest first, refreshed while a delivery is still under way. */
export function WebhookDeliveries({ webhook }: { webhook: { id: string; urlName: string } }) {
  const { t, lang } = useI18n();
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(webhook.id, page, PAGE_SIZE);
  const redeliver = useRedeliver(webhook.id);
  const items = deliveries.data?.items ?? [];
  const eventName = (delivery: { domain: string; type: string }) => `${delivery.domain}.${delivery.type}`;

  return (
    <Stack gap="xs" data-testid="webhook-deliveries">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t.webhooks.deliveriesOf(webhook.urlName)}
        </Title>
        <Button size="xs" variant="default" onClick={() => void deliveries.refetch()}>
          {t.webhooks.refresh}
        </Button>
      </Group>
      {redeliver.isError && (
        <Alert color="red" role="alert">
          {refusalText(redeliver.error, t)}
        </Alert>
      )}
      {deliveries.isPending ? (
        <Loading />
      ) : deliveries.isError ? (
        <ErrorState error={deliveries.error} onRetry={() => void deliveries.refetch()} />
      ) : items.length === 0 ? (
        <Empty>{t.webhooks.noDeliveries}</Empty>
      ) : (
        <>
          <Table.ScrollContainer minWidth={820}>
            <Table striped aria-label={t.webhooks.deliveriesOf(webhook.urlName)}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.webhooks.event}</Table.Th>
                  <Table.Th>{t.webhooks.item}</Table.Th>
                  <Table.Th>{t.webhooks.received}</Table.Th>
                  <Table.Th>{t.webhooks.status}</Table.Th>
                  <Table.Th ta="right">{t.webhooks.attempts}</Table.Th>
                  <Table.Th>{t.webhooks.responseCode}</Table.Th>
                  <Table.Th>{t.webhooks.lastAttempt}</Table.Th>
                  <Table.Th>{t.webhooks.redeliver}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((delivery) => (
                  <Table.Tr key={delivery.id} data-testid={`delivery-${delivery.itemId}`}>
                    <Table.Td ff="monospace">{eventName(delivery)}</Table.Td>
                    <Table.Td ff="monospace">{delivery.itemId}</Table.Td>
                    <Table.Td>{formatDateTime(delivery.received, lang)}</Table.Td>
                    <Table.Td>
                      <Badge
                        miw="max-content"
                        color={deliveryColor[delivery.status] ?? 'gray'}
                        variant="light"
                        data-testid="delivery-status"
                      >
                        {t.webhooks.deliveryStatuses[delivery.status] ?? delivery.status}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right" data-testid="delivery-attempts">
                      {delivery.attempts}
                    </Table.Td>
                    <Table.Td data-testid="delivery-code">
                      {delivery.lastStatusCode ?? (delivery.attempts > 0 ? t.webhooks.noAnswer : '—')}
                      {delivery.lastError && (
                        <Text size="xs" c="red.8">
                          {delivery.lastError}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{formatDateTime(delivery.lastAttemptAt, lang)}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={t.webhooks.redeliverOf(eventName(delivery))}
                        disabled={delivery.status === 'PENDING'}
                        loading={redeliver.isPending && redeliver.variables === delivery.id}
                        onClick={() => redeliver.mutate(delivery.id)}
                      >
                        {t.webhooks.redeliver}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Pager page={deliveries.data.page} value={page} onChange={setPage} />
        </>
      )}
    </Stack>
  );
}
