import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiClient } from '#web/lib/api-client.ts';
import { apiOf } from '#web/lib/query-client.ts';

/** Every website-review query starts with this key, so one invalidation refreshes them all. */
export const websiteReviewsKey = ['website-reviews'] as const;

export type WebsiteReviewsQuery = { minRating?: number; limit?: number; page?: number };

/** GET /api/website-reviews: newest first, with the average and count of all of them. */
export function getWebsiteReviews(
  client: ApiClient,
  query: WebsiteReviewsQuery,
  signal?: AbortSignal,
) {
  return client.get('/api/website-reviews', { query, signal });
}

/** Reviews shown per "Show more reviews" step on /reviews. */
export const WEBSITE_REVIEWS_PAGE_SIZE = 20;

/** All website reviews, newest first, a page at a time; the summary comes with every page. */
export const websiteReviewPagesQuery = () =>
  infiniteQueryOptions({
    queryKey: [...websiteReviewsKey, 'pages'] as const,
    queryFn: ({ pageParam, signal, client }) =>
      getWebsiteReviews(
        apiOf(client),
        { limit: WEBSITE_REVIEWS_PAGE_SIZE, page: pageParam },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.reviews.length, 0);
      return last.reviews.length === WEBSITE_REVIEWS_PAGE_SIZE && loaded < last.summary.count
        ? pages.length + 1
        : undefined;
    },
  });

export function useWebsiteReviewPages() {
  return useInfiniteQuery(websiteReviewPagesQuery());
}
