import { lazy, Suspense, useMemo } from 'react';
import { serverLoader, skipBrowserRevalidation } from '#web/app/page-data.ts';
import {
  BROWSE_PAGE_SIZE,
  listingSearchQuery,
  useListingSearch,
} from '#web/features/listings/api/get-listings.ts';
import { ListingDialogFromUrl } from '#web/features/listings/components/listing-dialog-from-url.tsx';
import { BrowseResults } from '#web/features/search/components/browse-results.tsx';
import { BrowseSearchBar } from '#web/features/search/components/browse-search-bar.tsx';
import { CarriedFilters } from '#web/features/search/components/carried-filters.tsx';
import { FilterSidebar } from '#web/features/search/components/filter-sidebar.tsx';
import { ResultsHeader } from '#web/features/search/components/results-header.tsx';
import { useBrowseFilters } from '#web/features/search/hooks/use-browse-filters.ts';
import { useIsMobile } from '#web/features/search/hooks/use-is-mobile.ts';
import { useSidebarState } from '#web/features/search/hooks/use-sidebar-state.ts';
import {
  activeFilterCount,
  PARAM,
  parseBrowseFilters,
  toListingQuery,
} from '#web/features/search/search-params.ts';
import { Head } from '#web/app/head.tsx';
import { useNeeded } from '#web/lib/use-needed.ts';

export const shouldRevalidate = skipBrowserRevalidation;

// The phone filter panel (a Radix dialog) loads when first opened, not with every browse page.
const FiltersSheet = lazy(() =>
  import('#web/features/search/components/filters-sheet.tsx').then((m) => ({
    default: m.FiltersSheet,
  })),
);

export const loader = serverLoader(({ queryClient, data, request }) => {
  const filters = parseBrowseFilters(new URL(request.url).searchParams);
  const query = listingSearchQuery(toListingQuery(filters), BROWSE_PAGE_SIZE, data.listings);
  return queryClient.prefetchInfiniteQuery(query);
});

/** /browse: search and filter listings (SPEC §2 "Browse page"); every filter lives in the URL. */
export function Component() {
  const isMobile = useIsMobile();
  const sidebar = useSidebarState(isMobile);
  const sheetNeeded = useNeeded(isMobile && sidebar.openMobile);
  const { filters, updateFilters } = useBrowseFilters();
  const apiQuery = useMemo(() => toListingQuery(filters), [filters]);
  const search = useListingSearch(apiQuery);

  const pages = search.data?.pages ?? null;
  const first = pages?.[0] ?? null;
  const listings = pages ? pages.flatMap((page) => page.listings) : null;
  const loadingNew = search.isPlaceholderData;
  const total = first && !loadingNew ? first.total : null;
  const totalIsLowerBound = first?.totalIsLowerBound ?? false;
  const activeCount = activeFilterCount(filters);
  const priceBounds = first?.priceBounds ?? null;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <Head
        title="Browse senior living communities"
        description="Search assisted living, memory care, independent living and other senior living communities by location, care type and monthly price."
      />
      <BrowseSearchBar
        location={filters.location}
        onSearch={(location) => updateFilters({ location })}
        filtersToggle={{ activeCount, onOpen: () => sidebar.setOpenMobile(true) }}
        carried={<CarriedFilters filters={filters} except={[PARAM.location]} />}
      />
      <div className="mt-6 flex gap-6 lg:gap-8">
        {/* The server cannot know the screen width: CSS hides the sidebar on narrow screens
            until the script knows and swaps in the off-canvas panel, so nothing shifts. */}
        {isMobile ? (
          sheetNeeded ? (
            <Suspense fallback={null}>
              <FiltersSheet
                open={sidebar.openMobile}
                onOpenChange={sidebar.setOpenMobile}
                priceBounds={priceBounds}
                total={total}
                totalIsLowerBound={totalIsLowerBound}
              />
            </Suspense>
          ) : null
        ) : (
          <FilterSidebar
            open={sidebar.open}
            onOpenChange={sidebar.setOpen}
            activeCount={activeCount}
            priceBounds={priceBounds}
            className="hidden md:block"
          />
        )}
        <section aria-label="Results" className="grid min-w-0 flex-1 content-start gap-6">
          <ResultsHeader
            total={total}
            totalIsLowerBound={totalIsLowerBound}
            location={filters.location}
            filterKey={JSON.stringify(apiQuery)}
            busy={loadingNew}
          />
          <BrowseResults
            listings={listings}
            total={first?.total ?? 0}
            totalIsLowerBound={totalIsLowerBound}
            loading={loadingNew}
            failed={search.isError}
            degraded={pages?.some((page) => page.degraded) ?? false}
            onRetry={() => void search.refetch()}
            loadMore={{
              hasMore: search.hasNextPage,
              loading: search.isFetchingNextPage,
              onLoadMore: async () => !(await search.fetchNextPage()).isFetchNextPageError,
            }}
          />
        </section>
      </div>
      <ListingDialogFromUrl />
    </div>
  );
}
