import { useState } from 'react';
import { MessageSquarePlus } from 'lucide-react';
import type { ListingView } from '#shared/listing-schemas.ts';
import { REVIEW_MESSAGES } from '#shared/review-messages.ts';
import type { ReviewData } from '#shared/review-schemas.ts';
import { ReviewStars } from '#web/components/review/review-stars.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useAuth } from '#web/lib/auth-context.ts';
import { useMyListingReview } from '../api/get-my-listing-review.ts';
import { useCreateListingReview } from '../api/create-listing-review.ts';
import { useUpdateListingReview } from '../api/update-listing-review.ts';
import { useReviewSignInGate } from '../use-review-sign-in-gate.ts';
import { myReviewStatus } from '../my-review-status.ts';
import { ReviewDialog } from './review-dialog.tsx';
import { formatRating, formatReviewCount } from '#web/lib/listing-format.ts';
import { ListingReviewList, type ReportReviewButton } from './listing-review-list.tsx';

function RatingSummary({ listing }: { listing: ListingView }) {
  if (listing.rating === null || listing.reviewCount === 0) {
    return (
      <div>
        <p className="font-semibold">No reviews yet</p>
        <p className="text-sm text-muted-foreground">
          Families who have visited can share their experience here.
        </p>
      </div>
    );
  }
  const rating = formatRating(listing.rating);
  return (
    <div className="flex items-center gap-3">
      <p className="text-3xl font-bold">{rating}</p>
      <div>
        <ReviewStars rating={listing.rating} wholeStars ratingText={rating} className="flex" />
        <p className="text-sm text-muted-foreground">{formatReviewCount(listing.reviewCount)}</p>
      </div>
    </div>
  );
}

type ListingReviewsProps = {
  listing: ListingView;
  /** "Report" on each review: the reports feature's, handed in by the page (docs/decisions/052). */
  ReportButton: ReportReviewButton;
};

/**
 * The Reviews section of a listing's detail: the rating summary, the reviews, and writing or
 * editing my own review. A provider sees why they cannot review their own listing instead of the
 * form.
 */
export function ListingReviews({ listing, ReportButton }: ListingReviewsProps) {
  const { user, loading } = useAuth();
  const userId = user?.id ?? null;
  const gate = useReviewSignInGate();
  const [open, setOpen] = useState(false);
  const mine = useMyListingReview(listing.id, userId);
  const create = useCreateListingReview(listing.id);
  const update = useUpdateListingReview(listing.id);
  const { review: myReview, deciding, title } = myReviewStatus({ loading, userId }, mine);
  const isOwnListing = userId !== null && listing.providerId === userId;

  const submit = (data: ReviewData) =>
    myReview
      ? update.mutateAsync({ reviewId: myReview.id, input: data })
      : create.mutateAsync(data);
  const openForm = () => {
    if (gate()) setOpen(true);
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <RatingSummary listing={listing} />
        {loading ? null : isOwnListing ? (
          <p className="max-w-sm text-sm text-muted-foreground">{REVIEW_MESSAGES.ownListing}</p>
        ) : (
          <Button variant="outline" onClick={openForm} disabled={deciding}>
            <MessageSquarePlus aria-hidden="true" />
            {myReview ? 'Edit Your Review' : 'Write a Review'}
          </Button>
        )}
      </div>
      <ListingReviewList
        listingId={listing.id}
        myReviewId={myReview?.id ?? null}
        onEditMine={openForm}
        canReply={isOwnListing}
        ReportButton={ReportButton}
      />
      <ReviewDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={`Share your experience of ${listing.title} with other families.`}
        initialReview={myReview ?? undefined}
        onSubmit={submit}
      />
    </div>
  );
}
