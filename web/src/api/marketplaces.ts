import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, bff, type Answer, type Body } from './client';

export type MarketplaceAccount = Answer<'/bffweb/marketplaces', 'get'>[number];

/** The seller's marketplace accounts (connected or not). */
export function useMarketplaces() {
  return useQuery({ queryKey: ['marketplaces'], queryFn: () => answer(bff.GET('/bffweb/marketplaces')) });
}

/** Every platform the service knows (a promotion or a price may name one before its account is connected). */
export function usePlatforms() {
  return useQuery({
    queryKey: ['platforms'],
    queryFn: () => answer(bff.GET('/bffweb/marketplaces/platforms')),
    staleTime: Infinity,
  });
}

/** Connects a platform's account; the account list is read again once it is. */
export function useConnectMarketplace(onConnected: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<'/bffweb/marketplaces', 'post'>) =>
      answer(bff.POST('/bffweb/marketplaces', { body })),
    onSuccess: () => {
      onConnected();
      return queryClient.invalidateQueries({ queryKey: ['marketplaces'] });
    },
  });
}

export type ChannelDescription = Answer<'/bffweb/marketplaces/platforms', 'get'>[number];

/** Asks for the consent page of a channel that connects by consent, and sends the browser there. */
export function useConsent(platform: string) {
  return useMutation({
    mutationFn: () =>
      answer(bff.POST('/bffweb/marketplaces/{platform}/connect', { params: { path: { platform } } })),
    onSuccess: ({ authorizationUrl }) => window.location.assign(authorizationUrl),
  });
}

export function useDisconnectMarketplace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      answer(
        bff.PUT('/bffweb/marketplaces/{id}', { params: { path: { id } }, body: { status: 'DISCONNECTED' } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['marketplaces'] }),
  });
}

/** " (nickname)" after an account, when its channel settings name one (settings are free-form). */
export function nicknameSuffix(account: MarketplaceAccount): string {
  const nickname = account.settings?.nickname;
  return typeof nickname === 'string' && nickname ? ` (${nickname})` : '';
}

export type ExistingItem = Answer<'/bffweb/marketplaces/{platform}/existing-items', 'get'>['items'][number];
export type BuyerQuestion = Answer<
  '/bffweb/marketplaces/MERCADO_LIVRE/questions',
  'get'
>['questions'][number];

/** Items the seller already had on the channel that Feira could not link on its own. */
export function useUnmatchedItems(platform: string, enabled: boolean) {
  return useQuery({
    queryKey: ['existing-items', platform],
    enabled,
    queryFn: () =>
      answer(
        bff.GET('/bffweb/marketplaces/{platform}/existing-items', {
          params: { path: { platform }, query: { state: 'UNMATCHED' } },
        }),
      ),
  });
}

/** Reads the account's items again (linking those that match). */
export function useReadExistingItems(platform: string) {
  return useMutation({
    mutationFn: () =>
      answer(
        bff.POST('/bffweb/marketplaces/{platform}/existing-items/import', { params: { path: { platform } } }),
      ),
  });
}

/** Links an item to the SKU of the given code, or leaves it alone; the list is read again after either. */
export function useSettleExistingItem(platform: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, sku }: { id: string; sku: string | null }) =>
      sku === null
        ? answer(
            bff.POST('/bffweb/marketplaces/{platform}/existing-items/{id}/ignore', {
              params: { path: { platform, id } },
            }),
          )
        : answer(
            bff.POST('/bffweb/marketplaces/{platform}/existing-items/{id}/link', {
              params: { path: { platform, id } },
              body: { sku },
            }),
          ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['existing-items', platform] }),
  });
}

/** Buyers' questions waiting for the seller's answer on Mercado Livre. */
export function useUnansweredQuestions(enabled: boolean) {
  return useQuery({
    queryKey: ['questions', 'MERCADO_LIVRE'],
    enabled,
    queryFn: () =>
      answer(
        bff.GET('/bffweb/marketplaces/MERCADO_LIVRE/questions', {
          params: { query: { status: 'UNANSWERED' } },
        }),
      ),
  });
}

export function useAnswerQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, text }: { questionId: string; text: string }) =>
      answer(
        bff.POST('/bffweb/marketplaces/MERCADO_LIVRE/questions/{questionId}/answer', {
          params: { path: { questionId } },
          body: { text },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['questions', 'MERCADO_LIVRE'] }),
  });
}

export type ChannelCategory = Answer<'/bffweb/marketplaces/{platform}/categories', 'get'>[number];
export type CategoryAttribute = Answer<
  '/bffweb/marketplaces/{platform}/categories/{categoryId}/attributes',
  'get'
>[number];

/**
 * The channel's categories for the seller's words, or (`by: 'title'`) its own suggestion for an ad's
 * title; nothing is asked while the words are empty.
 */
export function useChannelCategories(
  platform: string,
  accountId: string,
  search: { by: 'words' | 'title'; text: string },
) {
  const text = search.text.trim();
  return useQuery({
    queryKey: ['channel-categories', platform, accountId, search.by, text],
    enabled: text.length > 0,
    staleTime: 5 * 60_000,
    queryFn: () =>
      answer(
        bff.GET('/bffweb/marketplaces/{platform}/categories', {
          params: {
            path: { platform },
            query: search.by === 'title' ? { accountId, title: text } : { accountId, q: text },
          },
        }),
      ),
  });
}

/** A channel category's attributes (which are required, their values); nothing asked without one. */
export function useCategoryAttributes(platform: string, accountId: string, categoryId: string | null) {
  return useQuery({
    queryKey: ['channel-category-attributes', platform, accountId, categoryId],
    enabled: categoryId !== null,
    staleTime: 5 * 60_000,
    queryFn: () =>
      answer(
        bff.GET('/bffweb/marketplaces/{platform}/categories/{categoryId}/attributes', {
          params: { path: { platform, categoryId: categoryId! }, query: { accountId } },
        }),
      ),
  });
}
