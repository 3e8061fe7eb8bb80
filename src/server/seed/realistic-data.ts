import zipcodes from 'zipcodes';
import {
  AMENITY_PRESETS,
  CARE_TYPES,
  type CareType,
  type PaymentSource,
  type PricedRoomType,
} from '#shared/constants.ts';
import type { ListingWrite } from '#shared/listing-write-schema.ts';
import { pricedRoomOfSort } from '#shared/room-prices.ts';
import { namesATown } from '../modules/places/company-zips.ts';
import { townName } from '../modules/places/town-names.ts';

// Deterministic synthetic marketplace data for `npm run seed` and `npm run bench`: the same
// --seed gives the same rows. Places are real US ZIP centroids (50 states + DC) of towns, not of
// the organisations that have a ZIP code of their own (company-zips.ts).

/** Every seeded account's email ends with this, so a re-seed can remove exactly what it added. */
export const SEED_EMAIL_DOMAIN = 'seed.carenest.invalid';

const STATES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  ),
);

interface Zip {
  zip: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
}

let zipCache: Zip[] | null = null;
export function usZipCentroids(): Zip[] {
  zipCache ??= Object.values(zipcodes.codes)
    .filter((z) => STATES.has(z.state) && /^\d{5}$/.test(String(z.zip)) && namesATown(z.city))
    .map((z) => ({
      zip: String(z.zip),
      city: townName(z.city, z.state),
      state: z.state,
      lat: Number(z.latitude),
      lng: Number(z.longitude),
    }))
    .filter((z) => Number.isFinite(z.lat) && Number.isFinite(z.lng))
    .sort((a, b) => a.zip.localeCompare(b.zip));
  return zipCache;
}

/** mulberry32: small, fast and good enough to spread synthetic data. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A UUID-shaped id from the generator, so reruns with one seed produce the same ids. */
export function seededUuid(rand: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(rand() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

const NAME_PARTS = {
  first: ['Maple', 'Cedar', 'Willow', 'Harbor', 'Sunrise', 'Oak', 'Magnolia', 'Meadow', 'Pine'],
  second: ['Grove', 'Point', 'Gardens', 'Terrace', 'Commons', 'Ridge', 'Place', 'Court', 'House'],
  street: ['Main St', 'Oak Ave', 'Elm St', 'Park Blvd', 'Lake Dr', 'Church St', 'Hill Rd'],
};
const CARE_WORDS: Record<CareType, string> = {
  'assisted-living': 'Assisted Living',
  'independent-living': 'Independent Living',
  'memory-care': 'Memory Care',
  'respite-care': 'Respite Care',
  'adult-daycare': 'Adult Day Center',
  'skilled-nursing': 'Skilled Nursing',
};

const pick = <T>(rand: () => number, items: readonly T[]): T =>
  items[Math.floor(rand() * items.length)];

/**
 * Payment sources that fit the care and the price, derived without drawing from the generator so
 * the rest of a seed's data stays as it was: everyone takes private pay; Medicare only pays for
 * skilled nursing; Medicaid mostly at lower prices; veterans' benefits and long-term-care
 * insurance at about half and two thirds of communities.
 */
export function seedPaymentSources(l: {
  careType: CareType;
  pricingStartingAt: number;
  capacity: number;
}): PaymentSource[] {
  const sources: PaymentSource[] = ['private-pay'];
  if (l.careType === 'skilled-nursing') sources.push('medicare');
  if (l.careType !== 'independent-living' && l.pricingStartingAt < 6000) sources.push('medicaid');
  if (l.capacity % 2 === 0) sources.push('veterans');
  if (l.capacity % 3 !== 0) sources.push('ltc-insurance');
  return sources;
}

const ROOMS_BY_CARE: Record<CareType, PricedRoomType[]> = {
  'assisted-living': ['studio', 'one-bedroom', 'two-bedroom', 'companion-suite'],
  'independent-living': ['studio', 'one-bedroom', 'two-bedroom'],
  'memory-care': ['shared', 'memory-care-suite'],
  'respite-care': ['studio'],
  'adult-daycare': [],
  'skilled-nursing': ['shared', 'studio'],
};

/**
 * Prices by room type for three communities in four, the lowest being the starting price, and
 * when they were last confirmed (some past the 180 days families are warned about). Derived
 * without drawing from the generator, like the payment sources, so the rest stays as it was.
 */
export function seedPrices(
  l: { careType: CareType; pricingStartingAt: number; capacity: number; createdAt: Date },
  now: number,
): Pick<ListingWrite, 'roomPrices' | 'careFeeNote'> & { pricesConfirmedAt: Date } {
  const kinds = l.capacity % 4 === 0 ? [] : ROOMS_BY_CARE[l.careType];
  const roomPrices = kinds.map((roomType, i) => {
    const minPrice = l.pricingStartingAt + i * 650;
    return {
      roomType,
      minPrice,
      maxPrice: i % 2 === 0 ? minPrice + 400 + (l.capacity % 5) * 100 : null,
    };
  });
  const daysAgo = (l.capacity * 37) % 300;
  return {
    roomPrices,
    careFeeNote:
      roomPrices.length > 0 && l.careType !== 'independent-living'
        ? 'Care is priced by level after an assessment, from $300 a month.'
        : null,
    pricesConfirmedAt: new Date(Math.max(l.createdAt.getTime(), now - daysAgo * 86_400_000)),
  };
}

/**
 * One listing: the written fields it fills, plus owner, photos, map point and age; providerIndex
 * says which seeded provider owns it.
 */
export function makeListing(rand: () => number, providerIndex: number, now: number) {
  const made = drawListing(rand, providerIndex, now);
  const prices = seedPrices(made, now);
  return {
    ...made,
    ...roomsAvailable(made, prices.roomPrices),
    paymentSources: seedPaymentSources(made),
    ...prices,
  };
}

/** The drawn room flags, each set where a room of its sort is priced (as the write schema asks). */
function roomsAvailable(
  drawn: { roomsPrivate: boolean; roomsShared: boolean },
  roomPrices: { roomType: PricedRoomType }[],
) {
  return {
    roomsPrivate: drawn.roomsPrivate || pricedRoomOfSort(roomPrices, 'private') !== undefined,
    roomsShared: drawn.roomsShared || pricedRoomOfSort(roomPrices, 'shared') !== undefined,
  };
}

function drawListing(rand: () => number, providerIndex: number, now: number) {
  const place = pick(rand, usZipCentroids());
  const careType = pick(rand, CARE_TYPES);
  const name = `${pick(rand, NAME_PARTS.first)} ${pick(rand, NAME_PARTS.second)}`;
  const amenities = AMENITY_PRESETS.filter(() => rand() < 0.35);
  const withImages = rand() < 0.3;
  const n = 1 + Math.floor(rand() * 6);
  return {
    id: seededUuid(rand),
    providerIndex,
    title: `${name} ${CARE_WORDS[careType]} of ${place.city}`,
    description: `${name} offers ${CARE_WORDS[careType].toLowerCase()} in ${place.city}, ${place.state}, with ${amenities.length} listed amenities and staff on site every day.`,
    careType,
    images: withImages
      ? [`/images/samples/sample-${n}-1.webp`, `/images/samples/sample-${n}-2.webp`]
      : [],
    // Skewed towards the middle of the 1,000–12,000 range, in steps of $50.
    pricingStartingAt: Math.round((1000 + ((rand() + rand()) / 2) * 11000) / 50) * 50,
    roomsPrivate: rand() < 0.85,
    roomsShared: rand() < 0.4,
    capacity: 10 + Math.floor(rand() * 190),
    amenities,
    address: `${100 + Math.floor(rand() * 9800)} ${pick(rand, NAME_PARTS.street)}`,
    city: place.city,
    state: place.state,
    zipCode: place.zip,
    // Spread within about a mile of the centroid so listings in one ZIP do not stack exactly.
    lat: place.lat + (rand() - 0.5) * 0.02,
    lng: place.lng + (rand() - 0.5) * 0.02,
    contactPhoneNumber: `555${String(Math.floor(rand() * 1e7)).padStart(7, '0')}`,
    createdAt: new Date(now - Math.floor(rand() * 3 * 365 * 86_400_000)),
  };
}
