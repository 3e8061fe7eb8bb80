import type { ListingView } from '#shared/listing-schemas.ts';
import { wholeNumber } from '#shared/whole-number.ts';

/** "From $3,200/month" (docs/product.md §9). */
/** A listing made from public records has no price until its community publishes one. */
export const formatMonthlyPrice = (amount: number | null) =>
  amount === null ? 'Price not published' : `From $${wholeNumber(amount)}/month`;

/** "$3,200" for slider labels and values. */
export const formatDollars = (amount: number) => `$${wholeNumber(amount)}`;

/** "4.5" — averages are shown to one decimal. */
export const formatRating = (rating: number) => rating.toFixed(1);

export const formatReviewCount = (count: number) =>
  `${count} ${count === 1 ? 'review' : 'reviews'}`;

/**
 * "7 mi away", or null when no distance was measured. Distances come in whole miles; one under
 * half a mile says so rather than "0 mi", which reads as no distance at all.
 */
export function formatDistance(listing: ListingView): string | null {
  const miles = listing.location.distanceFromCenter;
  if (miles === null) return null;
  const whole = Math.round(miles);
  return whole === 0 ? 'under 1 mi away' : `${whole} mi away`;
}

/** The community page's line: "About 7 miles from your search location". */
export function formatDistanceFromSearch(miles: number): string {
  const whole = Math.round(miles);
  if (whole === 0) return 'Under a mile from your search location';
  return `About ${whole} ${whole === 1 ? 'mile' : 'miles'} from your search location`;
}

export const formatCityState = (listing: ListingView) =>
  [listing.location.city, listing.location.state].filter(Boolean).join(', ');

export const formatFullAddress = (listing: ListingView) => {
  const { address, city, state, zipCode } = listing.location;
  return [address, city, [state, zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
};
