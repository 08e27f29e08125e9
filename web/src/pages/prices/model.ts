import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiPage } from '../../api';
import type { Product } from '../Catalog';

/** A SKU's price on one platform scope, as `/bffweb/prices/bysku` answers it. */
export interface ScopePrice {
  platform: string;
  listPrice: number | null;
  salePrice: number | null;
  priceType: 'DEFAULT' | 'PROMOTION' | null;
  promotionId?: string;
  startDate?: string;
  endDate?: string;
  updatedAt: string;
}

export interface SkuPrice extends Omit<ScopePrice, 'platform'> {
  skuId: string;
  sku: string;
  lastModifiedDt: string;
  platforms: ScopePrice[];
}

export const priceSources = ['API', 'ADMIN', 'RULE', 'PROMOTION', 'SCHEDULE'] as const;
type PriceSource = (typeof priceSources)[number];

export interface HistoryEntry {
  id: string;
  skuId: string;
  platform: string | null;
  priceType: string | null;
  oldValue: number | null;
  newValue: number | null;
  oldListPrice: number | null;
  newListPrice: number | null;
  source: PriceSource;
  ruleId?: string;
  promotionId?: string;
  changedAt: string;
}

export const ruleTypes = ['PERCENTAGE_DISCOUNT', 'FIXED_DISCOUNT', 'FIXED_PRICE'] as const;
export type RuleType = (typeof ruleTypes)[number];
export const promotionStatuses = ['INACTIVE', 'ACTIVE', 'FINISHED'] as const;
type PromotionStatus = (typeof promotionStatuses)[number];

export interface Eligibility {
  domain: 'PRODUCT' | 'AD';
  skuIds?: string[];
  categoryIds?: string[];
  adIds?: string[];
  platforms?: string[];
}

export interface PromotionInput {
  name: string;
  ruleType: RuleType;
  value: number;
  startDate: string | null;
  endDate: string | null;
  restorePricesOnAutoFinish: boolean;
  eligibility: Eligibility;
}

export interface Promotion extends PromotionInput {
  id: string;
  status: PromotionStatus;
  inEffect: boolean;
  coveredSkus: number;
  createdAt: string;
  updatedAt: string;
  activatedAt?: string;
  finishedAt?: string;
}

export interface PromotionSku {
  skuId: string;
  sku: string;
  preview: boolean;
  scopes: {
    platform: string | null;
    listPrice: number | null;
    promotionalPrice: number | null;
    salePrice: number | null;
    pricedBy?: string;
    winning: boolean;
  }[];
}

export interface Category {
  id: string;
  name: string;
  path: string[];
  children: Category[];
}

export const PROMOTIONS = '/bffweb/promotions';
export const promotionUrl = (id: string) => `${PROMOTIONS}/${encodeURIComponent(id)}`;

/** Every platform the service knows (a promotion or a price may name one before its account is connected). */
export function usePlatforms() {
  return useQuery({
    queryKey: ['platforms'],
    queryFn: () => api<{ platform: string; name: string }[]>('GET', '/bffweb/marketplaces/platforms'),
    staleTime: Infinity,
  });
}

/** The seller's categories, flattened with their path ("Cozinha › Garrafas") for a picker. */
export function useCategoryOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['catalog', 'categories'],
    enabled,
    queryFn: () => api<Category[]>('GET', '/bffweb/catalog/categories'),
    select: (tree) => {
      const out: { value: string; label: string }[] = [];
      const walk = (nodes: Category[]) => {
        for (const node of nodes) {
          out.push({ value: node.id, label: node.path.join(' › ') });
          walk(node.children);
        }
      };
      walk(tree);
      return out;
    },
  });
}

export interface SkuOption {
  value: string;
  label: string;
  sku: string;
}

/** SKUs whose sku, product code or title match `text`, as options of a picker. */
export function useSkuSearch(text: string, enabled = true) {
  return useQuery({
    queryKey: ['catalog', 'sku-search', text],
    enabled,
    queryFn: () =>
      apiPage<Product>('/bffweb/catalog/products/search?size=20', 'productApiDTOList', text ? { text } : {}),
    placeholderData: keepPreviousData,
    select: (page): SkuOption[] =>
      page.items.flatMap((product) =>
        product.variations.map((variation) => ({
          value: variation.skuId,
          label: `${variation.sku} — ${product.title}`,
          sku: variation.sku,
        })),
      ),
  });
}

/** The sku codes of skuIds a promotion names, for labels of what is already chosen. */
export function useSkuCodes(skuIds: string[]) {
  return useQuery({
    queryKey: ['catalog', 'sku-codes', skuIds],
    enabled: skuIds.length > 0,
    queryFn: () =>
      api<{ skus: { skuId: string; sku: string }[] }>('POST', '/bffweb/catalog/skus/codes', {
        skuIds: skuIds.slice(0, 200),
      }),
    staleTime: Infinity,
  });
}
