import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../api';
import { createProduct } from '../api/catalog';
import { useI18n } from '../i18n';
import { fieldErrors } from '../problem';
import { DialogForm } from '../dialogs';
import { MoneyInput, moneyField, moneyValue, type MoneyField } from '../MoneyInput';
import { COST_RULES, filled } from './product/draft';
import { AttributesEditor } from './product/ListEditors';
import {
  categoriesOf,
  DimensionFields,
  dimensionOf,
  emptyDimension,
  FiscalFields,
  fiscalOf,
  specReady,
  type DimensionDraft,
  type FiscalDraft,
} from './product/SpecFields';

interface EanRow {
  value: string;
  main: boolean;
}
interface NameValue {
  name: string;
  value: string;
}
interface VariationDraft {
  sku: string;
  cost: MoneyField;
  eans: EanRow[];
  attributes: NameValue[];
}

// Sizes and colours are what variations of most products differ by: offered, dropped when left blank.
const emptyVariation = (): VariationDraft => ({
  sku: '',
  cost: moneyField('', COST_RULES),
  eans: [{ value: '', main: true }],
  attributes: [
    { name: 'Cor', value: '' },
    { name: 'Tamanho', value: '' },
  ],
});
const emptyFiscal = (): FiscalDraft => ({ ncm: '', origin: '', categoryId: '', otherCategoryIds: [] });

/** A variation's EAN list; `listError` is the service's refusal of the list as a whole, shown on it. */
export function EanListEditor({
  index,
  rows,
  onChange,
  errors,
  listError,
}: {
  index: number;
  rows: EanRow[];
  onChange(rows: EanRow[]): void;
  errors: Record<string, string>;
  listError?: string | undefined;
}) {
  const { t } = useI18n();
  const set = (i: number, patch: Partial<EanRow>) =>
    onChange(rows.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  return (
    <Fieldset legend={t.catalog.eanList} variant="unstyled">
      <Text size="xs" c="dimmed" mb="xs">
        {t.catalog.eanHelp}
      </Text>
      {listError && (
        <Text size="sm" c="red" mb="xs" role="alert" data-testid={`ean-error-${index}`}>
          {listError}
        </Text>
      )}
      <Stack gap="xs">
        {rows.map((row, i) => (
          <Group key={i} gap="sm" align="center" wrap="nowrap">
            <TextInput
              aria-label={`${t.catalog.eanValue} ${i + 1}`}
              placeholder="7891234567895"
              inputMode="numeric"
              value={row.value}
              onChange={(event) => set(i, { value: event.currentTarget.value })}
              error={errors[`variations[${index}].eans[${i}].value`]}
              style={{ flex: 1 }}
            />
            <Checkbox
              label={t.catalog.eanMain}
              checked={row.main}
              onChange={(event) => set(i, { main: event.currentTarget.checked })}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`${t.catalog.removeEan} ${i + 1}`}
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
        <div>
          <Button
            size="xs"
            variant="light"
            onClick={() => onChange([...rows, { value: '', main: rows.length === 0 }])}
          >
            {t.catalog.addEan}
          </Button>
        </div>
      </Stack>
    </Fieldset>
  );
}

export function ProductForm({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [externalId, setExternalId] = useState('');
  const [title, setTitle] = useState('');
  const [brand, setBrand] = useState('');
  const [description, setDescription] = useState('');
  const [variations, setVariations] = useState<VariationDraft[]>([emptyVariation()]);
  const [fiscal, setFiscal] = useState<FiscalDraft>(emptyFiscal);
  const [dimension, setDimension] = useState<DimensionDraft>(emptyDimension);
  const [attributes, setAttributes] = useState<NameValue[]>([]);

  const reset = () => {
    setExternalId('');
    setTitle('');
    setBrand('');
    setDescription('');
    setVariations([emptyVariation()]);
    setFiscal(emptyFiscal());
    setDimension(emptyDimension());
    setAttributes([]);
  };
  const measures = dimensionOf(dimension) ?? {};
  const fiscalBody = fiscalOf(fiscal);

  const save = useMutation({
    mutationFn: () =>
      createProduct({
        externalId: externalId.trim(),
        title: title.trim(),
        ...(brand.trim() ? { brand: brand.trim() } : {}),
        ...(description.trim() ? { description: description.trim() } : {}),
        ...(fiscal.categoryId ? categoriesOf(fiscal) : {}),
        ...(Object.keys(fiscalBody).length > 0 ? { fiscal: fiscalBody } : {}),
        ...(Object.keys(measures).length > 0 ? { dimension: measures } : {}),
        ...(filled(attributes).length > 0 ? { attributes: filled(attributes) } : {}),
        variations: variations.map((v) => {
          const eans = v.eans
            .map((row) => ({ value: row.value.trim(), main: row.main }))
            .filter((row) => row.value !== '');
          return {
            sku: v.sku.trim(),
            ...(moneyValue(v.cost) == null ? {} : { cost: moneyValue(v.cost) }),
            ...(eans.length > 0 ? { eans } : {}),
            attributes: filled(v.attributes),
          };
        }),
      }),
    onSuccess: async () => {
      reset();
      onClose();
      await queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });

  const errors = fieldErrors(save.error, t);
  const problem = save.error instanceof ApiError ? save.error.problem : undefined;
  // An EAN list refusal names its variation's list: it is shown there, not at the bottom.
  const eanReason = problem?.reason && !problem.field ? t.eanReasons[problem.reason] : undefined;
  const setVariation = (i: number, patch: Partial<VariationDraft>) =>
    setVariations(variations.map((v, j) => (j === i ? { ...v, ...patch } : v)));

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t.catalog.newProduct}
      size="lg"
      closeButtonProps={{ 'aria-label': t.close }}
    >
      <DialogForm
        onSubmit={() =>
          variations.every((v) => moneyValue(v.cost) !== undefined) &&
          specReady(fiscal, [dimension]) &&
          save.mutate()
        }
        onCancel={onClose}
        pending={save.isPending}
        noValidate
      >
        <TextInput
          label={t.catalog.productId}
          required
          value={externalId}
          onChange={(event) => setExternalId(event.currentTarget.value)}
          error={errors.externalId}
        />
        <TextInput
          label={t.catalog.productTitle}
          required
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={errors.title}
        />
        <TextInput
          label={t.catalog.brand}
          value={brand}
          onChange={(event) => setBrand(event.currentTarget.value)}
          error={errors.brand}
        />
        <Textarea
          label={t.catalog.description}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          error={errors.description}
          autosize
          minRows={2}
        />
        <AttributesEditor legend={t.product.attributes} rows={attributes} onChange={setAttributes} />
        <FiscalFields value={fiscal} onChange={setFiscal} errors={errors} />
        <DimensionFields
          legend={t.product.logistics}
          help={t.product.logisticsHelp}
          value={dimension}
          onChange={setDimension}
          errors={errors}
          field="dimension"
        />
        {variations.map((variation, i) => (
          <Fieldset key={i} legend={`${t.catalog.variation} ${i + 1}`}>
            <Stack gap="sm">
              <Group grow align="start">
                <TextInput
                  label={t.catalog.sku}
                  required
                  value={variation.sku}
                  onChange={(event) => setVariation(i, { sku: event.currentTarget.value })}
                  error={errors[`variations[${i}].sku`]}
                />
                <MoneyInput
                  label={t.catalog.cost}
                  rules={COST_RULES}
                  field={variation.cost}
                  onChange={(cost) => setVariation(i, { cost })}
                  error={errors[`variations[${i}].cost`]}
                />
              </Group>
              <EanListEditor
                index={i}
                rows={variation.eans}
                onChange={(eans) => setVariation(i, { eans })}
                errors={errors}
                listError={
                  problem?.field === `variations[${i}].eans` && problem.reason
                    ? t.eanReasons[problem.reason]
                    : undefined
                }
              />
              <AttributesEditor
                legend={`${t.product.variationAttributes} (${t.catalog.variation} ${i + 1})`}
                help={t.product.variationAttributesHelp}
                rows={variation.attributes}
                onChange={(attributes) => setVariation(i, { attributes })}
              />
            </Stack>
          </Fieldset>
        ))}
        <div>
          <Button
            size="xs"
            variant="default"
            onClick={() => setVariations([...variations, emptyVariation()])}
          >
            {t.catalog.addVariation}
          </Button>
        </div>
        {save.isError && (
          <Alert
            color="red"
            role="alert"
            title={
              eanReason
                ? t.catalog.eanInvalid
                : Object.keys(errors).length > 0
                  ? t.catalog.invalidInput
                  : t.errorTitle
            }
            data-testid="product-error"
          >
            {eanReason ??
              (Object.keys(errors).length > 0
                ? t.catalog.fixErrors
                : save.error instanceof ApiError && save.error.status >= 400 && save.error.status < 500
                  ? save.error.message
                  : t.unexpected)}
            {eanReason && problem?.detail ? (
              <Text size="xs" c="dimmed" mt={4}>
                {problem.detail}
              </Text>
            ) : null}
          </Alert>
        )}
      </DialogForm>
    </Modal>
  );
}
