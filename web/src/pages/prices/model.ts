import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiPage } from '../../api';
import type { Product } from '../Catalog';

export const priceSources = ['API', 'ADMIN', 'RULE', 'PROMOTION', 'SCHEDULE'] as const;
export const ruleTypes = ['PERCENTAGE_DISCOUNT', 'FIXED_DISCOUNT', 'FIXED_PRICE'] as const;
export type RuleType = (typeof ruleTypes)[number];
export const promotionStatuses = ['INACTIVE', 'ACTIVE', 'FINISHED'] as const;

export interface Category {
  id: string;
  name: string;
  path: string[];
  children: Category[];
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
