import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { websiteReviewsKey } from '#web/lib/website-reviews-query.ts';

export const myWebsiteReviewKey = (userId: string) =>
  [...websiteReviewsKey, 'mine', userId] as const;

/** GET /api/website-reviews/mine: the signed-in user's review, or null when they have none. */
export function getMyWebsiteReview(signal?: AbortSignal) {
  return api.get('/api/website-reviews/mine', { signal });
}

/** Only runs for a signed-in user (pass their id); signed out there is nothing to fetch. */
export function useMyWebsiteReview(userId: string | null) {
  return useQuery({
    queryKey: myWebsiteReviewKey(userId ?? ''),
    queryFn: ({ signal }) => getMyWebsiteReview(signal),
    enabled: userId !== null,
  });
}
