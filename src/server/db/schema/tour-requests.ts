import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { listings } from './listings.ts';

/** A family's request to visit one community (issue 13); goes to that listing's provider only. */
export const tourRequests = pgTable(
  'tour_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** The signed-in family member who sent it; null when sent signed out. */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    preferredDate: date('preferred_date', { mode: 'string' }).notNull(),
    timeOfDay: text('time_of_day', { enum: ['morning', 'afternoon', 'evening'] }).notNull(),
    visitors: smallint('visitors').notNull(),
    message: text('message'),
    contactPreference: text('contact_preference', { enum: ['email', 'phone'] }).notNull(),
    status: text('status', {
      enum: ['new', 'contacted', 'tour-scheduled', 'closed', 'withdrawn'],
    })
      .notNull()
      .default('new'),
    /** HMAC of the client address: enough to rate-limit, useless for anything else. */
    clientKey: text('client_key').notNull(),
    /** When the provider first moved it past New (median time to contact in analytics). */
    contactedAt: timestamp('contacted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tour_requests_time_check', sql`${t.timeOfDay} in ('morning', 'afternoon', 'evening')`),
    check('tour_requests_contact_check', sql`${t.contactPreference} in ('email', 'phone')`),
    check(
      'tour_requests_status_check',
      sql`${t.status} in ('new', 'contacted', 'tour-scheduled', 'closed', 'withdrawn')`,
    ),
    check('tour_requests_visitors_check', sql`${t.visitors} between 1 and 10`),
    check(
      'tour_requests_text_check',
      sql`char_length(${t.name}) <= 1000 and (${t.message} is null or char_length(${t.message}) <= 10000)`,
    ),
    index('tour_requests_listing_created_idx').on(t.listingId, t.createdAt.desc()),
    index('tour_requests_user_idx').on(t.userId, t.createdAt.desc()),
    index('tour_requests_email_created_idx').on(sql`lower(${t.email})`, t.createdAt),
    index('tour_requests_client_created_idx').on(t.clientKey, t.createdAt),
  ],
);
