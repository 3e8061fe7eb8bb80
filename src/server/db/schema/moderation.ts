import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { listings } from './listings.ts';
import { reviews } from './reviews.ts';

/**
 * The provider's one public reply to a review of their listing (keyed by the review, so there is
 * at most one). It goes with the review. Text backstop in code points, like reviews (decision 002).
 */
export const reviewReplies = pgTable(
  'review_replies',
  {
    reviewId: uuid('review_id')
      .primaryKey()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    providerId: text('provider_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('review_replies_text_check', sql`char_length(${t.text}) between 1 and 10000`)],
);

/** Who may use the moderation console: granted and revoked from the command line only. */
export const admins = pgTable('admins', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
});

export const REPORT_STATUSES = ['open', 'kept', 'removed', 'unpublished'] as const;

/**
 * A signed-in person's report of one review or one listing (exactly one of the two), once per
 * person and item. Reports of a removed review go with it; the moderation action keeps the record.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reviewId: uuid('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details'),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reports_one_item_check', sql`(${t.reviewId} is null) <> (${t.listingId} is null)`),
    check(
      'reports_reason_check',
      sql`${t.reason} in ('fake', 'offensive', 'personal-information', 'wrong-information', 'other')`,
    ),
    check('reports_status_check', sql`${t.status} in ('open', 'kept', 'removed', 'unpublished')`),
    check('reports_details_check', sql`${t.details} is null or char_length(${t.details}) <= 10000`),
    unique('reports_reporter_review_unique').on(t.reporterId, t.reviewId),
    unique('reports_reporter_listing_unique').on(t.reporterId, t.listingId),
    index('reports_open_created_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.status} = 'open'`),
    index('reports_review_idx').on(t.reviewId),
    index('reports_listing_idx').on(t.listingId),
  ],
);

export const MODERATION_ACTIONS = [
  'keep-review',
  'remove-review',
  'keep-listing',
  'unpublish-listing',
  'grant-admin',
  'revoke-admin',
] as const;

/**
 * The audit record: who did what to which item, when and why, with a copy of the item as it was
 * (a removed review is gone from `reviews`). Never updated or deleted by the app.
 */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for the command line, or once the admin's account is gone (the e-mail stays). */
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action', { enum: MODERATION_ACTIONS }).notNull(),
    /** The review, listing or account acted on (no foreign key: the record outlives it). */
    targetId: text('target_id').notNull(),
    reason: text('reason').notNull(),
    /** What the item said when it was acted on, and how many open reports it had. */
    snapshot: jsonb('snapshot').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'moderation_actions_action_check',
      sql`${t.action} in ('keep-review', 'remove-review', 'keep-listing', 'unpublish-listing', 'grant-admin', 'revoke-admin')`,
    ),
    index('moderation_actions_created_idx').on(t.createdAt.desc()),
  ],
);
