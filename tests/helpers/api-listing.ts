import { expect } from 'vitest';
import type { App } from '#server/app.ts';
import type { ListingSearchResult } from '#shared/listing-schemas.ts';
import { authHeaders, type TestUser } from './auth.ts';
import { listingBody } from './listing-body.ts';

/** Through the API as `provider`: chooses the Basic plan and lists `listingBody()`; returns its id. */
export async function subscribeAndList(app: App, provider: TestUser): Promise<string> {
  const headers = authHeaders(provider);
  await app.inject({
    method: 'PUT',
    url: '/api/subscription',
    headers,
    payload: { plan: 'Basic' },
  });
  const created = await app.inject({
    method: 'POST',
    url: '/api/provider/listings',
    headers,
    payload: listingBody(),
  });
  return created.json().id as string;
}

/** GET /api/listings for typed location text (and more query, "&type=…"), expecting 200. */
export async function searchLocation(
  app: App,
  location: string,
  more = '',
): Promise<ListingSearchResult> {
  const url = `/api/listings?location=${encodeURIComponent(location)}${more}`;
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The titles of a search's listings, in order. */
export const resultTitles = (result: ListingSearchResult) => result.listings.map((l) => l.title);

/** A search's `readAs` with no filter read: spread, then the place and filters a test expects. */
export const NOTHING_READ = {
  types: [],
  payment: [],
  amenities: [],
  rooms: [],
  radius: null,
  minPrice: null,
  maxPrice: null,
} as const;
