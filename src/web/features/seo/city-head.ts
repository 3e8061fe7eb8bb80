import type { CityPage } from '#shared/city-schemas.ts';
import { CARE_TYPE_LABELS } from '#shared/constants.ts';
import { cityPath, communityPath } from '#shared/seo-paths.ts';
import type { HeadInput } from '#web/lib/head.tsx';
import { formatDollars } from '#web/lib/listing-format.ts';
import { breadcrumbList, placeCrumbs } from './structured-data.ts';

const absolute = (siteUrl: string, path: string) => new URL(path, siteUrl).href;

/** "Assisted Living in Portland, OR" */
export const cityTitle = (page: Pick<CityPage, 'careType' | 'city' | 'state'>) =>
  `${CARE_TYPE_LABELS[page.careType]} in ${page.city}, ${page.state}`;

export function cityDescription(page: CityPage): string {
  const type = CARE_TYPE_LABELS[page.careType].toLowerCase();
  const place = `${page.city}, ${page.state}`;
  if (page.total === 0 || !page.priceRange) {
    return `There are no ${type} communities listed in or near ${place} on CareNest yet. See nearby cities and other types of care.`;
  }
  const count = `${page.total} ${type} ${page.total === 1 ? 'community' : 'communities'}`;
  const { min, max } = page.priceRange;
  const prices =
    min === max ? `from ${formatDollars(min)}` : `${formatDollars(min)}–${formatDollars(max)}`;
  return `Compare ${count} in and near ${place}, ${prices} a month. See photos, amenities, reviews and contact details.`;
}

/**
 * Title, description and structured data of a city page. An empty page is kept out of search
 * indexes (decision 012): it would be a thin page with nothing to compare.
 */
export function cityHead(page: CityPage, siteUrl: string): HeadInput {
  const path = cityPath(page.careType, page.state, page.city);
  const image = page.listings.find((listing) => listing.images.length > 0);
  return {
    title: cityTitle(page),
    description: cityDescription(page),
    canonicalPath: path,
    image: image ? { src: image.images[0], alt: image.title } : undefined,
    noindex: page.total === 0,
    jsonLd: [
      breadcrumbList(siteUrl, placeCrumbs(page.careType, page.state, page.city)),
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: cityTitle(page),
        numberOfItems: page.listings.length,
        itemListElement: page.listings.map((listing, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          url: absolute(siteUrl, communityPath(listing)),
          name: listing.title,
        })),
      },
    ],
  };
}
