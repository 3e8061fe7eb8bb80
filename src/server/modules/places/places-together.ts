import { DISTANCE, PLACE_RADIUS_DEFAULT } from '#shared/constants.ts';
import { distanceMiles, type Coordinates } from '#shared/geo.ts';

// Two or three places written as one: "Raleigh-Durham", "Seattle/Tacoma, WA", "Minneapolis-St.
// Paul", "Tampa or Sarasota" (docs/decisions/073-places-written-together.md).

/**
 * "/", "&", "+", "and", "or", "to", or a dash with spaces around it. The words only in lower
 * case: "Salem OR" is in Oregon.
 */
const BETWEEN_PLACES = /\s*(?:[/&+–—]|\s-\s|\s(?:and|or|to)\s)\s*/;
const MOST_PLACES = 3;

/**
 * The places a text joins, or null when it joins none. A hyphen alone joins places only where
 * nothing else does ("Raleigh-Durham", but "Wilkes-Barre/Scranton" is two places, not three).
 */
export function placesJoined(text: string): string[] | null {
  for (const between of [BETWEEN_PLACES, /-/]) {
    const parts = text
      .split(between)
      .map((part) => part.trim())
      .filter(Boolean);
    if (parts.length >= 2) return parts.length <= MOST_PLACES ? parts : null;
  }
  return null;
}

/**
 * The text before the last place joined (with and without the join) and that place's own text,
 * as typed: "Seattle/Ta" → "Seattle/", "Seattle" and "Ta". Null when nothing joins places, or
 * nothing follows the last join.
 */
export function lastPlaceJoined(
  text: string,
): { before: string; others: string; last: string } | null {
  const found = /^(.*\S)(\s*[/&+–—]\s*|\s-\s|\s(?:and|or|to)\s|-)(\S.*)$/.exec(text);
  return found ? { before: found[1] + found[2], others: found[1], last: found[3] } : null;
}

/** What a place of this module needs to be combined with others. */
export interface PlaceAt {
  label: string;
  /** A town's, county's or region's name; a ZIP code's town. */
  city: string | null;
  state: string;
  center: Coordinates | null;
  radius: number | null;
  alternatives: string[];
}

export interface Together<P extends PlaceAt> {
  /** How each part of the text reads alone; the state of the last part, if any, is tried first. */
  read: (text: string) => P | null;
  /** The smallest region every one of the places is part of (regions.ts). */
  regionAround: (places: P[]) => P | null;
  /** Whether a place is likely meant when named far from the others: a ZIP, or not a hamlet. */
  meantFarApart: (place: P) => boolean;
  alternativesMax: number;
}

/** Parts this close to the first are already in its circle: the first is the place. */
const IN_THE_SAME_CIRCLE = PLACE_RADIUS_DEFAULT / 2;
/** Parts further apart than this are not one search: the first is searched, the others offered. */
const FARTHEST_APART = 75;
/** How far past the furthest part's centre its circle reaches. */
const BEYOND_THE_FURTHEST = 10;
/**
 * How many times wider than the first's circle widened to the others a region holding them may
 * be: "Sherman Oaks Los Angeles", 13 miles apart, is not Southern California's 100 miles.
 */
const REGION_WIDER_AT_MOST = 2;

/**
 * A part read in the last part's state ("Portland/Salem, OR"), unless the place its name means
 * alone is nearer the last and near enough to be searched with it: "Washington/Annapolis" is the
 * District, not Washington County, MD; "Troy/Buffalo" stays Troy, NY.
 */
function readNear<P extends PlaceAt>(part: string, last: P, read: Together<P>['read']) {
  const alone = read(part);
  if (part.includes(',') || alone?.state === last.state) return alone;
  const inState = read(`${part}, ${last.state}`);
  if (!inState || !alone) return inState ?? alone;
  const nearer = milesFrom(last, alone) < Math.min(milesFrom(last, inState), FARTHEST_APART);
  return nearer ? alone : inState;
}

const milesFrom = (a: PlaceAt, b: PlaceAt) =>
  a.center && b.center ? distanceMiles(a.center, b.center) : Infinity;

/** Whether the places are too far apart to be one search: the first and any other. */
export const placesFarApart = ([first, ...others]: PlaceAt[]): boolean =>
  others.some((other) => milesFrom(first, other) > FARTHEST_APART);

/**
 * Each part read as a place, a part without a state in the last part's state first; null unless
 * every part is one ("Bethany & Hope Gardens" is a community's name).
 */
export function placesRead<P extends PlaceAt>(
  parts: string[],
  read: (text: string) => P | null,
): P[] | null {
  const last = parts.length >= 2 ? read(parts[parts.length - 1]) : null;
  if (!last) return null;
  const places = [...parts.slice(0, -1).map((part) => readNear(part, last, read)), last];
  return places.every((place) => place !== null) ? (places as P[]) : null;
}

/** The first place's circle reaching past the furthest of the others, in whole five miles. */
const widenedTo = (first: PlaceAt, apart: number) => {
  const widened = Math.ceil((apart + BEYOND_THE_FURTHEST) / 5) * 5;
  return Math.min(DISTANCE.max, Math.max(first.radius ?? PLACE_RADIUS_DEFAULT, widened));
};

/**
 * The place several places written together mean: the first, if the others are in its circle; a
 * region holding them all, unless it is much wider than the first's circle widened to reach them,
 * which is then the place; or, far apart, the first with the others offered ("Seattle or
 * Portland"). Null unless every part is a place with a centre (not a state), and, far apart, one
 * likely meant: "Rose and Crown", two hamlets 250 miles apart, is more likely a community's name.
 */
export function placesTogether<P extends PlaceAt>(parts: string[], how: Together<P>): P | null {
  const places = placesRead(parts, how.read);
  if (!places) return null;
  const [first, ...others] = places;
  const center = first.center;
  if (!center || others.some((p) => p.center === null)) return null;
  const apart = Math.max(...others.map((p) => distanceMiles(center, p.center as Coordinates)));
  const offered = (place: P) => ({
    ...place,
    alternatives: [...new Set([...places.map((p) => p.label), ...place.alternatives])]
      .filter((label) => label !== place.label)
      .slice(0, how.alternativesMax),
  });
  if (placesFarApart(places)) return places.every(how.meantFarApart) ? offered(first) : null;
  if (apart <= IN_THE_SAME_CIRCLE) return offered(first);
  const radius = widenedTo(first, apart);
  const region = how.regionAround(places);
  if (region && (region.radius ?? 0) <= radius * REGION_WIDER_AT_MOST) return offered(region);
  return offered({ ...first, radius });
}
