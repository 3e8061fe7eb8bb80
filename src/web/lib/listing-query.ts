import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ListingDetail, ListingSearchResult, ListingView } from '#shared/listing-schemas.ts';
import { apiOf } from '#web/lib/query-client.ts';
import { listingsSearchKey } from '#web/lib/listings-query.ts';

export const listingQueryKey = (id: string) => ['listings', 'detail', id] as const;

/** A listing's detail, or a search card's view of it shown while the detail loads. */
export type ShownListing = ListingView &
  Partial<Pick<ListingDetail, 'responseTime' | 'publicRecord'>>;

/** GET /api/listings/:id (a sample id "1".."6" or a UUID); 404 → ApiError with status 404. */
export const listingQuery = (id: string) =>
  queryOptions({
    queryKey: listingQueryKey(id),
    // The detail; typed as ShownListing so a search card's view can stand in while it loads.
    queryFn: ({ signal, client }): Promise<ShownListing> =>
      apiOf(client).get('/api/listings/{id}', { params: { id }, signal }),
  });

type CachedSearch = ListingSearchResult | { pages: ListingSearchResult[] } | undefined;

/** A listing already shown on a card, so the dialog can render at once while it refreshes. */
function findInSearchCache(queryClient: QueryClient, id: string): ListingView | undefined {
  for (const [, data] of queryClient.getQueriesData<CachedSearch>({
    queryKey: listingsSearchKey,
  })) {
    const pages = !data ? [] : 'pages' in data ? data.pages : [data];
    for (const page of pages) {
      const found = page.listings.find((listing) => listing.id === id);
      if (found) return found;
    }
  }
  return undefined;
}

export function useListing(id: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    ...listingQuery(id ?? ''),
    enabled: id !== null,
    placeholderData: () => (id ? findInSearchCache(queryClient, id) : undefined),
  });
}
