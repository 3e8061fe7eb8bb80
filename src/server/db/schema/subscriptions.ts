import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: text('provider_id')
      .notNull()
      .unique('subscriptions_provider_unique')
      .references(() => user.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: ['Basic', 'Premium'] }).notNull(),
    /** Mirrors Stripe when billing is configured: past_due is a failed renewal in its grace period. */
    status: text('status', { enum: ['active', 'past_due', 'canceled'] }).notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    /** Paid through (past_due: the end of the grace period); every gate checks it. */
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** When a past_due subscription stops counting as paid (docs/decisions/033). */
    graceEndsAt: timestamp('grace_ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('subscriptions_plan_check', sql`${t.plan} in ('Basic', 'Premium')`),
    check('subscriptions_status_check', sql`${t.status} in ('active', 'past_due', 'canceled')`),
    uniqueIndex('subscriptions_stripe_subscription_idx').on(t.stripeSubscriptionId),
    index('subscriptions_stripe_customer_idx').on(t.stripeCustomerId),
  ],
);

/** Stripe webhook events already handled, by id: a replayed or duplicated event changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
