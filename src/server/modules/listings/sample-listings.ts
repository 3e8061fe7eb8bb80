import { toStoredListingId } from '#shared/listing-id.ts';
import type { ListingWrite } from '#shared/listing-write-schema.ts';

// The six built-in sample listings of docs/product.md §3. They are seeded into the listings table (ids are the
// zero-padded UUID form of 1–6, is_sample = true) and are also the fall-back when the database
// cannot be read. Contacts use reserved 555 numbers and example.com addresses; the UI marks every
// sample as "Sample listing" (docs/architecture.md §5.5).

const images = (n: number) => [
  `/images/samples/sample-${n}-1.webp`,
  `/images/samples/sample-${n}-2.webp`,
];
export const sampleImages = images;

/** Each is the listing as a provider would write it, with its id, operator and map point. */
export const SAMPLE_LISTINGS: (Omit<ListingWrite, 'roomPrices' | 'careFeeNote'> & {
  id: string;
  operator: string;
  capacity: number;
  lat: number;
  lng: number;
})[] = [
  {
    id: '1',
    title: 'Rose City Gardens Assisted Living',
    operator: 'Rose City Senior Communities',
    careType: 'assisted-living',
    description:
      'A garden-centred community in southeast Portland offering help with bathing, dressing and medication while residents keep their own routines. Chef-prepared meals, a walking loop through the rose beds and a daily calendar of classes and outings.',
    pricingStartingAt: 3200,
    pricingNote: 'Includes three meals a day, weekly housekeeping and a personal care assessment.',
    roomsPrivate: true,
    roomsShared: true,
    capacity: 84,
    amenities: [
      'WiFi',
      'Garden',
      'Dining Room',
      'Housekeeping',
      'Laundry Services',
      '24/7 Staff',
      'Wheelchair Accessible',
    ],
    paymentSources: ['private-pay', 'ltc-insurance', 'veterans'],
    address: '1420 SE Hawthorne Blvd',
    city: 'Portland',
    state: 'OR',
    zipCode: '97214',
    lat: 45.5122,
    lng: -122.6515,
    companyWebsite: 'https://rosecitygardens.example.com',
    contactPhoneNumber: '(503) 555-0142',
    contactEmailAddress: 'tours@rosecitygardens.example.com',
    contactExternalUrl: 'https://rosecitygardens.example.com/schedule',
  },
  {
    id: '2',
    title: 'Puget Vista Independent Living',
    operator: 'Puget Vista Living',
    careType: 'independent-living',
    description:
      'Independent apartments in Ballard for active older adults who want less upkeep and more community. Residents enjoy a fitness studio, a library with Sound views and a shuttle to the farmers market, with no care services bundled into the rent.',
    pricingStartingAt: 2800,
    pricingNote: 'Month-to-month lease; utilities except phone included.',
    roomsPrivate: true,
    roomsShared: false,
    capacity: 120,
    amenities: [
      'WiFi',
      'Fitness Center',
      'Library',
      'Parking',
      'Transportation Services',
      'Pet Friendly',
      'Game Room',
    ],
    paymentSources: ['private-pay', 'ltc-insurance'],
    address: '2200 NW Market St',
    city: 'Seattle',
    state: 'WA',
    zipCode: '98107',
    lat: 47.6686,
    lng: -122.3844,
    companyWebsite: 'https://pugetvista.example.com',
    contactPhoneNumber: '(206) 555-0187',
    contactEmailAddress: 'hello@pugetvista.example.com',
    contactExternalUrl: null,
  },
  {
    id: '3',
    title: 'Columbia Riverside Memory Care',
    operator: 'Riverside Memory Care Partners',
    careType: 'memory-care',
    description:
      'A secure, single-level memory care neighbourhood beside the Columbia River for people living with Alzheimer’s and other dementias. Small households, consistent caregivers trained in dementia care, and sensory gardens designed for safe wandering.',
    pricingStartingAt: 4500,
    pricingNote: 'All-inclusive memory care; a care-level review takes place before move-in.',
    roomsPrivate: true,
    roomsShared: true,
    capacity: 48,
    amenities: [
      '24/7 Staff',
      'Garden',
      'Wheelchair Accessible',
      'Dining Room',
      'Housekeeping',
      'Laundry Services',
    ],
    paymentSources: ['private-pay', 'medicaid', 'veterans'],
    address: '500 SE Columbia Way',
    city: 'Vancouver',
    state: 'WA',
    zipCode: '98661',
    lat: 45.6201,
    lng: -122.6592,
    companyWebsite: 'https://columbiariverside.example.com',
    contactPhoneNumber: '(360) 555-0123',
    contactEmailAddress: 'care@columbiariverside.example.com',
    contactExternalUrl: 'https://columbiariverside.example.com/visit',
  },
  {
    id: '4',
    title: 'Lakeview Respite Suites',
    operator: 'Lakeview Care Group',
    careType: 'respite-care',
    description:
      'Furnished short-stay suites in Bellevue for a loved one recovering from a hospital stay or while a family caregiver takes a break. Stays from a few days to several weeks, with the same meals, activities and nursing oversight as long-term residents.',
    pricingStartingAt: 3800,
    pricingNote: 'Monthly equivalent; short stays are billed per day with a 3-day minimum.',
    roomsPrivate: true,
    roomsShared: false,
    capacity: 24,
    amenities: [
      'WiFi',
      'TV',
      'Air Conditioning',
      'Heating',
      'Dining Room',
      '24/7 Staff',
      'Beauty Salon',
    ],
    paymentSources: ['private-pay', 'medicare', 'medicaid'],
    address: '1300 112th Ave NE',
    city: 'Bellevue',
    state: 'WA',
    zipCode: '98004',
    lat: 47.6205,
    lng: -122.1885,
    companyWebsite: 'https://lakeviewrespite.example.com',
    contactPhoneNumber: '(425) 555-0164',
    contactEmailAddress: 'stays@lakeviewrespite.example.com',
    contactExternalUrl: 'https://lakeviewrespite.example.com/book',
  },
  {
    id: '5',
    title: 'Commencement Bay Adult Day Center',
    operator: 'Commencement Bay Community Care',
    careType: 'adult-daycare',
    description:
      'A weekday program in downtown Tacoma where older adults spend the day with friends, meals and activities while their families work. Nurses oversee medications, and door-to-door transport is available within the city.',
    pricingStartingAt: 1500,
    pricingNote: 'Based on five full days a week; half days and fewer days are available.',
    roomsPrivate: false,
    roomsShared: true,
    capacity: 60,
    amenities: [
      'Transportation Services',
      'Dining Room',
      'Game Room',
      'Library',
      'Wheelchair Accessible',
    ],
    paymentSources: ['private-pay', 'medicaid', 'veterans', 'ltc-insurance'],
    address: '901 Pacific Ave',
    city: 'Tacoma',
    state: 'WA',
    zipCode: '98402',
    lat: 47.2553,
    lng: -122.4386,
    companyWebsite: 'https://commencementbayday.example.com',
    contactPhoneNumber: '(253) 555-0119',
    contactEmailAddress: 'info@commencementbayday.example.com',
    contactExternalUrl: null,
  },
  {
    id: '6',
    title: 'Capitol Hills Skilled Nursing & Rehabilitation',
    operator: 'Capitol Hills Health',
    careType: 'skilled-nursing',
    description:
      'Around-the-clock nursing and on-site physical, occupational and speech therapy in Olympia for long-term residents and short rehabilitation stays after surgery. Physicians visit weekly and a social worker helps families plan each transition.',
    pricingStartingAt: 5500,
    pricingNote:
      'Semi-private rate; Medicare and long-term care insurance accepted for eligible stays.',
    roomsPrivate: true,
    roomsShared: true,
    capacity: 96,
    amenities: [
      '24/7 Staff',
      'Wheelchair Accessible',
      'Dining Room',
      'Housekeeping',
      'Laundry Services',
      'Heating',
      'Air Conditioning',
    ],
    paymentSources: ['private-pay', 'medicare', 'medicaid', 'veterans'],
    address: '2700 Capitol Blvd SE',
    city: 'Olympia',
    state: 'WA',
    zipCode: '98501',
    lat: 47.0205,
    lng: -122.8985,
    companyWebsite: 'https://capitolhillshealth.example.com',
    contactPhoneNumber: '(360) 555-0178',
    contactEmailAddress: 'admissions@capitolhillshealth.example.com',
    contactExternalUrl: 'https://capitolhillshealth.example.com/tour',
  },
];

/** The listing columns a sample fills, shared by the seed and a provider's sample import. */
export function sampleListingColumns(s: (typeof SAMPLE_LISTINGS)[number]) {
  const { id, operator: _operator, ...fields } = s;
  // Samples show one starting price: prices by room type are a real community's (decision 048).
  return { ...fields, roomPrices: [], careFeeNote: null, images: sampleImages(Number(id)) };
}

const SAMPLE_CREATED_AT = new Date('2023-01-01T00:00:00Z');

/** A sample as the row the database holds for it (the seed writes exactly this). */
export function sampleListingRow(s: (typeof SAMPLE_LISTINGS)[number]) {
  return {
    id: toStoredListingId(s.id)!,
    isSample: true,
    draft: false,
    unclaimed: false,
    providerId: null,
    importedSampleId: null,
    ...sampleListingColumns(s),
    pricesConfirmedAt: null,
    createdAt: SAMPLE_CREATED_AT,
    updatedAt: SAMPLE_CREATED_AT,
  };
}
