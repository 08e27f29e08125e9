import { useState } from 'react';
import { Alert, Modal, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { MoneyInput, moneyFieldOf, moneyValue, type MoneyField } from '../../MoneyInput';
import { PRICE_RULES } from '../../money';
import { useSavePromotion, type Promotion, type PromotionInput } from '../../api/prices';
import { instantToZonedDateTime, zonedToInstant } from '../../dates';
import { useI18n, type Lang } from '../../i18n';
import { fieldErrors, ProblemAlert } from '../../problem';
import { EligibilityBuilder } from './Eligibility';
import { ruleTypes, type RuleType } from './model';
import { DialogForm } from '../../dialogs';

interface Draft {
  name: string;
  ruleType: RuleType;
  /** A discount in percent, an amount off or a fixed price: all read as the seller writes them. */
  value: MoneyField;
  /** Wall-clock text of datetime-local inputs, on the seller's clock. */
  start: string;
  end: string;
  restore: boolean;
  eligibility: PromotionInput['eligibility'];
}

function draftOf(lang: Lang, promotion?: Promotion): Draft {
  return {
    name: promotion?.name ?? '',
    ruleType: promotion?.ruleType ?? 'PERCENTAGE_DISCOUNT',
    value: moneyFieldOf(promotion?.value, PRICE_RULES, lang),
    start: instantToZonedDateTime(promotion?.startDate),
    end: instantToZonedDateTime(promotion?.endDate),
    restore: promotion?.restorePricesOnAutoFinish ?? true,
    eligibility: promotion
      ? { ...promotion.eligibility, domain: promotion.eligibility.domain === 'AD' ? 'AD' : 'PRODUCT' }
      : { domain: 'PRODUCT' },
  };
}

/** Only what the chosen domain uses goes out (the service refuses SKUs on an AD promotion). */
function inputOf(draft: Draft): PromotionInput {
  const e = draft.eligibility;
  const some = (ids?: string[]) => (ids?.length ? ids : undefined);
  return {
    name: draft.name.trim(),
    ruleType: draft.ruleType,
    // The form cannot be sent while the value is empty or refused.
    value: moneyValue(draft.value) ?? 0,
    startDate: draft.start ? zonedToInstant(draft.start) : null,
    endDate: draft.end ? zonedToInstant(draft.end) : null,
    restorePricesOnAutoFinish: draft.restore,
    eligibility:
      e.domain === 'AD'
        ? { domain: 'AD', adIds: e.adIds ?? [], platforms: some(e.platforms) }
        : {
            domain: 'PRODUCT',
            skuIds: some(e.skuIds),
            categoryIds: some(e.categoryIds),
            platforms: some(e.platforms),
          },
  };
}

function EditorForm({ promotion, onClose }: { promotion?: Promotion; onClose(): void }) {
  const { t, lang } = useI18n();
  const m = t.promotions;
  const [draft, setDraft] = useState(() => draftOf(lang, promotion));
  const set = (patch: Partial<Draft>) => setDraft((old) => ({ ...old, ...patch }));
  const save = useSavePromotion(promotion, onClose);
  const errors = fieldErrors(save.error, t);
  const percent = draft.ruleType === 'PERCENTAGE_DISCOUNT';

  return (
    <DialogForm
      onSubmit={() => save.mutate(inputOf(draft))}
      onCancel={onClose}
      disabled={moneyValue(draft.value) == null}
      pending={save.isPending}
    >
      {promotion?.status === 'ACTIVE' && <Alert color="yellow">{m.editingActive}</Alert>}
      <TextInput
        label={m.name}
        required
        value={draft.name}
        onChange={(e) => set({ name: e.currentTarget.value })}
        error={errors.name}
        data-autofocus
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={m.ruleType}
          data={ruleTypes.map((type) => ({ value: type, label: m.ruleTypes[type] }))}
          value={draft.ruleType}
          onChange={(type) => type && set({ ruleType: type })}
          allowDeselect={false}
          error={errors.ruleType}
        />
        <MoneyInput
          label={percent ? m.valuePercent : draft.ruleType === 'FIXED_PRICE' ? m.valuePrice : m.valueAmount}
          required
          rules={PRICE_RULES}
          unit={percent ? 'percent' : 'currency'}
          field={draft.value}
          onChange={(value) => set({ value })}
          error={errors.value}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="datetime-local"
          label={m.start}
          description={m.startHelp}
          value={draft.start}
          onChange={(e) => set({ start: e.currentTarget.value })}
          error={errors.startDate}
        />
        <TextInput
          type="datetime-local"
          label={m.end}
          description={m.endHelp}
          value={draft.end}
          onChange={(e) => set({ end: e.currentTarget.value })}
          error={errors.endDate}
        />
      </SimpleGrid>
      <Switch
        label={m.restore}
        description={draft.restore ? m.restoreOn : m.restoreOff}
        checked={draft.restore}
        onChange={(e) => set({ restore: e.currentTarget.checked })}
      />
      <EligibilityBuilder
        value={draft.eligibility}
        onChange={(eligibility) => set({ eligibility })}
        errors={errors}
      />
      {save.isError && <ProblemAlert error={save.error} testId="promotion-error" />}
    </DialogForm>
  );
}

/** Creates a promotion (INACTIVE: activating it is a separate, confirmed step) or changes one. */
export function PromotionEditor({
  editing,
  onClose,
}: {
  editing: { promotion?: Promotion; key: number } | null;
  onClose(): void;
}) {
  const { t } = useI18n();
  const m = t.promotions;
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      size="xl"
      title={editing?.promotion ? m.editTitle(editing.promotion.name) : m.newTitle}
      closeButtonProps={{ 'aria-label': t.close }}
    >
      {editing && <EditorForm key={editing.key} promotion={editing.promotion} onClose={onClose} />}
    </Modal>
  );
}
