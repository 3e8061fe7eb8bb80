import { UPLOAD_IMAGE_KINDS, UPLOAD_TOO_LARGE_MESSAGE } from '#shared/constants.ts';
import { PROVIDER_MESSAGES } from '#shared/provider-messages.ts';
import { errorMessage, isRefusal } from '#web/lib/api-client.ts';

/** Every provider-facing text of docs/product.md §2, §8 in one place (use these, never retype them). */
export const PROVIDER_TEXTS = {
  ...PROVIDER_MESSAGES,
  signInToCreate: 'You must be logged in to create a listing',
  verifyFailed: 'Failed to verify subscription status',
  activated: (plan: string) => `${plan} subscription activated!`,
  activateFailed: 'Failed to activate subscription',
  canceled: 'Subscription canceled',
  cancelFailed: 'Failed to cancel subscription',
  loadListingsFailed: 'Failed to load listings',
  deleted: 'Listing deleted successfully',
  deleteFailed: 'Failed to delete listing',
  pricesConfirmed: 'Prices confirmed as of today',
  pricesConfirmFailed: 'Failed to confirm prices',
  created: 'Listing created successfully',
  updated: 'Listing updated successfully',
  saveFailed: 'Failed to save listing',
  loadListingFailed: 'Failed to load listing details',
  imageFailed: (name: string, reason: string) => `Failed to upload image: ${name}. ${reason}`,
  imageTooLarge: (name: string) => `${name} was not added: ${UPLOAD_TOO_LARGE_MESSAGE}.`,
  notAnImage: (name: string) =>
    `${name} was not added: it is not an image (${UPLOAD_IMAGE_KINDS}).`,
  imagesProblem: 'There was a problem uploading one or more images',
  importFailed: 'Failed to migrate sample listings',
  importedAreDrafts: 'The copies are drafts: families see each one once you edit and save it.',
  importAsks:
    "This copies CareNest's sample communities into your account as drafts to edit. Each copy " +
    "counts as one of your plan's listings until you delete it, up to your plan's limit.",
  noSubscription: 'No active subscription. Subscribe to list properties.',
  noPaymentYet:
    'No payment is collected yet: CareNest does not take payments at the moment, so nothing is charged when you activate this plan. You can cancel at any time.',
  noPaymentCard: 'No payment collected: CareNest does not charge for plans yet.',
  selectPlanHint: 'Select a plan below to subscribe',
  billingFailed: 'Billing is not answering. Please try again in a few minutes.',
  billedCard: 'Payments, your card and cancelling are handled securely by Stripe.',
  pastDue: (date: string) =>
    `Your last payment did not go through. Your plan continues until ${date}; to keep it, update your card under Manage billing.`,
  checkoutDone:
    'Thank you! Your payment is being confirmed; your plan shows here as soon as it is.',
  analyticsHint: 'Subscribe to a plan to access analytics',
  notFoundTitle: 'Listing Not Found',
  notFoundText:
    "The listing you're looking for doesn't exist or you don't have permission to edit it.",
  dashboardNeedsScript:
    'JavaScript is off in this browser. You can read your dashboard, but choosing or canceling a plan, deleting a listing and answering inquiries need it: turn it on, then reload this page.',
  listingFormNeedsScript:
    'JavaScript is off in this browser, and the listing form needs it (for its photos and checks): turn it on, then reload this page.',
} as const;

/** The server's own message for a refused request, otherwise the spec's fallback text. */
export function refusalMessage(error: unknown, fallback: string): string {
  return isRefusal(error) ? errorMessage(error, fallback) : fallback;
}
