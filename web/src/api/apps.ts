import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, bff, type Answer, type Body } from './client';

export type ScopeChoice = Answer<'/bffweb/apps/scopes', 'get'>[number];
export type ClientApp = Answer<'/bffweb/apps/clients', 'get'>[number];
export type PartnerApp = Answer<'/bffweb/apps/partners', 'get'>[number];
/** A client app's secret, shown once: after it is created or its secret rotated. */
export type Secret = { name: string; clientId: string; clientSecret: string };

/** The scopes a credential can have, named in both languages, and whether this user may give each. */
export function useScopes() {
  return useQuery({
    queryKey: ['apps', 'scopes'],
    queryFn: () => answer(bff.GET('/bffweb/apps/scopes')),
    staleTime: Infinity,
  });
}

export function useClientApps() {
  return useQuery({ queryKey: ['apps', 'clients'], queryFn: () => answer(bff.GET('/bffweb/apps/clients')) });
}

/** Once the client apps changed, their list is read again before the secret is shown. */
function useClientsChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['apps', 'clients'] });
}

export function useCreateClientApp(onCreated: (secret: Secret) => void) {
  const changed = useClientsChanged();
  return useMutation({
    mutationFn: (body: Body<'/bffweb/apps/clients', 'post'>) =>
      answer(bff.POST('/bffweb/apps/clients', { body })),
    onSuccess: async (app) => {
      await changed();
      onCreated({ name: app.name, clientId: app.clientId, clientSecret: app.clientSecret });
    },
  });
}

/** Rotates a client app's secret (answering the new one) or deletes the app. */
export function useChangeClientApp(onChanged: () => void, onSecret: (secret: Secret) => void) {
  const changed = useClientsChanged();
  return useMutation({
    mutationFn: ({ app, action }: { app: ClientApp; action: 'rotate' | 'revoke' }) => {
      const params = { path: { clientId: app.clientId } };
      return action === 'rotate'
        ? answer(bff.POST('/bffweb/apps/clients/{clientId}/rotate-secret', { params }))
        : answer(bff.DELETE('/bffweb/apps/clients/{clientId}', { params }));
    },
    onSuccess: async (result, { app }) => {
      onChanged();
      await changed();
      if (result) onSecret({ name: app.name, clientId: app.clientId, clientSecret: result.clientSecret });
    },
  });
}

export function usePartnerApps() {
  return useQuery({
    queryKey: ['apps', 'partners'],
    queryFn: () => answer(bff.GET('/bffweb/apps/partners')),
  });
}

export function useRevokePartnerApp(onRevoked: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (app: PartnerApp) =>
      answer(
        bff.DELETE('/bffweb/apps/partners/{clientId}', { params: { path: { clientId: app.clientId } } }),
      ),
    onSuccess: async () => {
      onRevoked();
      await queryClient.invalidateQueries({ queryKey: ['apps', 'partners'] });
    },
  });
}
