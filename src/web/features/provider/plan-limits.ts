import { PLANS, type PlanName } from '#shared/constants.ts';
import type { ProviderCapabilities } from '#shared/provider-schemas.ts';

// What a plan's listing limit means for listings a provider already has (docs/decisions/024):
// nothing is deleted or hidden; above the limit, no listing can be added until below it.

const listings = (n: number) => `${n} listing${n === 1 ? '' : 's'}`;

/** How many to delete before one more can be added on a limited plan (0 when one can be added). */
export function listingsToDelete(listingsUsed: number, limit: number): number {
  return Math.max(0, listingsUsed - limit + 1);
}

/** The dashboard's usage line: "2 of 3 listings used", or plainly what being over the limit means. */
export function listingUsageText({ plan, listingsUsed, listingLimit }: ProviderCapabilities) {
  if (listingLimit === null) return `${plan} plan: unlimited listings`;
  if (listingsUsed <= listingLimit) return `${listingsUsed} of ${listingLimit} listings used`;
  const toDelete = listingsToDelete(listingsUsed, listingLimit);
  return (
    `You have ${listings(listingsUsed)}; the ${plan} plan allows ${listingLimit}. ` +
    `All stay published. To add another, delete ${toDelete} or upgrade to Premium.`
  );
}

/** What switching to `target` does to the listings I have, said before I confirm; null if nothing. */
export function planChangeWarning(
  current: PlanName | undefined,
  target: PlanName,
  listingsUsed: number,
): string | null {
  if (current !== 'Premium' || target === 'Premium') return null;
  const limit = PLANS[target].listingLimit;
  const featured = 'Your listings lose Featured placement.';
  if (limit === null || listingsUsed <= limit) return featured;
  const over = listingsUsed - limit;
  return (
    `You have ${listings(listingsUsed)}; ${target} allows ${limit}. Nothing is deleted or hidden: ` +
    `all ${listingsUsed} stay published, including the ${over === 1 ? 'one' : over} above the ` +
    `limit. ${featured} You can't add or import listings until you have fewer than ${limit}: ` +
    `delete ${listingsToDelete(listingsUsed, limit)}, or switch back to Premium.`
  );
}
