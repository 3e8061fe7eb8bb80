import { SlidersHorizontal } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';

/**
 * The browse page's Filters button, shown below the md breakpoint where the sidebar is hidden. It
 * opens a panel the script draws: pressed before the page has hydrated, the press is held and
 * replayed then (docs/decisions/039, 083); where scripts do not run it is not shown.
 */
export function FiltersToggle({
  activeCount,
  onOpen,
}: {
  activeCount: number;
  onOpen: () => void;
}) {
  return (
    <Button
      type="button"
      size="lg"
      variant="outline"
      className="with-script-only flex-1 sm:flex-none md:hidden"
      onClick={onOpen}
    >
      <SlidersHorizontal aria-hidden="true" />
      Filters
      {activeCount > 0 ? (
        <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
          {activeCount}
          <span className="sr-only"> active</span>
        </span>
      ) : null}
    </Button>
  );
}
