import { DISTANCE, PLACE_RADIUS_DEFAULT } from '#shared/constants.ts';
import type {
  ListingPointsQuery,
  ListingSearchQuery,
  ListingSearchResult,
} from '#shared/listing-schemas.ts';
import type { Place } from '#shared/place-schemas.ts';
import { distanceAndPlace } from '#shared/distance-words.ts';
import { placesMeant } from '../places/places-meant.ts';
import { asksForTheVisitorsPlace, namesTheVisitorsPlace } from '#shared/near-the-visitor.ts';
import { remembered } from '../places/remembered.ts';
import { resolvePlace, stateSpellings, type ResolvedPlace } from '../places/places.service.ts';
import type { ListingFilters, SearchOrigin } from './search.repo.ts';
import { coordinatesForZip } from './zip-geo.ts';

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

/** What a search query asks for: its centre, and the place its location text names if any. */
export interface SearchPlan {
  origin: SearchOrigin | null;
  /** The place the text named, its radius the one searched; null when it named none. */
  place: Place | null;
  resolved: ResolvedPlace | null;
  /** Text was given, named no place, and is matched as text (docs/decisions/038). */
  placeNotFound: boolean;
  /** When the text named no place, the places it may have meant (docs/decisions/063). */
  placeAlternatives: string[];
  radius: number;
  /** The location text matched against names and addresses; none when it names a place. */
  textFilter: string | undefined;
}

/**
 * A plan without a place: text that names none is matched as names and text (038, 063). "Near
 * me" is no text to match: it names where the visitor is, which only their location can say.
 */
function notAPlace(
  query: ListingPointsQuery,
  explicit: SearchOrigin | null,
  namesAPlace: boolean,
): SearchPlan {
  const text =
    query.location && !namesTheVisitorsPlace(query.location) ? query.location : undefined;
  const unknownText = explicit ? undefined : text;
  return {
    origin: explicit,
    place: null,
    resolved: null,
    placeNotFound: unknownText !== undefined,
    placeAlternatives: unknownText === undefined ? [] : placesMeant(unknownText),
    radius: query.radius ?? DISTANCE.default,
    textFilter: namesAPlace ? undefined : text,
  };
}

/**
 * A typed place is a place (docs/decisions/038): location text naming a ZIP or a city is searched
 * by distance from it, a state within it. A ZIP box or the visitor's location given as well is the
 * centre instead (decision 107): text naming a place is then no filter ("Seattle, WA" and the
 * ZIP 98101 are the communities around 98101), other text filters as text, as it did before.
 */
export function planSearch(query: ListingPointsQuery): SearchPlan {
  const explicit = resolveOrigin(query);
  const typed = query.location ? placeTyped(query.location) : null;
  if (explicit || !typed) return notAPlace(query, explicit, typed !== null);
  const { resolved, miles } = typed;
  // A region is searched as far as its ZIP codes reach (regions.ts); a town or a ZIP 25 miles.
  const radius = query.radius ?? miles ?? resolved.radius ?? PLACE_RADIUS_DEFAULT;
  const { center, ...place } = resolved;
  return {
    origin: center ? { coordinates: center, estimateFromZip: null } : null,
    place: { ...place, radius: center ? radius : null },
    resolved,
    placeNotFound: false,
    placeAlternatives: [],
    radius,
    textFilter: undefined,
  };
}

/** The text asked for the visitor's place ("near me") and nothing said where it is (decision 110). */
export const visitorLocationNeeded = (
  asked: Pick<ListingPointsQuery, 'location'>,
  plan: Pick<SearchPlan, 'origin' | 'place' | 'placeNotFound'>,
): boolean =>
  !plan.origin &&
  !plan.place &&
  !plan.placeNotFound &&
  asksForTheVisitorsPlace(asked.location ?? '');

/**
 * The place typed, and the distance typed with it if any ("within 10 miles of Seattle", 082);
 * remembered like the place, so a search typed again reads no distance again.
 */
const placeTyped = remembered(
  (text: string): { resolved: ResolvedPlace; miles: number | null } | null => {
    const distance = distanceAndPlace(text);
    const around = distance && resolvePlace(distance.location);
    if (around) return { resolved: around, miles: distance.miles };
    const resolved = resolvePlace(text);
    return resolved && { resolved, miles: null };
  },
);

/** The repo's filters for a search query (a blank location searches everywhere). */
export function searchFilters(
  query: ListingPointsQuery & Partial<Pick<ListingSearchQuery, 'sort'>>,
  plan: SearchPlan,
  includeSamples: boolean,
): ListingFilters {
  const state = plan.resolved?.kind === 'state' ? plan.resolved.state : null;
  return {
    location: plan.textFilter,
    states: state ? stateSpellings(state) : undefined,
    careTypes: query.type,
    amenities: query.amenity,
    rooms: query.room,
    payment: query.payment,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    origin: plan.origin,
    radiusMiles: plan.radius,
    bbox: query.bbox,
    sort: query.sort,
    includeSamples,
  };
}
