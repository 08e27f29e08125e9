import type { Lang } from '../../i18n';
import { moneyFieldOf, moneyValue, type MoneyField } from '../../MoneyInput';
import type { MoneyRules } from '../../money';
import type { Answer } from '../../api/client';

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
  skuId: string;
  sku: string;
  cost: MoneyField;
  eans: EanRow[];
  images: string[];
  attributes: NameValue[];
  active: boolean;
  stored: StoredVariation;
}
export interface ProductDraft {
  title: string;
  brand: string;
  description: string;
  attributes: NameValue[];
  active: boolean;
  variations: VariationDraft[];
}

export function draftOf(product: StoredProduct, lang: Lang): ProductDraft {
  return {
    title: product.title,
    brand: product.brand ?? '',
    description: product.description ?? '',
    attributes: product.attributes.map((a) => ({ ...a })),
    active: product.status !== 'INACTIVE',
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
      stored: v,
    })),
  };
}

/** Whether every money field reads as one amount (a refused text blocks the save on its field). */
export function draftReady(draft: ProductDraft): boolean {
  return draft.variations.every((v) => moneyValue(v.cost) !== undefined);
}

const statusOf = (active: boolean): CatalogStatus => (active ? 'ACTIVE' : 'INACTIVE');

const filled = (rows: NameValue[]) =>
  rows.map((r) => ({ name: r.name.trim(), value: r.value.trim() })).filter((r) => r.name !== '');

/**
 * The PUT body: what the page edits from the draft, everything it does not show (fiscal, dimensions,
 * warranty, videos, kits…) as stored, so a save never clears a field the seller did not see.
 */
export function bodyOf(product: StoredProduct, draft: ProductDraft) {
  const { nbm, categoryId, condition, handlingTime, warranty, fiscal, dimension, productCosts } = product;
  const shown = { nbm, categoryId, condition, handlingTime, warranty, fiscal, dimension, productCosts };
  const kept = Object.fromEntries(Object.entries(shown).filter(([, value]) => value !== undefined));
  return {
    ...kept,
    externalId: product.externalId,
    title: draft.title.trim(),
    brand: draft.brand.trim() || null,
    description: draft.description.trim() || null,
    attributes: filled(draft.attributes),
    status: statusOf(draft.active),
    variations: draft.variations.map((v) => {
      const eans = v.eans.map((e) => ({ value: e.value.trim(), main: e.main })).filter((e) => e.value !== '');
      return {
        skuId: v.skuId,
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
        videos: v.stored.videos,
        ...(v.stored.dimension ? { dimension: v.stored.dimension } : {}),
        ...(v.stored.kit ? { kit: v.stored.kit } : {}),
      };
    }),
  };
}
