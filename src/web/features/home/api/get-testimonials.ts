import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#web/lib/api-client.ts';

const websiteReviewSchema = z.object({
  id: z.string(),
  rating: z.number(),
  title: z.string().nullable(),
  comment: z.string().nullable(),
  reviewerName: z.string().nullable(),
  createdAt: z.string(),
});
const recentReviewsSchema = z.object({ reviews: z.array(websiteReviewSchema) });

export type Testimonial = z.infer<typeof websiteReviewSchema>;

export const TESTIMONIAL_QUERY = { minRating: 4, limit: 3 } as const;
export const testimonialsQueryKey = ['website-reviews', 'recent', TESTIMONIAL_QUERY] as const;

/** GET /api/website-reviews?minRating=4&limit=3: the most recent 4–5 star website reviews. */
export async function getRecentTestimonials(signal?: AbortSignal): Promise<Testimonial[]> {
  const body = await api.get('/api/website-reviews', {
    schema: recentReviewsSchema,
    query: TESTIMONIAL_QUERY,
    signal,
  });
  return body.reviews;
}

/** Real family testimonials for the home page (DESIGN.md §5.5); never invented quotes. */
export function useRecentTestimonials() {
  return useQuery({
    queryKey: testimonialsQueryKey,
    queryFn: ({ signal }) => getRecentTestimonials(signal),
    staleTime: 5 * 60_000,
  });
}
