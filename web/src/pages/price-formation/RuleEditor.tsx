import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Divider,
  Fieldset,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { usePlatforms } from '../../api/marketplaces';
import { useSimulation } from '../../api/priceFormation';
import { useI18n } from '../../i18n';
import { fieldErrors, ProblemAlert } from '../../problem';
import { Loading } from '../../states';
import { mathOf, objectiveRules, ruleInputOf, type Draft } from './draft';
import { MoneyInput, moneyField } from '../../MoneyInput';
import { PRICE_RULES } from '../../money';
import { ROOT, type Rule } from './model';
import { SimulationTable } from './SimulationTable';

const percent = { min: 0, max: 100, decimalScale: 4, decimalSeparator: ',', suffix: ' %' } as const;

/**
 * A rule's fields with the prices they would give, simulated on the service as the seller types
 * (nothing is written until Save).
 */
export function RuleEditor({
  rule,
  initial,
  onClose,
  onSaved,
}: {
  rule?: Rule;
  initial: Draft;
  onClose(): void;
  onSaved(rule: Rule, apply: boolean): void;
}) {
  const { t } = useI18n();
  const pf = t.priceFormation;
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(initial);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  // A new objective kind reads the typed value again with its own decimals (reais 2, percent or factor 4).
  const objective = (patch: Partial<Pick<Draft, 'driver' | 'valueType'>>) =>
    setDraft((d) => {
      const next = { ...d, ...patch };
      return { ...next, value: moneyField(d.value.text, objectiveRules(next)) };
    });
  const platforms = usePlatforms();

  const math = mathOf(draft);
  const [debounced] = useDebouncedValue(math === null ? null : JSON.stringify(math), 400);
  const simulation = useSimulation(debounced);

  const save = useMutation({
    mutationFn: async (apply: boolean) => {
      const body = ruleInputOf(draft, math!);
      const saved = rule
        ? await api<Rule>('PUT', `${ROOT}/rules/${rule.id}`, body)
        : await api<Rule>('POST', `${ROOT}/rules`, body);
      return { saved, apply };
    },
    onSuccess: async ({ saved, apply }) => {
      await queryClient.invalidateQueries({ queryKey: ['price-formation', 'rules'] });
      onSaved(saved, apply);
    },
  });
  const saveTemplate = useMutation({
    mutationFn: () => {
      const { domain, baseValue, eligibility, costStructure, objective, priority } = math!;
      return api('POST', `${ROOT}/templates`, {
        name: draft.name.trim() || pf.untitled,
        rule: {
          domain,
          baseValue,
          eligibility,
          costStructure,
          objective,
          priority,
          restorePricesOnAutoFinish: draft.restorePricesOnAutoFinish,
        },
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['price-formation', 'templates'] }),
  });
  const errors = fieldErrors(save.error ?? simulation.error, t);
  const margin = draft.driver === 'CONTRIBUTION_MARGIN';
  const percentage = margin && draft.valueType === 'PERCENTAGE';

  return (
    <Modal
      opened
      onClose={onClose}
      title={rule ? pf.editRule(rule.name) : pf.newRule}
      size="xl"
      closeButtonProps={{ 'aria-label': t.close }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (math) save.mutate(false);
        }}
      >
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={pf.name}
              value={draft.name}
              onChange={(event) => set('name', event.currentTarget.value)}
              error={errors.name}
            />
            <MultiSelect
              label={pf.platforms}
              description={pf.platformsHelp}
              data={(platforms.data ?? []).map((p) => ({ value: p.platform, label: p.name }))}
              value={draft.platforms}
              onChange={(value) => set('platforms', value)}
              error={errors['eligibility.platforms']}
              searchable
              clearable
            />
            <Select
              label={pf.domain}
              allowDeselect={false}
              data={['PRODUCT', 'AD'].map((v) => ({ value: v, label: pf.domains[v] ?? v }))}
              value={draft.domain}
              onChange={(value) => set('domain', value ?? 'PRODUCT')}
            />
            <Select
              label={pf.baseValue}
              allowDeselect={false}
              data={['COST', 'SALE_PRICE'].map((v) => ({ value: v, label: pf.baseValues[v] ?? v }))}
              value={draft.baseValue}
              onChange={(value) => set('baseValue', value ?? 'COST')}
            />
          </SimpleGrid>

          <Fieldset legend={pf.objective}>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label={pf.driver}
                allowDeselect={false}
                data={['CONTRIBUTION_MARGIN', 'MARKUP'].map((v) => ({ value: v, label: pf.drivers[v] ?? v }))}
                value={draft.driver}
                onChange={(value) => objective({ driver: value ?? 'CONTRIBUTION_MARGIN' })}
              />
              {margin && (
                <Select
                  label={pf.valueType}
                  allowDeselect={false}
                  data={(['AMOUNT', 'PERCENTAGE'] as const).map((v) => ({
                    value: v,
                    label: pf.valueTypes[v],
                  }))}
                  value={draft.valueType}
                  onChange={(value) =>
                    objective({ valueType: value === 'PERCENTAGE' ? 'PERCENTAGE' : 'AMOUNT' })
                  }
                />
              )}
              <MoneyInput
                label={margin ? (percentage ? pf.marginPct : pf.marginAmount) : pf.markup}
                required
                rules={objectiveRules(draft)}
                unit={margin ? (percentage ? 'percent' : 'currency') : 'factor'}
                field={draft.value}
                onChange={(value) => set('value', value)}
                error={errors['objective.value']}
              />
            </SimpleGrid>
            <Text size="xs" c="dimmed" mt="xs">
              {margin ? pf.marginHelp : pf.markupHelp}
            </Text>
          </Fieldset>

          <Fieldset legend={pf.channelCosts}>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NumberInput
                label={pf.commission}
                {...percent}
                value={draft.commissionPct}
                onChange={(value) => set('commissionPct', value)}
                error={errors['costStructure.channelCosts.commission']}
              />
              <NumberInput
                label={pf.tax}
                {...percent}
                value={draft.taxPct}
                onChange={(value) => set('taxPct', value)}
                error={errors['costStructure.channelCosts.tax']}
              />
              <MoneyInput
                label={pf.channelFreight}
                rules={PRICE_RULES}
                field={draft.channelFreight}
                onChange={(value) => set('channelFreight', value)}
                error={errors['costStructure.channelCosts.freight']}
              />
            </SimpleGrid>
          </Fieldset>

          <Fieldset legend={pf.costs}>
            <Stack gap="sm">
              <MoneyInput
                label={pf.costOverride}
                description={pf.costOverrideHelp}
                rules={PRICE_RULES}
                field={draft.cost}
                onChange={(value) => set('cost', value)}
                error={errors['costStructure.cost']}
                maw={320}
              />
              <Checkbox
                label={pf.embedProductCosts}
                checked={draft.embedProductCosts}
                onChange={(event) => set('embedProductCosts', event.currentTarget.checked)}
              />
              {draft.embedProductCosts && (
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <MoneyInput
                    label={pf.inboundFreight}
                    placeholder={pf.fromCatalog}
                    rules={PRICE_RULES}
                    field={draft.inboundFreight}
                    onChange={(value) => set('inboundFreight', value)}
                  />
                  <MoneyInput
                    label={pf.packaging}
                    placeholder={pf.fromCatalog}
                    rules={PRICE_RULES}
                    field={draft.packaging}
                    onChange={(value) => set('packaging', value)}
                  />
                  <MoneyInput
                    label={pf.royalty}
                    placeholder={pf.fromCatalog}
                    rules={PRICE_RULES}
                    field={draft.royalty}
                    onChange={(value) => set('royalty', value)}
                  />
                </SimpleGrid>
              )}
            </Stack>
          </Fieldset>

          <Fieldset legend={pf.schedule}>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                type="datetime-local"
                label={pf.startDate}
                description={t.sellerDates.sellerClock}
                value={draft.startDate}
                onChange={(event) => set('startDate', event.currentTarget.value)}
                error={errors.startDate}
              />
              <TextInput
                type="datetime-local"
                label={pf.endDate}
                description={t.sellerDates.sellerClock}
                value={draft.endDate}
                onChange={(event) => set('endDate', event.currentTarget.value)}
                error={errors.endDate}
              />
              <NumberInput
                label={pf.priority}
                description={pf.priorityHelp}
                allowDecimal={false}
                min={-1000}
                max={1000}
                value={draft.priority}
                onChange={(value) => set('priority', value)}
              />
            </SimpleGrid>
            <Checkbox
              mt="sm"
              label={pf.restoreOnFinish}
              checked={draft.restorePricesOnAutoFinish}
              onChange={(event) => set('restorePricesOnAutoFinish', event.currentTarget.checked)}
            />
          </Fieldset>

          <Divider />
          <Title order={3} size="h5">
            {pf.simulation}
          </Title>
          {math === null ? (
            <Text size="sm" c="dimmed">
              {pf.simulationNeedsValue}
            </Text>
          ) : simulation.isError ? (
            <ProblemAlert error={simulation.error} testId="simulation-error" />
          ) : simulation.data ? (
            <SimulationTable
              simulation={simulation.data}
              updating={simulation.isFetching || debounced !== JSON.stringify(math)}
            />
          ) : (
            <Loading />
          )}

          {save.isError && <ProblemAlert error={save.error} />}
          {saveTemplate.isSuccess && (
            <Alert color="teal" role="status">
              {pf.templateSaved}
            </Alert>
          )}
          {saveTemplate.isError && <ProblemAlert error={saveTemplate.error} />}
          <Group justify="space-between" wrap="wrap">
            <Button
              variant="subtle"
              disabled={math === null}
              loading={saveTemplate.isPending}
              onClick={() => saveTemplate.mutate()}
            >
              {pf.saveAsTemplate}
            </Button>
            <Group>
              <Button variant="default" onClick={onClose}>
                {t.cancel}
              </Button>
              <Button
                type="submit"
                variant="light"
                disabled={math === null}
                loading={save.isPending && !save.variables}
              >
                {t.save}
              </Button>
              <Button
                disabled={math === null}
                loading={save.isPending && save.variables}
                onClick={() => save.mutate(true)}
              >
                {pf.saveAndApply}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
