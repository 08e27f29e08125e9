import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, bff, halPage, type Body } from './client';

export type ParityRule = Body<'/bffweb/prices/parity', 'put'>['rule'];

/** Every price change the profit guard holds for the seller, newest first, a page at a time. */
export function useAllHeldPrices(page: number, size: number) {
  return useQuery({
    queryKey: ['prices', 'held', 'all', page],
    queryFn: async () =>
      halPage(
        await answer(bff.GET('/bffweb/prices/held', { params: { query: { size, page: page - 1 } } })),
        'heldPrices',
      ),
    placeholderData: keepPreviousData,
  });
}

/** The seller's parity rule (null: none). */
export function useParity() {
  return useQuery({
    queryKey: ['prices', 'parity', 'rule'],
    queryFn: () => answer(bff.GET('/bffweb/prices/parity')),
  });
}

/** Sets (or, with null, removes) the parity rule; its conflicts are read again after. */
export function useSaveParity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: ParityRule) => answer(bff.PUT('/bffweb/prices/parity', { body: { rule } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['prices', 'parity'] }),
  });
}

/** The SKUs parity cannot bring into line without going below the floor, a page at a time. */
export function useParityConflicts(page: number, size: number, enabled: boolean) {
  return useQuery({
    queryKey: ['prices', 'parity', 'conflicts', page],
    queryFn: async () =>
      halPage(
        await answer(
          bff.GET('/bffweb/prices/parity/conflicts', { params: { query: { size, page: page - 1 } } }),
        ),
        'parityConflicts',
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Applies the parity rule now, through the guard; every price on screen is read again after. */
export function useApplyParity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => answer(bff.POST('/bffweb/prices/parity/apply')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['prices'] }),
  });
}

/** What the guard makes of a promotion per SKU: stacked price, margin, floor, held or not. */
export function usePromotionGuard(promotionId: string, page: number, size: number, blocked: boolean) {
  return useQuery({
    queryKey: ['promotions', 'guard', promotionId, blocked, page],
    queryFn: async () =>
      halPage(
        await answer(
          bff.GET('/bffweb/promotions/{promotionId}/guard', {
            params: { path: { promotionId }, query: { size, page: page - 1, blocked } },
          }),
        ),
        'promotionGuardList',
      ),
    placeholderData: keepPreviousData,
  });
}

/** The seller's profit guard settings (minimum margin, taxes, change factor, channel costs). */
export function useGuardSettings() {
  return useQuery({
    queryKey: ['prices', 'guard', 'settings'],
    queryFn: () => answer(bff.GET('/bffweb/prices/guard')),
    staleTime: 60_000,
  });
}

export type GuardSettings = Body<'/bffweb/prices/guard', 'put'>;

/** Saves the guard's settings (fields left out keep their value); floors and held prices are read again after. */
export function useSaveGuardSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GuardSettings) => answer(bff.PUT('/bffweb/prices/guard', { body })),
    onSuccess: (saved) => {
      queryClient.setQueryData(['prices', 'guard', 'settings'], saved);
      return queryClient.invalidateQueries({ queryKey: ['prices'] });
    },
  });
}

/** The seller's brands, by name, as options of a picker. */
export function useBrandOptions() {
  return useQuery({
    queryKey: ['catalog', 'brands'],
    queryFn: () => answer(bff.GET('/bffweb/catalog/brands')),
    select: (brands) => brands.map((b) => ({ value: b.id, label: b.name })),
  });
}
