import { BRAND } from '#shared/constants.ts';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PublicReview } from '#shared/review-schemas.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { formatReviewDate, reviewerNameOf, wasUpdated } from '../format.ts';
import { ownReviewActions, type OwnReviewHandlers } from '../own-review-actions.ts';
import { DeleteReviewButton } from './delete-review-button.tsx';
import { ReviewStars } from '#web/components/review/review-stars.tsx';

/** A listing review carries the community's reply; a website review has none. */
type ShownReview = Omit<PublicReview, 'reply'> & Partial<Pick<PublicReview, 'reply'>>;

export type ReviewItemProps = {
  review: ShownReview;
  /** The signed-in user wrote it: shows Edit and/or Delete when their handlers are given. */
  isMine?: boolean;
  onEdit?: () => void;
  /** Deletes the review; a confirmation comes first and the outcome is toasted. */
  onDelete?: () => Promise<unknown>;
  /** Heading level of the review's title, to fit the page's outline (default 3). */
  headingLevel?: 3 | 4;
  /** Show "n/5" next to the stars (default true). */
  showValue?: boolean;
  /** Beside the reviewer's name, e.g. a report button. */
  aside?: ReactNode;
  /** Under the review: the community's reply and the actions on it. */
  children?: ReactNode;
  className?: string;
};

function ReviewActions({ onEdit, onDelete }: OwnReviewHandlers) {
  return (
    <div className="flex gap-1">
      {onEdit ? (
        <Button variant="ghost" size="sm" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      ) : null}
      {onDelete ? <DeleteReviewButton onDelete={onDelete} /> : null}
    </div>
  );
}

function Reviewer({ review, isMine }: { review: ShownReview; isMine: boolean }) {
  return (
    <p className="text-sm font-medium text-muted-foreground">
      <span className="sr-only">Reviewed by </span>
      {reviewerNameOf(review)}
      {isMine ? <span className="font-normal"> (you)</span> : null}
      {review.requestedTour ? (
        <Badge variant="soft" className="ml-2">
          Requested a tour through {BRAND}
        </Badge>
      ) : null}
    </p>
  );
}

/** One review. Title and comment are rendered as text, never as HTML. */
export function ReviewItem({
  review,
  isMine = false,
  onEdit,
  onDelete,
  headingLevel = 3,
  showValue = true,
  aside,
  children,
  className,
}: ReviewItemProps) {
  const Heading = `h${headingLevel}` as const;
  const actions = ownReviewActions(isMine, { onEdit, onDelete });
  return (
    <article className={cn('grid gap-3', className)}>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <ReviewStars rating={review.rating} showValue={showValue} />
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <time dateTime={review.createdAt}>{formatReviewDate(review.createdAt)}</time>
          {wasUpdated(review) ? (
            <Badge variant="soft" title={`Updated ${formatReviewDate(review.updatedAt)}`}>
              Updated
            </Badge>
          ) : null}
        </p>
      </div>
      {review.title ? (
        <Heading className="text-base leading-snug font-semibold break-words text-foreground">
          {review.title}
        </Heading>
      ) : null}
      {review.comment ? (
        <p className="text-sm leading-relaxed break-words whitespace-pre-line text-foreground">
          {review.comment}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Reviewer review={review} isMine={isMine} />
        {actions ? <ReviewActions {...actions} /> : aside}
      </div>
      {children}
    </article>
  );
}
