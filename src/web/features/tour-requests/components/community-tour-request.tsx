import { useState } from 'react';
import { ClipboardList } from 'lucide-react';
import type { ListingView } from '#shared/listing-schemas.ts';
import type { FamilyTourRequest } from '#shared/tour-request-schemas.ts';
import { BRAND } from '#shared/constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FocusOnMount } from '#web/components/ui/focus-on-mount.tsx';
import { useAuth } from '#web/features/auth/index.ts';
import { canRequestTour } from '../can-request-tour.ts';
import { TourRequestForm, TourRequestSent } from './lazy-tour-request-form.tsx';
import { HydrateLater } from '#web/lib/hydrate-later.tsx';

/** "Request a tour" on a community's own page (docs/decisions/013), for communities that have a provider. */
export function CommunityTourRequest({ listing }: { listing: ListingView }) {
  const { isSignedIn } = useAuth();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<FamilyTourRequest | null>(null);
  if (!canRequestTour(listing)) return null;

  // Below the fold of a community page: hydrated after the top of the page.
  return (
    <HydrateLater>
      <section
        aria-labelledby="request-a-tour"
        className="mt-8 grid gap-4 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6"
      >
        <div className="grid gap-1">
          <h2 id="request-a-tour" className="flex items-center gap-2 text-xl font-semibold">
            <ClipboardList className="size-5 text-primary-strong" aria-hidden="true" />
            Request a tour
          </h2>
          <p className="text-sm text-muted-foreground">
            Send {listing.title} your preferred date and time through {BRAND}.
            {/* Once the form is open, its privacy promises say this in full. */}
            {open ? null : ' Your request goes to this community only.'}
          </p>
        </div>
        {sent ? (
          <FocusOnMount>
            <TourRequestSent request={sent} signedIn={isSignedIn} />
          </FocusOnMount>
        ) : open ? (
          <TourRequestForm listingId={listing.id} listingTitle={listing.title} onSent={setSent} />
        ) : (
          <Button className="justify-self-start" onClick={() => setOpen(true)}>
            Request a tour
          </Button>
        )}
      </section>
    </HydrateLater>
  );
}
