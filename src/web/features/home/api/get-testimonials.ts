import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewView } from '#shared/review-schemas.ts';
import { getWebsiteReviews } from '#web/lib/website-reviews-query.ts';
import { apiOf } from '#web/lib/query-client.ts';

/** What a testimonial card shows, picked from the shared review view. */
export type Testimonial = Pick<
  ReviewView,
  'id' | 'rating' | 'title' | 'comment' | 'reviewerName' | 'createdAt'
>;

export const TESTIMONIAL_QUERY = { minRating: 4, limit: 3 } as const;
export const testimonialsQueryKey = ['website-reviews', 'recent', TESTIMONIAL_QUERY] as const;

/** The most recent 4–5 star website reviews. */
export const testimonialsQuery = () =>
  queryOptions({
    queryKey: testimonialsQueryKey,
    queryFn: async ({ signal, client }): Promise<Testimonial[]> =>
      (await getWebsiteReviews(apiOf(client), TESTIMONIAL_QUERY, signal)).reviews,
    staleTime: 5 * 60_000,
  });

/** Real family testimonials for the home page (docs/architecture.md §5.5); never invented quotes. */
export function useRecentTestimonials() {
  return useQuery(testimonialsQuery());
}
