import { sql, type SQL } from 'drizzle-orm';
import { listings, profiles } from '../../db/schema/index.ts';
import { SAMPLE_LISTINGS } from './sample-listings.ts';
import { toStoredListingId } from '#shared/listing-id.ts';

// A search page's listings written as JSON by the database (docs/decisions/056): the server puts
// the text into its answer as it comes, where it used to parse about forty columns of every row,
// map them (toListingView) and write them out again. toListingView stays the definition of the
// view; tests/api/listing-view-json.test.ts checks that both give the same view for every kind
// of row.

/**
 * One object of the view: a lateral select of its fields, named by its alias. Such a select reads
 * no table, so the planner folds it into the statement (no sub-plan per row), and row_to_json
 * writes a whole-row reference to it as an object with these keys, in this order, without spaces.
 */
function part(alias: string, fields: Record<string, SQL>): SQL {
  const columns = Object.entries(fields).map(
    ([key, value]) => sql`${value} as ${sql.identifier(key)}`,
  );
  return sql`cross join lateral (select ${sql.join(columns, sql`, `)}) as ${sql.identifier(alias)}`;
}

const ref = (alias: string) => sql`${sql.identifier(alias)}`;

/** Date.toISOString's form: UTC, milliseconds (cut, as the driver's Date cuts microseconds). */
const isoTime = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** toPublicListingId: "3" for a zero-padded sample UUID, else the UUID itself. */
const publicId = sql`case when ${listings.id}::text ~ '^00000000-0000-0000-0000-0*[1-9][0-9]*$'
  then ltrim(substr(${listings.id}::text, 25), '0') else ${listings.id}::text end`;

/** A built-in sample's operator, by its stored id (toListingView's sampleOperator). */
const sampleOperator = sql`case ${listings.id}::text ${sql.join(
  SAMPLE_LISTINGS.map((s) => sql`when ${toStoredListingId(s.id)} then ${s.operator}`),
  sql` `,
)} else 'CareNest sample' end`;

/**
 * The joins that make a row's view (ListingView, in its schema's key order), after the listing
 * (named listings) and its provider (named profiles, possibly null) in a FROM clause.
 */
export function viewJoins(distance: SQL | null): SQL {
  const parts = [
    part('view_provider', {
      name: sql`case when ${listings.isSample} then ${sampleOperator}
        else coalesce(${profiles.company}, '') end`,
      logo: sql`${profiles.profileImage}`,
    }),
    part('view_coordinates', { lat: sql`${listings.lat}`, lng: sql`${listings.lng}` }),
    part('view_location', {
      address: sql`${listings.address}`,
      city: sql`${listings.city}`,
      state: sql`${listings.state}`,
      zipCode: sql`${listings.zipCode}`,
      coordinates: sql`case when ${listings.lat} is not null and ${listings.lng} is not null
        then ${ref('view_coordinates')} end`,
      distanceFromCenter: distance ?? sql`null::float8`,
    }),
    part('view_pricing', {
      startingAt: sql`${listings.pricingStartingAt}::float8`,
      pricingNote: sql`${listings.pricingNote}`,
      byRoom: sql`${listings.roomPrices}`,
      careFeeNote: sql`${listings.careFeeNote}`,
      confirmedAt: isoTime(sql`${listings.pricesConfirmedAt}`),
    }),
    part('view_rooms', {
      private: sql`${listings.roomsPrivate}`,
      shared: sql`${listings.roomsShared}`,
    }),
    part('view_contact', {
      phone: sql`${listings.contactPhoneNumber}`,
      email: sql`${listings.contactEmailAddress}`,
      externalUrl: sql`${listings.contactExternalUrl}`,
      website: sql`${listings.companyWebsite}`,
    }),
    part('view', {
      id: publicId,
      title: sql`${listings.title}`,
      providerId: sql`${listings.providerId}`,
      provider: ref('view_provider'),
      location: ref('view_location'),
      careType: sql`${listings.careType}`,
      images: sql`${listings.images}`,
      description: sql`${listings.description}`,
      amenities: sql`${listings.amenities}`,
      paymentSources: sql`${listings.paymentSources}`,
      pricing: ref('view_pricing'),
      rooms: ref('view_rooms'),
      capacity: sql`${listings.capacity}`,
      rating: sql`${listings.rating}`,
      reviewCount: sql`${listings.reviewCount}`,
      contact: ref('view_contact'),
      // An imported copy is sample content until its provider edits and saves it.
      isSample: sql`(${listings.isSample} or (${listings.importedSampleId} is not null and ${listings.draft}))`,
      draft: sql`${listings.draft}`,
      unclaimed: sql`${listings.unclaimed}`,
      featured: sql`coalesce(${listings.featured}, false)`,
      createdAt: isoTime(sql`${listings.createdAt}`),
      updatedAt: isoTime(sql`${listings.updatedAt}`),
    }),
  ];
  return sql.join(parts, sql`\n`);
}

/**
 * What a search reads of each row (viewJoins in its FROM clause): its view as JSON text, and the
 * id and flag that place it in the page (featured-slots.ts).
 */
export const viewJsonSelection = {
  // Named by hand: in a select from a FROM clause written as SQL, a column loses its table's name.
  id: sql<string>`${listings}.${sql.identifier(listings.id.name)}`.as('id'),
  featured: sql<boolean>`${listings}.${sql.identifier(listings.featured.name)}`.as('featured'),
  view: sql<string>`row_to_json(${ref('view')})::text`.as('view'),
};
