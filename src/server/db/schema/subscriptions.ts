import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    status: text('status', { enum: ['active', 'canceled'] }).notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('subscriptions_plan_check', sql`${t.plan} in ('Basic', 'Premium')`),
    check('subscriptions_status_check', sql`${t.status} in ('active', 'canceled')`),
  ],
);
