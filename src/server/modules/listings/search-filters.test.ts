import { describe, expect, it } from 'vitest';
import { sampleFallback } from './listings.service.ts';
import { sampleListingView } from './listing-view.ts';
import { parseSearchAnswer } from './search-answer.ts';
import { SAMPLE_LISTINGS } from './sample-listings.ts';
import { listingSearchQuerySchema } from '#shared/listing-schemas.ts';
import { originView, planSearch, searchFilters } from './search-request.ts';
import { originFilter, textFilter } from './search.repo.ts';

describe('textFilter', () => {
  it('has no text filter without a location', () => {
    expect(textFilter(undefined)).toEqual({ text: 'none', values: {} });
    expect(textFilter('')).toEqual({ text: 'none', values: {} });
  });

  it('matches the place, escaping LIKE characters, and every word as a title prefix', () => {
    expect(textFilter('Sunrise Port')).toEqual({
      text: 'place-and-title',
      values: {
        pattern: '%sunrise port%',
        place: 'sunrise port',
        titleWords: 'sunrise:* & port:*',
      },
    });
    expect(textFilter('50%_\\').values.pattern).toBe('%50\\%\\_\\\\%');
  });

  it('matches the place only when the location has no word characters', () => {
    expect(textFilter('--').text).toBe('place');
  });
});

describe('originFilter', () => {
  it('has no distance filter without an origin', () => {
    expect(originFilter(null, 25)).toEqual({ origin: 'none', values: {} });
  });

  it('estimates from an unknown ZIP', () => {
    expect(originFilter({ coordinates: null, estimateFromZip: '97201' }, 10)).toEqual({
      origin: 'zip-estimate',
      values: { zip: 97201, radius: 10 },
    });
  });

  it('boxes a known point by the radius (wider in longitude away from the equator)', () => {
    const { origin, values } = originFilter(
      { coordinates: { lat: 60, lng: 10 }, estimateFromZip: null },
      69,
    );
    expect(origin).toBe('point');
    expect(values).toMatchObject({ lat: 60, lng: 10, latMin: 59, latMax: 61, radius: 69 });
    expect(values.lngMin).toBeCloseTo(8, 6);
    expect(values.lngMax).toBeCloseTo(12, 6);
  });
});

describe('originView', () => {
  it('reports where the centre came from', () => {
    const point = { lat: 45.5, lng: -122.6 };
    expect(originView(null, undefined)).toBeNull();
    expect(originView({ coordinates: point, estimateFromZip: null }, '97201')).toEqual({
      ...point,
      source: 'zip',
    });
    expect(originView({ coordinates: point, estimateFromZip: null }, undefined)).toEqual({
      ...point,
      source: 'coordinates',
    });
    expect(originView({ coordinates: null, estimateFromZip: '00000' }, '00000')).toEqual({
      lat: null,
      lng: null,
      source: 'zip-estimate',
    });
  });
});

describe('searchFilters', () => {
  it('searches everywhere for a blank location', () => {
    const query = { location: '', type: [], radius: 25, page: 1, pageSize: 12 } as never;
    expect(searchFilters(query, planSearch(query), true)).toMatchObject({
      location: undefined,
      includeSamples: true,
    });
  });
});

describe('sampleFallback', () => {
  it('answers the samples on the first page only, marked degraded', () => {
    const first = parseSearchAnswer(sampleFallback({ page: 1, pageSize: 12 }, null));
    expect(first.degraded).toBe(true);
    expect(first.listings).toEqual(SAMPLE_LISTINGS.map(sampleListingView));
    expect(first.listings.length).toBe(first.total);
    expect(first.total).toBeGreaterThan(0);
    const prices = first.listings.map((l) => l.pricing.startingAt ?? Infinity);
    expect(first.priceBounds.min).toBeLessThanOrEqual(Math.min(...prices));
    expect(sampleFallback({ page: 2, pageSize: 12 }, null).listingsJson).toEqual([]);
  });
});

describe('planSearch (docs/decisions/038)', () => {
  const query = (q: Record<string, string>) => listingSearchQuerySchema.parse(q);

  it('searches 25 miles around a typed city unless a distance is chosen', () => {
    expect(planSearch(query({ location: 'Seattle, WA' }))).toMatchObject({
      place: { label: 'Seattle, WA', radius: 25 },
      radius: 25,
      origin: { coordinates: { lat: 47.6062, lng: -122.3321 } },
    });
    expect(planSearch(query({ location: 'Seattle, WA', radius: '40' })).place?.radius).toBe(40);
  });

  it('keeps 50 miles around the ZIP box, which wins over a place typed (decision 107)', () => {
    const plan = planSearch(query({ location: 'Seattle, WA', zip: '97214' }));
    expect(plan).toMatchObject({ place: null, placeNotFound: false, radius: 50 });
    expect(
      searchFilters(query({ location: 'Seattle, WA', zip: '97214' }), plan, false),
    ).toMatchObject({ location: undefined });
  });

  it('with the ZIP box, text that names no place still filters as text', () => {
    const text = query({ location: 'Qwertyvale Gardens', zip: '97214' });
    expect(searchFilters(text, planSearch(text), false)).toMatchObject({
      location: 'Qwertyvale Gardens',
    });
  });

  it('searches a state whole and text that is no place as text', () => {
    const state = query({ location: 'Oregon' });
    expect(searchFilters(state, planSearch(state), false)).toMatchObject({
      location: undefined,
      states: ['or', 'oregon'],
      origin: null,
    });
    const text = query({ location: 'Sunrise Gardens' });
    expect(planSearch(text)).toMatchObject({ place: null, placeNotFound: true });
    expect(searchFilters(text, planSearch(text), false).location).toBe('Sunrise Gardens');
  });
});
