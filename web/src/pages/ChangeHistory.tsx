import { useState } from 'react';
import { Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useChanges, type ChangeAction, type ChangeEntity } from '../api/audit';
import { dayStartInstant, nextDayStartInstant } from '../dates';
import { formatDateTime } from '../format';
import { useI18n } from '../i18n';
import { Pager, usePage } from '../paging';
import { Empty, ErrorState, Loading, PageTitle } from '../states';

const PAGE_SIZE = 20;

type Snapshot = { [key: string]: unknown } | null;

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * The fields that differ between before and after (every field of a creation or a deletion), so a
 * row shows what changed rather than two whole entities.
 */
function changedFields(
  before: Snapshot,
  after: Snapshot,
): { key: string; before?: string; after?: string }[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .filter((key) => !before || !after || shown(before[key]) !== shown(after[key]))
    .map((key) => ({
      key,
      ...(before && key in before ? { before: shown(before[key]) } : {}),
      ...(after && key in after ? { after: shown(after[key]) } : {}),
    }));
}

/** "Histórico de alterações": who changed what in the store, filterable by kind, action and day. */
export function ChangeHistoryPage() {
  const { t, lang } = useI18n();
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
          <Table.ScrollContainer minWidth={860}>
            <Table striped aria-label={t.audit.table}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.audit.when}</Table.Th>
                  <Table.Th>{t.audit.who}</Table.Th>
                  <Table.Th>{t.audit.what}</Table.Th>
                  <Table.Th>{t.audit.before}</Table.Th>
                  <Table.Th>{t.audit.after}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => {
                  const fields = changedFields(item.before, item.after);
                  return (
                    <Table.Tr key={item.id} data-testid={`change-${item.entity}-${item.action}`}>
                      <Table.Td>{formatDateTime(item.at, lang)}</Table.Td>
                      <Table.Td>
                        <Text size="sm">{t.audit.actors[item.actor.kind] ?? item.actor.kind}</Text>
                        <Text size="xs" ff="monospace">
                          {item.actor.id}
                        </Text>
                        {item.actor.viaClientId && (
                          <Text size="xs" c="dimmed">
                            {t.audit.via(item.actor.viaClientId)}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">
                          {t.audit.entities[item.entity] ?? item.entity} ·{' '}
                          {t.audit.actions[item.action] ?? item.action}
                        </Text>
                        <Text size="xs" ff="monospace">
                          {item.entityId}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {fields
                          .filter((f) => f.before !== undefined)
                          .map((f) => (
                            <Text key={f.key} size="xs" ff="monospace">
                              {f.key}: {f.before}
                            </Text>
                          ))}
                      </Table.Td>
                      <Table.Td>
                        {fields
                          .filter((f) => f.after !== undefined)
                          .map((f) => (
                            <Text key={f.key} size="xs" ff="monospace">
                              {f.key}: {f.after}
                            </Text>
                          ))}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Pager page={changes.data.page} value={page} onChange={setPage} />
        </>
      )}
    </Stack>
  );
}
