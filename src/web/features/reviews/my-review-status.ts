/**
 * Where the user's own review stands on a page that lets them write one: the review (null when
 * they have none), whether the page still cannot tell create from update, and the matching title.
 */
export function myReviewStatus<Review>(
  auth: { loading: boolean; userId: string | null },
  mine: { data?: Review | null | undefined; isPending: boolean },
): { review: Review | null; deciding: boolean; title: 'Update Your Review' | 'Write a Review' } {
  const review = mine.data ?? null;
  return {
    review,
    // Until we know whether the user already has a review, we cannot tell create from update.
    deciding: auth.loading || (auth.userId !== null && mine.isPending),
    title: review === null ? 'Write a Review' : 'Update Your Review',
  };
}
