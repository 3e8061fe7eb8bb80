import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { listings } from './listings.ts';

const createdUpdated = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

// Text limits are counted by the app in graphemes (what a person sees). The database backstop
// counts code points, so it allows up to 10 code points per grapheme (docs/decisions/002).
const textLimits = (title: unknown, comment: unknown) => [
  sql`(${title} is null or char_length(${title}) <= 1000)`,
  sql`(${comment} is null or char_length(${comment}) <= 10000)`,
];

export const favorites = pgTable(
  'favorites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listingId] }),
    index('favorites_listing_idx').on(t.listingId),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    title: text('title'),
    comment: text('comment'),
    ...createdUpdated,
  },
  (t) => {
    const [titleCheck, commentCheck] = textLimits(t.title, t.comment);
    return [
      unique('reviews_user_listing_unique').on(t.userId, t.listingId),
      check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
      check('reviews_title_check', titleCheck),
      check('reviews_comment_check', commentCheck),
      index('reviews_listing_created_idx').on(t.listingId, t.createdAt.desc()),
    ];
  },
);

export const websiteReviews = pgTable(
  'website_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique('website_reviews_user_unique')
      .references(() => user.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    title: text('title'),
    comment: text('comment'),
    ...createdUpdated,
  },
  (t) => {
    const [titleCheck, commentCheck] = textLimits(t.title, t.comment);
    return [
      check('website_reviews_rating_check', sql`${t.rating} between 1 and 5`),
      check('website_reviews_title_check', titleCheck),
      check('website_reviews_comment_check', commentCheck),
      index('website_reviews_created_idx').on(t.createdAt.desc()),
    ];
  },
);
