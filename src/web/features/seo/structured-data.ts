import { CARE_TYPE_LABELS, type CareType } from '#shared/constants.ts';
import type { ListingView } from '#shared/listing-schemas.ts';
import { cityPath, communityPath } from '#shared/seo-paths.ts';
import { formatMonthlyPrice } from '#web/lib/listing-format.ts';
import { paths } from '#web/lib/paths.ts';

// schema.org objects for the JSON-LD of community and city pages. URLs are absolute on siteUrl.

const absolute = (siteUrl: string, path: string) => new URL(path, siteUrl).href;

/** A step of a breadcrumb trail; the last one is the page itself. */
export type Crumb = { name: string; path: string };

export function breadcrumbList(siteUrl: string, crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(siteUrl, crumb.path),
    })),
  };
}

/** Home › care type › city › (page): the trail of community and city pages. */
export function placeCrumbs(careType: CareType, state: string, city: string): Crumb[] {
  return [
    { name: 'Home', path: paths.home },
    { name: CARE_TYPE_LABELS[careType], path: paths.service(careType) },
    { name: `${city}, ${state}`, path: cityPath(careType, state, city) },
  ];
}

/**
 * The community as a LocalBusiness. A rating is stated only when real reviews exist, and never
 * for a sample, which is not a real business (docs/architecture.md §5.1, §5.5).
 */
export function localBusiness(siteUrl: string, listing: ListingView) {
  const { location, contact } = listing;
  const rated = !listing.isSample && listing.rating !== null && listing.reviewCount > 0;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': absolute(siteUrl, communityPath(listing)),
    name: listing.title,
    description: listing.description,
    url: absolute(siteUrl, communityPath(listing)),
    ...(listing.images.length > 0
      ? { image: listing.images.map((src) => absolute(siteUrl, src)) }
      : {}),
    ...(contact.phone ? { telephone: contact.phone } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: location.address,
      addressLocality: location.city,
      addressRegion: location.state,
      postalCode: location.zipCode,
      addressCountry: 'US',
    },
    ...(location.coordinates
      ? {
          geo: {
            '@type': 'GeoCoordinates',
            latitude: location.coordinates.lat,
            longitude: location.coordinates.lng,
          },
        }
      : {}),
    // A listing from public records has no published price: none is stated.
    ...(listing.pricing.startingAt === null
      ? {}
      : { priceRange: formatMonthlyPrice(listing.pricing.startingAt) }),
    ...(rated
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: listing.rating,
            reviewCount: listing.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
