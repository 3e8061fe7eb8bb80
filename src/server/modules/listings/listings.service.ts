import type { FastifyBaseLogger } from 'fastify';
import { toPublicListingId, toStoredListingId } from '#shared/listing-id.ts';
import { priceBounds } from '#shared/geo.ts';
import type {
  ListingDetail,
  ListingSearchQuery,
  ListingSearchResult,
  ListingView,
} from '#shared/listing-schemas.ts';
import type { Db } from '../../db/client.ts';
import { isDatabaseUnavailable, isQueryCancelled } from '../../db/errors.ts';
import { currentRequestSignal } from '../../db/request-signal.ts';
import { findListingRow, findListingRows, findPublishedCopyId } from './listings.repo.ts';
import { searchListings, type ListingFilters, type SearchOrigin } from './search.repo.ts';
import { toListingView } from './listing-view.ts';
import { toViewSource } from './view-sql.ts';
import { cachedPriceBounds } from './price-bounds.ts';
import { SAMPLE_LISTINGS, sampleListingRow } from './sample-listings.ts';
import { samplesShown, type SampleListingsMode } from './visibility.ts';
import { coordinatesForZip } from './zip-geo.ts';
import { listingResponseTime } from '../tour-requests/tour-requests.service.ts';

/** A ZIP takes precedence over coordinates (docs/product.md §9). */
export function resolveOrigin(
  query: Pick<ListingSearchQuery, 'zip' | 'lat' | 'lng'>,
): SearchOrigin | null {
  if (query.zip) {
    const coordinates = coordinatesForZip(query.zip);
    return coordinates
      ? { coordinates, estimateFromZip: null }
      : { coordinates: null, estimateFromZip: query.zip };
  }
  if (query.lat !== undefined && query.lng !== undefined) {
    return { coordinates: { lat: query.lat, lng: query.lng }, estimateFromZip: null };
  }
  return null;
}

/** The search centre the answer reports: where it came from, or null when none was asked. */
export function originView(
  origin: SearchOrigin | null,
  zip: string | undefined,
): ListingSearchResult['origin'] {
  if (!origin) return null;
  const { coordinates } = origin;
  if (!coordinates) return { lat: null, lng: null, source: 'zip-estimate' };
  return { ...coordinates, source: zip ? 'zip' : 'coordinates' };
}

/** The repo's filters for a search query (a blank location searches everywhere). */
export function searchFilters(
  query: ListingSearchQuery,
  origin: SearchOrigin | null,
  includeSamples: boolean,
): ListingFilters {
  return {
    location: query.location || undefined,
    careTypes: query.type,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    origin,
    radiusMiles: query.radius,
    includeSamples,
  };
}

/** docs/product.md §7: the built-in samples on the first page, when the listings cannot be read. */
export function sampleFallback(
  query: Pick<ListingSearchQuery, 'page' | 'pageSize'>,
  origin: ListingSearchResult['origin'],
): ListingSearchResult {
  const samples = SAMPLE_LISTINGS.map((s) => toListingView(sampleListingRow(s)));
  const prices = samples.map((s) => s.pricing.startingAt);
  return {
    listings: query.page === 1 ? samples : [],
    total: samples.length,
    totalIsLowerBound: false,
    page: query.page,
    pageSize: query.pageSize,
    priceBounds: priceBounds(Math.min(...prices), Math.max(...prices)),
    origin,
    degraded: true,
  };
}

export async function searchListingViews(
  db: Db,
  query: ListingSearchQuery,
  log: FastifyBaseLogger,
  sampleListings: SampleListingsMode,
): Promise<ListingSearchResult> {
  const origin = resolveOrigin(query);
  try {
    const includeSamples = await samplesShown(db, sampleListings);
    const [{ rows, total, totalIsLowerBound }, bounds] = await Promise.all([
      searchListings(db, searchFilters(query, origin, includeSamples), {
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      }),
      cachedPriceBounds(db),
    ]);
    return {
      listings: rows.map((row) => toListingView(toViewSource(row))),
      total,
      totalIsLowerBound,
      page: query.page,
      pageSize: query.pageSize,
      priceBounds: bounds,
      origin: originView(origin, query.zip),
      degraded: false,
    };
  } catch (err) {
    // docs/product.md §7: when listings cannot be read (database down, or too slow: statement timeout),
    // fall back to the built-in samples. A bug is not hidden, and an abandoned request needs none.
    const unreadable = isDatabaseUnavailable(err) || isQueryCancelled(err);
    if (!unreadable || currentRequestSignal()?.aborted) throw err;
    log.error({ err }, 'listing search failed; answering with the sample listings');
    return sampleFallback(query, originView(origin, query.zip));
  }
}

/** What an id names: a listing, a sample a provider's published copy has replaced, or nothing. */
export type ListingLookup = { view: ListingDetail } | { replacedBy: string } | null;

export async function lookUpListing(db: Db, id: string): Promise<ListingLookup> {
  const storedId = toStoredListingId(id);
  const row = storedId ? await findListingRow(db, storedId) : undefined;
  if (!row) return null;
  if (row.listing.isSample) {
    const copyId = await findPublishedCopyId(db, toPublicListingId(row.listing.id));
    if (copyId) return { replacedBy: copyId };
  }
  const responseTime = await listingResponseTime(db, row.listing.id);
  return { view: { ...toListingView(row), responseTime } };
}

/** One listing in detail, following a replaced sample to its copy; null when none. */
export async function findListingDetail(db: Db, id: string): Promise<ListingDetail | null> {
  const found = await lookUpListing(db, id);
  if (!found) return null;
  if ('view' in found) return found.view;
  const copy = await lookUpListing(db, found.replacedBy);
  return copy && 'view' in copy ? copy.view : null;
}

/** Views of these stored listing ids, in the order given (for favourites and "my listings"). */
export async function listingViewsByIds(db: Db, storedIds: string[]): Promise<ListingView[]> {
  const rows = new Map((await findListingRows(db, storedIds)).map((r) => [r.listing.id, r]));
  return storedIds.flatMap((id) => {
    const row = rows.get(id);
    return row ? [toListingView(row)] : [];
  });
}
