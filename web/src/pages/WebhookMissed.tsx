import { useState } from 'react';
import { Alert, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMissedNotifications, useResendMissed } from '../api/webhooks';
import { refusalText } from '../problem';
import { dayStartInstant, nextDayStartInstant } from '../dates';
import { formatDateTime } from '../format';
import { useI18n } from '../i18n';
import { Empty, ErrorState, Loading } from '../states';
import { Pager, usePage } from '../paging';

const PAGE_SIZE = 20;

/** Notifications every attempt failed for (spec: missed notifications), resent one by one or all listed. */
export function WebhookMissed() {
  const { t, lang } = useI18n();
  const { page, setPage, reset } = usePage();
  // Days of the seller's calendar; the service's `until` is exclusive, so the next day's first instant.
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const since = from ? dayStartInstant(from) : null;
  const until = to ? nextDayStartInstant(to) : null;
  const missed = useMissedNotifications({ since, until }, page, PAGE_SIZE);
  const resend = useResendMissed();
  const items = missed.data?.items ?? [];
  const eventName = (item: { domain: string; type: string }) => `${item.domain}.${item.type}`;

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t.webhooks.missedIntro}
      </Text>
      <Group align="end" wrap="wrap">
        <TextInput
          type="date"
          label={t.sellerDates.eventsFrom}
          value={from}
          onChange={(event) => reset(setFrom)(event.currentTarget.value)}
          w={170}
        />
        <TextInput
          type="date"
          label={t.sellerDates.eventsTo}
          value={to}
          onChange={(event) => reset(setTo)(event.currentTarget.value)}
          w={170}
        />
      </Group>
      {resend.isSuccess && (
        <Alert color="teal" role="status">
          {t.webhooks.resent(resend.data.count)}
        </Alert>
      )}
      {resend.isError && (
        <Alert color="red" role="alert">
          {refusalText(resend.error, t)}
        </Alert>
      )}
      {missed.isPending ? (
        <Loading />
      ) : missed.isError ? (
        <ErrorState error={missed.error} onRetry={() => void missed.refetch()} />
      ) : items.length === 0 ? (
        <Empty>{since || until ? t.sellerDates.missedNoneInPeriod : t.webhooks.missedEmpty}</Empty>
      ) : (
        <>
          <Group justify="flex-end">
            <Button
              size="xs"
              variant="light"
              loading={resend.isPending}
              onClick={() => resend.mutate(items.map((item) => item.id))}
            >
              {t.webhooks.resendAll}
            </Button>
          </Group>
          <Table.ScrollContainer minWidth={760}>
            <Table striped aria-label={t.webhooks.tabMissed}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.webhooks.webhook}</Table.Th>
                  <Table.Th>{t.webhooks.event}</Table.Th>
                  <Table.Th>{t.webhooks.item}</Table.Th>
                  <Table.Th>{t.webhooks.missedAt}</Table.Th>
                  <Table.Th ta="right">{t.webhooks.attempts}</Table.Th>
                  <Table.Th>{t.webhooks.responseCode}</Table.Th>
                  <Table.Th>{t.webhooks.resend}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.id} data-testid={`missed-${item.itemId}`}>
                    <Table.Td>{item.urlName}</Table.Td>
                    <Table.Td ff="monospace">{eventName(item)}</Table.Td>
                    <Table.Td ff="monospace">{item.itemId}</Table.Td>
                    <Table.Td>{formatDateTime(item.missedAt, lang)}</Table.Td>
                    <Table.Td ta="right">{item.attempts}</Table.Td>
                    <Table.Td>
                      {item.lastStatusCode ?? (item.attempts > 0 ? t.webhooks.noAnswer : '—')}
                      {item.lastError && (
                        <Text size="xs" c="red.8">
                          {item.lastError}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={t.webhooks.resendOf(eventName(item))}
                        loading={
                          resend.isPending &&
                          resend.variables?.length === 1 &&
                          resend.variables[0] === item.id
                        }
                        onClick={() => resend.mutate([item.id])}
                      >
                        {t.webhooks.resend}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Pager page={missed.data.page} value={page} onChange={setPage} />
        </>
      )}
    </Stack>
  );
}
