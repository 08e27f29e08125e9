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
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { ApiError } from '../api';
import {
  useChangeClientApp,
  useClientApps,
  useCreateClientApp,
  usePartnerApps,
  useRevokePartnerApp,
  useScopes,
  type ClientApp,
  type PartnerApp,
  type ScopeChoice,
  type Secret,
} from '../api/apps';
import { formatDateTime } from '../format';
import { useI18n, type Lang } from '../i18n';
import { Empty, ErrorState, Loading, PageTitle } from '../states';
import { ConfirmDialog, FormModal } from '../dialogs';

function useProblemText() {
  const { t } = useI18n();
  return (error: unknown) => {
    if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return t.unexpected;
    // 403 `forbidden`: a plain user of the seller (not its admin); scope refusals keep their own text.
    return error.problem.type?.endsWith('/forbidden') ? t.apps.forbidden : error.message;
  };
}

/** The scopes in the seller's words (the service's catalogue), the code kept for whoever configures the integration. */
function ScopeList({ scopes, choices }: { scopes: string[]; choices: ScopeChoice[] | undefined }) {
  const { t, lang } = useI18n();
  if (scopes.length === 0) return <Text size="sm">{t.apps.readOnly}</Text>;
  const byScope = new Map(choices?.map((c) => [c.scope, c]));
  return (
    <Stack gap={2}>
      {scopes.map((scope) => {
        const choice = byScope.get(scope);
        return (
          <Text key={scope} size="sm">
            {choice ? describe(choice, lang) : scope}{' '}
            <Text span size="xs" c="dimmed" ff="monospace">
              {scope}
            </Text>
          </Text>
        );
      })}
    </Stack>
  );
}

const describe = (choice: ScopeChoice, lang: Lang) => (lang === 'en' ? choice.en : choice.pt);

function CreateModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose(): void;
  onCreated(secret: Secret): void;
}) {
  const { t, lang } = useI18n();
  const problemText = useProblemText();
  const scopes = useScopes();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const create = useCreateClientApp((secret) => {
    setName('');
    setChosen([]);
    onCreated(secret);
  });
  const group = (web: boolean) => (scopes.data ?? []).filter((c) => c.scope.startsWith('bffweb:') === web);
  const scopeGroup = (label: string, choices: ScopeChoice[]) => (
    <Checkbox.Group label={label} value={chosen} onChange={setChosen}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
        {choices.map((choice) => (
          <Checkbox
            key={choice.scope}
            value={choice.scope}
            label={describe(choice, lang)}
            description={choice.grantable ? choice.scope : `${choice.scope} · ${t.apps.notGrantable}`}
            disabled={!choice.grantable}
          />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t.apps.newTitle}
      size="xl"
      onSubmit={() => create.mutate({ name: name.trim(), scopes: chosen })}
      disabled={!name.trim()}
      pending={create.isPending}
      submitLabel={t.apps.create}
    >
      <TextInput
        label={t.apps.name}
        description={t.apps.nameHelp}
        required
        maxLength={200}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
      />
      <Text size="sm" c="dimmed">
        {t.apps.chooseScopesHelp}
      </Text>
      {scopes.isPending && <Loading />}
      {scopes.isError && <ErrorState error={scopes.error} onRetry={() => void scopes.refetch()} />}
      {scopes.data && (
        <>
          {scopeGroup(t.apps.apiScopes, group(false))}
          {scopeGroup(t.apps.webScopes, group(true))}
        </>
      )}
      {create.isError && (
        <Alert color="red" role="alert" data-testid="app-error">
          {problemText(create.error)}
        </Alert>
      )}
    </FormModal>
  );
}

/** The client secret, shown once: right after creating the app or rotating its secret. */
function SecretModal({ secret, onClose }: { secret: Secret | null; onClose(): void }) {
  const { t } = useI18n();
  const copyButton = (value: string, label: string) => (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button size="xs" variant="light" onClick={copy} aria-label={`${t.apps.copy} ${label}`}>
          {copied ? t.apps.copied : t.apps.copy}
        </Button>
      )}
    </CopyButton>
  );
  return (
    <Modal
      opened={secret !== null}
      onClose={onClose}
      title={t.apps.secretTitle}
      size="lg"
      closeButtonProps={{ 'aria-label': t.close }}
    >
      {secret && (
        <Stack>
          <Alert color="yellow">{t.apps.secretOnce}</Alert>
          <Text size="sm" fw={600}>
            {secret.name}
          </Text>
          <Stack gap={4}>
            <Group justify="space-between">
              <Text size="sm">{t.apps.clientId}</Text>
              {copyButton(secret.clientId, t.apps.clientId)}
            </Group>
            <Code block data-testid="app-client-id">
              {secret.clientId}
            </Code>
          </Stack>
          <Stack gap={4}>
            <Group justify="space-between">
              <Text size="sm">{t.apps.secretLabel}</Text>
              {copyButton(secret.clientSecret, t.apps.secretLabel)}
            </Group>
            <Code block data-testid="app-secret" style={{ wordBreak: 'break-all' }}>
              {secret.clientSecret}
            </Code>
          </Stack>
          <Text size="sm" c="dimmed">
            {t.apps.howToUse(`${window.location.origin}/oauth/token`)}
          </Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t.apps.done}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function ClientApps({ onSecret }: { onSecret(secret: Secret): void }) {
  const { t, lang } = useI18n();
  const problemText = useProblemText();
  const scopes = useScopes();
  const [pending, setPending] = useState<{ app: ClientApp; action: 'rotate' | 'revoke' } | null>(null);
  const apps = useClientApps();
  const change = useChangeClientApp(() => setPending(null), onSecret);
  const close = () => {
    setPending(null);
    change.reset();
  };

  if (apps.isPending) return <Loading />;
  if (apps.isError) return <ErrorState error={apps.error} onRetry={() => void apps.refetch()} />;
  if (apps.data.length === 0) return <Empty>{t.apps.clientsEmpty}</Empty>;
  return (
    <>
      <Table.ScrollContainer minWidth={760}>
        <Table striped aria-label={t.apps.clientsTitle} data-testid="client-apps">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.apps.name}</Table.Th>
              <Table.Th>{t.apps.clientId}</Table.Th>
              <Table.Th>{t.apps.scopes}</Table.Th>
              <Table.Th>{t.apps.createdAt}</Table.Th>
              <Table.Th>{t.apps.actions}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {apps.data.map((app) => (
              <Table.Tr key={app.clientId} data-testid={`client-app-${app.clientId}`}>
                <Table.Td>{app.name}</Table.Td>
                <Table.Td ff="monospace" style={{ wordBreak: 'break-all' }}>
                  {app.clientId}
                </Table.Td>
                <Table.Td>
                  <ScopeList scopes={app.scopes} choices={scopes.data} />
                </Table.Td>
                <Table.Td>
                  {formatDateTime(app.createdAt, lang)}
                  {app.secretRotatedAt && (
                    <Text size="xs" c="dimmed">
                      {t.apps.secretRotatedAt} {formatDateTime(app.secretRotatedAt, lang)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={t.apps.actionsFor(t.apps.rotate, app.name)}
                      onClick={() => setPending({ app, action: 'rotate' })}
                    >
                      {t.apps.rotate}
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="subtle"
                      aria-label={t.apps.actionsFor(t.apps.revoke, app.name)}
                      onClick={() => setPending({ app, action: 'revoke' })}
                    >
                      {t.apps.revoke}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmDialog
        opened={pending !== null}
        title={pending?.action === 'rotate' ? t.apps.rotateTitle : t.apps.revokeTitle}
        message={
          pending
            ? pending.action === 'rotate'
              ? t.apps.rotateConfirm(pending.app.name)
              : t.apps.revokeConfirm(pending.app.name)
            : ''
        }
        confirmLabel={pending?.action === 'rotate' ? t.apps.rotate : t.apps.revoke}
        confirmColor="red"
        pending={change.isPending}
        onConfirm={() => pending && change.mutate(pending)}
        onClose={close}
      >
        {change.isError && (
          <Alert color="red" role="alert">
            {problemText(change.error)}
          </Alert>
        )}
      </ConfirmDialog>
    </>
  );
}

function PartnerApps() {
  const { t, lang } = useI18n();
  const problemText = useProblemText();
  const scopes = useScopes();
  const [revoking, setRevoking] = useState<PartnerApp | null>(null);
  const partners = usePartnerApps();
  const revoke = useRevokePartnerApp(() => setRevoking(null));
  const close = () => {
    setRevoking(null);
    revoke.reset();
  };

  if (partners.isPending) return <Loading />;
  if (partners.isError) return <ErrorState error={partners.error} onRetry={() => void partners.refetch()} />;
  if (partners.data.length === 0) return <Empty>{t.apps.partnersEmpty}</Empty>;
  return (
    <>
      <Table.ScrollContainer minWidth={760}>
        <Table striped aria-label={t.apps.partnersTitle} data-testid="partner-apps">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.apps.app}</Table.Th>
              <Table.Th>{t.apps.scopes}</Table.Th>
              <Table.Th>{t.apps.authorizedAt}</Table.Th>
              <Table.Th>{t.apps.lastUsedAt}</Table.Th>
              <Table.Th>{t.apps.actions}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {partners.data.map((app) => (
              <Table.Tr key={app.clientId}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {app.name}
                  </Text>
                  {app.authorizedBy.length > 0 && (
                    <Text size="xs" c="dimmed">
                      {t.apps.authorizedBy} {app.authorizedBy.join(', ')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <ScopeList scopes={app.scopes} choices={scopes.data} />
                </Table.Td>
                <Table.Td>{formatDateTime(app.authorizedAt, lang)}</Table.Td>
                <Table.Td>
                  {app.lastUsedAt ? (
                    formatDateTime(app.lastUsedAt, lang)
                  ) : (
                    <Badge variant="light" color="gray">
                      {t.apps.unknown}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    color="red"
                    variant="subtle"
                    aria-label={t.apps.actionsFor(t.apps.revokeAccess, app.name)}
                    onClick={() => setRevoking(app)}
                  >
                    {t.apps.revokeAccess}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmDialog
        opened={revoking !== null}
        title={t.apps.revokeAccessTitle}
        message={revoking ? t.apps.revokeAccessConfirm(revoking.name) : ''}
        confirmLabel={t.apps.revokeAccess}
        confirmColor="red"
        pending={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking)}
        onClose={close}
      >
        {revoke.isError && (
          <Alert color="red" role="alert">
            {problemText(revoke.error)}
          </Alert>
        )}
      </ConfirmDialog>
    </>
  );
}

export function AppsPage() {
  const { t } = useI18n();
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<Secret | null>(null);

  return (
    <Stack gap="lg">
      <div>
        <PageTitle>{t.apps.title}</PageTitle>
        <Text size="sm" c="dimmed">
          {t.apps.intro}
        </Text>
      </div>
      <Stack gap="sm">
        <Group justify="space-between" align="end">
          <div>
            <Title order={2} size="h3">
              {t.apps.clientsTitle}
            </Title>
            <Text size="sm" c="dimmed">
              {t.apps.clientsIntro}
            </Text>
          </div>
          <Button onClick={() => setCreating(true)}>{t.apps.newApp}</Button>
        </Group>
        <ClientApps onSecret={setSecret} />
      </Stack>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3">
            {t.apps.partnersTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {t.apps.partnersIntro}
          </Text>
        </div>
        <PartnerApps />
      </Stack>
      <CreateModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(created) => {
          setCreating(false);
          setSecret(created);
        }}
      />
      <SecretModal secret={secret} onClose={() => setSecret(null)} />
    </Stack>
  );
}
