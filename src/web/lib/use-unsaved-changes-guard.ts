import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave this page and lose them?';

/**
 * Asks before a form with unsaved changes is left: another page of the app (the browser's own
 * confirm), or closing or reloading the tab (the browser's "Leave site?" prompt). A save that
 * moves on calls `allowLeaving` first, so it is not asked about.
 */
export function useUnsavedChangesGuard(dirty: boolean): { allowLeaving: () => void } {
  // Set by a save that moves on: its own navigation is not a change being abandoned.
  const leavingAllowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leavingAllowed.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(UNSAVED_CHANGES_MESSAGE)) {
      // Asked once: until the next page has replaced this one, the tab is not asked about again.
      leavingAllowed.current = true;
      blocker.proceed();
    } else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!leavingAllowed.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return {
    allowLeaving: () => {
      leavingAllowed.current = true;
    },
  };
}
