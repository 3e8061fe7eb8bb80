import type { FastifyBaseLogger } from 'fastify';
import { toStoredListingId } from '#shared/listing-id.ts';
import { priceBounds } from '#shared/geo.ts';
import type {
  ListingSearchQuery,
  ListingSearchResult,
  ListingView,
} from '#shared/listing-schemas.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import {
  findListingRow,
  priceExtremes,
  searchListings,
  type SearchOrigin,
} from './listings.repo.ts';
import { sampleToListingView, toListingView } from './listing-view.ts';
import { SAMPLE_LISTINGS } from './sample-listings.ts';
import { coordinatesForZip } from './zip-geo.ts';

/** A ZIP takes precedence over coordinates (SPEC §9). */
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

export async function searchListingViews(
  db: Db,
  query: ListingSearchQuery,
  log: FastifyBaseLogger,
): Promise<ListingSearchResult> {
  const origin = resolveOrigin(query);
  const originView = origin
    ? ({
        lat: origin.coordinates?.lat ?? null,
        lng: origin.coordinates?.lng ?? null,
        source: origin.coordinates ? (query.zip ? 'zip' : 'coordinates') : 'zip-estimate',
      } as const)
    : null;
  try {
    const [{ rows, total }, extremes] = await Promise.all([
      searchListings(
        db,
        {
          location: query.location || undefined,
          careTypes: query.type,
          minPrice: query.minPrice,
          maxPrice: query.maxPrice,
          origin,
          radiusMiles: query.radius,
        },
        { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
      ),
      priceExtremes(db),
    ]);
    return {
      listings: rows.map(toListingView),
      total,
      page: query.page,
      pageSize: query.pageSize,
      priceBounds: priceBounds(extremes.min, extremes.max),
      origin: originView,
      degraded: false,
    };
  } catch (err) {
    // SPEC §7: when listings cannot be read, fall back to the built-in samples.
    log.error({ err }, 'listing search failed; answering with the sample listings');
    const samples = SAMPLE_LISTINGS.map(sampleToListingView);
    return {
      listings: query.page === 1 ? samples : [],
      total: samples.length,
      page: query.page,
      pageSize: query.pageSize,
      priceBounds: priceBounds(
        Math.min(...samples.map((s) => s.pricing.startingAt)),
        Math.max(...samples.map((s) => s.pricing.startingAt)),
      ),
      origin: originView,
      degraded: true,
    };
  }
}

export async function getListingView(db: Db, id: string): Promise<ListingView> {
  const storedId = toStoredListingId(id);
  if (!storedId) throw new AppError('NOT_FOUND', 'Listing not found');
  const row = await findListingRow(db, storedId);
  if (!row) throw new AppError('NOT_FOUND', 'Listing not found');
  return toListingView(row);
}
