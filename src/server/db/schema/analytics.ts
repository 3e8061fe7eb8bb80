import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { listings } from './listings.ts';

/**
 * The visitor a view or contact choice is counted for: a keyed hash of who it was, the listing and
 * the UTC day (analytics/visitor-key.ts), so nobody can be recognised from it and each counts once
 * a day (docs/decisions/025). Both are null on rows from before that rule.
 */
const dailyVisitor = () => ({
  visitorKey: text('visitor_key'),
  day: date('day', { mode: 'string' }),
});

/** One row per visitor a day opening a listing's detail, not counting its provider. */
export const listingViews = pgTable(
  'listing_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    ...dailyVisitor(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('listing_views_listing_created_idx').on(t.listingId, t.createdAt),
    uniqueIndex('listing_views_visitor_day_unique').on(t.listingId, t.day, t.visitorKey),
  ],
);

/** A Call, Email or Online Scheduling choice, once per visitor, listing, kind and day. */
export const listingInquiries = pgTable(
  'listing_inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['call', 'email', 'schedule'] }).notNull(),
    ...dailyVisitor(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('listing_inquiries_kind_check', sql`${t.kind} in ('call', 'email', 'schedule')`),
    index('listing_inquiries_listing_created_idx').on(t.listingId, t.createdAt),
    uniqueIndex('listing_inquiries_visitor_day_unique').on(
      t.listingId,
      t.kind,
      t.day,
      t.visitorKey,
    ),
  ],
);
