import { useMemo, useState } from 'react';
import { Anchor, Button, Card, Group, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api';
import { getProduct, replaceProduct } from '../../api/catalog';
import { useI18n } from '../../i18n';
import { MoneyInput } from '../../MoneyInput';
import { fieldErrors, ProblemAlert } from '../../problem';
import { navigate, useLeaveGuard } from '../../router';
import { ErrorState, Loading, PageTitle } from '../../states';
import { EanListEditor } from '../ProductForm';
import { AttributesEditor, ImagesEditor } from './ListEditors';
import { VariationChannels } from './VariationChannels';
import { DimensionFields, FiscalFields } from './SpecFields';
import {
  bodyOf,
  COST_RULES,
  draftOf,
  draftReady,
  newVariationDraft,
  type ProductDraft,
  type StoredProduct,
  type VariationDraft,
} from './draft';

/** `/catalog/<productId>`: one product, its variations and, per variation, prices, stock and ads. */
export function ProductPage({ productId }: { productId: string }) {
  const product = useQuery({
    queryKey: ['product', productId],
    queryFn: () => getProduct(productId),
  });
  if (product.isPending) return <Loading />;
  if (product.isError) return <ErrorState error={product.error} onRetry={() => void product.refetch()} />;
  return <ProductEditor key={product.data.externalId} product={product.data} />;
}

function ProductEditor({ product }: { product: StoredProduct }) {
  const { t, lang } = useI18n();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ProductDraft>(() => draftOf(product, lang));
  const [tried, setTried] = useState(false);
  // Edits are unsaved while the body a save would send differs from the stored product's own.
  const storedBody = useMemo(() => JSON.stringify(bodyOf(product, draftOf(product, lang))), [product, lang]);
  const dirty = JSON.stringify(bodyOf(product, draft)) !== storedBody || !draftReady(draft);
  useLeaveGuard(dirty ? t.product.leaveUnsaved : null);
  const save = useMutation({
    mutationFn: () => replaceProduct(product.externalId, bodyOf(product, draft)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['product', product.externalId] });
      await queryClient.invalidateQueries({ queryKey: ['products'] });
      await queryClient.invalidateQueries({ queryKey: ['ads'] });
      // Variations added here now have their skuIds: the page edits the product as stored.
      const stored = queryClient.getQueryData<StoredProduct>(['product', product.externalId]);
      if (stored) setDraft(draftOf(stored, lang));
    },
  });
  const errors = fieldErrors(save.error, t);
  const problem = save.error instanceof ApiError ? save.error.problem : undefined;
  const onField = problem?.field !== undefined || Object.keys(errors).length > 0;
  const setVariation = (i: number, patch: Partial<VariationDraft>) =>
    setDraft({ ...draft, variations: draft.variations.map((v, j) => (j === i ? { ...v, ...patch } : v)) });

  return (
    <Stack>
      <Anchor
        href="/catalog"
        size="sm"
        onClick={(event) => {
          event.preventDefault();
          navigate('/catalog');
        }}
      >
        ← {t.product.back}
      </Anchor>
      <PageTitle>{product.title}</PageTitle>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (draftReady(draft)) save.mutate();
        }}
        noValidate
      >
        <Stack>
          <Card withBorder>
            <Stack gap="sm">
              <Title order={2} size="h3">
                {t.product.details}
              </Title>
              <Text size="sm" c="dimmed">
                {t.catalog.productId}: {product.externalId}
              </Text>
              <TextInput
                label={t.catalog.productTitle}
                required
                value={draft.title}
                onChange={(e) => setDraft({ ...draft, title: e.currentTarget.value })}
                error={errors.title}
              />
              <Switch
                label={t.product.productActive}
                description={t.product.productActiveHelp}
                checked={draft.active}
                onChange={(e) => setDraft({ ...draft, active: e.currentTarget.checked })}
                error={errors.status}
              />
              <TextInput
                label={t.catalog.brand}
                value={draft.brand}
                onChange={(e) => setDraft({ ...draft, brand: e.currentTarget.value })}
                error={errors.brand}
              />
              <Textarea
                label={t.catalog.description}
                value={draft.description}
                onChange={(e) => setDraft({ ...draft, description: e.currentTarget.value })}
                error={errors.description}
                autosize
                minRows={2}
              />
              <AttributesEditor
                legend={t.product.attributes}
                rows={draft.attributes}
                onChange={(attributes) => setDraft({ ...draft, attributes })}
              />
              <Title order={3} size="h4">
                {t.product.fiscal}
              </Title>
              <FiscalFields
                value={draft.fiscal}
                onChange={(fiscal) => setDraft({ ...draft, fiscal })}
                errors={errors}
              />
              <DimensionFields
                legend={t.product.logistics}
                help={t.product.logisticsHelp}
                value={draft.dimension}
                onChange={(dimension) => setDraft({ ...draft, dimension })}
                errors={errors}
                field="dimension"
              />
            </Stack>
          </Card>
          {draft.variations.map((variation, i) => (
            <Card
              withBorder
              key={variation.skuId || `new-${i}`}
              data-testid={variation.stored ? `variation-${variation.stored.sku}` : `variation-new-${i}`}
            >
              <Stack gap="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Title order={2} size="h3">
                    {variation.stored
                      ? `${t.catalog.variation} ${variation.stored.sku}`
                      : `${t.product.newVariation} ${variation.sku}`}
                  </Title>
                  {draft.variations.length > 1 && (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() =>
                        setDraft({ ...draft, variations: draft.variations.filter((_, j) => j !== i) })
                      }
                    >
                      {t.product.removeVariation(variation.stored?.sku ?? variation.sku)}
                    </Button>
                  )}
                </Group>
                <Switch
                  label={t.product.variationActive}
                  description={t.product.variationActiveHelp}
                  checked={variation.active}
                  onChange={(e) => setVariation(i, { active: e.currentTarget.checked })}
                  error={errors[`variations[${i}].status`]}
                />
                <Group grow align="start">
                  <TextInput
                    label={t.catalog.sku}
                    required
                    value={variation.sku}
                    onChange={(e) => setVariation(i, { sku: e.currentTarget.value })}
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
                <ImagesEditor urls={variation.images} onChange={(images) => setVariation(i, { images })} />
                <AttributesEditor
                  legend={`${t.product.variationAttributes} (${variation.stored?.sku ?? t.product.newVariation})`}
                  help={t.product.variationAttributesHelp}
                  rows={variation.attributes}
                  onChange={(attributes) => setVariation(i, { attributes })}
                />
                <DimensionFields
                  legend={t.product.variationLogistics}
                  help={t.product.variationLogisticsHelp}
                  value={variation.dimension}
                  onChange={(dimension) => setVariation(i, { dimension })}
                  errors={errors}
                  field={`variations[${i}].dimension`}
                />
              </Stack>
            </Card>
          ))}
          <div>
            <Button
              variant="default"
              onClick={() => setDraft({ ...draft, variations: [...draft.variations, newVariationDraft()] })}
            >
              {t.product.addVariation}
            </Button>
          </div>
          {tried && !draftReady(draft) && (
            <Text c="red" size="sm" role="alert">
              {t.product.fixMoney}
            </Text>
          )}
          {save.isError &&
            (onField ? (
              <Text c="red" size="sm" role="alert">
                {t.catalog.fixErrors}
              </Text>
            ) : (
              <ProblemAlert error={save.error} testId="product-error" />
            ))}
          {save.isSuccess && (
            <Text c="teal" size="sm" role="status">
              {t.product.saved}
            </Text>
          )}
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t.product.saveProduct}
            </Button>
          </Group>
        </Stack>
      </form>
      {product.variations.map((variation) => (
        <Card withBorder key={variation.skuId} data-testid={`channels-${variation.sku}`}>
          <Stack gap="sm">
            <Title order={2} size="h3">
              {variation.sku}
            </Title>
            <VariationChannels variation={variation} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
