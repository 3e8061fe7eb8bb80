import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { listings } from './listings.ts';

/**
 * One facility as a public agency publishes it (CMS nursing homes, California RCFE licences),
 * keyed by the agency's own number, and the listing it is attached to (docs/decisions/042).
 * Kept exactly as published: nothing here is typed by a person.
 */
export const publicRecords = pgTable(
  'public_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source').notNull(),
    /** CMS Certification Number, or the California facility (licence) number. */
    sourceId: text('source_id').notNull(),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    phone: text('phone'),
    email: text('email'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    facilityType: text('facility_type'),
    /** The status as the agency words it ("LICENSED", "CLOSED"; CMS: "Certified"). */
    status: text('status').notNull(),
    closed: boolean('closed').notNull().default(false),
    capacity: integer('capacity'),
    overallRating: smallint('overall_rating'),
    healthInspectionRating: smallint('health_inspection_rating'),
    staffingRating: smallint('staffing_rating'),
    qualityRating: smallint('quality_rating'),
    totalFines: numeric('total_fines', { precision: 12, scale: 2, mode: 'number' }),
    abuseIcon: boolean('abuse_icon'),
    /** The date the agency's file speaks for (CMS "Processing Date"; CA: the file's date). */
    asOf: date('as_of', { mode: 'string' }).notNull(),
    /** What the import compares to tell a changed record from an unchanged one. */
    contentHash: text('content_hash').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('public_records_source_id_unique').on(t.source, t.sourceId),
    check('public_records_source_check', sql`${t.source} in ('cms-nursing-homes', 'ca-rcfe')`),
    check(
      'public_records_ratings_check',
      sql`coalesce(${t.overallRating}, 1) between 1 and 5 and coalesce(${t.healthInspectionRating}, 1) between 1 and 5
        and coalesce(${t.staffingRating}, 1) between 1 and 5 and coalesce(${t.qualityRating}, 1) between 1 and 5`,
    ),
    index('public_records_listing_idx').on(t.listingId),
  ],
);

export const CLAIM_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** A provider's request to take over an unclaimed listing (docs/decisions/043). */
export const listingClaims = pgTable(
  'listing_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    providerId: text('provider_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    /** Approved at once because the provider's verified e-mail domain is the record's. */
    autoApproved: boolean('auto_approved').notNull().default(false),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('listing_claims_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    uniqueIndex('listing_claims_one_pending_idx')
      .on(t.listingId, t.providerId)
      .where(sql`${t.status} = 'pending'`),
    index('listing_claims_status_idx').on(t.status, t.createdAt),
  ],
);
