import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { SearchSort } from '#shared/constants.ts';
import { listings } from '../../db/schema/index.ts';

// The filters and orders a family chooses besides place, care type and price
// (docs/decisions/038). Each is served by an index of migration 0018 or narrows rows another
// index already chose.

const placeholder = (name: string): SQL | ReturnType<typeof sql.placeholder> =>
  sql.placeholder(name);

export interface ChoiceShape {
  /** A typed state: the listing's state is its code or its name. */
  state: boolean;
  amenities: boolean;
  payment: boolean;
  roomsPrivate: boolean;
  roomsShared: boolean;
  sort: SearchSort;
}

/** The conditions of the chosen filters (lists: every value given must be there). */
export function choiceConditions(shape: ChoiceShape, p = placeholder): SQL[] {
  const conditions: SQL[] = [];
  if (shape.state) {
    conditions.push(
      sql`(lower(${listings.state}) = ${p('state1')} or lower(${listings.state}) = ${p('state2')})`,
    );
  }
  if (shape.amenities) conditions.push(sql`${listings.amenities} @> ${p('amenities')}::text[]`);
  if (shape.payment) conditions.push(sql`${listings.paymentSources} @> ${p('payment')}::text[]`);
  if (shape.roomsPrivate) conditions.push(sql`${listings.roomsPrivate}`);
  if (shape.roomsShared) conditions.push(sql`${listings.roomsShared}`);
  return conditions;
}

/**
 * The order of a chosen sort, ending in the id so pages never overlap; each spells an index's
 * order (listings_price_order_idx, listings_rating_idx, listings_newest_idx) so a search without
 * a place reads its page straight off that index. Distance needs a centre (`miles`).
 */
export function chosenOrder(sort: Exclude<SearchSort, 'best'>, miles: SQL | null): SQL[] {
  switch (sort) {
    case 'distance':
      return [
        sql`${miles ?? sql`null`} asc nulls last`,
        sql`${listings.createdAt} desc`,
        asc(listings.id),
      ];
    case 'price-asc':
      return [asc(listings.pricingStartingAt), asc(listings.id)];
    case 'price-desc':
      // A listing without a published price (public records) comes last either way
      // (listings_price_desc_order_idx; docs/decisions/042).
      return [sql`${listings.pricingStartingAt} desc nulls last`, desc(listings.id)];
    case 'rating':
      return [
        sql`${listings.rating} desc nulls last`,
        desc(listings.reviewCount),
        asc(listings.id),
      ];
    case 'newest':
      return [desc(listings.createdAt), asc(listings.id)];
  }
}
