import type { QueryClient } from '@tanstack/react-query';
import { adoptSession, loadSession, SESSION_URL, type Session } from './api';
import { DASHBOARD_URL, dashboardQuery, type Dashboard } from './api/dashboard';

/** The session as the shell reads it (App.tsx): once per page load. */
export const sessionQuery = { queryKey: ['session'], queryFn: loadSession, staleTime: Infinity };

/**
 * The answers the service wrote into the page for its first reads (WEB-95), by the URL each answers
 * (src/platform/http/first-answers.ts); none without a session, or when the service could not read them.
 */
function firstAnswers(): Record<string, unknown> {
  const block = document.getElementById('first-answers');
  if (!block?.textContent) return {};
  try {
    return JSON.parse(block.textContent) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/**
 * The first page's reads, before React renders anything: the session, and on the dashboard its
 * figures too. The page usually carries their answers (WEB-95), so the first render shows them; any
 * it lacks is asked for at once, side by side (WEB-94), rather than after the first render, the
 * session's answer and the shell's render, one after the other. Without a session the dashboard's
 * read answers 401 and the shell goes to the login page as before.
 */
export function startFirstReads(queryClient: QueryClient, path: string): void {
  const answers = firstAnswers();
  const session = answers[SESSION_URL] as Session | undefined;
  if (session) queryClient.setQueryData(sessionQuery.queryKey, adoptSession(session));
  else void queryClient.prefetchQuery(sessionQuery);
  if (path !== '/') return;
  const dashboard = answers[DASHBOARD_URL] as Dashboard | undefined;
  if (dashboard) queryClient.setQueryData(dashboardQuery.queryKey, dashboard);
  else void queryClient.prefetchQuery(dashboardQuery);
}
