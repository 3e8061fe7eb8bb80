import { useEffect, type ComponentType } from 'react';
import { toast } from '#web/lib/toast.tsx';
import { useListingReviews } from '../api/get-listing-reviews.ts';
import { useDeleteListingReview } from '../api/delete-listing-review.ts';
import { REVIEW_TEXTS } from '../messages.ts';
import { ReviewItem } from './review-item.tsx';
import { ReviewListSkeleton } from './review-list-skeleton.tsx';
import { ReviewReply } from './review-reply.tsx';

/** The reports feature's "Report" button, for one review. */
export type ReportReviewButton = ComponentType<{ target: { kind: 'review'; id: string } }>;

type ListingReviewListProps = {
  listingId: string;
  /** The signed-in user's own review of this listing (the public list does not say whose is whose). */
  myReviewId: string | null;
  onEditMine: () => void;
  /** The signed-in person provides this listing: they may reply to each review. */
  canReply: boolean;
  ReportButton: ReportReviewButton;
};

/** A listing's reviews, newest first, each with the community's reply; Edit and Delete only on my own. */
export function ListingReviewList({
  listingId,
  myReviewId,
  onEditMine,
  canReply,
  ReportButton,
}: ListingReviewListProps) {
  const reviews = useListingReviews(listingId);
  const remove = useDeleteListingReview(listingId);

  useEffect(() => {
    if (reviews.isError) toast.error(REVIEW_TEXTS.loadFailed);
  }, [reviews.isError]);

  if (reviews.isPending) return <ReviewListSkeleton count={2} />;
  if (reviews.isError) {
    return <p className="text-sm text-muted-foreground">Reviews could not be loaded right now.</p>;
  }
  if (reviews.data.length === 0) return null;
  return (
    <ul className="grid gap-4">
      {reviews.data.map((review) => {
        const isMine = review.id === myReviewId;
        return (
          <li key={review.id} className="rounded-lg border border-border p-4">
            <ReviewItem
              review={review}
              isMine={isMine}
              headingLevel={4}
              onEdit={isMine ? onEditMine : undefined}
              onDelete={isMine ? () => remove.mutateAsync(review.id) : undefined}
              aside={<ReportButton target={{ kind: 'review', id: review.id }} />}
            >
              <ReviewReply
                listingId={listingId}
                reviewId={review.id}
                reply={review.reply}
                canReply={canReply}
              />
            </ReviewItem>
          </li>
        );
      })}
    </ul>
  );
}
