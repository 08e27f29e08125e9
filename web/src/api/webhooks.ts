import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, bff, halPage, type Answer, type Body } from './client';

export type Webhook = Answer<'/bffweb/webhooks/{id}', 'get'>;
type NewWebhook = Body<'/bffweb/webhooks', 'post'>;
export type WebhookStatusName = NonNullable<NewWebhook['statuses']>[number];
export type WebhookDomain = NonNullable<NewWebhook['domains']>[number];

/** Once a webhook changed, its list, deliveries and missed notifications are read again. */
function useWebhooksChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['webhooks'] });
}

/** The seller's webhooks (a seller has a handful: one page of 100). */
export function useWebhooks() {
  return useQuery({
    queryKey: ['webhooks', 'list'],
    queryFn: async () =>
      halPage(await answer(bff.GET('/bffweb/webhooks', { params: { query: { size: 100 } } })), 'webhooks'),
  });
}

/** Registers a webhook; answers it with its signing secret, shown once. */
export function useRegisterWebhook(onRegistered: (secret: string) => void) {
  const changed = useWebhooksChanged();
  return useMutation({
    mutationFn: (body: NewWebhook) => answer(bff.POST('/bffweb/webhooks', { body })),
    onSuccess: async (hook) => {
      await changed();
      onRegistered(hook.secret);
    },
  });
}

export type WebhookChange = 'enable' | 'disable' | 'delete';

export function useChangeWebhook(onChanged: (hook: Webhook, action: WebhookChange) => void) {
  const changed = useWebhooksChanged();
  return useMutation({
    mutationFn: ({ hook, action }: { hook: Webhook; action: WebhookChange }) => {
      const params = { path: { id: hook.id } };
      if (action === 'delete') return answer(bff.DELETE('/bffweb/webhooks/{id}', { params }));
      if (action === 'disable')
        return answer(bff.POST('/bffweb/webhooks/{id}/disable', { params, body: {} }));
      return answer(bff.POST('/bffweb/webhooks/{id}/enable', { params }));
    },
    onSuccess: async (_, { hook, action }) => {
      onChanged(hook, action);
      await changed();
    },
  });
}

/** One webhook's deliveries, newest first; read again often while one is still under way. */
export function useWebhookDeliveries(id: string, page: number, size: number) {
  return useQuery({
    queryKey: ['webhooks', 'deliveries', id, page],
    queryFn: async () =>
      halPage(
        await answer(
          bff.GET('/bffweb/webhooks/{id}/deliveries', {
            params: { path: { id }, query: { page: page - 1, size } },
          }),
        ),
        'deliveries',
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((d) => d.status === 'PENDING') ? 2_000 : 10_000,
  });
}

export function useRedeliver(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      answer(
        bff.POST('/bffweb/webhooks/{id}/deliveries/{deliveryId}/redeliver', {
          params: { path: { id, deliveryId } },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['webhooks', 'deliveries', id] }),
  });
}

/** Notifications every attempt failed for, received in [since, until), a page at a time. */
export function useMissedNotifications(
  window: { since: string | null; until: string | null },
  page: number,
  size: number,
) {
  const { since, until } = window;
  return useQuery({
    queryKey: ['webhooks', 'missed', page, since, until],
    queryFn: async () =>
      halPage(
        await answer(
          bff.GET('/bffweb/webhooks/missed', {
            params: {
              query: {
                page: page - 1,
                size,
                ...(since ? { since } : {}),
                ...(until ? { until } : {}),
              },
            },
          }),
        ),
        'missedNotificationApiDTOList',
      ),
    placeholderData: keepPreviousData,
  });
}

export function useResendMissed() {
  const changed = useWebhooksChanged();
  return useMutation({
    mutationFn: (ids: string[]) => answer(bff.POST('/bffweb/webhooks/missed/resend', { body: { ids } })),
    onSuccess: changed,
  });
}
