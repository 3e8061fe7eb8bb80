import { Trash2 } from 'lucide-react';
import { toast } from '#web/lib/toast.tsx';
import type { ListingView } from '#shared/listing-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useDeleteListing } from '../../api/delete-listing.ts';
import { PROVIDER_TEXTS } from '../../messages.ts';

/** "Delete", after a confirmation that says it cannot be undone (docs/product.md §2). */
export function DeleteListingButton({ listing }: { listing: Pick<ListingView, 'id' | 'title'> }) {
  const remove = useDeleteListing();
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto text-destructive hover:bg-destructive/10"
          aria-label={`Delete ${listing.title}`}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      }
      title="Delete this listing?"
      description={
        <>
          This action cannot be undone. &ldquo;{listing.title}&rdquo;, its photos, reviews and
          favorites will be permanently deleted.
        </>
      }
      confirmLabel="Delete Listing"
      pendingLabel="Deleting..."
      onConfirm={async () => {
        try {
          await remove.mutateAsync(listing.id);
          toast.success(PROVIDER_TEXTS.deleted);
        } catch {
          toast.error(PROVIDER_TEXTS.deleteFailed);
        }
      }}
    />
  );
}
