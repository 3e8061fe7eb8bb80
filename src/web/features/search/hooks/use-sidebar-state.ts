import { useCallback, useEffect, useState } from 'react';
import { SIDEBAR_COOKIE_MAX_AGE_DAYS } from '#shared/constants.ts';
import { useCookie } from '#web/lib/request-cookies.ts';

export const SIDEBAR_COOKIE = 'sidebar_state';
const MAX_AGE_SECONDS = SIDEBAR_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;

/**
 * The filter sidebar: expanded or collapsed on wide screens (kept in a cookie for 7 days), and the
 * off-canvas panel on mobile. Ctrl+B (Cmd+B on a Mac) toggles whichever applies.
 */
export function useSidebarState(isMobile: boolean) {
  const remembered = useCookie(SIDEBAR_COOKIE);
  const [open, setOpenState] = useState(remembered !== 'false');
  const [openMobile, setOpenMobile] = useState(false);

  const setOpen = useCallback((value: boolean) => {
    setOpenState(value);
    document.cookie = `${SIDEBAR_COOKIE}=${value}; path=/; max-age=${MAX_AGE_SECONDS}; samesite=lax`;
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setOpenMobile((value) => !value);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'b' || !(event.ctrlKey || event.metaKey)) return;
      if (event.altKey || event.shiftKey) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  return { open, setOpen, openMobile, setOpenMobile, toggle };
}
