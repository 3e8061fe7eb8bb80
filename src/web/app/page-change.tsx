import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * What a new page (pathname) does in the app, as a page loaded afresh would: the window goes to
 * the top, and a focus left nowhere (the link or button pressed has gone with the old page, as
 * after signing in) starts again at the top of the page, where this marker says which page it
 * is; the next Tab reaches "Skip to content". Not when the app first hydrates: a person may have
 * scrolled or focused the server's page before the script ran. A focus the new page placed
 * itself (a form's first field) stays where it is.
 */
export function PageChange() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  const start = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const marker = start.current;
    if (!marker) return;
    marker.textContent = document.title;
    marker.focus({ preventScroll: true });
  }, [pathname]);
  return <span ref={start} tabIndex={-1} className="sr-only" />;
}
