import { careNotListed } from '#shared/care-not-listed.ts';
import { placeThenCare } from '#shared/care-words.ts';
import { NEAR_THE_VISITOR, namesTheVisitorsPlace } from '#shared/near-the-visitor.ts';
import type { ListingSearchQuery, ListingSearchResult } from '#shared/listing-schemas.ts';
import { cityAfterAName } from '../places/city-after-a-name.ts';
import { isATypoOf } from '../places/mistyped-place.ts';
import { readAsOf } from './filters-typed.ts';
import { planSearch, type SearchPlan } from './search-request.ts';

/**
 * Care typed after its place (docs/decisions/080): "Seattle assisted living" is Seattle and
 * assisted living when the words before the care name a place. Whether the whole text is a
 * community's name ("Sunrise Assisted Living") only the names searched first can tell.
 */
export interface TextReadAsAPlace {
  readAs: NonNullable<ListingSearchResult['readAs']>;
  query: ListingSearchQuery;
  plan: SearchPlan;
  /** Care not listed here that the text asked for, which the page names (decision 113). */
  careNotListed?: string;
}

/** The search of the place and care the text names, or null when it names no place then care. */
export function careAfterPlace(
  query: ListingSearchQuery,
  plan: SearchPlan,
): TextReadAsAPlace | null {
  if (!plan.placeNotFound || !query.location) return null;
  const asked = placeThenCare(query.location);
  if (!asked || asked.location === '') return null;
  const types = [...new Set([...query.type, ...asked.types])];
  // "Nearby assisted living": near the visitor, whose location the page asks for (decision 110).
  const visitors = namesTheVisitorsPlace(asked.location);
  const location = visitors ? NEAR_THE_VISITOR : asked.location;
  return searchedAs({ ...query, location, type: types }, visitors);
}

/**
 * "Did you mean assisted living in Sunrise, FL?": offered when names did match, so the family
 * who meant the place finds it in one step (the leading care is read by the page, decision 079).
 */
export function careAfterPlaceText(text: string, reading: TextReadAsAPlace): string {
  const care = text
    .trim()
    .slice(reading.readAs.location.length)
    .replace(/^[\s,:–-]+/, '');
  return `${care.toLowerCase().replace(/\.$/, '')} in ${reading.plan.place?.label ?? reading.readAs.location}`;
}

/**
 * "Ballard Seattle", "Sunrise of Seattle": text that names no place and no community, ending in a
 * city it names a part of, is searched as that city (decision 098); null otherwise.
 */
export function cityAfterANameRead(
  query: ListingSearchQuery,
  plan: SearchPlan,
): TextReadAsAPlace | null {
  const city = plan.placeNotFound && query.location ? cityAfterAName(query.location) : null;
  if (!city) return null;
  return searchedAs({ ...query, location: city.label });
}

/**
 * "Tuscon, AZ", "Pheonix": text that names no place and no community, whose first place meant
 * is the same city with a typo or two fixed, is searched as that city (decision 111); null
 * otherwise.
 */
export function mistypedPlaceRead(
  query: ListingSearchQuery,
  plan: SearchPlan,
): TextReadAsAPlace | null {
  const [meant] = plan.placeAlternatives;
  if (!plan.placeNotFound || !query.location || !meant || !isATypoOf(query.location, meant)) {
    return null;
  }
  return searchedAs({ ...query, location: meant });
}

/**
 * "Hospice care in Ohio", "home care near me": text that names no community, asking for care not
 * listed here, is searched as the place typed with it, or everywhere when none was (decision
 * 113); null otherwise.
 */
export function careNotListedRead(
  query: ListingSearchQuery,
  plan: SearchPlan,
): TextReadAsAPlace | null {
  // With the visitor's location or a ZIP, text that names no place is matched as text (decision
  // 107) rather than flagged: "home care near me" with the location given.
  const unread = plan.placeNotFound || (plan.origin !== null && !plan.place);
  const asked = unread && query.location ? careNotListed(query.location) : null;
  if (!asked) return null;
  const anywhere = asked.location === '' || asked.location === NEAR_THE_VISITOR;
  const reading = searchedAs({ ...query, location: asked.location || undefined }, anywhere);
  return reading && { ...reading, careNotListed: asked.care };
}

/** The search of the text read as a place; null when it names none (unless it need not). */
function searchedAs(
  placeQuery: ListingSearchQuery,
  evenWithoutAPlace = false,
): TextReadAsAPlace | null {
  const plan = planSearch(placeQuery);
  if (!plan.resolved && !evenWithoutAPlace) return null;
  return { readAs: readAsOf(placeQuery), query: placeQuery, plan };
}
