import { describe, expect, it } from 'vitest';
import type { ListingView } from '#shared/listing-schemas.ts';
import { pickShowcase } from './showcase.ts';

function listing(id: string, overrides: Partial<ListingView> = {}): ListingView {
  return {
    id,
    title: `Community ${id}`,
    providerId: 'p1',
    provider: { name: 'Maple Co', logo: null },
    location: {
      address: '100 Main Street',
      city: 'Portland',
      state: 'OR',
      zipCode: '97214',
      coordinates: null,
      distanceFromCenter: null,
    },
    careType: 'memory-care',
    images: [],
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
    rating: null,
    reviewCount: 0,
    contact: { phone: null, email: null, externalUrl: null, website: null },
    isSample: false,
    draft: false,
    unclaimed: false,
    featured: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
const photo = { images: ['/media/a.webp'] };
const ids = (listings: ListingView[]) => listings.map((l) => l.id);

describe('pickShowcase (the home page’s featured communities)', () => {
  it('leads with featured communities that have a photo, never with a featured placeholder', () => {
    // The server's order: featured first, most of them without a photo.
    const server = [
      listing('f1', { featured: true }),
      listing('f2', { featured: true, ...photo }),
      listing('f3', { featured: true }),
      listing('f4', { featured: true, ...photo }),
      listing('o1'),
      listing('o2', photo),
      listing('f5', { featured: true }),
    ];
    expect(ids(pickShowcase(server))).toEqual(['f2', 'f4', 'o2', 'f1', 'f3', 'o1']);
  });

  it('shows the samples after featured photos, and keeps six at most', () => {
    const server = [
      ...['1', '2', '3', '4', '5', '6'].map((id) => listing(id, { isSample: true, ...photo })),
      listing('f1', { featured: true, ...photo }),
    ];
    expect(ids(pickShowcase(server))).toEqual(['f1', '1', '2', '3', '4', '5']);
  });
});
