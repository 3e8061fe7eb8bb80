import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { listings } from './listings.ts';

/**
 * A family's saved browse search and how often it e-mails new matches (docs/decisions/045).
 * `shape` and `filter_values` are the search's SQL shape and parameters, worked out once when it
 * is saved, so one statement per shape finds the new matches of every saved search at once.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: text('query').notNull(),
    frequency: text('frequency').notNull(),
    shape: text('shape').notNull(),
    filterValues: jsonb('filter_values').notNull(),
    /** Listings published after this are new to it; each alert run moves it on. */
    alertsSince: timestamp('alerts_since', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    // Saved once per person: saving it again updates it (migration 0026).
    uniqueIndex('saved_searches_user_query_idx').on(t.userId, t.query),
    index('saved_searches_due_idx').on(t.frequency, t.shape),
    check('saved_searches_frequency', sql`${t.frequency} in ('daily', 'weekly', 'off')`),
    check('saved_searches_name_length', sql`char_length(${t.name}) <= 60`),
  ],
);

/** Every listing an alert has named, per saved search: none is ever named twice. */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.listingId] }),
    index('saved_search_matches_listing_idx').on(t.listingId),
  ],
);
