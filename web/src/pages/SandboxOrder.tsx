import { useState } from 'react';
import { Alert, NumberInput, Select, SimpleGrid, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useSkuSearch } from '../api/catalog';
import { useCreateSandboxOrder, type Order } from '../api/orders';
import { refusalText } from '../problem';
import { useI18n } from '../i18n';
import { FormModal } from '../dialogs';

type Amount = number | string;
const fees = ['totalCommission', 'serviceFee', 'shippingCost', 'shippingDiscount', 'tax'] as const;

function MoneyInput({
  label,
  value,
  onChange,
  required,
}: {
  label: string;
  value: Amount;
  onChange(value: Amount): void;
  required?: boolean;
}) {
  const { t } = useI18n();
  return (
    <NumberInput
      label={label}
      placeholder={required ? undefined : t.orders.optional}
      required={required}
      min={0}
      decimalScale={2}
      decimalSeparator=","
      thousandSeparator="."
      value={value}
      onChange={onChange}
    />
  );
}

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
  const [salePrice, setSalePrice] = useState<Amount>('');
  const [amounts, setAmounts] = useState<Record<(typeof fees)[number], Amount>>({
    totalCommission: '',
    serviceFee: '',
    shippingCost: '',
    shippingDiscount: '',
    tax: '',
  });
  const chosen = platform ?? platforms[0] ?? null;

  const options = useSkuSearch(text, opened).data ?? [];

  const create = useCreateSandboxOrder(onCreated);
  const fee = (key: (typeof fees)[number], label: string) => (
    <MoneyInput
      label={label}
      value={amounts[key]}
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
        if (!chosen || !skuId) return;
        create.mutate({
          platform: chosen,
          items: [{ skuId, qty: Number(qty), salePrice: Number(salePrice) }],
          ...Object.fromEntries(
            fees.filter((fee) => amounts[fee] !== '').map((fee) => [fee, Number(amounts[fee])]),
          ),
        });
      }}
      disabled={!chosen || !skuId || salePrice === ''}
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
        <MoneyInput label={t.orders.salePrice} required value={salePrice} onChange={setSalePrice} />
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
