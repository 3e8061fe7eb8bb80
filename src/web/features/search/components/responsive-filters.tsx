import { Suspense } from 'react';
import { cn } from '#web/lib/cn.ts';
import { lazyNamed } from '#web/lib/lazy-named.ts';
import { useNeeded } from '#web/lib/use-needed.ts';
import type { useSidebarState } from '../hooks/use-sidebar-state.ts';
import type { SearchResultsSummary } from '../search-results.ts';
import { FilterSidebar, sidebarWidth } from './filter-sidebar.tsx';

// The phone filter panel (a Radix dialog) loads when first opened, not with every browse page.
const FiltersSheet = lazyNamed(() => import('./filters-sheet.tsx'), 'FiltersSheet');

type ResponsiveFiltersProps = {
  isMobile: boolean;
  sidebar: ReturnType<typeof useSidebarState>;
  activeCount: number;
  results: Pick<SearchResultsSummary, 'priceBounds' | 'shownTotal' | 'totalIsLowerBound'>;
};

/**
 * The browse filters: a sidebar on wide screens, an off-canvas panel on phones. The server knows
 * no width, only whether the browser said it is a phone (docs/decisions/066): without that word
 * it renders the sidebar, which CSS hides on narrow screens until the script knows the width and
 * swaps in the off-canvas panel, so nothing shifts.
 */
export function ResponsiveFilters({
  isMobile,
  sidebar,
  activeCount,
  results,
}: ResponsiveFiltersProps) {
  const sheetNeeded = useNeeded(isMobile && sidebar.openMobile);
  if (!isMobile) {
    return (
      <FilterSidebar
        open={sidebar.open}
        onOpenChange={sidebar.setOpen}
        activeCount={activeCount}
        priceBounds={results.priceBounds}
        className="hidden md:block"
      />
    );
  }
  // A wide window that said it is a phone (a tablet, some emulators) gets the sidebar once the
  // script knows its width: until then its place is kept, so the results do not move.
  const sidebarPlace = (
    <div
      aria-hidden="true"
      className={cn('hidden shrink-0 md:block', sidebarWidth(sidebar.open))}
    />
  );
  if (!sheetNeeded) return sidebarPlace;
  return (
    <>
      {sidebarPlace}
      <Suspense fallback={null}>
        <FiltersSheet
          open={sidebar.openMobile}
          onOpenChange={sidebar.setOpenMobile}
          priceBounds={results.priceBounds}
          total={results.shownTotal}
          totalIsLowerBound={results.totalIsLowerBound}
        />
      </Suspense>
    </>
  );
}
