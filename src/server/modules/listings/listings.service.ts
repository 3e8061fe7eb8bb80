import type { FastifyBaseLogger } from 'fastify';
import { toPublicListingId, toStoredListingId } from '#shared/listing-id.ts';
import { priceBounds } from '#shared/geo.ts';
import { MAP_POINTS_CAP } from '#shared/constants.ts';
import type { ListingPointsResult } from '#shared/map-schemas.ts';
import type {
  ListingDetail,
  ListingPointsQuery,
  ListingSearchQuery,
  ListingSearchResult,
  ListingView,
} from '#shared/listing-schemas.ts';
import type { Db } from '../../db/client.ts';
import { isDatabaseUnavailable, isQueryCancelled } from '../../db/errors.ts';
import { currentRequestAbandoned } from '../../db/request-signal.ts';
import { findListingRow, findListingRows, findPublishedCopyId } from './listings.repo.ts';
import { searchListings } from './search.repo.ts';
import { findListingPoints } from './points.repo.ts';
import {
  originView,
  planSearch,
  searchFilters,
  visitorLocationNeeded,
  type SearchPlan,
} from './search-request.ts';
import { sampleListingView, toListingView } from './listing-view.ts';
import {
  careAfterPlace,
  careAfterPlaceText,
  careNotListedRead,
  cityAfterANameRead,
  mistypedPlaceRead,
  type TextReadAsAPlace,
} from './care-after-place.ts';
import { filtersTypedRead } from './filters-typed.ts';
import { cachedPriceBounds } from './price-bounds.ts';
import { SAMPLE_LISTINGS } from './sample-listings.ts';
import { samplesShown, type SampleListingsMode } from './visibility.ts';
import { viewsAsJson, type SearchAnswer } from './search-answer.ts';

/** docs/product.md §7: the built-in samples on the first page, when the listings cannot be read. */
export function sampleFallback(
  query: Pick<ListingSearchQuery, 'page' | 'pageSize'>,
  origin: ListingSearchResult['origin'],
  plan: Pick<SearchPlan, 'place' | 'placeNotFound' | 'placeAlternatives'> = {
    place: null,
    placeNotFound: false,
    placeAlternatives: [],
  },
): SearchAnswer {
  // Every sample has a price.
  const prices = SAMPLE_LISTINGS.map((s) => s.pricingStartingAt);
  return {
    listingsJson: query.page === 1 ? samplesJson() : [],
    total: SAMPLE_LISTINGS.length,
    totalIsLowerBound: false,
    page: query.page,
    pageSize: query.pageSize,
    priceBounds: priceBounds(Math.min(...prices), Math.max(...prices)),
    origin,
    place: plan.place,
    placeNotFound: plan.placeNotFound,
    placeAlternatives: plan.placeAlternatives,
    readAs: null,
    needsVisitorLocation: false,
    careNotListed: null,
    degraded: true,
  };
}

let samplesAsJson: string[] | undefined;
const samplesJson = () => (samplesAsJson ??= viewsAsJson(SAMPLE_LISTINGS.map(sampleListingView)));

/** A page of search results, each listing's view as the database wrote it (docs/decisions/056). */
export async function searchListingViews(
  db: Db,
  asked: ListingSearchQuery,
  log: FastifyBaseLogger,
  sampleListings: SampleListingsMode,
): Promise<SearchAnswer> {
  const typed = filtersTypedRead(asked);
  const query = typed?.query ?? asked;
  const plan = planSearch(query);
  const needsVisitorLocation = visitorLocationNeeded(asked, plan);
  try {
    const includeSamples = await samplesShown(db, sampleListings);
    const answer = await answerSearch(db, query, plan, includeSamples);
    const meant = placeMeantInstead(query, plan, answer);
    if (!('plan' in meant)) {
      return { ...meant, readAs: typed?.readAs ?? null, needsVisitorLocation };
    }
    return await answerOfTheTextRead(db, meant, includeSamples);
  } catch (err) {
    // docs/product.md §7: when listings cannot be read (database down, or too slow: statement timeout),
    // fall back to the built-in samples. A bug is not hidden, and an abandoned request needs none.
    const unreadable = isDatabaseUnavailable(err) || isQueryCancelled(err);
    if (!unreadable || currentRequestAbandoned()) throw err;
    log.error({ err }, 'listing search failed; answering with the sample listings');
    return {
      ...sampleFallback(query, originView(plan.origin, query.zip), plan),
      needsVisitorLocation,
    };
  }
}

/** The search of what the text was read as instead, and what the page is told of the reading. */
async function answerOfTheTextRead(
  db: Db,
  meant: TextReadAsAPlace,
  includeSamples: boolean,
): Promise<SearchAnswer> {
  const placeAnswer = await answerSearch(db, meant.query, meant.plan, includeSamples);
  return {
    ...placeAnswer,
    // The text stays as typed, so the page keeps naming the care it asked for (decision 113).
    readAs: meant.careNotListed ? null : meant.readAs,
    needsVisitorLocation: visitorLocationNeeded(meant.query, meant.plan),
    careNotListed: meant.careNotListed ?? null,
  };
}

/**
 * The place text that named none may mean instead, to search when no community's name matched
 * it (decisions 080, 098, 111); else the answer, with the care and place offered when names matched.
 */
function placeMeantInstead(
  query: ListingSearchQuery,
  plan: SearchPlan,
  answer: SearchAnswer,
): SearchAnswer | TextReadAsAPlace {
  const reading = careAfterPlace(query, plan);
  if (answer.total === 0) {
    return (
      reading ??
      careNotListedRead(query, plan) ??
      cityAfterANameRead(query, plan) ??
      mistypedPlaceRead(query, plan) ??
      answer
    );
  }
  // Names matched: they were meant, or the place was; the place is one step away.
  if (!reading) return answer;
  const meant = careAfterPlaceText(query.location ?? '', reading);
  return { ...answer, placeAlternatives: [meant, ...answer.placeAlternatives] };
}

async function answerSearch(
  db: Db,
  query: ListingSearchQuery,
  plan: SearchPlan,
  includeSamples: boolean,
): Promise<SearchAnswer> {
  const [{ rows, total, totalIsLowerBound }, bounds] = await Promise.all([
    searchListings(db, searchFilters(query, plan, includeSamples), {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    cachedPriceBounds(db),
  ]);
  return {
    listingsJson: rows.map((row) => row.view),
    total,
    totalIsLowerBound,
    page: query.page,
    pageSize: query.pageSize,
    priceBounds: bounds,
    origin: originView(plan.origin, query.zip),
    place: plan.place,
    placeNotFound: plan.placeNotFound,
    placeAlternatives: plan.placeAlternatives,
    readAs: null,
    needsVisitorLocation: false,
    careNotListed: null,
    degraded: false,
  };
}

/**
 * The map's markers for a search's filters (docs/decisions/046): the same rows the list pages
 * through, by the same visibility rule, up to MAP_POINTS_CAP. One row more than the cap is read
 * to tell whether the answer was cut short.
 */
export async function listingPoints(
  db: Db,
  asked: ListingPointsQuery,
  sampleListings: SampleListingsMode,
): Promise<ListingPointsResult> {
  const includeSamples = await samplesShown(db, sampleListings);
  const query = filtersTypedRead(asked)?.query ?? asked;
  const filters = searchFilters(query, planSearch(query), includeSamples);
  const rows = await findListingPoints(db, filters, MAP_POINTS_CAP + 1);
  return {
    points: rows.slice(0, MAP_POINTS_CAP).map((row) => ({ ...row, id: toPublicListingId(row.id) })),
    capped: rows.length > MAP_POINTS_CAP,
  };
}

/** What an id names: a listing, a sample a provider's published copy has replaced, or nothing. */
export async function lookUpListing(
  db: Db,
  id: string,
): Promise<{ view: ListingDetail } | { replacedBy: string } | null> {
  const storedId = toStoredListingId(id);
  const row = storedId ? await findListingRow(db, storedId) : undefined;
  if (!row) return null;
  if (row.isSample) {
    const copyId = await findPublishedCopyId(db, toPublicListingId(row.id));
    if (copyId) return { replacedBy: copyId };
  }
  return {
    view: {
      ...toListingView(row),
      responseTime: row.responseTime,
      publicRecord: row.publicRecord,
    },
  };
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
  const rows = new Map((await findListingRows(db, storedIds)).map((r) => [r.id, r]));
  return storedIds.flatMap((id) => {
    const row = rows.get(id);
    return row ? [toListingView(row)] : [];
  });
}

/** Saved searches keep a browse search's filters and match new listings with them (decision 045). */
export { savedSearchCondition, savedSearchFilters, savedSearchValues } from './search-alerts.ts';
