import { useRef, type ReactNode } from 'react';
import { SearchX } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { hasErrorCode } from '#web/lib/api-client.ts';
import { useListing } from '#web/lib/listing-query.ts';
import { recordInquiry, useRecordListingView } from '../api/record-activity.ts';
import type { ContactLinkKind } from '../contact-links.ts';
import { ListingDetailPanel } from './detail/listing-detail-view.tsx';

export type ListingDetailDialogProps = {
  /** The listing to show (sample id "1".."6" or a UUID); null keeps the dialog closed. */
  listingId: string | null;
  onClose: () => void;
};

function Message({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <div className="grid justify-items-center gap-3 px-6 py-12 text-center">
      <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription className="max-w-sm">{text}</DialogDescription>
      {action}
    </div>
  );
}

function DetailContent({ id, onClose }: ListingDetailDialogProps & { id: string }) {
  const query = useListing(id);
  useRecordListingView(id);
  if (query.data) {
    // Every Call, Email or Online Scheduling choice counts as an inquiry for the provider.
    const inquire = (kind: ContactLinkKind) => recordInquiry(id, kind);
    return <ListingDetailPanel listing={query.data} onInquiry={inquire} />;
  }
  if (query.isError) {
    const notFound = hasErrorCode(query.error, 'NOT_FOUND');
    return notFound ? (
      <Message
        title="Listing not found"
        text="This listing may have been removed, or the link may be incorrect."
        action={<Button onClick={onClose}>Back to listings</Button>}
      />
    ) : (
      <Message
        title="Failed to load listing details"
        text="Please check your connection and try again."
        action={<Button onClick={() => void query.refetch()}>Try again</Button>}
      />
    );
  }
  return (
    <div className="grid justify-items-center gap-3 px-6 py-16">
      <DialogTitle className="sr-only">Loading listing</DialogTitle>
      <DialogDescription className="sr-only">The listing details are loading.</DialogDescription>
      <Spinner className="size-8" />
    </div>
  );
}

/** The listing detail dialog (docs/product.md §2). Reused by the browse, home and favourites pages. */
export function ListingDetailDialog({ listingId, onClose }: ListingDetailDialogProps) {
  // Opened through the URL there is no Radix trigger, so focus goes back to what opened it.
  const returnFocus = useRef<HTMLElement | null>(null);
  return (
    <Dialog open={listingId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {listingId !== null ? (
        <DialogContent
          // Clipped, not hidden: a box that hides its overflow can still be scrolled by the
          // browser (to show focus or a search match), and then header and close button go.
          className="flex flex-col gap-0 overflow-clip p-0 sm:max-w-4xl"
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            returnFocus.current = active instanceof HTMLElement ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocus.current;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <DetailContent key={listingId} id={listingId} listingId={listingId} onClose={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
