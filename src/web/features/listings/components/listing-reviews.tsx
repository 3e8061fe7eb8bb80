import { MessageSquarePlus, Star } from 'lucide-react';
import { toast } from 'sonner';
import type { ListingView } from '#shared/listing-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useAuth } from '#web/features/auth/auth-context.ts';
import { formatRating, formatReviewCount } from '../format.ts';

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
  const filled = Math.round(listing.rating);
  return (
    <div className="flex items-center gap-3">
      <p className="text-3xl font-bold">{formatRating(listing.rating)}</p>
      <div>
        <p
          className="flex"
          role="img"
          aria-label={`${formatRating(listing.rating)} out of 5 stars`}
        >
          {[1, 2, 3, 4, 5].map((n) => (
            <Star
              key={n}
              aria-hidden="true"
              className={n <= filled ? 'size-4 fill-[#b45309] text-[#b45309]' : 'size-4 text-input'}
            />
          ))}
        </p>
        <p className="text-sm text-muted-foreground">{formatReviewCount(listing.reviewCount)}</p>
      </div>
    </div>
  );
}

/**
 * The Reviews section of the detail dialog: the rating summary and, for visitors, a "Write a
 * Review" button that asks them to log in. The review list and the form for signed-in families are
 * added here by the family-accounts work.
 */
export function ListingReviews({ listing }: { listing: ListingView }) {
  const { isSignedIn, loading, openAuthDialog } = useAuth();
  const askToLogIn = () => {
    toast.info('Please log in to leave a review');
    openAuthDialog('login');
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <RatingSummary listing={listing} />
      {!loading && !isSignedIn ? (
        <Button variant="outline" onClick={askToLogIn}>
          <MessageSquarePlus aria-hidden="true" />
          Write a Review
        </Button>
      ) : null}
    </div>
  );
}
