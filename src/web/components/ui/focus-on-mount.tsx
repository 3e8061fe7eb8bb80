import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Moves keyboard focus into content that replaced the control the person just used (a button
 * that opened a form, a form that became a confirmation), so focus is not lost to the page.
 */
export function FocusOnMount({ children, selector }: { children: ReactNode; selector?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    const target = selector ? root?.querySelector<HTMLElement>(selector) : root;
    target?.focus();
  }, [selector]);
  return (
    <div ref={ref} tabIndex={-1} className="outline-none">
      {children}
    </div>
  );
}
