import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { communityPath } from '#shared/seo-paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { formatCityState, formatMonthlyPrice } from '#web/lib/listing-format.ts';
import { LISTING_PARAM } from '#web/lib/listing-dialog-link.ts';
import { listingQueryKey, type ShownListing } from '#web/lib/listing-query.ts';
import { ResponseTimeBadge } from '#web/components/listing/response-time-badge.tsx';
import { canRequestTour } from '#web/lib/can-request-tour.ts';
import { useHydrated } from '#web/lib/use-needed.ts';

/** The id of the tour request section on a community page. */
const TOUR_REQUEST_ANCHOR = 'request-a-tour';

/**
 * The listing a `?listing={id}` link names, for a visitor whose browser runs no JavaScript: the
 * detail dialog cannot open, so the server's page names the listing and links to its community
 * page, which shows the same detail. The loader puts the listing in the query cache; once the app
 * runs, this gives way to the dialog.
 */
export function RequestedListing() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get(LISTING_PARAM);
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const listing = id ? queryClient.getQueryData<ShownListing>(listingQueryKey(id)) : undefined;
  if (hydrated || !listing) return null;
  const page = communityPath(listing);
  return (
    <section
      aria-label="The community you opened"
      className="mt-6 flex flex-wrap items-center justify-between gap-4 rounded-lg border border-primary/30 bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="grid gap-1">
        <p className="text-lg font-semibold">{listing.title}</p>
        <p className="text-sm text-muted-foreground">
          {formatCityState(listing)} · {formatMonthlyPrice(listing.pricing.startingAt)}
        </p>
        <ResponseTimeBadge time={listing.responseTime} className="justify-self-start" />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <a href={page}>
            View details
            <ArrowRight aria-hidden="true" />
          </a>
        </Button>
        {canRequestTour(listing) ? (
          <Button asChild variant="outline">
            <a href={`${page}#${TOUR_REQUEST_ANCHOR}`}>Request a tour</a>
          </Button>
        ) : null}
      </div>
    </section>
  );
}
