import { describe, expect, it } from 'vitest';
import type { ListingView } from '#shared/listing-schemas.ts';
import { breadcrumbList, localBusiness, placeCrumbs } from './structured-data.ts';

const SITE = 'https://carenest.example';
const listing: ListingView = {
  id: '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b',
  title: 'Maple Grove',
  providerId: 'p1',
  provider: { name: 'Maple Co', logo: null },
  location: {
    address: '100 Main Street',
    city: 'Portland',
    state: 'OR',
    zipCode: '97214',
    coordinates: { lat: 45.5, lng: -122.6 },
    distanceFromCenter: null,
  },
  careType: 'memory-care',
  images: ['/media/a.webp'],
  description: 'A calm home.',
  amenities: [],
  paymentSources: [],
  pricing: {
    startingAt: 4200,
    pricingNote: null,
    byRoom: [],
    careFeeNote: null,
    confirmedAt: null,
  },
  rooms: { private: true, shared: false },
  capacity: null,
  rating: 4.5,
  reviewCount: 2,
  contact: { phone: '(503) 555-0100', email: null, externalUrl: null, website: null },
  isSample: false,
  draft: false,
  unclaimed: false,
  featured: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('localBusiness', () => {
  it('describes the community with address, geo, price range and its real rating', () => {
    const ld = localBusiness(SITE, listing);
    expect(ld).toMatchObject({
      '@type': 'LocalBusiness',
      url: `${SITE}/communities/maple-grove-${listing.id}`,
      image: [`${SITE}/media/a.webp`],
      telephone: '(503) 555-0100',
      address: { addressLocality: 'Portland', addressRegion: 'OR', postalCode: '97214' },
      geo: { latitude: 45.5, longitude: -122.6 },
      priceRange: 'From $4,200/month',
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
    });
  });

  it('states no rating without reviews, and never for a sample', () => {
    expect(localBusiness(SITE, { ...listing, rating: null, reviewCount: 0 })).not.toHaveProperty(
      'aggregateRating',
    );
    expect(localBusiness(SITE, { ...listing, isSample: true })).not.toHaveProperty(
      'aggregateRating',
    );
  });
});

describe('breadcrumbList', () => {
  it('numbers the trail from home to the city’s communities with absolute URLs', () => {
    const ld = breadcrumbList(SITE, placeCrumbs('adult-daycare', 'MO', 'St. Louis'));
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Adult Daycare',
        item: `${SITE}/services/adult-daycare`,
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'St. Louis, MO',
        item: `${SITE}/adult-day-care/mo/st-louis`,
      },
    ]);
  });
});
