import type { ReviewData } from '#shared/review-schemas.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { ReviewForm, type ReviewFormProps } from './review-form.tsx';

export type ReviewDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** E.g. "Write a Review" or "Update Your Review". */
  title: string;
  description: string;
  /** The user's existing review, which pre-fills the form and makes it an update. */
  initialReview?: ReviewFormProps['initialReview'];
  /** Creates or updates the review; the dialog toasts and closes when it resolves. */
  onSubmit: (data: ReviewData) => Promise<unknown>;
};

/** The review form in a modal dialog. The form starts afresh each time the dialog opens. */
export function ReviewDialog({
  open,
  onOpenChange,
  title,
  description,
  initialReview,
  onSubmit,
}: ReviewDialogProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <ReviewForm
          initialReview={initialReview}
          onSubmit={onSubmit}
          onSuccess={close}
          onCancel={close}
        />
      </DialogContent>
    </Dialog>
  );
}
