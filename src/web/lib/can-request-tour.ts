import type { ListingView } from '#shared/listing-schemas.ts';
import { communityPath } from '#shared/seo-paths.ts';

/** Built-in samples have no provider to receive a tour request (docs/decisions/013). */
export const canRequestTour = (listing: Pick<ListingView, 'providerId' | 'isSample'>): boolean =>
  listing.providerId !== null && !listing.isSample;

/** The id of the community page's tour request section. */
export const TOUR_SECTION_ID = 'request-a-tour-section';

/**
 * Where the tour request form posts when it is sent before the page's script runs: the
 * community's own page, whose action sends it (src/web/routes/community.tsx). The page it
 * answers with opens at the form, where a refusal's messages are.
 */
export const tourRequestAction = (listing: Pick<ListingView, 'id' | 'title'>) =>
  `${communityPath(listing)}?tour=request#${TOUR_SECTION_ID}`;
