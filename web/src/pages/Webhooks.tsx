import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import {
  useChangeWebhook,
  useRegisterWebhook,
  useWebhooks,
  type Webhook,
  type WebhookDomain,
  type WebhookStatusName,
} from '../api/webhooks';
import { refusalText } from '../problem';
import { formatDateTime } from '../format';
import { useI18n } from '../i18n';
import { Empty, ErrorState, Loading, PageTitle } from '../states';
import { WebhookDeliveries } from './WebhookDeliveries';
import { WebhookMissed } from './WebhookMissed';
import { ConfirmDialog, FormModal } from '../dialogs';

/** The subscribable order statuses and domains, as the webhooks module names them. */
const orderStatusLabels = [
  'Criado',
  'Pago',
  'Faturado',
  'Enviado',
  'Entregue',
  'Concluido',
  'Retornado',
  'Cancelado',
  'Excecao na entrega',
] as const;
/** A webhook's domain as the seller reads it; a domain this build does not know stays as the service sent it. */
const domainName = (names: Record<WebhookDomain, string>, domain: string) =>
  (names as Record<string, string>)[domain] ?? domain;
const apiToStatus: Record<(typeof orderStatusLabels)[number], string> = {
  Criado: 'CREATED',
  Pago: 'PAID',
  Faturado: 'INVOICED',
  Enviado: 'SHIPPED',
  Entregue: 'DELIVERED',
  Concluido: 'CONCLUDED',
  Retornado: 'RETURNED',
  Cancelado: 'CANCELED',
  'Excecao na entrega': 'SHIPMENT_EXCEPTION',
};

function RegisterModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose(): void;
  onCreated(secret: string): void;
}) {
  const { t } = useI18n();
  const [urlName, setUrlName] = useState('');
  const [url, setUrl] = useState('');
  const [header, setHeader] = useState('X-Feira-Token');
  const [value, setValue] = useState('');
  const [statuses, setStatuses] = useState<string[]>([]);
  const [chosenDomains, setDomains] = useState<string[]>([]);
  const register = useRegisterWebhook((secret) => {
    setUrlName('');
    setUrl('');
    setValue('');
    setStatuses([]);
    setDomains([]);
    onCreated(secret);
  });
  const none = statuses.length === 0 && chosenDomains.length === 0;

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t.webhooks.newTitle}
      size="lg"
      onSubmit={() =>
        register.mutate({
          urlName: urlName.trim(),
          url: url.trim(),
          token: { header: header.trim(), value },
          // The checkboxes offer only the names the webhooks module subscribes to.
          statuses: statuses as WebhookStatusName[],
          domains: chosenDomains as WebhookDomain[],
        })
      }
      disabled={none}
      pending={register.isPending}
      submitLabel={t.webhooks.register}
    >
      <TextInput
        label={t.webhooks.name}
        required
        value={urlName}
        onChange={(e) => setUrlName(e.currentTarget.value)}
      />
      <TextInput
        label={t.webhooks.url}
        description={t.webhooks.urlHelp}
        required
        type="url"
        value={url}
        onChange={(e) => setUrl(e.currentTarget.value)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t.webhooks.tokenHeader}
          required
          value={header}
          onChange={(e) => setHeader(e.currentTarget.value)}
        />
        <TextInput
          label={t.webhooks.tokenValue}
          description={t.webhooks.tokenHelp}
          required
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
        />
      </SimpleGrid>
      <Checkbox.Group label={t.webhooks.orderStatuses} value={statuses} onChange={setStatuses}>
        <SimpleGrid cols={{ base: 2, sm: 3 }} mt="xs">
          {orderStatusLabels.map((label) => (
            <Checkbox key={label} value={label} label={t.orders.statuses[apiToStatus[label]] ?? label} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Checkbox.Group label={t.webhooks.domains} value={chosenDomains} onChange={setDomains}>
        <Group mt="xs">
          {(Object.keys(t.webhooks.domainNames) as WebhookDomain[]).map((domain) => (
            <Checkbox key={domain} value={domain} label={t.webhooks.domainNames[domain]} />
          ))}
        </Group>
      </Checkbox.Group>
      {none && (
        <Text size="xs" c="dimmed">
          {t.webhooks.noEvents}
        </Text>
      )}
      {register.isError && (
        <Alert color="red" role="alert" data-testid="webhook-error">
          {refusalText(register.error, t)}
        </Alert>
      )}
    </FormModal>
  );
}

/** The signing secret, shown once right after registering. */
function SecretModal({ secret, onClose }: { secret: string | null; onClose(): void }) {
  const { t } = useI18n();
  return (
    <Modal
      opened={secret !== null}
      onClose={onClose}
      title={t.webhooks.secretTitle}
      closeButtonProps={{ 'aria-label': t.close }}
    >
      <Stack>
        <Alert color="yellow">{t.webhooks.secretOnce}</Alert>
        <Code block data-testid="webhook-secret">
          {secret}
        </Code>
        <Group justify="flex-end">
          <CopyButton value={secret ?? ''}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? t.webhooks.copied : t.webhooks.copy}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>{t.webhooks.done}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function HookList({
  selected,
  onSelect,
}: {
  selected: Webhook | null;
  onSelect(hook: Webhook | null): void;
}) {
  const { t, lang } = useI18n();
  const [removing, setRemoving] = useState<Webhook | null>(null);
  const hooks = useWebhooks();
  const change = useChangeWebhook((hook, action) => {
    if (action === 'delete') {
      setRemoving(null);
      if (selected?.id === hook.id) onSelect(null);
    }
  });
  const items = hooks.data?.items ?? [];

  if (hooks.isPending) return <Loading />;
  if (hooks.isError) return <ErrorState error={hooks.error} onRetry={() => void hooks.refetch()} />;
  if (items.length === 0) return <Empty>{t.webhooks.empty}</Empty>;
  const events = (hook: Webhook) =>
    [
      ...hook.statuses.map(
        (label) => t.orders.statuses[apiToStatus[label as keyof typeof apiToStatus]] ?? label,
      ),
      ...hook.domains.map((domain) => domainName(t.webhooks.domainNames, domain)),
    ].join(', ');

  return (
    <>
      {change.isError && (
        <Alert color="red" role="alert">
          {refusalText(change.error, t)}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={820}>
        <Table striped aria-label={t.webhooks.title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.webhooks.name}</Table.Th>
              <Table.Th>{t.webhooks.url}</Table.Th>
              <Table.Th>{t.webhooks.events}</Table.Th>
              <Table.Th>{t.webhooks.status}</Table.Th>
              <Table.Th>{t.webhooks.actions}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((hook) => (
              <Table.Tr
                key={hook.id}
                data-testid={`webhook-${hook.urlName}`}
                bg={selected?.id === hook.id ? 'teal.0' : undefined}
              >
                <Table.Td>{hook.urlName}</Table.Td>
                <Table.Td ff="monospace" style={{ wordBreak: 'break-all' }}>
                  {hook.url}
                </Table.Td>
                <Table.Td>{events(hook)}</Table.Td>
                <Table.Td>
                  <Badge
                    miw="max-content"
                    color={hook.status === 'ENABLED' ? 'teal' : 'gray'}
                    variant="light"
                    data-testid="webhook-status"
                  >
                    {t.webhooks.statuses[hook.status] ?? hook.status}
                  </Badge>
                  {hook.status === 'DISABLED' && hook.disabledBy && (
                    <Text size="xs" c="dimmed">
                      {t.webhooks.disabledBy[hook.disabledBy] ?? hook.disabledBy}
                    </Text>
                  )}
                  {hook.failingSince && (
                    <Text size="xs" c="red.8">
                      {t.webhooks.failingSince(formatDateTime(hook.failingSince, lang))}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      aria-pressed={selected?.id === hook.id}
                      aria-label={t.webhooks.actionsFor(t.webhooks.deliveries, hook.urlName)}
                      onClick={() => onSelect(hook)}
                    >
                      {t.webhooks.deliveries}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={t.webhooks.actionsFor(
                        hook.status === 'ENABLED' ? t.webhooks.disable : t.webhooks.enable,
                        hook.urlName,
                      )}
                      loading={
                        change.isPending &&
                        change.variables?.hook.id === hook.id &&
                        change.variables.action !== 'delete'
                      }
                      onClick={() =>
                        change.mutate({ hook, action: hook.status === 'ENABLED' ? 'disable' : 'enable' })
                      }
                    >
                      {hook.status === 'ENABLED' ? t.webhooks.disable : t.webhooks.enable}
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="subtle"
                      aria-label={t.webhooks.actionsFor(t.webhooks.remove, hook.urlName)}
                      onClick={() => setRemoving(hook)}
                    >
                      {t.webhooks.remove}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmDialog
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t.webhooks.removeTitle}
        message={removing ? t.webhooks.removeConfirm(removing.urlName) : ''}
        confirmLabel={t.webhooks.remove}
        confirmColor="red"
        pending={change.isPending && change.variables?.action === 'delete'}
        onConfirm={() => removing && change.mutate({ hook: removing, action: 'delete' })}
      />
    </>
  );
}

export function WebhooksPage() {
  const { t } = useI18n();
  const [registering, setRegistering] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [selected, setSelected] = useState<Webhook | null>(null);

  return (
    <Stack>
      <Group justify="space-between" align="start">
        <PageTitle>{t.webhooks.title}</PageTitle>
        <Button onClick={() => setRegistering(true)}>{t.webhooks.newHook}</Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t.webhooks.intro}
      </Text>
      <Tabs defaultValue="hooks" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="hooks">{t.webhooks.tabHooks}</Tabs.Tab>
          <Tabs.Tab value="missed">{t.webhooks.tabMissed}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="hooks" pt="md">
          <Stack>
            <HookList selected={selected} onSelect={setSelected} />
            {selected && <WebhookDeliveries key={selected.id} webhook={selected} />}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="missed" pt="md">
          <WebhookMissed />
        </Tabs.Panel>
      </Tabs>
      <RegisterModal
        opened={registering}
        onClose={() => setRegistering(false)}
        onCreated={(created) => {
          setRegistering(false);
          setSecret(created);
        }}
      />
      <SecretModal secret={secret} onClose={() => setSecret(null)} />
    </Stack>
  );
}
