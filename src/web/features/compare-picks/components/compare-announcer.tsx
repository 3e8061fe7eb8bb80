import { useCompareMessage } from '../compare-store.ts';

/**
 * Says each change to the picks politely. Always on the page (empty until a change), so the
 * first pick is announced too: a live region added together with its text is often not read.
 */
export function CompareAnnouncer() {
  const message = useCompareMessage();
  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only">
      {message}
    </div>
  );
}
