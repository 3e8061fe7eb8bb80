import { startTransition, use, useEffect, useState } from 'react';
import { MOBILE_BREAKPOINT_PX } from '#shared/constants.ts';
import { PhoneFirstContext } from '#web/lib/phone-first.ts';

const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

/**
 * True below the 768 px breakpoint (docs/product.md §9), where the filters move to an off-canvas
 * panel. The first render follows the server's markup: laid out for a phone when the browser said
 * it is one (docs/decisions/066), else for a wide screen. The real width follows as a transition,
 * which React renders in slices that yield to input (a store read with useSyncExternalStore would
 * re-render the whole results page in one synchronous task right after hydrating); when the guess
 * was right, nothing changes.
 */
export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(use(PhoneFirstContext));
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => startTransition(() => setMobile(list.matches));
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return mobile;
}
