import type { ListingView } from '#shared/listing-schemas.ts';

export const SHOWCASE_SIZE = 6;

/**
 * Which communities the home page shows, in order: Premium ("Featured") communities with a photo
 * lead; then the built-in samples while the server shows them; then other communities with a
 * photo; then the rest. A card without a photo is a grey placeholder, so it never leads a home page
 * section, even when it is featured. Within each group the server's order is kept.
 */
export function pickShowcase(listings: readonly ListingView[]): ListingView[] {
  const withPhoto = (l: ListingView) => l.images.length > 0;
  const group = (l: ListingView) =>
    l.featured && withPhoto(l) ? 0 : l.isSample ? 1 : withPhoto(l) ? 2 : 3;
  return listings
    .map((listing, index) => ({ listing, index, group: group(listing) }))
    .sort((a, b) => a.group - b.group || a.index - b.index)
    .slice(0, SHOWCASE_SIZE)
    .map((entry) => entry.listing);
}
