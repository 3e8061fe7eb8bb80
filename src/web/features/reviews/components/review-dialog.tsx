import { Suspense } from 'react';
import { lazyNamed } from '#web/lib/lazy-named.ts';
import type { ReviewData } from '#shared/review-schemas.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import type { ReviewFormProps } from './review-form.tsx';

// The form (react-hook-form, the schema) loads when someone opens the dialog, not with the page.
const ReviewForm = lazyNamed(() => import('./review-form.tsx'), 'ReviewForm');

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
        <Suspense fallback={<Spinner className="mx-auto size-6" label="Loading the review form" />}>
          <ReviewForm
            initialReview={initialReview}
            onSubmit={onSubmit}
            onSuccess={close}
            onCancel={close}
          />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
