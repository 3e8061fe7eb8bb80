import { data as routeData, redirect, useParams } from 'react-router';
import { communityPath, parseCommunitySegment } from '#shared/seo-paths.ts';
import { orNotFound, pageLoader, revalidateOnNewPath } from '#web/lib/page-data.ts';
import { formAction, parseForm } from '#web/lib/form-action.ts';
import { NotFound } from '#web/components/layout/not-found.tsx';
import { PageLoadState } from '#web/components/layout/page-load-state.tsx';
import { listingQuery, useListing } from '#web/lib/listing-query.ts';
import { listingReviewsQuery } from '#web/features/reviews/api/get-listing-reviews.ts';
import { CommunityView } from '#web/features/seo/components/community-view.tsx';
import {
  ListingDetailBody,
  recordInquiry,
  useRecordListingView,
} from '#web/features/listings/index.ts';
import { CommunityTourRequest } from '#web/features/tour-requests/index.ts';
import { ClaimListing } from '#web/features/claims/index.ts';
import type { ShownListing } from '#web/lib/listing-query.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { CLAIM_SECTION_ID, claimListing } from '#web/features/claims/api/claim-listing.ts';
import { WithListingActions } from '#web/app/listing-actions.tsx';
import { WithListingDetailParts } from '#web/app/listing-detail-parts.tsx';
import { TOUR_SECTION_ID } from '#web/lib/can-request-tour.ts';

export const shouldRevalidate = revalidateOnNewPath;

/** Unknown ids answer 404; an old or wrong slug moves permanently to the community's address. */
export const loader = pageLoader(async ({ queryClient, params, request }) => {
  const parsed = parseCommunitySegment(params.segment ?? '');
  if (!parsed) throw routeData(null, { status: 404 });
  // The reviews are part of the page (the response time comes with the listing): in its HTML,
  // and no request for them while it hydrates.
  const [listing] = await Promise.all([
    orNotFound(queryClient.ensureQueryData(listingQuery(parsed.id))),
    queryClient.prefetchQuery(listingReviewsQuery(parsed.id)),
  ]);
  const canonical = communityPath(listing);
  if (new URL(request.url).pathname !== canonical) throw redirect(canonical, 301);
});

/** The tour request form sent without the page's script: the same API call, made by the server. */
export const action = formAction(
  'Your request could not be sent. Please try again.',
  async ({ api, fields, params, request }) => {
    const id = parseCommunitySegment(params.segment ?? '')?.id ?? '0';
    const path = new URL(request.url).pathname;
    if (fields.intent === 'claim') {
      const claim = await claimListing(id, api);
      return `${path}?claim=${claim.status}#${CLAIM_SECTION_ID}`;
    }
    // Loaded here, on the server: with zod they are not part of the page's first load.
    const [{ tourRequestInputSchema }, { createTourRequest }] = await Promise.all([
      import('#shared/tour-request-schemas.ts'),
      import('#web/features/tour-requests/api/create-tour-request.ts'),
    ]);
    const input = parseForm(tourRequestInputSchema, {
      ...fields,
      visitors: Number(fields.visitors),
    });
    await createTourRequest(id, input, api);
    return `${path}?tour=sent#${TOUR_SECTION_ID}`;
  },
);

/**
 * The community's page, composed of the listings, tour-requests and claims features' parts (the
 * listing's detail takes the reports, reviews and tour-requests parts from WithListingDetailParts).
 */
function CommunityPage({ listing }: { listing: ShownListing }) {
  useRecordListingView(listing.id);
  return (
    <CommunityView
      listing={listing}
      details={
        <ListingDetailBody
          listing={listing}
          onInquiry={(kind) => recordInquiry(listing.id, kind)}
        />
      }
      tourRequest={<CommunityTourRequest listing={listing} />}
      claim={<ClaimListing listing={listing} />}
    />
  );
}

function PageContent() {
  const { segment = '' } = useParams();
  const id = parseCommunitySegment(segment)?.id ?? null;
  const query = useListing(id);
  if (query.data) return <CommunityPage listing={query.data} />;
  const missing = query.error instanceof ApiError && query.error.status === 404;
  if (id === null || missing) return <NotFound />;
  return (
    <PageLoadState
      query={query}
      failedTitle="Failed to load listing details"
      loadingLabel="Loading the community"
    />
  );
}

/** /communities/{slug}-{id}: a community's own page (docs/architecture.md §5.8). */
export function Component() {
  return (
    <WithListingActions>
      <WithListingDetailParts>
        <PageContent />
      </WithListingDetailParts>
    </WithListingActions>
  );
}
