import { describe, expect, it } from 'vitest';
import {
  lastPlaceJoined,
  placesJoined,
  placesRead,
  placesTogether,
  type PlaceAt,
  type Together,
} from './places-together.ts';

describe('placesJoined', () => {
  it.each([
    ['Seattle/Tacoma', ['Seattle', 'Tacoma']],
    ['Seattle / Tacoma, WA', ['Seattle', 'Tacoma, WA']],
    ['Raleigh-Durham', ['Raleigh', 'Durham']],
    ['Minneapolis-St. Paul', ['Minneapolis', 'St. Paul']],
    ['Raleigh-Durham-Chapel Hill', ['Raleigh', 'Durham', 'Chapel Hill']],
    ['Wilkes-Barre/Scranton', ['Wilkes-Barre', 'Scranton']],
    ['Tampa & St. Pete', ['Tampa', 'St. Pete']],
    ['Tampa + Sarasota', ['Tampa', 'Sarasota']],
    ['Salem or Eugene', ['Salem', 'Eugene']],
    ['Portland, OR or Vancouver, WA', ['Portland, OR', 'Vancouver, WA']],
    ['Austin and San Antonio', ['Austin', 'San Antonio']],
    ['Dallas – Fort Worth', ['Dallas', 'Fort Worth']],
    ['Seattle - Tacoma', ['Seattle', 'Tacoma']],
  ])('%j → %j', (text, parts) => expect(placesJoined(text)).toEqual(parts));

  it.each(['Seattle', 'Salem OR', 'Seattle, WA', '/', 'a/b/c/d', 'Portland AND Salem'])(
    '%j joins no places (or too many)',
    (text) => expect(placesJoined(text)).toBeNull(),
  );
});

describe('lastPlaceJoined', () => {
  it.each([
    ['Seattle/Ta', { before: 'Seattle/', others: 'Seattle', last: 'Ta' }],
    ['Seattle / Ta', { before: 'Seattle / ', others: 'Seattle', last: 'Ta' }],
    ['Raleigh-Durham-Ch', { before: 'Raleigh-Durham-', others: 'Raleigh-Durham', last: 'Ch' }],
    ['Redmond or Ev', { before: 'Redmond or ', others: 'Redmond', last: 'Ev' }],
  ])('%j', (text, expected) => expect(lastPlaceJoined(text)).toEqual(expected));

  it.each(['Seattle', 'Seattle/', 'Salem OR'])('%j joins no place yet', (text) =>
    expect(lastPlaceJoined(text)).toBeNull(),
  );
});

// Points a given number of miles north of the first (a degree of latitude is about 69 miles).
const at = (milesNorth: number) => ({ lat: 47 + milesNorth / 69.09, lng: -122 });
type Fake = PlaceAt & { kind: string };
const town = (label: string, state: string, milesNorth: number): Fake => ({
  kind: 'city',
  label: `${label}, ${state}`,
  city: label,
  state,
  center: at(milesNorth),
  radius: 25,
  alternatives: [`${label}, XX`],
});
const TOWNS: Record<string, Fake> = {
  'north, wa': town('North', 'WA', 0),
  'near, wa': town('Near', 'WA', 8),
  'mid, wa': town('Mid', 'WA', 30),
  'far, wa': town('Far', 'WA', 120),
  'hamlet, wa': town('Hamlet', 'WA', 200),
  'other, wa': town('Other', 'WA', 40),
  other: town('Other', 'OR', 300),
  washington: { ...town('Washington', 'WA', 0), kind: 'state', center: null, radius: null },
};
const SOUND = { ...town('Sound', 'WA', 15), radius: 45, alternatives: [] };

function how(regionHolds: string[] = []): Together<Fake> {
  return {
    read: (text) => TOWNS[text.toLowerCase()] ?? null,
    regionAround: (places) =>
      places.every((p) => regionHolds.includes(p.city ?? '')) ? SOUND : null,
    meantFarApart: (place) => place.city !== 'Hamlet',
    alternativesMax: 3,
  };
}

describe('placesTogether', () => {
  it('a part close to the first is in its circle: the first, the other offered', () => {
    expect(placesTogether(['North, WA', 'Near, WA'], how(['North', 'Near']))).toMatchObject({
      label: 'North, WA',
      radius: 25,
      alternatives: ['Near, WA', 'North, XX'],
    });
  });

  it('parts further apart: the smallest region that holds them all', () => {
    expect(placesTogether(['North, WA', 'Mid, WA'], how(['North', 'Mid']))).toMatchObject({
      label: 'Sound, WA',
      radius: 45,
      alternatives: ['North, WA', 'Mid, WA'],
    });
  });

  it('a region more than twice as wide as the circle widened to reach them: that circle', () => {
    // 30 miles apart, 10 beyond: 40 miles. A region of 100 ("Sherman Oaks Los Angeles" is not
    // Southern California); Sound's 45 is within twice 40 and is the place (above).
    const wide = { ...how(['North', 'Mid']), regionAround: () => ({ ...SOUND, radius: 100 }) };
    expect(placesTogether(['North, WA', 'Mid, WA'], wide)).toMatchObject({
      label: 'North, WA',
      radius: 40,
    });
  });

  it('in no region: the first, its circle widened past the furthest part', () => {
    // 30 miles apart, 10 beyond: 40.
    expect(placesTogether(['North, WA', 'Mid, WA'], how())).toMatchObject({
      label: 'North, WA',
      radius: 40,
    });
  });

  it('far apart: the first, the others offered, if each is likely meant', () => {
    expect(placesTogether(['North, WA', 'Far, WA'], how(['North', 'Far']))).toMatchObject({
      label: 'North, WA',
      radius: 25,
      alternatives: ['Far, WA', 'North, XX'],
    });
    expect(placesTogether(['North, WA', 'Hamlet, WA'], how())).toBeNull();
  });

  it('a state among them: not one place', () => {
    expect(placesTogether(['Washington', 'North, WA'], how())).toBeNull();
  });

  it("a part without a state is read in the last part's state first", () => {
    // "Other" alone is in Oregon, 300 miles away; with the last part's state, 40 miles north.
    expect(placesTogether(['Other', 'North, WA'], how())).toMatchObject({
      label: 'Other, WA',
      radius: 50,
    });
  });

  it('null unless every part is a place', () => {
    expect(placesTogether(['North, WA', 'Hope Gardens'], how())).toBeNull();
    expect(placesTogether(['North, WA'], how())).toBeNull();
  });

  it('placesRead: each part, or null unless every part is a place', () => {
    const read = how().read;
    expect(placesRead(['Far', 'North, WA'], read)?.map((p) => p.label)).toEqual([
      'Far, WA',
      'North, WA',
    ]);
    expect(placesRead(['Near, WA', 'Far, WA'], read)?.map((p) => p.label)).toEqual([
      'Near, WA',
      'Far, WA',
    ]);
    expect(placesRead(['Near, WA', 'Narnia'], read)).toBeNull();
  });
});
