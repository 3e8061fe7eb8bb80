import { sql, type SQL } from 'drizzle-orm';
import {
  check,
  date,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { listings } from './listings.ts';

/**
 * The inbox an address reaches, for counting limits: lowercase, without a +tag, and for Gmail
 * (which ignores dots and answers to googlemail.com too) without dots. `email` is any SQL text.
 */
export const emailKeyOf = (email: SQL): SQL => sql`(case
  when split_part(lower(${email}), '@', 2) in ('gmail.com', 'googlemail.com')
  then replace(split_part(split_part(lower(${email}), '@', 1), '+', 1), '.', '') || '@gmail.com'
  else split_part(split_part(lower(${email}), '@', 1), '+', 1) || '@' || split_part(lower(${email}), '@', 2)
end)`;

/** A family's request to visit one community (docs/decisions/013); goes to that listing's provider only. */
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
    /** As the family typed it: mail goes here. */
    email: text('email').notNull(),
    /** The same inbox however it was spelled (emailKeyOf): what the per-email limit counts. */
    emailKey: text('email_key')
      .notNull()
      .generatedAlwaysAs(() => emailKeyOf(sql.raw('"email"'))),
    /** Only when the family allowed calls. */
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
    /** SHA-256 of a signed-out family's private link to this one request; null when signed in. */
    accessTokenHash: text('access_token_hash'),
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
    check('tour_requests_phone_check', sql`${t.contactPreference} = 'phone' or ${t.phone} is null`),
    check('tour_requests_visitors_check', sql`${t.visitors} between 1 and 10`),
    check(
      'tour_requests_text_check',
      sql`char_length(${t.name}) <= 1000 and (${t.message} is null or char_length(${t.message}) <= 10000)`,
    ),
    index('tour_requests_listing_created_idx').on(t.listingId, t.createdAt.desc()),
    index('tour_requests_user_idx').on(t.userId, t.createdAt.desc()),
    index('tour_requests_email_key_created_idx').on(t.emailKey, t.createdAt),
    uniqueIndex('tour_requests_access_token_idx').on(t.accessTokenHash),
    index('tour_requests_client_created_idx').on(t.clientKey, t.createdAt),
  ],
);
