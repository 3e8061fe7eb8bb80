import { useRef } from 'react';

/**
 * For a Radix dialog opened without its own trigger (by state: a button elsewhere, a Save that
 * asks to sign in, a photo): Radix gives focus back to its trigger, and with none focus falls to
 * the top of the page. This remembers what had focus as the dialog's content first rendered and
 * gives focus back to it when the dialog closes (its onCloseAutoFocus).
 */
export function useFocusReturn(): (event: Event) => void {
  const before = useRef<HTMLElement | null>(
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  );
  return (event) => {
    const element = before.current;
    if (event.defaultPrevented || !element?.isConnected || element === document.body) return;
    event.preventDefault();
    element.focus();
  };
}
