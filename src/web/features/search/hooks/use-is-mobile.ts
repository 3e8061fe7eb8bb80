import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '#shared/constants.ts';

const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

function subscribe(onChange: () => void) {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True below the 768 px breakpoint (docs/product.md §9), where the filters move to an off-canvas panel. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
