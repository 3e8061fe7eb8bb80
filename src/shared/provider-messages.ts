// Texts the provider pages show, without zod (decision 015): pages import them from here.
import { MAX_IMAGES_PER_LISTING, PLANS } from './constants.ts';

export const PROVIDER_MESSAGES = {
  providerOnly: 'Provider access only',
  subscriptionRequired: 'Active subscription required to create listings',
  basicLimit:
    "You've reached the maximum number of listings for the Basic plan. Please upgrade to Premium for unlimited listings.",
  analyticsRequired: 'Analytics require a subscription',
  notFoundOrForbidden: "Listing not found or you don't have permission to edit it",
  alreadyMigrated: 'Sample listings were already migrated',
  migrated: (n: number) => `Successfully migrated ${n} sample listings`,
  migratedSkipped: (n: number) =>
    `${n} not imported: the Basic plan allows up to ${PLANS.Basic.listingLimit} listings.`,
  migratedAlreadyThere: (n: number) => `${n} already in your listings.`,
  tooManyImages: `A listing can have at most ${MAX_IMAGES_PER_LISTING} images`,
  publishNeedsSubscription:
    'An active subscription is required to publish a draft listing. Choose a plan on the Subscription tab.',
  publishOverLimit: `The Basic plan allows ${PLANS.Basic.listingLimit} published listings. Upgrade to Premium, or delete a published listing, to publish this draft.`,
} as const;
