import type { ApiClient } from '#web/lib/api-client.ts';

/** Where the community page's action sends a claim's outcome. */
export const CLAIM_SECTION_ID = 'claim-this-listing';

/** POST /api/listings/:id/claims (providers only; docs/decisions/043). */
export const claimListing = (listingId: string, api: ApiClient) =>
  api.post('/api/listings/{id}/claims', { params: { id: listingId } });
