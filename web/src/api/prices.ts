import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, bff, halPage, type Answer, type Body, type Query } from './client';

export type ScopePrice = Answer<'/bffweb/prices/bysku', 'get'>['platforms'][number];
type HistoryFilter = Pick<Query<'/bffweb/prices/history', 'get'>, 'platform' | 'source'>;
export type HistoryEntry = Answer<
  '/bffweb/prices/history',
  'get'
>['_embedded']['priceHistoryApiDTOList'][number];
export type Promotion = Answer<'/bffweb/promotions/{promotionId}', 'get'>;
export type PromotionInput = Body<'/bffweb/promotions', 'post'>;
type PromotionFilter = Body<'/bffweb/promotions/list/search', 'post'>;

/** A SKU's price everywhere: SKU-wide and per platform. */
export function useSkuPrice(skuId: string) {
  return useQuery({
    queryKey: ['prices', 'bysku', skuId],
    queryFn: () => answer(bff.GET('/bffweb/prices/bysku', { params: { query: { skuId } } })),
  });
}

/** A SKU's price changes, newest first, a page at a time. */
export function usePriceHistory(skuId: string, filter: HistoryFilter, page: number, size: number) {
  return useQuery({
    queryKey: ['prices', 'history', skuId, filter.platform ?? null, filter.source ?? null, page],
    queryFn: async () =>
      halPage(
        await answer(
          bff.GET('/bffweb/prices/history', {
            params: { query: { skuId, ...filter, size, page: page - 1 } },
          }),
        ),
        'priceHistoryApiDTOList',
      ),
    placeholderData: keepPreviousData,
  });
}

/**
 * Sets a SKU's list price, SKU-wide (`platform` null) or on one platform; every price on screen is read
 * again once it is.
 */
export function useSavePrice(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ skuId, platform, value }: { skuId: string; platform: string | null; value: number }) =>
      platform === null
        ? answer(bff.PUT('/bffweb/prices/bysku', { body: { skuId, value } }))
        : answer(
            bff.PUT('/bffweb/prices/list/bysku', {
              body: [{ skuId, platform, value, priceType: 'DEFAULT' }],
            }),
          ),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: ['prices'] });
      // The dashboard counts held prices.
      if ((saved.held ?? []).length > 0) await queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      // A held price did not change anything yet: the dialog stays open to say so.
      if ((saved.held ?? []).length === 0) onSaved();
    },
  });
}

export type HeldPrice = Answer<'/bffweb/prices/held', 'get'>['_embedded']['heldPrices'][number];

/** A SKU's floor per connected channel (the lowest price that still earns the seller's minimum margin). */
export function useSkuFloor(skuId: string) {
  return useQuery({
    queryKey: ['prices', 'floor', skuId],
    queryFn: () => answer(bff.GET('/bffweb/prices/floor/bysku', { params: { query: { skuId } } })),
  });
}

/** The price changes of a SKU the profit guard held, waiting for the seller to confirm or drop them. */
export function useHeldPrices(skuId: string) {
  return useQuery({
    queryKey: ['prices', 'held', skuId],
    queryFn: async () =>
      halPage(
        await answer(bff.GET('/bffweb/prices/held', { params: { query: { skuId, size: 50 } } })),
        'heldPrices',
      ),
  });
}

/**
 * Confirms (applies and pushes) or drops a held change; every price on screen, and the dashboard's
 * held count, are read again after.
 */
export function useDecideHeld() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirm }: { id: string; confirm: boolean }) =>
      confirm
        ? answer(bff.POST('/bffweb/prices/held/{id}/confirm', { params: { path: { id } } }))
        : answer(bff.DELETE('/bffweb/prices/held/{id}', { params: { path: { id } } })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['prices'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}

/** One promotion, for `useQueries` over the promotions a page names (a deleted one stays unnamed). */
export function promotionQuery(promotionId: string) {
  return {
    queryKey: ['promotions', 'one', promotionId],
    queryFn: () => answer(bff.GET('/bffweb/promotions/{promotionId}', { params: { path: { promotionId } } })),
    staleTime: 60_000,
    retry: false,
  };
}

/** The seller's promotions matching `filter`, newest first, a page at a time. */
export function usePromotionSearch(filter: PromotionFilter, page: number, size: number) {
  return useQuery({
    queryKey: ['promotions', 'list', filter, page],
    queryFn: async () =>
      halPage(
        await answer(
          bff.POST('/bffweb/promotions/list/search', {
            params: { query: { page: page - 1, size, sort: 'createdAt,desc' } },
            body: filter,
          }),
        ),
        'promotionApiDTOList',
      ),
    placeholderData: keepPreviousData,
  });
}

/** The SKUs a promotion prices and at what price, a page at a time. */
export function usePromotionSkus(promotionId: string, page: number, size: number) {
  return useQuery({
    queryKey: ['promotions', 'skus', promotionId, page],
    queryFn: async () =>
      halPage(
        await answer(
          bff.GET('/bffweb/promotions/{promotionId}/skus', {
            params: { path: { promotionId }, query: { size, page: page - 1 } },
          }),
        ),
        'promotionSkuList',
      ),
    placeholderData: keepPreviousData,
  });
}

/** Once a promotion changed, its lists and every price it may have moved are read again. */
function usePromotionChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['promotions'] }),
      queryClient.invalidateQueries({ queryKey: ['prices'] }),
    ]);
}

/** Creates a promotion, or replaces the one given. */
export function useSavePromotion(promotion: Promotion | undefined, onSaved: () => void) {
  const queryClient = useQueryClient();
  const changed = usePromotionChanged();
  return useMutation({
    mutationFn: (body: PromotionInput) =>
      promotion
        ? answer(
            bff.PUT('/bffweb/promotions/update/{promotionId}', {
              params: { path: { promotionId: promotion.id } },
              body,
            }),
          )
        : answer(bff.POST('/bffweb/promotions', { body })),
    onSuccess: async (saved) => {
      queryClient.setQueryData(['promotions', 'one', saved.id], saved);
      await changed();
      onSaved();
    },
  });
}

export type PromotionAction = 'activate' | 'finish' | 'clone' | 'delete';

/** Activates, finishes, clones or deletes a promotion; answers the promotion as it now is (none once deleted). */
export function usePromotionAction(onDone: (action: PromotionAction, result: Promotion | undefined) => void) {
  const changed = usePromotionChanged();
  return useMutation({
    mutationFn: async ({ promotion, action }: { promotion: Promotion; action: PromotionAction }) => {
      const path = { params: { path: { promotionId: promotion.id } } };
      if (action === 'activate')
        return (await answer(bff.PUT('/bffweb/promotions/activate', { body: [promotion.id] })))[0];
      if (action === 'finish')
        return (await answer(bff.PUT('/bffweb/promotions/finish', { body: [promotion.id] })))[0];
      if (action === 'clone') return answer(bff.POST('/bffweb/promotions/{promotionId}/clone', path));
      await answer(bff.DELETE('/bffweb/promotions/{promotionId}', path));
      return undefined;
    },
    onSuccess: async (result, { action }) => {
      await changed();
      onDone(action, result);
    },
  });
}
