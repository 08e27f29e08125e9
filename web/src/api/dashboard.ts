import { useQuery } from '@tanstack/react-query';
import { SELLER_TIME_ZONE } from '../format';
import { answer, bff, type Answer } from './client';

export type Dashboard = Answer<'/bffweb/dashboard', 'get'>;

/** The dashboard's read as the URL `dashboardQuery` asks for: its key among the page's first answers (boot.ts). */
export const DASHBOARD_URL = `/bffweb/dashboard?timeZone=${encodeURIComponent(SELLER_TIME_ZONE)}`;

/** Today's figures and the alerts, in the seller's time zone: what the dashboard reads (and boot.ts starts early). */
export const dashboardQuery = {
  queryKey: ['dashboard'],
  queryFn: () => answer(bff.GET('/bffweb/dashboard', { params: { query: { timeZone: SELLER_TIME_ZONE } } })),
};

/** The dashboard's figures, read again every `refreshMs`. */
export function useDashboard(refreshMs: number) {
  return useQuery({ ...dashboardQuery, refetchInterval: refreshMs });
}
