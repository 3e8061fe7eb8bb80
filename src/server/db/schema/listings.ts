import { sql } from 'drizzle-orm';
import { MAX_IMAGES_PER_LISTING, type PricedRoomType } from '#shared/constants.ts';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

type RoomPriceRow = { roomType: PricedRoomType; minPrice: number; maxPrice: number | null };

export const listings = pgTable(
  'listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    // Null only for the six built-in sample listings (isSample = true).
    providerId: text('provider_id').references(() => user.id, { onDelete: 'cascade' }),
    isSample: boolean('is_sample').notNull().default(false),
    /** Set when a provider imported one of the built-in samples as their own row. */
    importedSampleId: text('imported_sample_id'),
    /** Not in public search or detail until the provider edits and saves it (imported samples). */
    draft: boolean('draft').notNull().default(false),
    /**
     * Made from a public record and not yet claimed: no owner, so nobody can edit it, never
     * featured (docs/decisions/042).
     */
    unclaimed: boolean('unclaimed').notNull().default(false),
    /**
     * Set when an admin unpublished the listing (it is then a draft too, so every public read
     * hides it); saving it no longer publishes it (docs/decisions/034).
     */
    unpublishedAt: timestamp('unpublished_at', { withTimezone: true }),
    /**
     * When families could first see it (created public, or its draft saved): saved-search
     * alerts look for listings published since their last run. Kept by a trigger (0022).
     */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    description: text('description').notNull(),
    careType: text('care_type').notNull(),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Null only while nobody has published a price: an unclaimed listing from public records. */
    pricingStartingAt: numeric('pricing_starting_at', { precision: 10, scale: 2, mode: 'number' }),
    pricingNote: text('pricing_note'),
    /** Monthly ranges by kind of unit; the starting price is their lowest (docs/decisions/048). */
    roomPrices: jsonb('room_prices').$type<RoomPriceRow[]>().notNull().default([]),
    careFeeNote: text('care_fee_note'),
    /** When the provider last saved or confirmed the prices; null for the built-in samples. */
    pricesConfirmedAt: timestamp('prices_confirmed_at', { withTimezone: true }),
    roomsPrivate: boolean('rooms_private').notNull().default(true),
    roomsShared: boolean('rooms_shared').notNull().default(false),
    capacity: integer('capacity'),
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** PAYMENT_SOURCES values the community accepts (docs/decisions/038). */
    paymentSources: text('payment_sources')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    companyWebsite: text('company_website'),
    contactPhoneNumber: text('contact_phone_number'),
    contactEmailAddress: text('contact_email_address'),
    contactExternalUrl: text('contact_external_url'),
    googlePlaceId: text('google_place_id'),
    googleRating: numeric('google_rating', { precision: 2, scale: 1, mode: 'number' }),
    googleReviewCount: integer('google_review_count'),
    googleReviewsUpdatedAt: timestamp('google_reviews_updated_at', { withTimezone: true }),
    // Maintained by triggers (migration 0007) so the browse order and the cards need no
    // per-row sub-queries: Premium placement, and the average/count of listing reviews.
    featured: boolean('featured').notNull().default(false),
    rating: doublePrecision('rating'),
    reviewCount: integer('review_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'listings_care_type_check',
      sql`${t.careType} in ('assisted-living', 'independent-living', 'memory-care', 'respite-care', 'adult-daycare', 'skilled-nursing')`,
    ),
    check('listings_price_check', sql`${t.pricingStartingAt} >= 1`),
    check('listings_capacity_check', sql`${t.capacity} is null or ${t.capacity} >= 0`),
    check(
      'listings_images_check',
      sql`coalesce(array_length(${t.images}, 1), 0) <= ${sql.raw(String(MAX_IMAGES_PER_LISTING))}`,
    ),
    check(
      'listings_owner_check',
      sql`${t.isSample} or ${t.unclaimed} or ${t.providerId} is not null`,
    ),
    check('listings_unclaimed_check', sql`not ${t.unclaimed} or ${t.providerId} is null`),
    check(
      'listings_payment_sources_check',
      sql`${t.paymentSources} <@ ARRAY['private-pay','medicaid','medicare','veterans','ltc-insurance']::text[]`,
    ),
    index('listings_provider_created_idx').on(t.providerId, t.createdAt.desc()),
    uniqueIndex('listings_provider_imported_sample_unique').on(t.providerId, t.importedSampleId),
    index('listings_care_type_idx').on(t.careType),
    // The browse order (samples, featured, newest, id): the first page is read off this index.
    // Care type and price trail the unique id (no effect on the order) so the capped count of a
    // care type/price search walks this index alone (index-only scan), without the table.
    index('listings_browse_order_idx').on(
      t.isSample.desc(),
      t.featured.desc(),
      t.createdAt.desc(),
      t.id,
      t.careType,
      t.pricingStartingAt,
    ),
    // Title words for the search text (search.repo.ts spells the same expression).
    index('listings_title_search_idx').using('gin', sql`to_tsvector('simple', ${t.title})`),
    // A community's name typed from its start, suggested while typing (community-names.ts).
    index('listings_title_prefix_idx').using('btree', sql`lower(${t.title}) text_pattern_ops`),
    // The lapsed-Premium sweep looks up only featured rows by provider.
    index('listings_featured_provider_idx')
      .on(t.providerId)
      .where(sql`${t.featured}`),
    // A published copy of a built-in sample replaces it (search and the sample's own address).
    index('listings_published_copy_idx')
      .on(t.importedSampleId)
      .where(sql`${t.importedSampleId} is not null and not ${t.draft}`),
    index('listings_price_idx').on(t.pricingStartingAt),
    // Searches around a point (a typed place, a ZIP, a city page): the box is one walk of a GiST
    // index of the point, and every column such a search filters or orders by rides along, so its
    // ids and count are an index-only read; only the page's rows come from the table
    // (docs/decisions/047).
    // Drizzle has no INCLUDE: migration 0020 spells the carried columns.
    index('listings_geo_idx').using('gist', sql`point(${t.lng}, ${t.lat})`),
    index('listings_city_trgm_idx').using('gin', sql`lower(${t.city}) gin_trgm_ops`),
    index('listings_state_trgm_idx').using('gin', sql`lower(${t.state}) gin_trgm_ops`),
    index('listings_zip_trgm_idx').using('gin', sql`${t.zipCode} gin_trgm_ops`),
    // The browse filters "has every one of these" (amenities, payment sources) and the orders a
    // family may choose besides the best match (docs/decisions/038).
    index('listings_amenities_idx').using('gin', t.amenities),
    index('listings_payment_sources_idx').using('gin', t.paymentSources),
    index('listings_newest_idx').on(t.createdAt.desc(), t.id),
    index('listings_rating_idx').on(t.rating.desc().nullsLast(), t.reviewCount.desc(), t.id),
    index('listings_price_order_idx').on(t.pricingStartingAt, t.id),
    index('listings_published_at_idx').on(t.publishedAt),
    // Highest price first, listings without a price last (docs/decisions/042).
    index('listings_price_desc_order_idx').on(t.pricingStartingAt.desc().nullsLast(), t.id.desc()),
  ],
);
