import { useEffect, useState } from 'react';
import { FILTER_SPINNER_MS } from '#shared/constants.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';

function Pulse({ busy }: { busy: boolean }) {
  const [timing, setTiming] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setTiming(false), FILTER_SPINNER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!timing && !busy) return null;
  return (
    <span className="flex items-center gap-2 text-sm text-muted-foreground">
      <Spinner label={null} className="size-4" />
      Updating results…
    </span>
  );
}

type FilterIndicatorProps = {
  /** Changes whenever a filter changes; each change restarts the ~300 ms indicator. */
  filterKey: string;
  /** Keeps the indicator up while the new results are still loading. */
  busy: boolean;
};

/** docs/product.md §2: a filter loading indicator lasting about 300 ms after each filter change. */
export function FilterIndicator({ filterKey, busy }: FilterIndicatorProps) {
  const [initialKey] = useState(filterKey);
  const show = filterKey !== initialKey || busy;
  return (
    // Empty, it takes no room: the order's control lines up with the text on a phone.
    <div
      role="status"
      aria-live="polite"
      className="mr-3 min-h-5 empty:mr-0"
      data-testid="filter-indicator"
    >
      {show ? <Pulse key={filterKey} busy={busy} /> : null}
    </div>
  );
}
