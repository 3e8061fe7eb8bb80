import { useMemo } from 'react';
import { useListingSearch } from '#web/features/listings/api/get-listings.ts';
import { ListingDialogFromUrl } from '#web/features/listings/components/listing-detail-dialog.tsx';
import { BrowseResults } from '#web/features/search/components/browse-results.tsx';
import { BrowseSearchBar } from '#web/features/search/components/browse-search-bar.tsx';
import { FilterSidebar } from '#web/features/search/components/filter-sidebar.tsx';
import { FiltersSheet } from '#web/features/search/components/filters-sheet.tsx';
import { ResultsHeader } from '#web/features/search/components/results-header.tsx';
import { useBrowseFilters } from '#web/features/search/hooks/use-browse-filters.ts';
import { useIsMobile } from '#web/features/search/hooks/use-is-mobile.ts';
import { useSidebarState } from '#web/features/search/hooks/use-sidebar-state.ts';
import { activeFilterCount, toListingQuery } from '#web/features/search/search-params.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

/** /browse: search and filter listings (SPEC §2 "Browse page"); every filter lives in the URL. */
export function Component() {
  useDocumentTitle('Browse senior living communities');
  const isMobile = useIsMobile();
  const sidebar = useSidebarState(isMobile);
  const { filters, updateFilters } = useBrowseFilters();
  const apiQuery = useMemo(() => toListingQuery(filters), [filters]);
  const search = useListingSearch(apiQuery);

  const pages = search.data?.pages ?? null;
  const first = pages?.[0] ?? null;
  const listings = pages ? pages.flatMap((page) => page.listings) : null;
  const loadingNew = search.isPlaceholderData;
  const total = first && !loadingNew ? first.total : null;
  const activeCount = activeFilterCount(filters);
  const priceBounds = first?.priceBounds ?? null;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <BrowseSearchBar
        location={filters.location}
        onSearch={(location) => updateFilters({ location })}
        filtersToggle={
          isMobile ? { activeCount, onOpen: () => sidebar.setOpenMobile(true) } : undefined
        }
      />
      <div className="mt-6 flex gap-6 lg:gap-8">
        {isMobile ? (
          <FiltersSheet
            open={sidebar.openMobile}
            onOpenChange={sidebar.setOpenMobile}
            priceBounds={priceBounds}
            total={total}
          />
        ) : (
          <FilterSidebar
            open={sidebar.open}
            onOpenChange={sidebar.setOpen}
            activeCount={activeCount}
            priceBounds={priceBounds}
          />
        )}
        <section aria-label="Results" className="grid min-w-0 flex-1 content-start gap-6">
          <ResultsHeader
            total={total}
            location={filters.location}
            filterKey={JSON.stringify(apiQuery)}
            busy={loadingNew}
          />
          <BrowseResults
            listings={listings}
            total={first?.total ?? 0}
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
