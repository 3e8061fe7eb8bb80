import { useState, type MouseEvent } from 'react';
import { useActionData, useSearchParams } from 'react-router';
import { ClipboardList } from 'lucide-react';
import type { ListingView } from '#shared/listing-schemas.ts';
import type { FamilyTourRequest } from '#shared/tour-request-schemas.ts';
import { BRAND } from '#shared/constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FocusOnMount } from '#web/components/ui/focus-on-mount.tsx';
import { useAuth } from '#web/lib/auth-context.ts';
import type { FormFailure } from '#web/lib/form-failure.ts';
import { canRequestTour, TOUR_SECTION_ID, tourRequestAction } from '#web/lib/can-request-tour.ts';
import { TourRequestForm, TourRequestSent } from './lazy-tour-request-form.tsx';
import { OpenTourRequests } from './open-tour-requests.tsx';
import { HydrateLater } from '#web/lib/hydrate-later.tsx';

/**
 * "Request a tour" on a community's own page (docs/decisions/013), for communities that have a
 * provider. The opener is a link to ?tour=request, which the server renders with the form open,
 * so it works before the script; the script opens the form in place. The server's answer to a
 * form sent without the script comes back as ?tour=sent, or as the page's action data.
 */
export function CommunityTourRequest({ listing }: { listing: ListingView }) {
  const { isSignedIn } = useAuth();
  const [params] = useSearchParams();
  const failure = useActionData<FormFailure | null>() ?? undefined;
  const [open, setOpen] = useState(params.get('tour') === 'request' || failure !== undefined);
  const [sent, setSent] = useState<FamilyTourRequest | null>(null);
  if (!canRequestTour(listing)) return null;
  const action = tourRequestAction(listing);
  const openHere = (event: MouseEvent) => {
    event.preventDefault();
    setOpen(true);
  };

  // Below the fold of a community page: hydrated after the top of the page.
  return (
    <HydrateLater>
      <section
        id={TOUR_SECTION_ID}
        aria-labelledby="request-a-tour"
        // Clear of the sticky header when the page opens at the section.
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
        {sent || params.get('tour') === 'sent' ? null : (
          <OpenTourRequests listingId={listing.id} signedIn={isSignedIn} />
        )}
        {sent || params.get('tour') === 'sent' ? (
          <FocusOnMount>
            <TourRequestSent request={sent} listingTitle={listing.title} signedIn={isSignedIn} />
          </FocusOnMount>
        ) : open ? (
          <TourRequestForm
            listingId={listing.id}
            listingTitle={listing.title}
            action={action}
            failure={failure}
            onSent={setSent}
          />
        ) : (
          <Button asChild className="justify-self-start">
            <a href={action} onClick={openHere}>
              Request a tour
            </a>
          </Button>
        )}
      </section>
    </HydrateLater>
  );
}
