import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import {
  useConnectMarketplace,
  useDisconnectMarketplace,
  useMarketplaces,
  useConsent,
  nicknameSuffix,
  usePlatforms,
  type ChannelDescription,
  type MarketplaceAccount,
} from '../api/marketplaces';
import { refusalText } from '../problem';
import { ConfirmDialog } from '../dialogs';
import { formatDateTime } from '../format';
import { useI18n } from '../i18n';
import { Empty, ErrorState, Loading, PageTitle } from '../states';
import { ExistingItemsSection, QUESTIONS_PLATFORM, QuestionsSection } from './ChannelSections';

export function MarketplacesPage() {
  const { t, lang } = useI18n();
  const accounts = useMarketplaces();
  const platforms = usePlatforms();
  const [platform, setPlatform] = useState<string | null>('SANDBOX');
  const [accountId, setAccountId] = useState('');
  const connect = useConnectMarketplace(() => setAccountId(''));
  const connected = new Set(accounts.data?.map((a) => a.platform));
  const byConsent = (platforms.data ?? []).filter((p) => p.connection === 'CONSENT');
  const options = (platforms.data ?? [])
    .filter((p) => !connected.has(p.platform) && p.connection === 'DIRECT')
    .map((p) => ({ value: p.platform, label: `${p.name} (${p.platform})` }));

  return (
    <Stack>
      <PageTitle>{t.marketplaces.title}</PageTitle>
      <Text>{t.marketplaces.intro}</Text>
      {byConsent.map((channel) => {
        const account = accounts.data?.find((a) => a.platform === channel.platform);
        return (
          <Stack key={channel.platform}>
            <ConsentChannelCard channel={channel} account={account} />
            {account?.status === 'CONNECTED' && (
              <>
                {channel.platform === QUESTIONS_PLATFORM && <QuestionsSection />}
                {channel.readsExistingItems && (
                  <ExistingItemsSection platform={channel.platform} name={channel.name} />
                )}
              </>
            )}
          </Stack>
        );
      })}
      <Card withBorder>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (platform)
              connect.mutate({ platform, ...(accountId.trim() ? { accountId: accountId.trim() } : {}) });
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
                  <Table.Td>
                    {account.accountId ?? '—'}
                    {nicknameSuffix(account)}
                  </Table.Td>
                  <Table.Td>
                    <Badge
                      color={
                        account.status === 'CONNECTED'
                          ? 'teal'
                          : account.status === 'NEEDS_ATTENTION'
                            ? 'orange'
                            : 'gray'
                      }
                      variant="light"
                      title={account.statusReason}
                    >
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

/**
 * A channel that connects through its own consent page (as the service describes it): the button asks
 * for the consent URL and sends the browser there; the marketplace sends it back to this page once the
 * seller allowed the app.
 */
function ConsentChannelCard({
  channel,
  account,
}: {
  channel: ChannelDescription;
  account: MarketplaceAccount | undefined;
}) {
  const { t } = useI18n();
  const start = useConsent(channel.platform);
  const disconnect = useDisconnectMarketplace();
  const [confirming, setConfirming] = useState(false);
  const live = account?.status === 'CONNECTED';
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Text fw={600}>{channel.name}</Text>
        <Text size="sm">{t.marketplaces.consentIntro}</Text>
        {account && (
          <Text size="sm" role="status">
            {t.marketplaces.statuses[account.status] ?? account.status}
            {account.accountId ? ` · ${account.accountId}` : ''}
            {nicknameSuffix(account)}
          </Text>
        )}
        {account?.status === 'NEEDS_ATTENTION' && account.statusReason && (
          <Alert color="orange" role="alert">
            {account.statusReason}
          </Alert>
        )}
        <Group>
          {!live && (
            <Button onClick={() => start.mutate()} loading={start.isPending}>
              {account ? t.marketplaces.reconnect : t.marketplaces.connectChannel(channel.name)}
            </Button>
          )}
          {account && account.status !== 'DISCONNECTED' && (
            <Button variant="default" onClick={() => setConfirming(true)} loading={disconnect.isPending}>
              {t.marketplaces.disconnect}
            </Button>
          )}
        </Group>
        {account && (
          // Disconnecting stops orders and ads on the channel and forgets its consent: asked once more.
          <ConfirmDialog
            opened={confirming}
            onClose={() => setConfirming(false)}
            title={t.marketplaces.disconnectTitle(channel.name)}
            message={t.marketplaces.disconnectMessage}
            confirmLabel={t.marketplaces.disconnect}
            confirmColor="red"
            pending={disconnect.isPending}
            onConfirm={() => disconnect.mutate(account.id, { onSuccess: () => setConfirming(false) })}
          />
        )}
        {start.isError && (
          <Alert color="red" role="alert">
            {refusalText(start.error, t)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
