import { describe, expect, it } from 'vitest';
import { placeKey, readPlaceText } from './place-text.ts';

describe('placeKey', () => {
  it.each([
    ['  Seattle  ', 'seattle'],
    ['St. Louis', 'saint louis'],
    ['Mt Vernon', 'mount vernon'],
    ["Coeur d'Alene", 'coeur dalene'],
    ['Coeur D Alene', 'coeur dalene'],
    ["O'Fallon", 'ofallon'],
    ['O Fallon', 'ofallon'],
    ["Lee's Summit", 'lees summit'],
    ['Lees Summit', 'lees summit'],
    // Hawaiian names' ʻokina, and a typed left quote, are apostrophes too.
    ['Kāneʻohe', 'kaneohe'],
    ['Honoka‘a', 'honokaa'],
    // Its city page's address: /assisted-living/mo/lee-s-summit.
    ['lee s summit', 'lees summit'],
    ['lincoln s new salem', 'lincolns new salem'],
    ["Land O'Lakes", 'land olakes'],
    ['Round O', 'round o'],
    ['Charleston W Va', 'charleston w va'],
    ['Winston-Salem', 'winston salem'],
    ['McLean', 'mclean'],
    ['Mc Lean', 'mclean'],
    ['East Mc Keesport', 'east mckeesport'],
    ['Mc', 'mc'],
    ['La Porte', 'laporte'],
    ['LaPorte', 'laporte'],
    ['De Kalb', 'dekalb'],
    ['Dover DE', 'dover de'],
    ['Baton Rouge LA', 'baton rouge la'],
    ['Zürich', 'zurich'],
    ['st', 'st'],
    ['Port St. Lucie', 'port saint lucie'],
    ['?!', ''],
  ])('%j → %j', (text, key) => expect(placeKey(text)).toBe(key));
});

describe('readPlaceText', () => {
  it.each([
    ['98052', { zip: '98052', cityInState: [] }],
    ['98052-1234', { zip: '98052' }],
    ['98052 1234', { zip: '98052' }],
    ['98052-', { zip: '98052' }],
    ['98052-12', { zip: '98052' }],
    ['Seattle, WA 98101', { zip: '98101', cityInState: [{ city: 'seattle', state: 'WA' }] }],
    ['Seattle, WA', { zip: null, cityInState: [{ city: 'seattle', state: 'WA' }] }],
    ['Seattle,WA', { cityInState: [{ city: 'seattle', state: 'WA' }] }],
    ['  SEATTLE ,  wa ', { cityInState: [{ city: 'seattle', state: 'WA' }] }],
    ['Seattle WA', { cityInState: [{ city: 'seattle', state: 'WA' }], city: 'seattle wa' }],
    ['Seattle, Washington', { cityInState: [{ city: 'seattle', state: 'WA' }] }],
    [
      'Salt Lake City Utah',
      { cityInState: [{ city: 'salt lake city', state: 'UT' }], city: 'salt lake city utah' },
    ],
    ['Kansas City', { cityInState: [], city: 'kansas city', state: null }],
    ['Portland', { cityInState: [], city: 'portland', state: null }],
    ['WA', { state: 'WA', stateSpelledOut: false }],
    ['Washington', { state: 'WA', stateSpelledOut: true }],
    ['new york', { state: 'NY', stateSpelledOut: true, city: 'new york' }],
    ['Seattle, Narnia', { cityInState: [], city: 'seattle narnia' }],
    ['12345 Main', { zip: null, zipWithName: { zip: '12345', name: { city: 'main' } } }],
    ['Seattle, WA, USA', { zip: null, cityInState: [{ city: 'seattle', state: 'WA' }] }],
    ['Seattle WA 98101', { zip: '98101', cityInState: [{ city: 'seattle', state: 'WA' }] }],
    ['Seattle 98101', { zip: null, zipWithName: { zip: '98101', name: { city: 'seattle' } } }],
    ['98052, Redmond, WA', { zip: null, zipWithName: { zip: '98052' } }],
    [
      '123 Pike St, Seattle, WA',
      {
        cityInState: [
          { city: 'seattle', state: 'WA' },
          { city: '123 pike saint', state: 'WA' },
        ],
      },
    ],
    ['Seattle, Wash.', { cityInState: [{ city: 'seattle', state: 'WA' }] }],
    [
      'Charleston W.Va.',
      {
        cityInState: [
          { city: 'charleston', state: 'WV' },
          { city: 'charleston w', state: 'VA' },
        ],
      },
    ],
    ['Sioux Falls, S.D.', { cityInState: [{ city: 'sioux falls', state: 'SD' }] }],
    ['Washington D.C.', { cityInState: [{ city: 'washington', state: 'DC' }] }],
    ['NYC', { cityInState: [{ city: 'new york', state: 'NY' }] }],
    // Two lone letters at the end are initials; a word and a letter are not ("Lake X").
    ['Lake X', { cityInState: [], city: 'lake x' }],
    ['Wash', { cityInState: [], state: null }],
    ['USA', { city: 'usa' }],
    ['Sunrise Gardens', { zip: null, cityInState: [], state: null, city: 'sunrise gardens' }],
    ['near Seattle, WA', { cityInState: [{ city: 'seattle', state: 'WA' }] }],
    ['in Seattle', { city: 'seattle' }],
    ['Seattle area', { city: 'seattle' }],
    ['Greater Boston metro area', { city: 'boston' }],
    ['zip 98101', { zip: '98101' }],
    ['ZIP code: 98101', { zip: '98101' }],
    ['IN', { state: 'IN', city: 'in' }],
    ['North Metro', { city: 'north metro' }],
    ['West Suburbs', { city: 'west suburbs' }],
    ['Atlanta metro', { city: 'atlanta' }],
    ['Kansas City metro', { city: 'kansas city' }],
    ['Chicago suburbs', { city: 'chicago' }],
    ['the suburbs of Chicago', { city: 'chicago' }],
    ['outside of Denver', { city: 'denver' }],
    ['Seattle vicinity', { city: 'seattle' }],
    ['Seattle and surrounding areas', { city: 'seattle' }],
    ['Tampa & the surrounding area', { city: 'tampa' }],
    ['East Bay Area', { city: 'east bay' }],
    ['Seattle, Washington State', { cityInState: [{ city: 'seattle', state: 'WA' }] }],
    ['Albany New York State', { cityInState: [{ city: 'albany', state: 'NY' }] }],
    // A region (regions.ts): its words are its name.
    ['Bay Area', { city: 'bay area', cityInState: [] }],
    ['Metro Detroit', { city: 'metro detroit' }],
    ['Metro Atlanta', { city: 'atlanta' }],
    ['Philly', { cityInState: [{ city: 'philadelphia', state: 'PA' }] }],
    ["Lee's Summit MO", { cityInState: [{ city: 'lees summit', state: 'MO' }] }],
  ])('%j', (text, expected) => {
    expect(readPlaceText(text)).toMatchObject(expected);
  });

  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty Seattle', 'Seattle, valueOf'])(
    "%j reads as words, not as the tables' own properties",
    (text) => {
      const reading = readPlaceText(text);
      expect(reading?.cityInState.every((c) => typeof c.city === 'string')).toBe(true);
      expect(reading?.city).toMatch(/^[a-z ]+$/);
    },
  );

  it.each(['', '   ', ',,,', '—'])('%j is no place', (text) => {
    expect(readPlaceText(text)).toBeNull();
  });
});
