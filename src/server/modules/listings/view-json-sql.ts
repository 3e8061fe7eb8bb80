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
 * One object of the view: a composite type of migration 0025, whose attribute names are the keys
 * row_to_json writes, in this order, without spaces. A row constructor cast to it costs the
 * planner next to nothing (a search that is not a prepared statement is planned on every run).
 */
export interface ViewPart {
  type: string;
  fields: Record<string, SQL | ViewPart>;
}

function isPart(value: SQL | ViewPart): value is ViewPart {
  return 'fields' in value;
}

/** row(...)::type of a part, its own parts built the same way. */
function composite(part: ViewPart): SQL {
  const values = Object.values(part.fields).map((v) => (isPart(v) ? composite(v) : v));
  return sql`row(${sql.join(values, sql`, `)})::${sql.identifier(part.type)}`;
}

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

const COORDINATES: ViewPart = {
  type: 'listing_view_coordinates',
  fields: { lat: sql`${listings.lat}`, lng: sql`${listings.lng}` },
};

/** The listing view (ListingView, in its schema's key order), of a listing and its provider. */
export function viewPart(distance: SQL | null): ViewPart {
  return {
    type: 'listing_view',
    fields: {
      id: publicId,
      title: sql`${listings.title}`,
      providerId: sql`${listings.providerId}`,
      provider: {
        type: 'listing_view_provider',
        fields: {
          name: sql`case when ${listings.isSample} then ${sampleOperator}
            else coalesce(${profiles.company}, '') end`,
          logo: sql`${profiles.profileImage}`,
        },
      },
      location: {
        type: 'listing_view_location',
        fields: {
          address: sql`${listings.address}`,
          city: sql`${listings.city}`,
          state: sql`${listings.state}`,
          zipCode: sql`${listings.zipCode}`,
          coordinates: sql`case when ${listings.lat} is not null and ${listings.lng} is not null
            then ${composite(COORDINATES)} end`,
          distanceFromCenter: distance ?? sql`null::float8`,
        },
      },
      careType: sql`${listings.careType}`,
      images: sql`${listings.images}`,
      description: sql`${listings.description}`,
      amenities: sql`${listings.amenities}`,
      paymentSources: sql`${listings.paymentSources}`,
      pricing: {
        type: 'listing_view_pricing',
        fields: {
          startingAt: sql`${listings.pricingStartingAt}::float8`,
          pricingNote: sql`${listings.pricingNote}`,
          byRoom: sql`${listings.roomPrices}`,
          careFeeNote: sql`${listings.careFeeNote}`,
          confirmedAt: isoTime(sql`${listings.pricesConfirmedAt}`),
        },
      },
      rooms: {
        type: 'listing_view_rooms',
        fields: { private: sql`${listings.roomsPrivate}`, shared: sql`${listings.roomsShared}` },
      },
      capacity: sql`${listings.capacity}`,
      rating: sql`${listings.rating}`,
      reviewCount: sql`${listings.reviewCount}`,
      contact: {
        type: 'listing_view_contact',
        fields: {
          phone: sql`${listings.contactPhoneNumber}`,
          email: sql`${listings.contactEmailAddress}`,
          externalUrl: sql`${listings.contactExternalUrl}`,
          website: sql`${listings.companyWebsite}`,
        },
      },
      // An imported copy is sample content until its provider edits and saves it.
      isSample: sql`(${listings.isSample} or (${listings.importedSampleId} is not null and ${listings.draft}))`,
      draft: sql`${listings.draft}`,
      unclaimed: sql`${listings.unclaimed}`,
      featured: sql`coalesce(${listings.featured}, false)`,
      createdAt: isoTime(sql`${listings.createdAt}`),
      updatedAt: isoTime(sql`${listings.updatedAt}`),
    },
  };
}

/** Every composite type the view is made of, with its keys in order (for the schema test). */
export function viewTypes(part: ViewPart = viewPart(null)): Record<string, string[]> {
  const nested = Object.values(part.fields).filter(isPart);
  return Object.assign(
    { [part.type]: Object.keys(part.fields) },
    { [COORDINATES.type]: Object.keys(COORDINATES.fields) },
    ...nested.map((p) => viewTypes(p)),
  );
}

/**
 * What a search reads of each row (the listing named listings, its provider named profiles): its
 * view as JSON text, and the id and flag that place it in the page (featured-slots.ts).
 */
export function viewJsonSelection(distance: SQL | null) {
  return {
    // Named by hand: in a select from a FROM clause written as SQL, a column loses its table's name.
    id: sql<string>`${listings}.${sql.identifier(listings.id.name)}`.as('id'),
    featured: sql<boolean>`${listings}.${sql.identifier(listings.featured.name)}`.as('featured'),
    view: sql<string>`row_to_json(${composite(viewPart(distance))})::text`.as('view'),
  };
}
