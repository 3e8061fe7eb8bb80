import type { ListingView } from '#shared/listing-schemas.ts';

/** Built-in samples have no provider to receive a tour request (docs/decisions/013). */
export const canRequestTour = (listing: Pick<ListingView, 'providerId' | 'isSample'>): boolean =>
  listing.providerId !== null && !listing.isSample;
