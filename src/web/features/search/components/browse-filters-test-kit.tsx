import type { ListingSearchResult } from '#shared/listing-schemas.ts';
import { DEFAULT_PRICE_RANGE } from '#shared/constants.ts';
import { jsonResponse, stubFetch, type SentRequest } from '#web/test/fetch.ts';
import { renderInApp } from '#web/test/render.tsx';
import { useBrowseSearch } from '../hooks/use-browse-search.ts';
import { useSidebarState } from '../hooks/use-sidebar-state.ts';
import { activeFilterCount } from '../search-params.ts';
import { ResponsiveFilters } from './responsive-filters.tsx';
import { SortControl } from './sort-control.tsx';

// Shared by the browse filters' component tests (*.test.tsx beside it).

/** The API's answer to every search: no listings, the price bounds the sliders span. */
const NO_RESULTS: ListingSearchResult = {
  listings: [],
  total: 0,
  totalIsLowerBound: false,
  page: 1,
  pageSize: 12,
  priceBounds: DEFAULT_PRICE_RANGE,
  origin: null,
  place: null,
  placeNotFound: false,
  placeAlternatives: [],
  readAs: null,
  needsVisitorLocation: false,
  careNotListed: null,
  degraded: false,
};

/** The filters and the sort control wired as /browse wires them (src/web/routes/browse.tsx). */
function BrowseFiltersAsOnThePage() {
  const sidebar = useSidebarState(false);
  const { filters, results } = useBrowseSearch();
  return (
    <>
      <SortControl placeHasCenter={results.place?.radius != null} />
      <ResponsiveFilters
        isMobile={false}
        sidebar={sidebar}
        activeCount={activeFilterCount(filters)}
        results={results}
      />
    </>
  );
}

/** /browse with these search parameters; `params()` is the address the filters last wrote. */
export function renderBrowseFilters(search = '') {
  const sent = stubFetch(({ url }: SentRequest) =>
    url.startsWith('/api/listings?') ? jsonResponse(200, NO_RESULTS) : jsonResponse(404, {}),
  );
  const view = renderInApp(<BrowseFiltersAsOnThePage />, { url: `/browse${search}` });
  const params = () => new URLSearchParams(view.router.state.location.search);
  /** The query of the last search the page sent to GET /api/listings. */
  const lastSearch = () => new URLSearchParams(sent.at(-1)?.url.split('?')[1]);
  return { ...view, sent, params, lastSearch };
}
