import { useQuery } from '@tanstack/react-query';
import { websiteReviewListSchema, type WebsiteReviewList } from '#shared/review-schemas.ts';
import { api } from '#web/lib/api-client.ts';

/** Every website-review query starts with this key, so one invalidation refreshes them all. */
export const websiteReviewsKey = ['website-reviews'] as const;

export type WebsiteReviewsQuery = { minRating?: number; limit?: number };

export const websiteReviewListKey = (query: WebsiteReviewsQuery = {}) =>
  [...websiteReviewsKey, 'list', query] as const;

/** GET /api/website-reviews: newest first, with the average and count of all of them. */
export function getWebsiteReviews(query: WebsiteReviewsQuery = {}, signal?: AbortSignal) {
  return api.get<WebsiteReviewList>('/api/website-reviews', {
    schema: websiteReviewListSchema,
    query,
    signal,
  });
}

export function useWebsiteReviews(query: WebsiteReviewsQuery = {}) {
  return useQuery({
    queryKey: websiteReviewListKey(query),
    queryFn: ({ signal }) => getWebsiteReviews(query, signal),
  });
}
