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

/** Asks for Mercado Livre's consent page and sends the browser there. */
export function useMercadoLivreConsent() {
  return useMutation({
    mutationFn: () => answer(bff.POST('/bffweb/marketplaces/MERCADO_LIVRE/connect')),
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
