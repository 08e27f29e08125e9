import { useEffect, useState } from 'react';

/** The admin's few routes need no router library: the path is the page. */
export function usePath(): string {
  const [path, setPath] = useState(window.location.pathname);
  useEffect(() => {
    const onPop = () => setPath(window.location.pathname);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  return path;
}

/** What the open page says before it is left with unsaved edits; null when nothing would be lost. */
let leaveWarning: string | null = null;

export function navigate(path: string): void {
  if (path === window.location.pathname) return;
  if (leaveWarning !== null && !window.confirm(leaveWarning)) return;
  leaveWarning = null;
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/**
 * Asks before a page with unsaved edits is left: an admin link (`navigate`) confirms first, and a
 * reload or a closed tab gets the browser's own prompt. `warning` null: nothing to lose.
 */
export function useLeaveGuard(warning: string | null): void {
  useEffect(() => {
    if (warning === null) return;
    leaveWarning = warning;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium versions show the prompt only when returnValue is set.
      event.returnValue = warning;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      leaveWarning = null;
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [warning]);
}
