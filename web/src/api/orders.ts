import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../api';
import { answer, bff, halPage, type Answer, type Body } from './client';

export type Order = Answer<'/bffweb/orders/{orderId}', 'get'>;
export type OrderStatus = Order['status'];
/** What a sandbox channel can report of its orders (what a real marketplace would tell). */
export type ChannelStatus = Body<'/bffweb/orders/{orderId}/channel-status', 'put'>['status'];
type OrderFilter = Body<'/bffweb/orders/search', 'post'>;
type SandboxOrder = Body<'/bffweb/orders/sandbox', 'post'>;

/**
 * The seller's orders matching `filter`, a page at a time: newest first, or the most urgent first
 * (`shipBy,asc`) for the day's queues.
 */
export function useOrderSearch(
  filter: OrderFilter,
  page: number,
  size: number,
  sort: 'createdAt,desc' | 'shipBy,asc' = 'createdAt,desc',
) {
  return useQuery({
    queryKey: ['orders', 'list', filter, page, sort],
    queryFn: async () =>
      halPage(
        await answer(
          bff.POST('/bffweb/orders/search', {
            params: { query: { page: page - 1, size, sort } },
            body: filter,
          }),
        ),
        'orderApiDTOList',
      ),
    placeholderData: keepPreviousData,
  });
}

export function useOrder(orderId: string) {
  return useQuery({
    queryKey: ['orders', 'detail', orderId],
    queryFn: () => answer(bff.GET('/bffweb/orders/{orderId}', { params: { path: { orderId } } })),
  });
}

/**
 * A move of an order's state: the seller's own (paid, invoiced, cancel, the tracking of a parcel sent with
 * a carrier of their own) or a sandbox channel's report.
 */
export type OrderMove =
  | { path: 'paid'; body: Body<'/bffweb/orders/{orderId}/paid', 'put'> }
  | { path: 'invoiced'; body: Body<'/bffweb/orders/{orderId}/invoiced', 'put'> }
  | { path: 'cancel'; body: Body<'/bffweb/orders/{orderId}/cancel', 'put'> }
  | { path: 'tracking'; body: Body<'/bffweb/orders/{orderId}/tracking', 'put'> }
  | { path: 'channel-status'; body: Body<'/bffweb/orders/{orderId}/channel-status', 'put'> };

/** Moves an order; every order on screen is read again once it moved. */
export function useOrderMove(orderId: string, onMoved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: OrderMove) => {
      const params = { path: { orderId } };
      switch (move.path) {
        case 'paid':
          return answer(bff.PUT('/bffweb/orders/{orderId}/paid', { params, body: move.body }));
        case 'invoiced':
          return answer(bff.PUT('/bffweb/orders/{orderId}/invoiced', { params, body: move.body }));
        case 'cancel':
          return answer(bff.PUT('/bffweb/orders/{orderId}/cancel', { params, body: move.body }));
        case 'tracking':
          return answer(bff.PUT('/bffweb/orders/{orderId}/tracking', { params, body: move.body }));
        case 'channel-status':
          return answer(bff.PUT('/bffweb/orders/{orderId}/channel-status', { params, body: move.body }));
      }
    },
    onSuccess: async () => {
      onMoved();
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}

/** Asks the channel for an order's shipping label (a job makes it); answers the group to follow. */
export function useRequestLabel(
  order: { id: string; platform: string },
  onAccepted: (groupId: string) => void,
) {
  return useMutation({
    mutationFn: () =>
      answer(
        bff.POST('/bffweb/orders/labels/platform/{platform}', {
          params: { path: { platform: order.platform } },
          body: { orderIds: [order.id] },
        }),
      ),
    onSuccess: (accepted) => onAccepted(accepted.groupId),
  });
}

/** The newest label group holding an order, null when it has none (the route answers 204). */
export function useLatestLabelGroup(orderId: string) {
  return useQuery({
    queryKey: ['orders', 'labels', 'byOrder', orderId],
    queryFn: async () =>
      (await answer(bff.GET('/bffweb/orders/labels/byOrder/{orderId}', { params: { path: { orderId } } }))) ??
      null,
  });
}

/** A label group, read every second while its labels are being made. */
export function useLabelGroup(groupId: string | null) {
  return useQuery({
    queryKey: ['orders', 'labels', groupId],
    enabled: groupId !== null,
    queryFn: () =>
      answer(bff.GET('/bffweb/orders/labels/{groupId}', { params: { path: { groupId: groupId! } } })),
    refetchInterval: (query) => (query.state.data?.status === 'PROCESSING' ? 1_000 : false),
  });
}

/** Asks for the labels of ticked orders, of any channels (one group per platform); answers the groups. */
export function useRequestLabelBatch(onAccepted: (groupIds: string[]) => void) {
  return useMutation({
    mutationFn: (orderIds: string[]) =>
      answer(bff.POST('/bffweb/orders/labels/batch', { body: { orderIds } })),
    onSuccess: (accepted) => onAccepted(accepted.groupIds),
  });
}

/** Label groups, read every second while one of them is being made. */
export function useLabelGroups(groupIds: readonly string[]) {
  return useQuery({
    queryKey: ['orders', 'labels', 'batch', groupIds],
    enabled: groupIds.length > 0,
    queryFn: () =>
      Promise.all(
        groupIds.map((groupId) =>
          answer(bff.GET('/bffweb/orders/labels/{groupId}', { params: { path: { groupId } } })),
        ),
      ),
    refetchInterval: (query) =>
      query.state.data?.some((group) => group.status === 'PROCESSING') ? 1_000 : false,
  });
}

/** Where the browser downloads every label of one format of these groups in one file (with its session). */
export function labelBatchFileUrl(groupIds: readonly string[], format: 'ZPL' | 'PDF'): string {
  const query = new URLSearchParams(groupIds.map((id) => ['groupIds', id]));
  query.set('format', format);
  return `/bffweb/orders/labels/batch/file?${query.toString()}`;
}

/** Makes a sandbox channel produce an order; the order lists are read again once it did. */
export function useCreateSandboxOrder(onCreated: (order: Order) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SandboxOrder) => answer(bff.POST('/bffweb/orders/sandbox', { body })),
    onSuccess: async (order) => {
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
      onCreated(order);
    },
  });
}

/** The picking list of the chosen orders: each SKU with its units summed across them. */
export function usePickingList(orderIds: string[]) {
  return useQuery({
    queryKey: ['orders', 'picking', orderIds],
    queryFn: () => answer(bff.POST('/bffweb/orders/picking-list', { body: { orderIds } })),
    enabled: orderIds.length > 0,
  });
}

/** Downloads the orders of `filter` as the CSV the service writes, under the name it gives. */
export async function downloadOrders(filter: OrderFilter): Promise<void> {
  const { data, response } = await bff.POST('/bffweb/orders/export', { body: filter, parseAs: 'blob' });
  if (!response.ok || !data) throw new ApiError(response.status, {});
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'pedidos.csv';
  const link = document.createElement('a');
  link.href = URL.createObjectURL(data);
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
}
