import { pageLoader, revalidateOnNewPath } from '#web/lib/page-data.ts';
import { listingSearchQuery } from '#web/lib/listings-query.ts';
import { ListingDialogFromUrl } from '#web/app/listing-dialog-from-url.tsx';
import { LISTING_PARAM } from '#web/lib/listing-dialog-link.ts';
import { listingQuery } from '#web/lib/listing-query.ts';
import {
  BrowseResults,
  type WiderSearch,
} from '#web/features/search/components/browse-results.tsx';
import { widerMiles } from '#web/features/search/wider-search.ts';
import { readPagesShown } from '#web/features/search/pages-shown.ts';
import type { Place } from '#shared/place-schemas.ts';
import { paths } from '#web/lib/paths.ts';
import { FiltersToggle } from '#web/features/search/components/filters-toggle.tsx';
import { LocationSearch } from '#web/features/search/components/location-search.tsx';
import { CarriedFilters } from '#web/features/search/components/carried-filters.tsx';
import { ResponsiveFilters } from '#web/features/search/components/responsive-filters.tsx';
import { RequestedListing } from '#web/features/search/components/requested-listing.tsx';
import { ResultsHeader } from '#web/features/search/components/results-header.tsx';
import { useBrowseSearch } from '#web/features/search/hooks/use-browse-search.ts';
import { locationTyped } from '#shared/location-typed.ts';
import { useIsMobile } from '#web/features/search/hooks/use-is-mobile.ts';
import { useSidebarState } from '#web/features/search/hooks/use-sidebar-state.ts';
import {
  activeFilterCount,
  filtersReadAs,
  PARAM,
  parseBrowseFilters,
  readBrowseView,
  toListingQuery,
  writeBrowseFilters,
  type BrowseFilters,
} from '#web/features/search/search-params.ts';
import { Head } from '#web/lib/head.tsx';
import { listingPointsQuery } from '#web/features/search/api/get-listing-points.ts';
import { BrowseMapPanel } from '#web/features/search/map/browse-map-panel.tsx';
import { ViewToggle } from '#web/features/search/map/view-toggle.tsx';
import type { Bbox } from '#shared/bbox.ts';
import { cn } from '#web/lib/cn.ts';
import { redirect, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { formAction } from '#web/lib/form-action.ts';
import { SAVED_PARAM, SaveSearch, saveSearch } from '#web/features/saved-searches/index.ts';
import type { AlertFrequency } from '#shared/constants.ts';
import { WithListingActions } from '#web/app/listing-actions.tsx';

/** "Save this search": the address's query is the search (docs/decisions/045). */
export const action = formAction(
  'Your search could not be saved. Please try again.',
  async ({ api, fields, request }) => {
    const url = new URL(request.url);
    url.searchParams.delete(SAVED_PARAM);
    await saveSearch(api, {
      name: fields.name ?? '',
      query: url.search,
      frequency: fields.frequency as AlertFrequency,
    });
    url.searchParams.set(SAVED_PARAM, '1');
    return `${url.pathname}${url.search}`;
  },
);

export const shouldRevalidate = revalidateOnNewPath;

/**
 * A search the page's script did not read first (a form sent without it, a link) with care
 * typed before its place (docs/decisions/079) or a distance typed with it (082) goes to the same
 * search written as filters.
 */
export function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const filters = parseBrowseFilters(url.searchParams);
  const typed = locationTyped(filters.location, filters);
  if (typed.location !== filters.location) {
    const params = writeBrowseFilters({ ...filters, ...typed }, url.searchParams);
    throw redirect(`${url.pathname}?${params}`);
  }
  return loadBrowse(args);
}

const loadBrowse = pageLoader(
  async ({ queryClient, request }) => {
    const params = new URL(request.url).searchParams;
    const filters = toListingQuery(parseBrowseFilters(params));
    const query = listingSearchQuery(filters);
    // The listing a ?listing= link opens: in the HTML (RequestedListing) and, for the dialog, in
    // the cache the page hydrates from (an unknown one shows the dialog's own not-found state).
    const listingId = params.get(LISTING_PARAM);
    await Promise.all([
      listingId ? queryClient.prefetchQuery(listingQuery(listingId)) : null,
      queryClient.prefetchInfiniteQuery({ ...query, pages: readPagesShown(params) }),
      // The map's text alternative is in the first HTML (docs/decisions/046).
      readBrowseView(params) === 'map'
        ? queryClient.prefetchQuery(listingPointsQuery(filters))
        : null,
    ]);
    // Text the server read as a place and care goes to the same search written as filters
    // (docs/decisions/080); the page's script does the same (useBrowseSearch).
    const readAs = queryClient.getQueryData(query.queryKey)?.pages[0]?.readAs;
    if (readAs) {
      const url = new URL(request.url);
      const written = writeBrowseFilters(filtersReadAs(parseBrowseFilters(params), readAs), params);
      throw redirect(`${url.pathname}?${written}`);
    }
  },
  { holdsNavigation: false },
);

function PageContent() {
  const isMobile = useIsMobile();
  const sidebar = useSidebarState(isMobile);
  const {
    filters,
    updateFilters,
    apiQuery,
    filterKey,
    results,
    loadingNew,
    failed,
    retry,
    loadMore,
  } = useBrowseSearch();
  const activeCount = activeFilterCount(filters);
  const [searchParams] = useSearchParams();
  const view = readBrowseView(searchParams);
  // The visible area replaces the place typed: both at once would find the overlap, often none.
  const searchArea = (bbox: Bbox) =>
    updateFilters({ bbox, location: '', zip: null, coords: null, radius: null });

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <Head
        title="Browse senior living communities"
        description="Search assisted living, memory care, independent living and other senior living communities by location, care type and monthly price."
      />
      <LocationSearch
        variant="bar"
        location={filters.location}
        onSearch={(location) => updateFilters({ ...locationTyped(location, filters), bbox: null })}
        carried={<CarriedFilters filters={filters} except={[PARAM.location, PARAM.bbox]} />}
        actions={
          <FiltersToggle activeCount={activeCount} onOpen={() => sidebar.setOpenMobile(true)} />
        }
      />
      <RequestedListing />
      <div className="mt-6 flex gap-6 lg:gap-8">
        <ResponsiveFilters
          isMobile={isMobile}
          sidebar={sidebar}
          activeCount={activeCount}
          results={results}
        />
        <section aria-label="Results" className="grid min-w-0 flex-1 content-start gap-6">
          <div className="flex justify-end">
            <ViewToggle view={view} />
          </div>
          <ResultsHeader
            total={results.shownTotal}
            totalIsLowerBound={results.totalIsLowerBound}
            location={filters.location}
            filterKey={filterKey}
            busy={loadingNew}
            place={results.place}
            placeNotFound={results.placeNotFound}
            placeAlternatives={results.placeAlternatives}
            needsVisitorLocation={results.needsVisitorLocation}
            careNotListed={results.careNotListed}
          />
          <SaveSearch />
          <div className={cn(view === 'map' && 'grid items-start gap-6 lg:grid-cols-2')}>
            {view === 'map' ? (
              <div className="lg:sticky lg:top-4 lg:order-2">
                <BrowseMapPanel apiQuery={apiQuery} bbox={filters.bbox} onSearchArea={searchArea} />
              </div>
            ) : null}
            <BrowseResults
              listings={results.listings}
              total={results.total}
              totalIsLowerBound={results.totalIsLowerBound}
              loading={loadingNew}
              failed={failed}
              degraded={results.degraded}
              onRetry={retry}
              loadMore={loadMore}
              gridClassName={view === 'map' ? 'lg:grid-cols-1 xl:grid-cols-1' : undefined}
              wider={widerSearch(results.place, filters)}
            />
          </div>
        </section>
      </div>
      <ListingDialogFromUrl />
    </div>
  );
}

/** The same search farther out, when a place was searched within less than 100 miles. */
function widerSearch(place: Place | null, filters: BrowseFilters): WiderSearch | null {
  const miles = widerMiles(place);
  if (!place || miles === null) return null;
  const href = `${paths.browse}?${writeBrowseFilters({ ...filters, radius: miles })}`;
  return { href, miles, placeLabel: place.label };
}

/** /browse: search and filter listings (docs/product.md §2 "Browse page"); every filter lives in the URL. */
export function Component() {
  return (
    <WithListingActions>
      <PageContent />
    </WithListingActions>
  );
}
