import type { QueryClient } from '@tanstack/react-query';
import { loadSession } from './api';
import { dashboardQuery } from './api/dashboard';

/** The session as the shell reads it (App.tsx): once per page load. */
export const sessionQuery = { queryKey: ['session'], queryFn: loadSession, staleTime: Infinity };

/**
 * Starts the first page's reads before React renders anything (WEB-94): the session, and on the
 * dashboard its figures too, side by side. Left to the components, the dashboard's read waited for
 * the first render, the session's answer and the shell's render, one after the other. Without a
 * session the dashboard's read answers 401 and the shell goes to the login page as before.
 */
export function startFirstReads(queryClient: QueryClient, path: string): void {
  void queryClient.prefetchQuery(sessionQuery);
  if (path === '/') void queryClient.prefetchQuery(dashboardQuery);
}
