import { Star } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';
import { formatRating, formatReviewCount } from '#web/lib/listing-format.ts';

type ListingRatingProps = { rating: number | null; reviewCount: number; className?: string };

/** The average of real reviews with their count, or "No reviews yet" — never an invented rating. */
export function ListingRating({ rating, reviewCount, className }: ListingRatingProps) {
  if (rating === null || reviewCount === 0) {
    return <p className={cn('text-sm text-muted-foreground', className)}>No reviews yet</p>;
  }
  return (
    <p className={cn('flex items-center gap-1 text-sm', className)}>
      <Star className="size-4 fill-[#b45309] text-[#b45309]" aria-hidden="true" />
      <span className="font-semibold">
        <span className="sr-only">Rated </span>
        {formatRating(rating)}
        <span className="sr-only"> out of 5</span>
      </span>
      <span className="text-muted-foreground">({formatReviewCount(reviewCount)})</span>
    </p>
  );
}
