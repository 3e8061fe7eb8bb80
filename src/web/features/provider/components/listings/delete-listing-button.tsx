import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { ListingView } from '#shared/listing-schemas.ts';
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
import { useDeleteListing } from '../../api/delete-listing.ts';
import { PROVIDER_TEXTS } from '../../messages.ts';

/** "Delete", after a confirmation that says it cannot be undone (SPEC §2). */
export function DeleteListingButton({ listing }: { listing: Pick<ListingView, 'id' | 'title'> }) {
  const remove = useDeleteListing();
  const confirm = async () => {
    try {
      await remove.mutateAsync(listing.id);
      toast.success(PROVIDER_TEXTS.deleted);
    } catch {
      toast.error(PROVIDER_TEXTS.deleteFailed);
    }
  };
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto text-destructive hover:bg-destructive/10"
          disabled={remove.isPending}
          aria-label={`Delete ${listing.title}`}
        >
          <Trash2 aria-hidden="true" />
          {remove.isPending ? 'Deleting...' : 'Delete'}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this listing?</AlertDialogTitle>
          <AlertDialogDescription>
            This action cannot be undone. &ldquo;{listing.title}&rdquo;, its photos, reviews and
            favorites will be permanently deleted.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={() => void confirm()}>Delete Listing</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
