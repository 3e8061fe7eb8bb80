import { Trash2 } from 'lucide-react';
import { toast } from '#web/lib/toast.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { REVIEW_TEXTS } from '../messages.ts';

type DeleteReviewButtonProps = {
  /** Deletes the review; the button toasts the outcome. */
  onDelete: () => Promise<unknown>;
};

/** "Delete" with a confirmation step (docs/product.md §2 "Listing reviews"). */
export function DeleteReviewButton({ onDelete }: DeleteReviewButtonProps) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive">
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      }
      title="Delete review"
      description={REVIEW_TEXTS.deleteConfirm}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      onConfirm={async () => {
        try {
          await onDelete();
          toast.success(REVIEW_TEXTS.deleted);
        } catch {
          toast.error(REVIEW_TEXTS.deleteFailed);
        }
      }}
    />
  );
}
