import { useEffect, useRef, type ReactNode } from 'react';

/** Whether the person is already in a field of their own choosing (typing, say). */
function isInAField(root: HTMLElement, active: Element | null): boolean {
  if (!active || active === document.body) return false;
  return root.contains(active) || active.matches('input, textarea, select, [contenteditable]');
}

/**
 * Moves keyboard focus into content that replaced the control the person just used (a button
 * that opened a form, a form that became a confirmation), so focus is not lost to the page. It
 * leaves focus where it is when the person is already in a field: a form the server rendered open
 * mounts when the page's script hydrates it, maybe after the person started typing in it.
 */
export function FocusOnMount({ children, selector }: { children: ReactNode; selector?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root || isInAField(root, document.activeElement)) return;
    const target = selector ? root.querySelector<HTMLElement>(selector) : root;
    target?.focus();
  }, [selector]);
  return (
    <div ref={ref} tabIndex={-1} className="outline-none">
      {children}
    </div>
  );
}
