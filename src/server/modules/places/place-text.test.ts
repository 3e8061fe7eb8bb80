import { describe, expect, it } from 'vitest';
import { placeKey, readPlaceText } from './place-text.ts';

describe('placeKey', () => {
  it.each([
    ['  Seattle  ', 'seattle'],
    ['St. Louis', 'saint louis'],
    ['Mt Vernon', 'mount vernon'],
    ["Coeur d'Alene", 'coeur d alene'],
    ['Winston-Salem', 'winston salem'],
    ['Zürich', 'zurich'],
    ['st', 'st'],
    ['?!', ''],
  ])('%j → %j', (text, key) => expect(placeKey(text)).toBe(key));
});

describe('readPlaceText', () => {
  it.each([
    ['98052', { zip: '98052', cityInState: [] }],
    ['98052-1234', { zip: '98052' }],
    ['98052 1234', { zip: '98052' }],
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
    ['12345 Main', { zip: null }],
    ['Sunrise Gardens', { zip: null, cityInState: [], state: null, city: 'sunrise gardens' }],
  ])('%j', (text, expected) => {
    expect(readPlaceText(text)).toMatchObject(expected);
  });

  it.each(['', '   ', ',,,', '—'])('%j is no place', (text) => {
    expect(readPlaceText(text)).toBeNull();
  });
});
