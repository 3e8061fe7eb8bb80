import type { ReactNode } from 'react';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatAverage, formatReviewCount } from '../../format.ts';
import { ReviewStars } from '#web/components/review/review-stars.tsx';

type WebsiteReviewSummaryProps = {
  /** Undefined while loading or when loading failed. */
  summary: { average: number; count: number } | undefined;
  loading: boolean;
  /** The "Write a Review" / "Update Your Review" button. */
  action: ReactNode;
};

/** The average to one decimal ("0.0" with none), its stars and the review count. */
export function WebsiteReviewSummary({ summary, loading, action }: WebsiteReviewSummaryProps) {
  return (
    <Card
      role="region"
      aria-labelledby="website-review-summary"
      className="mt-8 flex flex-col gap-6 p-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <h2 id="website-review-summary" className="sr-only">
        Overall rating
      </h2>
      {loading ? (
        <div className="flex items-center gap-4">
          <Skeleton className="h-14 w-20" />
          <div className="grid gap-2">
            <Skeleton className="h-6 w-36" />
            <Skeleton className="h-4 w-20" />
          </div>
        </div>
      ) : summary ? (
        <div className="flex items-center gap-4">
          <p className="text-5xl font-bold tracking-tight text-foreground tabular-nums">
            <span className="sr-only">Average rating </span>
            {formatAverage(summary.average)}
            <span className="sr-only"> out of 5</span>
          </p>
          <div className="grid gap-1">
            <span aria-hidden="true">
              <ReviewStars rating={summary.average} size="lg" />
            </span>
            <p className="text-sm text-muted-foreground">{formatReviewCount(summary.count)}</p>
          </div>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">The average rating is not available.</p>
      )}
      <div className="shrink-0">{action}</div>
    </Card>
  );
}
