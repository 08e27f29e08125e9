import { useState } from 'react';
import {
  Badge,
  Button,
  Drawer,
  Group,
  MultiSelect,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { usePlatforms } from '../../api/marketplaces';
import {
  usePromotionAction,
  usePromotionSearch,
  type Promotion,
  type PromotionAction as Action,
} from '../../api/prices';
import { dayEndInstant, dayStartInstant } from '../../dates';
import { formatDateTime, formatMoney } from '../../format';
import { useI18n, type Lang } from '../../i18n';
import { ConfirmDialog } from '../../dialogs';
import { ProblemAlert } from '../../problem';
import { Empty, ErrorState, Loading } from '../../states';
import { promotionStatuses, ruleTypes } from './model';
import { PromotionEditor } from './PromotionEditor';
import { PromotionEffect } from './PromotionEffect';
import { BlockedCount, PromotionGuard } from './PromotionGuard';
import { PagedFooter, usePage } from '../../paging';

const PAGE_SIZE = 20;
const statusColor: Record<string, string> = { INACTIVE: 'gray', ACTIVE: 'teal', FINISHED: 'yellow' };

function useRuleText() {
  const { t, lang } = useI18n();
  const m = t.promotions;
  return (promotion: Promotion) => {
    if (promotion.ruleType === 'PERCENTAGE_DISCOUNT')
      return m.percentOff(promotion.value.toLocaleString(lang));
    if (promotion.ruleType === 'FIXED_DISCOUNT') return m.amountOff(formatMoney(promotion.value, lang));
    return m.fixedPrice(formatMoney(promotion.value, lang));
  };
}

function windowText(promotion: Promotion, lang: Lang, m: ReturnType<typeof useI18n>['t']['promotions']) {
  const start = promotion.startDate ? formatDateTime(promotion.startDate, lang) : m.onActivation;
  const end = promotion.endDate ? formatDateTime(promotion.endDate, lang) : m.untilFinished;
  return `${start} → ${end}`;
}

/** Activate, finish, clone or delete, after the seller confirms what it will do to prices. */
function ConfirmAction({
  pending,
  onClose,
  onDone,
}: {
  pending: { promotion: Promotion; action: Action } | null;
  onClose(): void;
  onDone(action: Action, result: Promotion | undefined): void;
}) {
  const { t, lang } = useI18n();
  const m = t.promotions;
  // The dialog is keyed by what it asks about, so this is the moment it opened.
  const [openedAt] = useState(() => Date.now());
  const act = usePromotionAction(onDone);
  if (!pending) return null;
  const { promotion, action } = pending;
  const explanation = {
    activate:
      promotion.startDate && new Date(promotion.startDate).getTime() > openedAt
        ? m.activateLater(formatDateTime(promotion.startDate, lang))
        : m.activateNow,
    finish: promotion.restorePricesOnAutoFinish ? m.finishRestore : m.finishKeep,
    clone: m.cloneExplain,
    delete: m.deleteExplain,
  }[action];

  return (
    <ConfirmDialog
      onClose={() => {
        act.reset();
        onClose();
      }}
      title={m.confirmTitle[action](promotion.name)}
      message={explanation}
      confirmLabel={m.actions[action]}
      confirmColor={action === 'delete' || action === 'finish' ? 'red' : undefined}
      pending={act.isPending}
      onConfirm={() => act.mutate(pending)}
    >
      {action === 'activate' && <BlockedCount promotion={promotion} />}
      {act.isError && <ProblemAlert error={act.error} testId="promotion-action-error" />}
    </ConfirmDialog>
  );
}

/** The seller's promotions: search, editor with the eligibility builder, lifecycle actions, effect on prices. */
export function Promotions() {
  const { t, lang } = useI18n();
  const m = t.promotions;
  const ruleText = useRuleText();
  const platforms = usePlatforms();
  const [status, setStatus] = useState<string[]>([]);
  const [types, setTypes] = useState<string[]>([]);
  const [marketplace, setMarketplace] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [search, setSearch] = useState('');
  const [name] = useDebouncedValue(search.trim(), 300);
  const { page, setPage, reset } = usePage();
  const [editing, setEditing] = useState<{ promotion?: Promotion; key: number } | null>(null);
  const [pending, setPending] = useState<{ promotion: Promotion; action: Action } | null>(null);
  const [effectOf, setEffectOf] = useState<Promotion | null>(null);
  const filtered = status.length > 0 || types.length > 0 || marketplace !== null || !!from || !!to || !!name;

  // A date input only gives whole days, so these are null only while it is empty.
  const [startDateFrom, endDateTo] = [from && dayStartInstant(from), to && dayEndInstant(to)];
  const promotions = usePromotionSearch(
    {
      // The pickers offer only promotionStatuses and ruleTypes.
      ...(status.length ? { status: status as (typeof promotionStatuses)[number][] } : {}),
      ...(types.length ? { ruleType: types as (typeof ruleTypes)[number][] } : {}),
      ...(marketplace ? { marketplace: [marketplace] } : {}),
      ...(startDateFrom ? { startDateFrom } : {}),
      ...(endDateTo ? { endDateTo } : {}),
      ...(name ? { name } : {}),
    },
    page,
    PAGE_SIZE,
  );
  const items = promotions.data?.items ?? [];
  const ask = (promotion: Promotion, action: Action) => setPending({ promotion, action });

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} size="h4">
          {m.title}
        </Title>
        <Button onClick={() => setEditing({ key: Date.now() })}>{m.newPromotion}</Button>
      </Group>
      <Group align="end" wrap="wrap">
        <TextInput
          label={m.searchName}
          value={search}
          onChange={(e) => reset(setSearch)(e.currentTarget.value)}
          w={200}
        />
        <MultiSelect
          label={m.status}
          placeholder={status.length ? undefined : m.all}
          data={promotionStatuses.map((s) => ({ value: s, label: m.statuses[s] }))}
          value={status}
          onChange={reset(setStatus)}
          clearable
          w={220}
        />
        <MultiSelect
          label={m.ruleType}
          placeholder={types.length ? undefined : m.all}
          data={ruleTypes.map((type) => ({ value: type, label: m.ruleTypes[type] }))}
          value={types}
          onChange={reset(setTypes)}
          clearable
          w={240}
        />
        <Select
          label={m.marketplace}
          placeholder={m.all}
          data={(platforms.data ?? []).map((p) => p.platform)}
          value={marketplace}
          onChange={reset(setMarketplace)}
          clearable
          w={180}
        />
        <TextInput
          type="date"
          label={m.startsFrom}
          value={from}
          onChange={(e) => reset(setFrom)(e.currentTarget.value)}
          w={160}
        />
        <TextInput
          type="date"
          label={m.endsBy}
          value={to}
          onChange={(e) => reset(setTo)(e.currentTarget.value)}
          w={160}
        />
      </Group>
      {promotions.isPending ? (
        <Loading />
      ) : promotions.isError ? (
        <ErrorState error={promotions.error} onRetry={() => void promotions.refetch()} />
      ) : items.length === 0 ? (
        <Empty>{filtered ? m.emptyFiltered : m.empty}</Empty>
      ) : (
        <>
          <Table.ScrollContainer minWidth={980}>
            <Table striped aria-label={m.title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{m.name}</Table.Th>
                  <Table.Th>{m.status}</Table.Th>
                  <Table.Th>{m.rule}</Table.Th>
                  <Table.Th>{m.period}</Table.Th>
                  <Table.Th>{m.platforms}</Table.Th>
                  <Table.Th ta="right">{m.coveredSkus}</Table.Th>
                  <Table.Th>{m.actionsHeader}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((promotion) => {
                  const label = (action: string) => `${action}: ${promotion.name}`;
                  return (
                    <Table.Tr key={promotion.id} data-testid={`promotion-${promotion.name}`}>
                      <Table.Td>{promotion.name}</Table.Td>
                      <Table.Td>
                        <Stack gap={2} align="start">
                          <Badge
                            variant="light"
                            color={statusColor[promotion.status] ?? 'gray'}
                            miw="max-content"
                            data-testid="promotion-status"
                          >
                            {m.statuses[promotion.status]}
                          </Badge>
                          {promotion.status === 'ACTIVE' && (
                            <Text size="xs" c="dimmed">
                              {promotion.inEffect ? m.inEffect : m.waiting}
                            </Text>
                          )}
                        </Stack>
                      </Table.Td>
                      <Table.Td>{ruleText(promotion)}</Table.Td>
                      <Table.Td>{windowText(promotion, lang, m)}</Table.Td>
                      <Table.Td>{promotion.eligibility.platforms?.join(', ') || m.everyPlatform}</Table.Td>
                      <Table.Td ta="right">{promotion.coveredSkus}</Table.Td>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          {promotion.status !== 'FINISHED' && (
                            <Button
                              size="xs"
                              variant="default"
                              aria-label={label(m.edit)}
                              onClick={() => setEditing({ promotion, key: Date.now() })}
                            >
                              {m.edit}
                            </Button>
                          )}
                          {promotion.status === 'INACTIVE' && (
                            <Button
                              size="xs"
                              aria-label={label(m.actions.activate)}
                              onClick={() => ask(promotion, 'activate')}
                            >
                              {m.actions.activate}
                            </Button>
                          )}
                          {promotion.status === 'ACTIVE' && (
                            <Button
                              size="xs"
                              color="red"
                              variant="light"
                              aria-label={label(m.actions.finish)}
                              onClick={() => ask(promotion, 'finish')}
                            >
                              {m.actions.finish}
                            </Button>
                          )}
                          <Button
                            size="xs"
                            variant="light"
                            aria-label={label(m.effect)}
                            onClick={() => setEffectOf(promotion)}
                          >
                            {m.effect}
                          </Button>
                          <Button
                            size="xs"
                            variant="subtle"
                            aria-label={label(m.actions.clone)}
                            onClick={() => ask(promotion, 'clone')}
                          >
                            {m.actions.clone}
                          </Button>
                          {promotion.status !== 'ACTIVE' && (
                            <Button
                              size="xs"
                              variant="subtle"
                              color="red"
                              aria-label={label(m.actions.delete)}
                              onClick={() => ask(promotion, 'delete')}
                            >
                              {m.actions.delete}
                            </Button>
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <PagedFooter page={promotions.data.page} value={page} onChange={setPage} />
        </>
      )}
      <PromotionEditor editing={editing} onClose={() => setEditing(null)} />
      <ConfirmAction
        key={pending ? `${pending.promotion.id} ${pending.action}` : 'none'}
        pending={pending}
        onClose={() => setPending(null)}
        onDone={(action, result) => {
          setPending(null);
          // A clone is made to be changed: open it in the editor.
          if (action === 'clone' && result) setEditing({ promotion: result, key: Date.now() });
        }}
      />
      <Drawer
        opened={effectOf !== null}
        onClose={() => setEffectOf(null)}
        position="right"
        size="xl"
        title={effectOf ? m.effectTitle(effectOf.name) : ''}
        closeButtonProps={{ 'aria-label': t.close }}
      >
        {effectOf && (
          <Stack>
            <PromotionEffect key={effectOf.id} promotion={effectOf} />
            <PromotionGuard key={`guard ${effectOf.id}`} promotion={effectOf} />
          </Stack>
        )}
      </Drawer>
    </Stack>
  );
}
