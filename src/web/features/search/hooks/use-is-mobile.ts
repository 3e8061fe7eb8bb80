import { startTransition, useEffect, useState } from 'react';
import { MOBILE_BREAKPOINT_PX } from '#shared/constants.ts';

const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

/**
 * True below the 768 px breakpoint (docs/product.md §9), where the filters move to an off-canvas
 * panel. False on the server and in the first render, as the server's markup is; the real width
 * follows as a transition, which React renders in slices that yield to input (a store read with
 * useSyncExternalStore would re-render the whole results page in one synchronous task right
 * after hydrating on a phone).
 */
export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => startTransition(() => setMobile(list.matches));
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return mobile;
}
