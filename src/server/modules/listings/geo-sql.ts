import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { listings } from '../../db/schema/index.ts';

type Bound = SQL | Placeholder | number;

/**
 * Listings whose point lies in the box: the one spelling of a box that listings_geo_idx (a GiST
 * index of point(lng, lat) carrying the columns searches filter and order by) serves, for place
 * searches and city pages alike (docs/decisions/047).
 */
export function insideBox(box: {
  latMin: Bound;
  latMax: Bound;
  lngMin: Bound;
  lngMax: Bound;
}): SQL {
  return sql`point(${listings.lng}, ${listings.lat}) <@ box(
    point(${box.lngMin}::float8, ${box.latMin}::float8),
    point(${box.lngMax}::float8, ${box.latMax}::float8))`;
}
