import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { answer, bff, type Answer, type Query } from './client';

export type ReportQuery = Query<'/bffweb/dashboard/reports/sales', 'get'>;
export type SalesReport = Answer<'/bffweb/dashboard/reports/sales', 'get'>;

/** The sales report of the days asked; null (nothing asked) while the range is not a valid one. */
export function useSalesReport(query: ReportQuery | null) {
  return useQuery({
    queryKey: ['reports', 'sales', query],
    queryFn: () => answer(bff.GET('/bffweb/dashboard/reports/sales', { params: { query: query! } })),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** Where the browser downloads the same report as CSV (a GET with the session cookie). */
export function salesReportCsvUrl(query: ReportQuery): string {
  return `/bffweb/dashboard/reports/sales/csv?${new URLSearchParams(query).toString()}`;
}
