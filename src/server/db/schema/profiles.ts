import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

// One row per account, created in the same transaction as the user row (trigger in migrations).
export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    type: text('type', { enum: ['seeker', 'provider'] }).notNull(),
    profileImage: text('profile_image'),
    phone: text('phone').notNull().default(''),
    company: text('company'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('profiles_type_check', sql`${t.type} in ('seeker', 'provider')`),
    check(
      'profiles_provider_company_check',
      sql`${t.type} <> 'provider' or length(trim(coalesce(${t.company}, ''))) > 0`,
    ),
    // Backstops of the profile limits (TEXT_LIMITS in src/shared/constants.ts).
    check('profiles_name_length_check', sql`char_length(${t.name}) <= 100`),
    check(
      'profiles_company_length_check',
      sql`${t.company} is null or char_length(${t.company}) <= 120`,
    ),
  ],
);
