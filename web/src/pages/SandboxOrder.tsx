import { useState } from 'react';
import { Alert, NumberInput, Select, SimpleGrid, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useSkuSearch } from '../api/catalog';
import { useCreateSandboxOrder, type Order } from '../api/orders';
import { refusalText } from '../problem';
import { useI18n } from '../i18n';
import { FormModal } from '../dialogs';
import { MoneyInput, moneyField, moneyValue, type MoneyField } from '../MoneyInput';
import { PRICE_RULES } from '../money';

type Amount = number | string;
const empty = () => moneyField('', PRICE_RULES);
const fees = ['totalCommission', 'serviceFee', 'shippingCost', 'shippingDiscount', 'tax'] as const;

/**
 * A sandbox seller makes one of its connected sandbox channels produce an order: the
 * channel profile fills what is left blank, as a real marketplace would.
 */
export function SandboxOrderModal({
  platforms,
  opened,
  onClose,
  onCreated,
}: {
  platforms: string[];
  opened: boolean;
  onClose(): void;
  onCreated(order: Order): void;
}) {
  const { t } = useI18n();
  const [platform, setPlatform] = useState<string | null>(null);
  const [skuId, setSkuId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search, 250);
  const [qty, setQty] = useState<Amount>(1);
  const [salePrice, setSalePrice] = useState<MoneyField>(empty);
  const [amounts, setAmounts] = useState<Record<(typeof fees)[number], MoneyField>>(() => ({
    totalCommission: empty(),
    serviceFee: empty(),
    shippingCost: empty(),
    shippingDiscount: empty(),
    tax: empty(),
  }));
  const price = moneyValue(salePrice);
  const refused = fees.some((key) => moneyValue(amounts[key]) === undefined);
  const chosen = platform ?? platforms[0] ?? null;

  const options = useSkuSearch(text, opened).data ?? [];

  const create = useCreateSandboxOrder(onCreated);
  const fee = (key: (typeof fees)[number], label: string) => (
    <MoneyInput
      label={label}
      placeholder={t.orders.optional}
      rules={PRICE_RULES}
      field={amounts[key]}
      onChange={(value) => setAmounts({ ...amounts, [key]: value })}
    />
  );

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t.orders.sandboxTitle}
      size="lg"
      onSubmit={() => {
        if (!chosen || !skuId || price === null || price === undefined) return;
        create.mutate({
          platform: chosen,
          items: [{ skuId, qty: Number(qty), salePrice: price }],
          ...Object.fromEntries(
            fees.flatMap((fee) => {
              const value = moneyValue(amounts[fee]);
              return value === null || value === undefined ? [] : [[fee, value]];
            }),
          ),
        });
      }}
      disabled={!chosen || !skuId || price === null || price === undefined || refused}
      pending={create.isPending}
      submitLabel={t.orders.create}
    >
      <Text size="sm" c="dimmed">
        {t.orders.sandboxHelp}
      </Text>
      <Select
        label={t.orders.platform}
        data={platforms}
        value={chosen}
        onChange={setPlatform}
        allowDeselect={false}
        required
      />
      <Select
        label={t.orders.product}
        placeholder={t.orders.productSearch}
        searchable
        required
        data={options}
        value={skuId}
        onChange={setSkuId}
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: all }) => all}
        nothingFoundMessage={t.catalog.empty}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label={t.orders.quantity}
          required
          min={1}
          allowDecimal={false}
          value={qty}
          onChange={setQty}
        />
        <MoneyInput
          label={t.orders.salePrice}
          required
          rules={PRICE_RULES}
          field={salePrice}
          onChange={setSalePrice}
        />
        {fee('totalCommission', t.orders.commissionIn)}
        {fee('serviceFee', t.orders.serviceFeeIn)}
        {fee('shippingCost', t.orders.shippingCostIn)}
        {fee('shippingDiscount', t.orders.shippingSubsidyIn)}
        {fee('tax', t.orders.taxIn)}
      </SimpleGrid>
      {create.isError && (
        <Alert color="red" role="alert" data-testid="sandbox-order-error">
          {refusalText(create.error, t)}
        </Alert>
      )}
    </FormModal>
  );
}
