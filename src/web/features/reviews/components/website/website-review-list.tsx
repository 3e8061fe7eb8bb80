import { useEffect } from 'react';
import { toast } from '#web/lib/toast.tsx';
import { BRAND } from '#shared/constants.ts';
import type { ReviewView } from '#shared/review-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { REVIEW_TEXTS } from '../../messages.ts';
import { ReviewItem } from '../review-item.tsx';
import { ReviewListSkeleton } from '../review-list-skeleton.tsx';

type WebsiteReviewListProps = {
  reviews: ReviewView[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** The signed-in user's id, to mark their review and offer Edit. */
  userId: string | null;
  onEditMine: () => void;
  /** Loads the next page of older reviews; null when all are shown. */
  more: { loading: boolean; load: () => void } | null;
};

/** Newest first; three skeleton cards while loading; an invitation when there are none. */
export function WebsiteReviewList({
  reviews,
  loading,
  failed,
  onRetry,
  userId,
  onEditMine,
  more,
}: WebsiteReviewListProps) {
  useEffect(() => {
    if (failed) toast.error(REVIEW_TEXTS.loadFailed, { id: 'website-reviews-load-failed' });
  }, [failed]);

  let body;
  if (loading) {
    body = <ReviewListSkeleton count={3} />;
  } else if (failed || !reviews) {
    body = (
      <Card className="grid justify-items-start gap-3 p-6">
        <p className="font-medium">{REVIEW_TEXTS.loadFailed}</p>
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </Card>
    );
  } else if (reviews.length === 0) {
    body = (
      <Card className="p-8 text-center">
        <p className="text-muted-foreground">No reviews yet. Be the first to review {BRAND}!</p>
      </Card>
    );
  } else {
    body = (
      <ul className="grid gap-4">
        {reviews.map((review) => (
          <li key={review.id}>
            <Card className="p-5">
              <ReviewItem
                review={review}
                isMine={review.userId === userId}
                onEdit={review.userId === userId ? onEditMine : undefined}
              />
            </Card>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="website-review-list" className="mt-10">
      <h2 id="website-review-list" className="mb-4 text-xl font-semibold tracking-tight">
        What people say about {BRAND}
      </h2>
      {body}
      {more && reviews?.length ? (
        <div className="mt-6 flex justify-center">
          <Button variant="outline" onClick={more.load} disabled={more.loading}>
            {more.loading ? 'Loading...' : 'Show more reviews'}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
