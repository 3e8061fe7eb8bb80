import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LISTING_QUERY_LIMITS } from '#shared/constants.ts';
import { listingSearchQuerySchema } from '#shared/listing-schemas.ts';
import { locationTyped } from '#shared/location-typed.ts';
import {
  activeFilterCount,
  browseSearchUrl,
  clearedFilters,
  locationTooLong,
  parseBrowseFilters,
  writeBrowseFilters,
  zipError,
  type BrowseFilters,
} from './search-params.ts';

const parse = (query: string) => parseBrowseFilters(new URLSearchParams(query));

const full: BrowseFilters = {
  location: 'Portland',
  types: ['memory-care', 'assisted-living'],
  minPrice: 2000,
  maxPrice: 4500,
  zip: '97201',
  coords: { lat: 45.5, lng: -122.6 },
  radius: 40,
  sort: 'price-asc',
  amenities: ['WiFi', 'Garden'],
  rooms: ['shared'],
  payment: ['medicaid'],
  bbox: { west: -122.9, south: 45.3, east: -122.3, north: 45.7 },
};

describe('browse URL state', () => {
  it('round-trips every filter through the URL', () => {
    expect(parseBrowseFilters(writeBrowseFilters(full))).toEqual(full);
    const empty = parse('');
    expect(empty).toEqual({
      location: '',
      types: [],
      minPrice: null,
      maxPrice: null,
      zip: null,
      coords: null,
      radius: null,
      sort: 'best',
      amenities: [],
      rooms: [],
      payment: [],
      bbox: null,
    });
    expect(writeBrowseFilters(empty).toString()).toBe('');
  });

  it('a written URL reads back to the same URL (stable for sharing and Back)', () => {
    const url = writeBrowseFilters(parse('location=Seattle&type=respite-care&maxPrice=3000'));
    expect(writeBrowseFilters(parseBrowseFilters(url)).toString()).toBe(url.toString());
  });

  it('tells a location over the limit (which the search leaves out) from one at the limit', () => {
    const at = 'a'.repeat(LISTING_QUERY_LIMITS.locationMax);
    expect(locationTooLong(new URLSearchParams({ location: ` ${at} ` }))).toBe(false);
    expect(locationTooLong(new URLSearchParams({ location: `${at}b` }))).toBe(true);
    expect(parse(`location=${at}b`).location).toBe('');
    expect(LISTING_QUERY_LIMITS.locationMessage).toContain(`${LISTING_QUERY_LIMITS.locationMax}`);
  });

  it('drops each value the API would refuse, keeping the rest', () => {
    expect(
      parse(
        'type=castle&type=memory-care&type=memory-care&zip=9720&lat=95&lng=10&radius=9999&minPrice=-5&maxPrice=abc&sort=cheapest&amenity=Moat&room=suite&payment=gold',
      ),
    ).toEqual({ ...parse(''), types: ['memory-care'] });
    expect(parse(`location=${'x'.repeat(101)}`).location).toBe('');
    expect(parse('lat=45').coords).toBeNull();
  });

  it('reads a map area as the API does: a refused or antimeridian-crossing one is dropped', () => {
    expect(parse('bbox=-122.9,45.3,-122.3,45.7').bbox).toEqual(full.bbox);
    for (const bad of ['1,2,3', '170,50,-170,60', '-122,48,-121,47', '-200,1,2,3', 'a,b,c,d']) {
      expect(parse(`bbox=${bad}`).bbox, bad).toBeNull();
      expect(listingSearchQuerySchema.safeParse({ bbox: bad }).success, bad).toBe(false);
    }
    // The written area is rounded to about a metre, so shared links stay short.
    const written = writeBrowseFilters({
      ...full,
      bbox: { west: -122.123456789, south: 45.1, east: -122, north: 45.2 },
    });
    expect(written.get('bbox')).toBe('-122.12346,45.1,-122,45.2');
  });

  it('keeps the view (list or map) as it keeps the open listing, and counts an area as a place', () => {
    const written = writeBrowseFilters(full, new URLSearchParams('view=map'));
    expect(written.get('view')).toBe('map');
    expect(activeFilterCount({ ...parse(''), bbox: full.bbox })).toBe(1);
  });

  it('swaps a reversed price range instead of dropping it', () => {
    expect(parse('minPrice=5000&maxPrice=2000')).toMatchObject({ minPrice: 2000, maxPrice: 5000 });
  });

  it('keeps unrelated parameters such as the open listing', () => {
    const written = writeBrowseFilters(full, new URLSearchParams('listing=7&zip=11111'));
    expect(written.get('listing')).toBe('7');
    expect(written.getAll('zip')).toEqual(['97201']);
  });

  it('judges a typed ZIP with the API message', () => {
    expect(zipError('97201')).toBeNull();
    expect(zipError('9720')).toBe('Please enter a valid 5-digit zip code');
  });

  it('reads every value exactly as the API query schema would (random URLs)', () => {
    const field = listingSearchQuerySchema.shape;
    // What the schema keeps of one URL value: its output, or undefined when blank or refused.
    const bySchema = (key: keyof typeof field, raw: string) => {
      if (raw.trim() === '') return undefined;
      const parsed = field[key].safeParse(raw);
      return parsed.success ? parsed.data : undefined;
    };
    // What the browse page must read from these values, rule by rule as the schema states them.
    const readBySchema = (a: string, b: string, c: string, d: string, e: string) => {
      const lat = bySchema('lat', c);
      const lng = bySchema('lng', d);
      const min = bySchema('minPrice', c);
      const max = bySchema('maxPrice', d);
      const ordered = listingSearchQuerySchema.safeParse({ minPrice: min, maxPrice: max }).success;
      const [minPrice, maxPrice] = (ordered ? [min, max] : [max, min]).map((v) => v ?? null);
      return {
        location: bySchema('location', a) ?? '',
        zip: bySchema('zip', b) ?? null,
        coords: lat !== undefined && lng !== undefined ? { lat, lng } : null,
        radius: bySchema('radius', e) ?? null,
        types: bySchema('type', a) ?? [],
        minPrice,
        maxPrice,
      };
    };
    const value = fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.constantFrom('0', '-1', '1.5', '100', '101', '1e3', ' 7 ', '97201', 'x'.repeat(101)),
      fc.double({ noNaN: false }).map(String),
      fc.integer({ min: -200, max: 20_000 }).map(String),
      fc.constantFrom('memory-care', 'assisted-living', 'castle'),
    );
    fc.assert(
      fc.property(value, value, value, value, value, (a, b, c, d, e) => {
        const read = parse(
          new URLSearchParams({
            location: a,
            zip: b,
            lat: c,
            lng: d,
            radius: e,
            minPrice: c,
            maxPrice: d,
            type: a,
          }).toString(),
        );
        const { location, zip, coords, radius, types, minPrice, maxPrice } = read;
        expect({ location, zip, coords, radius, types, minPrice, maxPrice }).toEqual(
          readBySchema(a, b, c, d, e),
        );
        expect(zipError(b)).toBe(
          field.zip.safeParse(b).success ? null : field.zip.safeParse(b).error?.issues[0]?.message,
        );
      }),
      { numRuns: 500 },
    );
  });
});

describe('active filters', () => {
  it('counts care types, price, place, and each amenity, room type and payment source', () => {
    expect(activeFilterCount(parse(''))).toBe(0);
    expect(activeFilterCount(parse('location=Seattle%2C+WA&sort=price-asc'))).toBe(0);
    expect(activeFilterCount(full)).toBe(2 + 1 + 1 + 2 + 1 + 1);
    expect(activeFilterCount(parse('radius=25'))).toBe(1);
  });

  it('Clear filters keeps the location text and the order', () => {
    expect(clearedFilters(full)).toEqual({
      ...parse(''),
      location: 'Portland',
      sort: 'price-asc',
    });
  });
});

describe('home search', () => {
  it('opens /browse with the location and repeated type parameters', () => {
    // Written as typed: the browse page's loader reads the care, the distance, the way of paying
    // and the price in it (locationTyped, below), so the home page carries none of that code.
    expect(browseSearchUrl('assisted living in Seattle, WA', ['memory-care'])).toBe(
      '/browse?location=assisted+living+in+Seattle%2C+WA&type=memory-care',
    );
    expect(browseSearchUrl('', [])).toBe('/browse');
    expect(browseSearchUrl('wa', ['assisted-living', 'memory-care'])).toBe(
      '/browse?location=wa&type=assisted-living&type=memory-care',
    );
  });
});

describe('locationTyped', () => {
  const none = {
    types: [],
    radius: null,
    payment: [],
    amenities: [],
    rooms: [],
    minPrice: null,
    maxPrice: null,
  };

  it('moves care typed before a place to the care types, once', () => {
    expect(
      locationTyped('memory care near Austin TX', {
        ...none,
        types: ['memory-care'],
        radius: 10,
      }),
    ).toEqual({
      location: 'Austin TX',
      types: ['memory-care'],
      radius: 10,
      payment: [],
      amenities: [],
      rooms: [],
      minPrice: null,
      maxPrice: null,
    });
    expect(locationTyped('senior living in Denver', none)).toEqual({
      location: 'Denver',
      types: [],
      radius: null,
      payment: [],
      amenities: [],
      rooms: [],
      minPrice: null,
      maxPrice: null,
    });
  });

  it('moves a distance typed with the place to the distance (decision 082)', () => {
    expect(
      locationTyped('within 10 miles of Seattle', {
        types: [],
        amenities: [],
        rooms: [],
        radius: 40,
        payment: [],
        minPrice: null,
        maxPrice: null,
      }),
    ).toEqual({
      location: 'Seattle',
      types: [],
      radius: 10,
      payment: [],
      amenities: [],
      rooms: [],
      minPrice: null,
      maxPrice: null,
    });
    expect(locationTyped('assisted living within 5 miles of 98052', none)).toEqual({
      location: '98052',
      types: ['assisted-living'],
      radius: 5,
      payment: [],
      amenities: [],
      rooms: [],
      minPrice: null,
      maxPrice: null,
    });
    expect(locationTyped('Austin TX 20 mile radius', none)).toMatchObject({
      location: 'Austin TX',
      radius: 20,
    });
  });

  it('moves a way of paying typed with the place to the payment filter (decision 104)', () => {
    expect(
      locationTyped('assisted living that takes Medicaid in Florida', {
        ...none,
        payment: ['veterans'],
      }),
    ).toEqual({
      location: 'Florida',
      types: ['assisted-living'],
      radius: null,
      payment: ['veterans', 'medicaid'],
      amenities: [],
      rooms: [],
      minPrice: null,
      maxPrice: null,
    });
    expect(locationTyped('Medicaid nursing homes within 10 miles of Tampa, FL', none)).toEqual({
      location: 'Tampa, FL',
      types: ['skilled-nursing'],
      radius: 10,
      payment: ['medicaid'],
      amenities: [],
      rooms: [],
      minPrice: null,
      maxPrice: null,
    });
    expect(locationTyped('memory care near Austin TX accepting VA benefits', none)).toMatchObject({
      location: 'Austin TX',
      types: ['memory-care'],
      payment: ['veterans'],
    });
  });

  it('moves a price typed with the place to the price range (decision 105)', () => {
    expect(
      locationTyped('memory care under $4,000 a month that takes Medicaid in Austin, TX', {
        ...none,
        minPrice: 2000,
      }),
    ).toEqual({
      location: 'Austin, TX',
      types: ['memory-care'],
      radius: null,
      payment: ['medicaid'],
      amenities: [],
      rooms: [],
      minPrice: 2000,
      maxPrice: 4000,
    });
    // A lowest price above the highest typed is dropped: the range would be empty.
    expect(
      locationTyped('Tampa $2k or less', { ...none, minPrice: 3000, maxPrice: 6000 }),
    ).toMatchObject({ location: 'Tampa', minPrice: null, maxPrice: 2000 });
    expect(
      locationTyped('assisted living between $2,500 and $4,000 near 98052', none),
    ).toMatchObject({
      location: '98052',
      types: ['assisted-living'],
      minPrice: 2500,
      maxPrice: 4000,
    });
  });

  it('moves an amenity typed with the place to the amenity filter (decision 112)', () => {
    expect(
      locationTyped('pet friendly assisted living in Denver', { ...none, amenities: ['WiFi'] }),
    ).toEqual({
      location: 'Denver',
      types: ['assisted-living'],
      radius: null,
      payment: [],
      amenities: ['WiFi', 'Pet Friendly'],
      rooms: [],
      minPrice: null,
      maxPrice: null,
    });
  });

  it('leaves a place, or a community named for its care, as typed', () => {
    expect(
      locationTyped('Seattle', {
        types: ['respite-care'],
        amenities: [],
        rooms: [],
        radius: null,
        payment: [],
        minPrice: null,
        maxPrice: null,
      }),
    ).toEqual({
      location: 'Seattle',
      types: ['respite-care'],
      radius: null,
      payment: [],
      amenities: [],
      rooms: [],
      minPrice: null,
      maxPrice: null,
    });
    expect(locationTyped('Sunrise Assisted Living', none)).toEqual({
      location: 'Sunrise Assisted Living',
      types: [],
      radius: null,
      payment: [],
      amenities: [],
      rooms: [],
      minPrice: null,
      maxPrice: null,
    });
  });
});
