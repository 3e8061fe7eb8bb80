import { Check, Plus } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { useHydrated } from '#web/lib/use-needed.ts';
import { toggleComparePick, useComparePicks } from '../compare-store.ts';

type CompareToggleProps = { listingId: string; listingTitle: string; className?: string };

/**
 * Adds a community to the comparison tray or takes it out. The picks live in the browser, so
 * the control needs the page's script and is disabled until it runs (docs/decisions/031, 044).
 */
export function CompareToggle({ listingId, listingTitle, className }: CompareToggleProps) {
  const picked = useComparePicks().some((p) => p.id === listingId);
  const hydrated = useHydrated();
  return (
    <Button
      variant="outline"
      size="sm"
      aria-pressed={picked}
      disabled={!hydrated}
      onClick={() => toggleComparePick({ id: listingId, title: listingTitle })}
      className={cn(picked && 'bg-primary-soft', className)}
    >
      {picked ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
      Compare
      <span className="sr-only"> {listingTitle}</span>
    </Button>
  );
}
