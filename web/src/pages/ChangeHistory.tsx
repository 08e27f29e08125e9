import { useState } from 'react';
import { Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useChanges, type ChangeAction, type ChangeEntity, type ChangeEntry } from '../api/audit';
import { dayStartInstant, nextDayStartInstant } from '../dates';
import { formatDateTime, formatMoney } from '../format';
import { useI18n } from '../i18n';
import { usePlatformNames } from '../marketplaceNames';
import { shownFields, type Formatters } from './changeFields';
import { Pager, usePage } from '../paging';
import { Empty, ErrorState, Loading, PageTitle } from '../states';

const PAGE_SIZE = 20;

/** "Histórico de alterações": who changed what in the store, filterable by kind, action and day. */
export function ChangeHistoryPage() {
  const { t, lang } = useI18n();
  const platformName = usePlatformNames();
  const format: Formatters = {
    // Amounts are decimal strings: the number only feeds the currency format, never arithmetic.
    money: (decimal) => formatMoney(Number(decimal), lang),
    dateTime: (iso) => formatDateTime(iso, lang),
    platform: platformName,
  };
  const { page, setPage, reset } = usePage();
  // The labels name every kind and action the history records (a new one fails typecheck there).
  const entities = Object.keys(t.audit.entities) as ChangeEntity[];
  const actions = Object.keys(t.audit.actions) as ChangeAction[];
  const [entity, setEntity] = useState<string | null>(null);
  const [action, setAction] = useState<string | null>(null);
  // Days of the seller's calendar; `to` is exclusive, so the next day's first instant.
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const filter = {
    entity: entity as ChangeEntity | null,
    action: action as ChangeAction | null,
    from: from ? dayStartInstant(from) : null,
    to: to ? nextDayStartInstant(to) : null,
  };
  const changes = useChanges(filter, page, PAGE_SIZE);
  const filtered = Boolean(entity || action || from || to);
  const items = changes.data?.items ?? [];

  return (
    <Stack gap="sm">
      <PageTitle>{t.audit.table}</PageTitle>
      <Text size="sm" c="dimmed">
        {t.audit.intro}
      </Text>
      <Group align="end" wrap="wrap">
        <Select
          label={t.audit.entity}
          placeholder={t.audit.all}
          data={entities.map((e) => ({ value: e, label: t.audit.entities[e] ?? e }))}
          value={entity}
          onChange={reset(setEntity)}
          clearable
          w={200}
        />
        <Select
          label={t.audit.action}
          placeholder={t.audit.all}
          data={actions.map((a) => ({ value: a, label: t.audit.actions[a] ?? a }))}
          value={action}
          onChange={reset(setAction)}
          clearable
          w={200}
        />
        <TextInput
          type="date"
          label={t.audit.from}
          value={from}
          onChange={(event) => reset(setFrom)(event.currentTarget.value)}
          w={170}
        />
        <TextInput
          type="date"
          label={t.audit.to}
          value={to}
          onChange={(event) => reset(setTo)(event.currentTarget.value)}
          w={170}
        />
      </Group>
      {changes.isPending ? (
        <Loading />
      ) : changes.isError ? (
        <ErrorState error={changes.error} onRetry={() => void changes.refetch()} />
      ) : items.length === 0 ? (
        <Empty>{filtered ? t.audit.noneInFilter : t.audit.empty}</Empty>
      ) : (
        <>
          <Table.ScrollContainer minWidth={640}>
            <Table striped aria-label={t.audit.table} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.audit.when}</Table.Th>
                  <Table.Th>{t.audit.who}</Table.Th>
                  <Table.Th>{t.audit.what}</Table.Th>
                  <Table.Th>{t.audit.change}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.id} data-testid={`change-${item.entity}-${item.action}`}>
                    <Table.Td style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                      {formatDateTime(item.at, lang)}
                    </Table.Td>
                    <Table.Td style={{ verticalAlign: 'top' }}>
                      <Who item={item} />
                    </Table.Td>
                    <Table.Td style={{ verticalAlign: 'top' }}>
                      <Text size="sm" fw={500}>
                        {t.audit.entities[item.entity]} · {t.audit.actions[item.action]}
                      </Text>
                      {item.subject ? (
                        <>
                          <Text size="sm">{item.subject.label}</Text>
                          {item.subject.detail && (
                            <Text size="xs" c="dimmed">
                              {item.subject.detail}
                            </Text>
                          )}
                        </>
                      ) : null}
                    </Table.Td>
                    <Table.Td style={{ verticalAlign: 'top' }}>
                      <FieldList fields={shownFields(item, t.audit, format)} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Pager page={changes.data.page} value={page} onChange={setPage} />
        </>
      )}
    </Stack>
  );
}

/** Who made a change: the user's e-mail or the app's name, and the app a user came through. */
function Who({ item }: { item: ChangeEntry }) {
  const { t } = useI18n();
  const fallback = item.actor.kind === 'USER' ? t.audit.unknownUser : t.audit.unknownApp;
  return (
    <>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {item.actor.kind === 'OPERATOR' ? t.audit.actors.OPERATOR : (item.actorName ?? fallback)}
      </Text>
      {item.actor.kind !== 'OPERATOR' && (
        <Text size="xs" c="dimmed">
          {t.audit.actors[item.actor.kind]}
        </Text>
      )}
      {item.actor.viaClientId && (
        <Text size="xs" c="dimmed">
          {t.audit.via(item.viaName ?? t.audit.unknownApp)}
        </Text>
      )}
    </>
  );
}

/** Each field as "label: before → after"; a creation shows only after, a deletion only before. */
function FieldList({ fields }: { fields: ReturnType<typeof shownFields> }) {
  return (
    <Stack gap={2}>
      {fields.map((f) => (
        <Text key={f.key} size="sm" data-field={f.key} style={{ overflowWrap: 'anywhere' }}>
          <Text span size="sm" c="dimmed">
            {f.label}:
          </Text>{' '}
          {f.before !== undefined && f.after !== undefined && f.before !== f.after ? (
            <>
              <Text span td="line-through" c="dimmed" size="sm">
                {f.before}
              </Text>{' '}
              → {f.after}
            </>
          ) : (
            (f.after ?? f.before)
          )}
        </Text>
      ))}
    </Stack>
  );
}
