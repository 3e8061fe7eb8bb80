import { z } from 'zod';
import { PLAN_NAMES } from './constants.ts';
import { listingViewSchema } from './listing-schemas.ts';

export const subscriptionViewSchema = z.object({
  plan: z.enum(PLAN_NAMES),
  /** past_due: a renewal payment failed; the plan goes on until graceEndsAt (decision 033). */
  status: z.enum(['active', 'past_due', 'canceled']),
  startDate: z.string(),
  endDate: z.string(),
  /** Active (or past_due within its grace period) and not past its end date. */
  isActive: z.boolean(),
  graceEndsAt: z.string().nullable(),
  /** Paid through Stripe: "Manage billing" opens its customer portal. */
  billed: z.boolean(),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

export const selectPlanSchema = z.object({ plan: z.enum(PLAN_NAMES) });

export const providerListingsSchema = z.object({
  listings: z.array(listingViewSchema),
  usage: z.object({ count: z.number(), limit: z.number().nullable() }),
});
export type ProviderListings = z.infer<typeof providerListingsSchema>;

/** Why a provider may not add a listing right now (the same codes the refusals carry). */
export const CREATE_LISTING_REFUSALS = ['SUBSCRIPTION_REQUIRED', 'LISTING_LIMIT_REACHED'] as const;

/** GET /api/provider/capabilities: what the provider may do, decided by the server. */
export const providerCapabilitiesSchema = z.object({
  plan: z.enum(PLAN_NAMES).nullable(),
  canCreateListing: z.boolean(),
  /** Null when canCreateListing is true. */
  reason: z.enum(CREATE_LISTING_REFUSALS).nullable(),
  listingsUsed: z.number(),
  /** Of those, drafts families do not see yet (imported sample copies not saved). */
  listingsDraft: z.number(),
  /** Null on an unlimited plan (or without a plan). */
  listingLimit: z.number().nullable(),
});
export type ProviderCapabilities = z.infer<typeof providerCapabilitiesSchema>;

export const sampleImportResultSchema = z.object({
  imported: z.number(),
  /** Not imported because the plan's limit was reached. */
  skipped: z.number(),
  /** Already among the provider's listings from an earlier import (not copied twice). */
  alreadyImported: z.number(),
  /** docs/product.md §8 "Successfully migrated {n} sample listings". */
  message: z.string(),
  /** Which were already there and why some were not imported (the Basic limit), or null. */
  detail: z.string().nullable(),
});

/** POST /api/listings/:id/inquiries: the contact choice the provider's analytics count. */
export const inquirySchema = z.object({ kind: z.enum(['call', 'email', 'schedule']) });
export type InquiryKind = z.infer<typeof inquirySchema>['kind'];

const metricSchema = z.object({ current: z.number(), previous: z.number() });
export const analyticsSchema = z.object({
  periodDays: z.number(),
  views: metricSchema,
  inquiries: metricSchema,
  favorites: metricSchema,
  /** Inquiries ÷ views as a percentage with one decimal; null without views. */
  conversionRate: z.object({ current: z.number().nullable(), previous: z.number().nullable() }),
  /** Premium ("advanced analytics") only. */
  advanced: z
    .object({
      perListing: z.array(
        z.object({
          listingId: z.string(),
          title: z.string(),
          views: z.number(),
          inquiries: z.number(),
          favorites: z.number(),
        }),
      ),
      daily: z.array(z.object({ date: z.string(), views: z.number(), inquiries: z.number() })),
      /** Median minutes from a tour request's arrival to its first answer; null when none. */
      medianMinutesToContact: z.number().nullable(),
    })
    .nullable(),
});
export type Analytics = z.infer<typeof analyticsSchema>;

export { PROVIDER_MESSAGES } from './provider-messages.ts';
