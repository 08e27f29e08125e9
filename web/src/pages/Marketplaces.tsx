import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { refusalText } from '../problem';
import { formatDateTime } from '../format';
import { useI18n } from '../i18n';
import { Empty, ErrorState, Loading, PageTitle } from '../states';

export interface MarketplaceAccount {
  id: string;
  platform: string;
  accountId?: string;
  status: 'CONNECTED' | 'DISCONNECTED';
  createdAt: string;
  updatedAt: string;
}

interface Platform {
  platform: string;
  name: string;
}

export function useMarketplaces() {
  return useQuery({
    queryKey: ['marketplaces'],
    queryFn: () => api<MarketplaceAccount[]>('GET', '/bffweb/marketplaces'),
  });
}

export function MarketplacesPage() {
  const { t, lang } = useI18n();
  const queryClient = useQueryClient();
  const accounts = useMarketplaces();
  const platforms = useQuery({
    queryKey: ['platforms'],
    queryFn: () => api<Platform[]>('GET', '/bffweb/marketplaces/platforms'),
    staleTime: Infinity,
  });
  const [platform, setPlatform] = useState<string | null>('SANDBOX');
  const [accountId, setAccountId] = useState('');
  const connect = useMutation({
    mutationFn: () =>
      api<MarketplaceAccount>('POST', '/bffweb/marketplaces', {
        platform,
        ...(accountId.trim() ? { accountId: accountId.trim() } : {}),
      }),
    onSuccess: () => {
      setAccountId('');
      return queryClient.invalidateQueries({ queryKey: ['marketplaces'] });
    },
  });
  const connected = new Set(accounts.data?.map((a) => a.platform));
  const options = (platforms.data ?? [])
    .filter((p) => !connected.has(p.platform))
    .map((p) => ({ value: p.platform, label: `${p.name} (${p.platform})` }));

  return (
    <Stack>
      <PageTitle>{t.marketplaces.title}</PageTitle>
      <Text>{t.marketplaces.intro}</Text>
      <Card withBorder>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            connect.mutate();
          }}
        >
          <Group align="end" wrap="wrap">
            <Select
              label={t.marketplaces.platform}
              data={options}
              value={platform}
              onChange={setPlatform}
              allowDeselect={false}
              w={280}
            />
            <TextInput
              label={t.marketplaces.account}
              description={t.marketplaces.accountHint}
              value={accountId}
              onChange={(event) => setAccountId(event.currentTarget.value)}
              w={260}
            />
            <Button type="submit" loading={connect.isPending} disabled={!platform}>
              {t.marketplaces.connect}
            </Button>
          </Group>
          {connect.isError && (
            <Alert mt="sm" color="red" role="alert">
              {refusalText(connect.error, t)}
            </Alert>
          )}
          {connect.isSuccess && (
            <Text mt="sm" c="teal" role="status">
              {t.marketplaces.connected}
            </Text>
          )}
        </form>
      </Card>
      {accounts.isPending ? (
        <Loading />
      ) : accounts.isError ? (
        <ErrorState error={accounts.error} onRetry={() => void accounts.refetch()} />
      ) : accounts.data.length === 0 ? (
        <Empty>{t.marketplaces.empty}</Empty>
      ) : (
        <Table.ScrollContainer minWidth={500}>
          <Table striped aria-label={t.marketplaces.title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.marketplaces.platform}</Table.Th>
                <Table.Th>{t.marketplaces.account}</Table.Th>
                <Table.Th>{t.marketplaces.status}</Table.Th>
                <Table.Th>{t.marketplaces.connectedAt}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {accounts.data.map((account) => (
                <Table.Tr key={account.id}>
                  <Table.Td>{account.platform}</Table.Td>
                  <Table.Td>{account.accountId ?? '—'}</Table.Td>
                  <Table.Td>
                    <Badge color={account.status === 'CONNECTED' ? 'teal' : 'gray'} variant="light">
                      {t.marketplaces.statuses[account.status] ?? account.status}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatDateTime(account.createdAt, lang)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
