import { SlidersHorizontal } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { useHydrated } from '#web/lib/use-needed.ts';

/**
 * The browse page's Filters button, shown below the md breakpoint where the sidebar is hidden. It
 * opens a panel the script draws, so it is disabled until the page has hydrated.
 */
export function FiltersToggle({
  activeCount,
  onOpen,
}: {
  activeCount: number;
  onOpen: () => void;
}) {
  const hydrated = useHydrated();
  return (
    <Button
      type="button"
      disabled={!hydrated}
      size="lg"
      variant="outline"
      className="flex-1 sm:flex-none md:hidden"
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
