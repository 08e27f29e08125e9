import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '../api';
import { answer, bff, halPage, type Answer, type Body } from './client';

type AdPage = Answer<'/bffweb/ads/list/search/{platform}', 'post'>;
export type Ad = AdPage['_embedded']['adApiDTOList'][number];
export type AdFilter = Body<'/bffweb/ads/list/search/{platform}', 'post'>;
type AdChanges = Body<'/bffweb/ads/bulk-edit', 'put'>['changes'];
type UpdateOptions = Body<'/bffweb/ads/update/updateOptions', 'put'>['eventOptions'];

async function searchAds(platform: string, filter: AdFilter, query: { page?: number; size: number }) {
  return halPage(
    await answer(
      bff.POST('/bffweb/ads/list/search/{platform}', { params: { path: { platform }, query }, body: filter }),
    ),
    'adApiDTOList',
  );
}

/**
 * The seller's ads on one platform matching `filter`, a page at a time; `refetchInterval` follows
 * publication, which the channel does asynchronously.
 */
export function useAdSearch(
  platform: string | null,
  filter: AdFilter,
  page: number,
  size: number,
  refetchInterval: (page: Page<Ad> | undefined) => number | false,
) {
  return useQuery({
    queryKey: ['ads', platform, filter, page],
    enabled: platform !== null,
    queryFn: () => searchAds(platform!, filter, { page: page - 1, size }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => refetchInterval(query.state.data),
  });
}

/** The first ads on a platform whose title, sku or EAN match `text`, for a picker. */
export function useAdPicker(platform: string | null, text: string) {
  return useQuery({
    queryKey: ['ads', 'promotion-picker', platform, text],
    enabled: platform !== null,
    queryFn: () => searchAds(platform!, text ? { text } : {}, { size: 20 }),
    placeholderData: keepPreviousData,
  });
}

/** A SKU's ads with their prices, each saying whether it follows the SKU's price or keeps its own. */
export function useAdsOfSku(skuId: string) {
  return useQuery({
    queryKey: ['ads', 'of-sku', skuId],
    queryFn: () => answer(bff.GET('/bffweb/ads/of-sku/{skuId}', { params: { path: { skuId } } })),
  });
}

/** The same changes on every ad given; the ad lists are read again once saved. */
export function useBulkEditAds(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { adIds: string[]; changes: AdChanges }) =>
      answer(bff.PUT('/bffweb/ads/bulk-edit', { body })),
    onSuccess: async () => {
      onSaved();
      await queryClient.invalidateQueries({ queryKey: ['ads'] });
    },
  });
}

/** Which product fields the ads follow: the options to turn on, then the ones to turn off. */
export function useSetUpdateOptions(onSaved: () => void) {
  return useMutation({
    mutationFn: async ({
      adIds,
      enable,
      disable,
    }: {
      adIds: string[];
      enable: UpdateOptions;
      disable: UpdateOptions;
    }) => {
      if (enable.length > 0)
        await answer(
          bff.PUT('/bffweb/ads/update/updateOptions', {
            body: { adIds, eventOptions: enable, action: 'ENABLE' },
          }),
        );
      if (disable.length > 0)
        await answer(
          bff.PUT('/bffweb/ads/update/updateOptions', {
            body: { adIds, eventOptions: disable, action: 'DISABLE' },
          }),
        );
    },
    onSuccess: onSaved,
  });
}

/** Sends the ads' product data to the channel again (all of it, or the options given). */
export function useSyncAds(onSynced: (count: number) => void) {
  return useMutation({
    mutationFn: (body: Body<'/bffweb/ads/sync', 'post'>) => answer(bff.POST('/bffweb/ads/sync', { body })),
    onSuccess: (synced) => onSynced(synced.adIds.length),
  });
}

/** Publishes a variation on a platform; the ads, the catalog list and the product page are read again. */
export function useCreateAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<'/bffweb/ads', 'post'>) => answer(bff.POST('/bffweb/ads', { body })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['ads'] });
      await queryClient.invalidateQueries({ queryKey: ['products'] });
      await queryClient.invalidateQueries({ queryKey: ['product'] });
    },
  });
}

/** Closes the ad's item for good on its channel; the ad lists are read again once done. */
export function useCloseAdItem(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => answer(bff.POST('/bffweb/ads/{id}/close', { params: { path: { id } } })),
    onSuccess: async () => {
      onDone();
      await queryClient.invalidateQueries({ queryKey: ['ads'] });
    },
  });
}

/** Deletes an ad that never reached its channel (a refused listing), to list it again. */
export function useDeleteUnlistedAd(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => answer(bff.DELETE('/bffweb/ads/{id}', { params: { path: { id } } })),
    onSuccess: async () => {
      onDone();
      await queryClient.invalidateQueries({ queryKey: ['ads'] });
    },
  });
}

/** The ad's listing type and the ones the channel lets its item move to now (asked when `enabled`). */
export function useListingTypeMoves(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['ads', 'listing-type', id],
    queryFn: () => answer(bff.GET('/bffweb/ads/{id}/listing-type', { params: { path: { id } } })),
    enabled,
    // Always the channel's answer of now: it changes once the type was changed or the item sold.
    staleTime: 0,
    retry: false,
  });
}

/** Moves the ad's item to another listing type; the ad lists are read again once done. */
export function useChangeListingType(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, listingType }: { id: string; listingType: string }) =>
      answer(bff.POST('/bffweb/ads/{id}/listing-type', { params: { path: { id } }, body: { listingType } })),
    onSuccess: async () => {
      onDone();
      await queryClient.invalidateQueries({ queryKey: ['ads'] });
    },
  });
}

export type AdUpdate = Body<'/bffweb/ads/{id}', 'put'>;

/**
 * Saves one ad (its title, category, listing type, attributes); an ad its channel refused is sent to
 * the channel again. The ad lists are read again once saved.
 */
export function useUpdateAd(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdUpdate }) =>
      answer(bff.PUT('/bffweb/ads/{id}', { params: { path: { id } }, body })),
    onSuccess: async () => {
      onSaved();
      await queryClient.invalidateQueries({ queryKey: ['ads'] });
    },
  });
}
