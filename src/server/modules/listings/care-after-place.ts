import { placeThenCare } from '#shared/care-words.ts';
import type { ListingSearchQuery, ListingSearchResult } from '#shared/listing-schemas.ts';
import { planSearch, type SearchPlan } from './search-request.ts';

/**
 * Care typed after its place (docs/decisions/080): "Seattle assisted living" is Seattle and
 * assisted living when the words before the care name a place. Whether the whole text is a
 * community's name ("Sunrise Assisted Living") only the names searched first can tell.
 */
export interface CareAfterPlace {
  readAs: NonNullable<ListingSearchResult['readAs']>;
  query: ListingSearchQuery;
  plan: SearchPlan;
}

/** The search of the place and care the text names, or null when it names no place then care. */
export function careAfterPlace(query: ListingSearchQuery, plan: SearchPlan): CareAfterPlace | null {
  if (!plan.placeNotFound || !query.location) return null;
  const asked = placeThenCare(query.location);
  if (!asked || asked.location === '') return null;
  const types = [...new Set([...query.type, ...asked.types])];
  const placeQuery: ListingSearchQuery = { ...query, location: asked.location, type: types };
  const placePlan = planSearch(placeQuery);
  if (!placePlan.resolved) return null;
  return { readAs: { location: asked.location, types }, query: placeQuery, plan: placePlan };
}

/**
 * "Did you mean assisted living in Sunrise, FL?": offered when names did match, so the family
 * who meant the place finds it in one step (the leading care is read by the page, decision 079).
 */
export function careAfterPlaceText(text: string, reading: CareAfterPlace): string {
  const care = text
    .trim()
    .slice(reading.readAs.location.length)
    .replace(/^[\s,:–-]+/, '');
  return `${care.toLowerCase().replace(/\.$/, '')} in ${reading.plan.place?.label ?? reading.readAs.location}`;
}
