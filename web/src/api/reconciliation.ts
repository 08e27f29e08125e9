import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { answer, bff, halPage, type Answer, type Query } from './client';

export type ReconciliationTotals = Answer<'/bffweb/reconciliation/totals', 'get'>;
export type DifferencesQuery = Query<'/bffweb/reconciliation/differences', 'get'>;
export type OrderReconciliation = Answer<'/bffweb/reconciliation/orders/{orderId}', 'get'>;
export type ReconciliationStatus = NonNullable<DifferencesQuery['status']>;
export type Period = { from?: string; to?: string };

/** Per channel, over the orders created in the period: expected, received, difference, still held. */
export function useReconciliationTotals(period: Period) {
  return useQuery({
    queryKey: ['reconciliation', 'totals', period],
    queryFn: () => answer(bff.GET('/bffweb/reconciliation/totals', { params: { query: period } })),
    placeholderData: keepPreviousData,
  });
}

/** One page of the orders whose money differs (or of one status), the largest difference first. */
export function useReconciliationDifferences(query: DifferencesQuery) {
  return useQuery({
    queryKey: ['reconciliation', 'differences', query],
    queryFn: async () =>
      halPage(
        await answer(bff.GET('/bffweb/reconciliation/differences', { params: { query } })),
        'reconciliationList',
      ),
    placeholderData: keepPreviousData,
  });
}

/** One order's reconciliation with its evidence (each settlement the channel reported). */
export function useOrderReconciliation(orderId: string) {
  return useQuery({
    queryKey: ['reconciliation', 'order', orderId],
    queryFn: () =>
      answer(bff.GET('/bffweb/reconciliation/orders/{orderId}', { params: { path: { orderId } } })),
  });
}

/** Where the browser downloads one channel's differences of the period as CSV (a GET with the session cookie). */
export function differencesCsvUrl(platform: string, period: Period): string {
  const query = new URLSearchParams({ platform });
  if (period.from) query.set('from', period.from);
  if (period.to) query.set('to', period.to);
  return `/bffweb/reconciliation/export.csv?${query.toString()}`;
}
