import type { Lang } from '../../i18n';
import { moneyFieldOf, moneyValue, type MoneyField } from '../../MoneyInput';
import type { MoneyRules } from '../../money';
import type { Answer } from '../../api/client';
import {
  dimensionDraftOf,
  dimensionOf,
  emptyDimension,
  categoriesOf,
  fiscalOf,
  specReady,
  type DimensionDraft,
  type FiscalDraft,
} from './SpecFields';

/** The product as the page reads it, typed from the web back end's OpenAPI document. */
export type StoredProduct = Answer<'/bffweb/catalog/products/{productId}', 'get'>;
export type StoredVariation = StoredProduct['variations'][number];
export type AdSummary = StoredVariation['ads'][number];
export type CatalogStatus = StoredProduct['status'];
interface NameValue {
  name: string;
  value: string;
}

export const COST_RULES: MoneyRules = { scale: 4 };

interface EanRow {
  value: string;
  main: boolean;
}
export interface VariationDraft {
  /** Empty for a variation added on this page: the save creates it. */
  skuId: string;
  sku: string;
  cost: MoneyField;
  eans: EanRow[];
  images: string[];
  attributes: NameValue[];
  active: boolean;
  dimension: DimensionDraft;
  stored: StoredVariation | null;
}
export interface ProductDraft {
  title: string;
  brand: string;
  description: string;
  attributes: NameValue[];
  active: boolean;
  fiscal: FiscalDraft;
  dimension: DimensionDraft;
  variations: VariationDraft[];
}

/** A variation added on the product page, saved with the product. */
export const newVariationDraft = (): VariationDraft => ({
  skuId: '',
  sku: '',
  cost: moneyFieldOf(null, COST_RULES, 'pt-BR'),
  eans: [],
  images: [],
  attributes: [
    { name: 'Cor', value: '' },
    { name: 'Tamanho', value: '' },
  ],
  active: true,
  dimension: emptyDimension(),
  stored: null,
});

export function draftOf(product: StoredProduct, lang: Lang): ProductDraft {
  return {
    title: product.title,
    brand: product.brand ?? '',
    description: product.description ?? '',
    attributes: product.attributes.map((a) => ({ ...a })),
    active: product.status !== 'INACTIVE',
    fiscal: {
      ncm: product.fiscal?.ncm ?? '',
      origin: product.fiscal?.origin == null ? '' : String(product.fiscal.origin),
      categoryId: product.categoryId ?? '',
      otherCategoryIds: product.categories.filter((id) => id !== product.categoryId),
    },
    dimension: dimensionDraftOf(product.dimension, lang),
    variations: product.variations.map((v) => ({
      skuId: v.skuId,
      sku: v.sku,
      cost: moneyFieldOf(v.cost, COST_RULES, lang),
      eans: v.eans.map((e) => ({ value: e.value, main: e.main ?? false })),
      images: [...v.images]
        .sort((a, b) => Number(b.main ?? false) - Number(a.main ?? false))
        .map((i) => i.url),
      attributes: v.attributes.map((a) => ({ ...a })),
      active: v.status !== 'INACTIVE',
      dimension: dimensionDraftOf(v.dimension, lang),
      stored: v,
    })),
  };
}

/** Whether every money field, measure and NCM reads as one value (a refused text blocks the save). */
export function draftReady(draft: ProductDraft): boolean {
  return (
    draft.variations.every((v) => moneyValue(v.cost) !== undefined) &&
    specReady(draft.fiscal, [draft.dimension, ...draft.variations.map((v) => v.dimension)])
  );
}

/** A dimension as the body sends it: none at all when no measure is filled in. */
function dimensionBody(draft: DimensionDraft) {
  const dimension = dimensionOf(draft) ?? {};
  return Object.keys(dimension).length > 0 ? dimension : undefined;
}

const statusOf = (active: boolean): CatalogStatus => (active ? 'ACTIVE' : 'INACTIVE');

/** Attribute rows with a name and a value: a suggested "Cor" left blank is no attribute. */
export const filled = (rows: NameValue[]) =>
  rows
    .map((r) => ({ name: r.name.trim(), value: r.value.trim() }))
    .filter((r) => r.name !== '' && r.value !== '');

/**
 * The PUT body: what the page edits from the draft, everything it does not show (warranty, handling
 * time, product costs, videos, kits…) as stored, so a save never clears a field the seller did not see.
 */
export function bodyOf(product: StoredProduct, draft: ProductDraft) {
  const { nbm, condition, handlingTime, warranty, productCosts } = product;
  const shown = { nbm, condition, handlingTime, warranty, productCosts };
  const kept = Object.fromEntries(Object.entries(shown).filter(([, value]) => value !== undefined));
  // The country of origin has no field on the page: it stays as stored beside the NCM and origin typed.
  const fiscal = {
    ...(product.fiscal?.countryOfOrigin ? { countryOfOrigin: product.fiscal.countryOfOrigin } : {}),
    ...fiscalOf(draft.fiscal),
  };
  const dimension = dimensionBody(draft.dimension);
  return {
    ...kept,
    externalId: product.externalId,
    title: draft.title.trim(),
    brand: draft.brand.trim() || null,
    description: draft.description.trim() || null,
    ...categoriesOf(draft.fiscal),
    ...(Object.keys(fiscal).length > 0 ? { fiscal } : {}),
    ...(dimension ? { dimension } : {}),
    attributes: filled(draft.attributes),
    status: statusOf(draft.active),
    variations: draft.variations.map((v) => {
      const eans = v.eans.map((e) => ({ value: e.value.trim(), main: e.main })).filter((e) => e.value !== '');
      const variationDimension = dimensionBody(v.dimension);
      return {
        ...(v.skuId ? { skuId: v.skuId } : {}),
        sku: v.sku.trim(),
        eans: eans.length > 0 ? eans : null,
        ...(eans.length > 0 ? {} : { ean: null }),
        cost: moneyValue(v.cost) ?? null,
        attributes: filled(v.attributes),
        status: statusOf(v.active),
        images: v.images
          .map((url) => url.trim())
          .filter(Boolean)
          .map((url, i) => ({ url, main: i === 0 })),
        videos: v.stored?.videos ?? [],
        dimension: variationDimension ?? null,
        ...(v.stored?.kit ? { kit: v.stored.kit } : {}),
      };
    }),
  };
}
