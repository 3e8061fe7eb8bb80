import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { listings } from './listings.ts';

/** One row per (de-duplicated) opening of a listing's detail by someone other than its provider. */
export const listingViews = pgTable(
  'listing_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** The signed-in user's id, or an anonymous visitor id from a cookie. */
    viewerKey: text('viewer_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('listing_views_listing_created_idx').on(t.listingId, t.createdAt),
    index('listing_views_dedupe_idx').on(t.listingId, t.viewerKey, t.createdAt),
  ],
);

/** A Call, Email or Online Scheduling choice in the Schedule a Tour dialog. */
export const listingInquiries = pgTable(
  'listing_inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['call', 'email', 'schedule'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('listing_inquiries_kind_check', sql`${t.kind} in ('call', 'email', 'schedule')`),
    index('listing_inquiries_listing_created_idx').on(t.listingId, t.createdAt),
  ],
);
