import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  List,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ConfirmDialog } from '../../dialogs';
import { useI18n } from '../../i18n';
import { ProblemAlert } from '../../problem';
import { ErrorState, Loading } from '../../states';
import { useCategoryOptions, useProductOptions } from '../../api/catalog';
import { useBrandOptions, useGuardSettings, useSaveGuardSettings, type GuardSettings } from '../../api/guard';
import { toFraction, toPercent } from '../price-formation/model';

type Kind = 'products' | 'brands' | 'categories';
const KINDS: readonly Kind[] = ['products', 'brands', 'categories'];

/** One margin override as edited: the percentage as typed. */
interface Row {
  key: number;
  kind: Kind;
  id: string | null;
  margin: number | string;
}

interface Form {
  minMargin: number | string;
  taxRate: number | string;
  changeFactor: number | string;
  rows: Row[];
}

const percentOf = (fraction: string | undefined) => toPercent(Number(fraction ?? 0));
const fractionOf = (percent: number | string) => String(toFraction(Number(percent === '' ? 0 : percent)));

function formOf(settings: GuardSettings): Form {
  let key = 0;
  const rows = KINDS.flatMap((kind) =>
    Object.entries(settings.marginOverrides?.[kind] ?? {}).map(([id, rate]) => ({
      key: key++,
      kind,
      id,
      margin: percentOf(rate),
    })),
  );
  return {
    minMargin: percentOf(settings.minMargin),
    taxRate: percentOf(settings.taxRate),
    changeFactor: Number(settings.changeFactor ?? 10),
    rows,
  };
}

function bodyOf(form: Form): GuardSettings {
  const overrides: Record<Kind, Record<string, string>> = { products: {}, brands: {}, categories: {} };
  for (const row of form.rows) if (row.id) overrides[row.kind][row.id] = fractionOf(row.margin);
  return {
    minMargin: fractionOf(form.minMargin),
    taxRate: fractionOf(form.taxRate),
    changeFactor: String(form.changeFactor === '' ? 0 : form.changeFactor),
    marginOverrides: overrides,
  };
}

/**
 * The profit guard's settings (WEB-93): the minimum margin, taxes, the change factor and margins per
 * product, brand or category. A save that lets through prices the guard holds today (a lower margin
 * or taxes, a larger factor, an override removed or lowered) is asked once more, naming each.
 */
export function GuardSettingsPanel() {
  const settings = useGuardSettings();
  const save = useSaveGuardSettings();
  if (settings.isPending) return <Loading />;
  if (settings.isError) return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  // Keyed by the saved settings: a save starts the form again from what is stored.
  return <SettingsForm key={JSON.stringify(settings.data)} saved={settings.data} save={save} />;
}

function SettingsForm({
  saved,
  save,
}: {
  saved: GuardSettings;
  save: ReturnType<typeof useSaveGuardSettings>;
}) {
  const { t } = useI18n();
  const g = t.prices.settings;
  const [form, setForm] = useState<Form>(() => formOf(saved));
  const [asking, setAsking] = useState<string[] | null>(null);
  const [incomplete, setIncomplete] = useState(false);
  const brands = useBrandOptions();
  const categories = useCategoryOptions(true);

  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));
  const setRow = (key: number, patch: Partial<Row>) =>
    set({ rows: form.rows.map((r) => (r.key === key ? { ...r, ...patch } : r)) });
  const nameOf = (kind: Kind, id: string) =>
    `${g.kinds[kind]} ${
      (kind === 'brands' ? brands.data : kind === 'categories' ? categories.data : undefined)?.find(
        (o) => o.value === id,
      )?.label ?? id
    }`;

  /** What the save would let through that the stored settings hold. */
  const weaker = (next: GuardSettings): string[] => {
    const before = formOf(saved);
    const after = formOf(next);
    const out: string[] = [];
    const n = (v: number | string) => Number(v);
    if (n(after.minMargin) < n(before.minMargin))
      out.push(g.lowerMargin(String(before.minMargin), String(after.minMargin)));
    if (n(after.taxRate) < n(before.taxRate))
      out.push(g.lowerTax(String(before.taxRate), String(after.taxRate)));
    if (n(after.changeFactor) > n(before.changeFactor))
      out.push(g.higherFactor(String(before.changeFactor), String(after.changeFactor)));
    for (const old of before.rows) {
      const now = after.rows.find((r) => r.kind === old.kind && r.id === old.id);
      if (!now) out.push(g.removedOverride(nameOf(old.kind, old.id!)));
      else if (n(now.margin) < n(old.margin))
        out.push(g.loweredOverride(nameOf(old.kind, old.id!), String(old.margin), String(now.margin)));
    }
    return out;
  };

  const submit = () => {
    if (form.rows.some((r) => !r.id)) {
      setIncomplete(true);
      return;
    }
    setIncomplete(false);
    const body = bodyOf(form);
    const losses = weaker(body);
    if (losses.length > 0) setAsking(losses);
    else save.mutate(body);
  };

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {g.intro}
      </Text>
      <Group align="flex-start" wrap="wrap">
        <NumberInput
          label={g.minMargin}
          description={g.minMarginHelp}
          min={0}
          max={99}
          decimalScale={2}
          value={form.minMargin}
          onChange={(minMargin) => set({ minMargin })}
          w={260}
        />
        <NumberInput
          label={g.taxRate}
          min={0}
          max={99}
          decimalScale={2}
          value={form.taxRate}
          onChange={(taxRate) => set({ taxRate })}
          w={220}
        />
        <NumberInput
          label={g.changeFactor}
          description={g.changeFactorHelp(String(form.changeFactor || 10))}
          min={1.01}
          max={9999}
          decimalScale={2}
          value={form.changeFactor}
          onChange={(changeFactor) => set({ changeFactor })}
          w={300}
        />
      </Group>

      <Title order={2} size="h4">
        {g.overridesTitle}
      </Title>
      <Text size="sm" c="dimmed">
        {g.overridesHelp}
      </Text>
      {form.rows.length === 0 ? (
        <Text size="sm">{g.noOverrides}</Text>
      ) : (
        <Table aria-label={g.overridesTitle}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{g.kind}</Table.Th>
              <Table.Th>{g.which}</Table.Th>
              <Table.Th>{g.margin}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {form.rows.map((row) => (
              <Table.Tr key={row.key} data-testid="override-row">
                <Table.Td>
                  <Select
                    aria-label={g.kind}
                    data={KINDS.map((kind) => ({ value: kind, label: g.kinds[kind] }))}
                    value={row.kind}
                    onChange={(kind) => kind && setRow(row.key, { kind, id: null })}
                    allowDeselect={false}
                    w={140}
                  />
                </Table.Td>
                <Table.Td>
                  {row.kind === 'products' ? (
                    <ProductPick value={row.id} onChange={(id) => setRow(row.key, { id })} />
                  ) : (
                    <Select
                      aria-label={g.which}
                      placeholder={g.pick}
                      searchable
                      data={(row.kind === 'brands' ? brands.data : categories.data) ?? []}
                      value={row.id}
                      onChange={(id) => setRow(row.key, { id })}
                      w={280}
                    />
                  )}
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={g.margin}
                    min={0}
                    max={99}
                    decimalScale={2}
                    value={row.margin}
                    onChange={(margin) => setRow(row.key, { margin })}
                    w={120}
                  />
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={g.remove}
                    onClick={() => set({ rows: form.rows.filter((r) => r.key !== row.key) })}
                  >
                    ×
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group>
        <Button
          variant="default"
          onClick={() =>
            set({
              rows: [
                ...form.rows,
                {
                  key: Math.max(-1, ...form.rows.map((r) => r.key)) + 1,
                  kind: 'products',
                  id: null,
                  margin: 0,
                },
              ],
            })
          }
        >
          {g.add}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {g.parityHint}
      </Text>
      {incomplete && (
        <Alert color="orange" data-testid="guard-incomplete">
          {g.incomplete}
        </Alert>
      )}
      {save.isError && <ProblemAlert error={save.error} testId="guard-error" />}
      {save.isSuccess && (
        <Text size="sm" c="teal.9" data-testid="guard-saved">
          {g.saved}
        </Text>
      )}
      <Group>
        <Button loading={save.isPending} onClick={submit}>
          {g.save}
        </Button>
      </Group>
      <ConfirmDialog
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={g.confirmTitle}
        message={g.confirmMessage}
        confirmLabel={g.confirm}
        confirmColor="red"
        pending={save.isPending}
        onConfirm={() => {
          save.mutate(bodyOf(form), { onSettled: () => setAsking(null) });
        }}
      >
        <List size="sm">
          {(asking ?? []).map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      </ConfirmDialog>
    </Stack>
  );
}

/** A product chosen by code or title; the one chosen stays listed while another is searched. */
function ProductPick({ value, onChange }: { value: string | null; onChange(id: string | null): void }) {
  const { t } = useI18n();
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search, 250);
  const options = useProductOptions(text);
  const data = options.data ?? [];
  const withChosen =
    value && !data.some((o) => o.value === value) ? [{ value, label: value }, ...data] : data;
  return (
    <Select
      aria-label={t.prices.settings.which}
      placeholder={t.prices.settings.pick}
      searchable
      filter={({ options: all }) => all}
      searchValue={search}
      onSearchChange={setSearch}
      data={withChosen}
      value={value}
      onChange={onChange}
      nothingFoundMessage="—"
      w={280}
    />
  );
}
