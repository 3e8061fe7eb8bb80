import { Share2 } from 'lucide-react';
import { toast } from '#web/lib/toast.tsx';
import type { ListingView } from '#shared/listing-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { listingShareUrl } from '../../contact-links.ts';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** The native share sheet where the browser has one; otherwise the link is copied. */
export function ShareButton({ listing }: { listing: ListingView }) {
  const share = async () => {
    const url = listingShareUrl(listing);
    const data = { title: listing.title, text: `${listing.title} on CareNest`, url };
    if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        if (isAbort(error)) return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied to clipboard');
    } catch {
      toast.error(`Could not copy the link. You can share this address: ${url}`);
    }
  };
  return (
    <Button variant="outline" onClick={() => void share()}>
      <Share2 aria-hidden="true" />
      Share
    </Button>
  );
}
