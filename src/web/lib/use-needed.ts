import { useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False while the server renders and while the page hydrates; true once the page is live. */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * For code loaded only once it is needed (a dialog's on its first open, a menu's on first use):
 * true from the first time `when` holds after hydration, and from then on (so closing animations
 * still play). Always false while the server renders and while the page hydrates, so server and
 * browser markup stay the same and no lazy chunk is needed to hydrate. Render the `React.lazy`
 * component inside `<Suspense>` when it is true.
 */
export function useNeeded(when: boolean): boolean {
  const hydrated = useHydrated();
  const [needed, setNeeded] = useState(false);
  if (when && hydrated && !needed) setNeeded(true);
  return needed;
}
