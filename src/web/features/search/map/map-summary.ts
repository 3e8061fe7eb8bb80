import { MAP_POINTS_CAP } from '#shared/constants.ts';
import type { ListingPointsResult } from '#shared/map-schemas.ts';
import { wholeNumber } from '#shared/whole-number.ts';

/** The map's text alternative: how many communities it shows, and that the list has them too. */
export function mapSummary(result: ListingPointsResult | undefined): string {
  if (!result) return 'Loading the map of the communities found…';
  const n = result.points.length;
  if (result.capped) {
    return `Map of the first ${wholeNumber(MAP_POINTS_CAP)} communities found; zoom in and search this area to see the rest. The list has the same results.`;
  }
  if (n === 0) return 'Map of 0 communities shown: no community found has a place on the map.';
  const noun = n === 1 ? 'community' : 'communities';
  return `Map of ${wholeNumber(n)} ${noun} shown; the list has the same results.`;
}
