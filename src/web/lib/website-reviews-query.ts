import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { websiteReviewQuerySchema } from '#shared/review-schemas.ts';
import type { ApiClient } from '#web/lib/api-client.ts';
import { apiOf } from '#web/lib/query-client.ts';

/** Every website-review query starts with this key, so one invalidation refreshes them all. */
export const websiteReviewsKey = ['website-reviews'] as const;

/**
 * The query GET /api/website-reviews validates, as the client sends it: the schema's parsed
 * fields, each optional (the server fills its defaults). Not z.input: coerced fields take
 * `unknown` there. Type-only imports: zod stays out of the pages' scripts.
 */
export type WebsiteReviewsQuery = Partial<z.output<typeof websiteReviewQuerySchema>>;

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
