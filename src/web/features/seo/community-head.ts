import { CARE_TYPE_LABELS } from '#shared/constants.ts';
import type { ListingView } from '#shared/listing-schemas.ts';
import { communityPath } from '#shared/seo-paths.ts';
import type { HeadInput } from '#web/lib/head.tsx';
import { formatCityState, formatMonthlyPrice } from '#web/lib/listing-format.ts';
import { breadcrumbList, localBusiness, placeCrumbs } from './structured-data.ts';

const DESCRIPTION_LENGTH = 160;

function clip(text: string, length: number) {
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1))}…`;
}

/** The trail of a community page: home › care type › city › the community. */
export const communityCrumbs = (listing: ListingView) => [
  ...placeCrumbs(listing.careType, listing.location.state, listing.location.city),
  { name: listing.title, path: communityPath(listing) },
];

/**
 * Title, description, preview image and structured data of a community page. A sample is kept
 * out of search indexes: it is not a real community (docs/architecture.md §5.5).
 */
export function communityHead(listing: ListingView, siteUrl: string): HeadInput {
  const type = CARE_TYPE_LABELS[listing.careType];
  const place = formatCityState(listing);
  const lead = `${type} in ${place}, ${formatMonthlyPrice(listing.pricing.startingAt)}. `;
  const image = listing.images[0];
  return {
    title: `${listing.title} – ${type} in ${place}`,
    description: clip(lead + listing.description.replace(/\s+/g, ' '), DESCRIPTION_LENGTH),
    canonicalPath: communityPath(listing),
    image: image ? { src: image, alt: listing.title } : undefined,
    noindex: listing.isSample,
    jsonLd: [localBusiness(siteUrl, listing), breadcrumbList(siteUrl, communityCrumbs(listing))],
  };
}
