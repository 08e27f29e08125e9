import { useState } from 'react';
import { Modal, Select, Text } from '@mantine/core';
import { MoneyInput, moneyFieldOf, moneyValue } from '../../MoneyInput';
import { PRICE_RULES } from '../../money';
import { useI18n } from '../../i18n';
import { fieldErrors, ProblemAlert } from '../../problem';
import { usePlatforms } from '../../api/marketplaces';
import { useSavePrice } from '../../api/prices';
import { DialogForm } from '../../dialogs';
import { HeldNotice } from './HeldPrices';
import { OwnPriceAds } from './OwnPriceAds';

/** What is being edited: the SKU-wide list price (platform null), one platform's, or a platform to pick. */
export interface PriceTarget {
  skuId: string;
  sku: string;
  platform: 'choose' | (string & {}) | null;
  value: number | null;
}

/**
 * A SKU's DEFAULT (list) price, SKU-wide (`PUT /bffweb/prices/bysku`) or on one platform (`PUT
 * /bffweb/prices/list/bysku`); the history records the change as made in the admin.
 */
export function PriceEditor({ target, onClose }: { target: PriceTarget | null; onClose(): void }) {
  const { t } = useI18n();
  const p = t.prices;
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target ? p.editTitle(target.sku) : ''}
      closeButtonProps={{ 'aria-label': t.close }}
    >
      {target && <PriceForm key={`${target.skuId} ${target.platform}`} target={target} onClose={onClose} />}
    </Modal>
  );
}

function PriceForm({ target, onClose }: { target: PriceTarget; onClose(): void }) {
  const { t, lang } = useI18n();
  const p = t.prices;
  const platforms = usePlatforms();
  const [platform, setPlatform] = useState<string | null>(
    target.platform === 'choose' ? null : target.platform,
  );
  const [field, setField] = useState(moneyFieldOf(target.value, PRICE_RULES, lang));
  const value = moneyValue(field);
  const save = useSavePrice(onClose);
  const errors = fieldErrors(save.error, t);
  const choosing = target.platform === 'choose';

  return (
    <DialogForm
      onSubmit={() => value != null && save.mutate({ skuId: target.skuId, platform, value })}
      onCancel={onClose}
      disabled={value === null || value === undefined || (choosing && !platform)}
      pending={save.isPending}
    >
      {choosing ? (
        <Select
          label={p.platform}
          required
          data={(platforms.data ?? []).map((item) => item.platform)}
          value={platform}
          onChange={setPlatform}
          error={errors['[0].platform']}
        />
      ) : (
        <Text size="sm">{platform === null ? p.everyPlatform : platform}</Text>
      )}
      <Text size="sm" c="dimmed">
        {platform === null ? p.wideHelp : p.platformHelp}
      </Text>
      <MoneyInput
        label={p.value}
        required
        rules={PRICE_RULES}
        field={field}
        onChange={setField}
        error={errors.value ?? errors['[0].value']}
        data-autofocus
      />
      {!(choosing && !platform) && <OwnPriceAds skuId={target.skuId} platform={platform} variant="note" />}
      {save.data && <HeldNotice held={save.data.held ?? []} />}
      {save.isError && <ProblemAlert error={save.error} testId="price-error" />}
    </DialogForm>
  );
}
