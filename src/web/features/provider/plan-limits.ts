import { PLANS, type PlanName } from '#shared/constants.ts';
import type { ProviderCapabilities } from '#shared/provider-schemas.ts';

// What a plan's listing limit means for listings a provider already has (docs/decisions/024):
// nothing is deleted or hidden; above the limit, no listing can be added until below it.

const listings = (n: number) => `${n} listing${n === 1 ? '' : 's'}`;

/** How many to delete before one more can be added on a limited plan (0 when one can be added). */
export function listingsToDelete(listingsUsed: number, limit: number): number {
  return Math.max(0, listingsUsed - limit + 1);
}

/** "8 listings (6 of them drafts)". */
const listingsWithDrafts = (n: number, drafts: number) =>
  `${listings(n)}${drafts > 0 ? ` (${drafts} of them ${drafts === 1 ? 'a draft' : 'drafts'})` : ''}`;

/** What stays as it is above the limit; a draft is published only while there is room. */
const whatStays = (drafts: number, limit: number) =>
  drafts > 0
    ? `Published listings stay published; a draft can be published only while fewer than ${limit} are.`
    : 'All stay published.';

/** The dashboard's usage line: "2 of 3 listings used", or plainly what being over the limit means. */
export function listingUsageText(capabilities: ProviderCapabilities) {
  const { plan, listingsUsed, listingsDraft, listingLimit } = capabilities;
  if (listingLimit === null) return `${plan} plan: unlimited listings`;
  if (listingsUsed <= listingLimit) return `${listingsUsed} of ${listingLimit} listings used`;
  const toDelete = listingsToDelete(listingsUsed, listingLimit);
  return (
    `You have ${listingsWithDrafts(listingsUsed, listingsDraft)}; the ${plan} plan allows ` +
    `${listingLimit}. ${whatStays(listingsDraft, listingLimit)} To add another, delete ` +
    `${toDelete} or upgrade to Premium.`
  );
}

/** What happens to a provider's listings above a limit: published ones stay, drafts wait. */
function keptAboveLimit(listingsUsed: number, listingsDraft: number, limit: number): string {
  const published = listingsUsed - listingsDraft;
  const over = published - limit;
  const aboveLimit = `including the ${over === 1 ? 'one' : over} above the limit`;
  if (listingsDraft === 0) return `all ${listingsUsed} stay published, ${aboveLimit}.`;
  const drafts = listingsDraft === 1 ? 'draft' : `${listingsDraft} drafts`;
  return (
    `your ${listings(published)} published stay published${over > 0 ? `, ${aboveLimit}` : ''}, ` +
    `and your ${drafts} can be published only while fewer than ${limit} are.`
  );
}

/** What switching to `target` does to the listings I have, said before I confirm; null if nothing. */
export function planChangeWarning(
  current: PlanName | undefined,
  target: PlanName,
  listingsUsed: number,
  listingsDraft = 0,
): string | null {
  if (current !== 'Premium' || target === 'Premium') return null;
  const limit = PLANS[target].listingLimit;
  const featured = 'Your listings lose Featured placement.';
  if (limit === null || listingsUsed <= limit) return featured;
  return (
    `You have ${listingsWithDrafts(listingsUsed, listingsDraft)}; ${target} allows ${limit}. ` +
    `Nothing is deleted or hidden: ${keptAboveLimit(listingsUsed, listingsDraft, limit)} ` +
    `${featured} You can't add or import listings until ` +
    `you have fewer than ${limit}: delete ${listingsToDelete(listingsUsed, limit)}, or switch ` +
    `back to Premium.`
  );
}
