import { useState, type MouseEvent } from 'react';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '#web/components/ui/alert-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { REVIEW_TEXTS } from '../messages.ts';

type DeleteReviewButtonProps = {
  /** Deletes the review; the button toasts the outcome. */
  onDelete: () => Promise<unknown>;
};

/** "Delete" with a confirmation step (SPEC §2 "Listing reviews"). */
export function DeleteReviewButton({ onDelete }: DeleteReviewButtonProps) {
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const confirm = async (event: MouseEvent) => {
    event.preventDefault(); // keep the dialog open until the delete has finished
    setDeleting(true);
    try {
      await onDelete();
      toast.success(REVIEW_TEXTS.deleted);
      setOpen(false);
    } catch {
      toast.error(REVIEW_TEXTS.deleteFailed);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !deleting && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive">
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete review</AlertDialogTitle>
          <AlertDialogDescription>{REVIEW_TEXTS.deleteConfirm}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleting}>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={confirm} disabled={deleting}>
            {deleting ? 'Deleting...' : 'Delete'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
