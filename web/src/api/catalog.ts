import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, bff, halPage, type Answer, type Body, type Query } from './client';

type ProductPage = Answer<'/bffweb/catalog/products/search', 'post'>;
export type Product = ProductPage['_embedded']['productApiDTOList'][number];
export type Variation = Product['variations'][number];
type ProductFilter = Body<'/bffweb/catalog/products/search', 'post'>;
/** The document types a category's children as unknown (its schema is recursive): they are categories. */
type Category = Omit<Answer<'/bffweb/catalog/categories', 'get'>[number], 'children'> & {
  children: Category[];
};

/** Products matching `filter`, a page at a time (query: page, size, sort as the service reads them). */
export async function searchProducts(
  filter: ProductFilter,
  query: Query<'/bffweb/catalog/products/search', 'post'>,
) {
  return halPage(
    await answer(bff.POST('/bffweb/catalog/products/search', { params: { query }, body: filter })),
    'productApiDTOList',
  );
}

/** The catalog list: products matching `filter`, last updated first. */
export function useProductSearch(filter: ProductFilter, page: number, size: number) {
  return useQuery({
    queryKey: ['products', filter, page],
    queryFn: () => searchProducts(filter, { page: page - 1, size, sort: 'updatedAt,desc' }),
    placeholderData: keepPreviousData,
  });
}

/** The seller's categories, flattened with their path ("Cozinha › Garrafas") for a picker. */
export function useCategoryOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['catalog', 'categories'],
    enabled,
    queryFn: async () => (await answer(bff.GET('/bffweb/catalog/categories'))) as Category[],
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
    queryFn: () => searchProducts(text ? { text } : {}, { size: 20 }),
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

const skuCodes = (skuIds: string[]) => answer(bff.POST('/bffweb/catalog/skus/codes', { body: { skuIds } }));

/** The sku codes of skuIds a promotion names, for labels of what is already chosen. */
export function useSkuCodes(skuIds: string[]) {
  return useQuery({
    queryKey: ['catalog', 'sku-codes', skuIds],
    enabled: skuIds.length > 0,
    queryFn: () => skuCodes(skuIds.slice(0, 200)),
    staleTime: Infinity,
  });
}

/** The seller's sku code of each shown skuId, as a map (a simulation answers skuIds only). */
export function useSkuCodeMap(skuIds: string[]) {
  const ids = [...new Set(skuIds)].slice(0, 200);
  return useQuery({
    queryKey: ['sku-codes', ids],
    enabled: ids.length > 0,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    queryFn: async () => new Map((await skuCodes(ids)).skus.map((s) => [s.skuId, s.sku])),
  });
}

type ImportDetail = Answer<'/bffweb/catalog/imports/{id}', 'get'>;
export type ImportAccepted = Answer<'/bffweb/catalog/imports', 'post'>;
type ImportStatus = ImportDetail['status'];
/** An import is over once it is DONE or FAILED. */
export const finished = (status?: ImportStatus) => status === 'DONE' || status === 'FAILED';

/** One catalog import, read every second until it ends; then what it wrote is read again. */
export function useCatalogImport(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['catalog-imports', id],
    queryFn: async () => {
      const progress = await answer(bff.GET('/bffweb/catalog/imports/{id}', { params: { path: { id } } }));
      if (finished(progress.status)) {
        // The import wrote products: the catalog list and the recent imports read them again.
        await queryClient.invalidateQueries({ queryKey: ['products'] });
        await queryClient.invalidateQueries({ queryKey: ['catalog-imports', 'recent'] });
      }
      return progress;
    },
    refetchInterval: (query) => (finished(query.state.data?.status) ? false : 1000),
  });
}

/** The seller's last five imports. */
export function useRecentImports() {
  return useQuery({
    queryKey: ['catalog-imports', 'recent'],
    queryFn: async () =>
      halPage(
        await answer(bff.GET('/bffweb/catalog/imports', { params: { query: { size: 5 } } })),
        'catalogImportList',
      ),
  });
}

export const getProduct = (productId: string) =>
  answer(bff.GET('/bffweb/catalog/products/{productId}', { params: { path: { productId } } }));

/** Replaces a product (its variations matched by skuId). */
export const replaceProduct = (
  productId: string,
  body: Body<'/bffweb/catalog/products/{productId}', 'put'>,
) => answer(bff.PUT('/bffweb/catalog/products/{productId}', { params: { path: { productId } }, body }));

export const createProduct = (body: Body<'/bffweb/catalog/products', 'post'>) =>
  answer(bff.POST('/bffweb/catalog/products', { body }));

/** Products whose code or title match `text`, as options of a picker (the value is the product id). */
export function useProductOptions(text: string) {
  return useQuery({
    queryKey: ['catalog', 'product-options', text],
    queryFn: () => searchProducts(text ? { text } : {}, { size: 20 }),
    placeholderData: keepPreviousData,
    select: (page) => page.items.map((p) => ({ value: p.productId, label: `${p.productId} — ${p.title}` })),
  });
}
