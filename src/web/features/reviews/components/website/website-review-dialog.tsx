import { BRAND } from '#shared/constants.ts';
import type { ReviewData, ReviewView } from '#shared/review-schemas.ts';
import { useCreateWebsiteReview } from '../../api/create-website-review.ts';
import { useUpdateMyWebsiteReview } from '../../api/update-my-website-review.ts';
import { ReviewDialog } from '../review-dialog.tsx';

type WebsiteReviewDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user's review: when present the dialog updates it (PUT /mine), else creates one. */
  myReview: ReviewView | null;
};

export function WebsiteReviewDialog({ open, onOpenChange, myReview }: WebsiteReviewDialogProps) {
  const create = useCreateWebsiteReview();
  const update = useUpdateMyWebsiteReview();
  const save = (data: ReviewData) =>
    myReview ? update.mutateAsync(data) : create.mutateAsync(data);
  return (
    <ReviewDialog
      open={open}
      onOpenChange={onOpenChange}
      title={myReview ? 'Update Your Review' : 'Write a Review'}
      description={`Tell other families how ${BRAND} worked for you.`}
      initialReview={myReview}
      onSubmit={save}
    />
  );
}
