import { describe, expect, it } from 'vitest';
import { wordsTyped } from './location-typed.ts';
import { careAndPlace } from './care-words.ts';
import { asksForTheVisitorsPlace, namesTheVisitorsPlace } from './near-the-visitor.ts';

describe('words asking for where the visitor is', () => {
  it.each([
    'near me',
    'Near Me',
    'nearby',
    'close to me',
    'around here',
    'my location',
    'in my area',
  ])('%j alone names the visitor’s place', (text) => {
    expect(namesTheVisitorsPlace(text)).toBe(true);
    expect(asksForTheVisitorsPlace(text)).toBe(true);
  });

  it.each([
    'assisted living near me',
    'Medicaid near me',
    'within 10 miles of me',
    'memory care nearby',
  ])('%j asks for it after other words', (text) => {
    expect(namesTheVisitorsPlace(text)).toBe(false);
    expect(asksForTheVisitorsPlace(text)).toBe(true);
  });

  it.each(['Seattle', 'ME', 'Maine', 'Medicaid in Maine', 'Homer', 'assisted living in Home, WA'])(
    '%j does not',
    (text) => expect(asksForTheVisitorsPlace(text)).toBe(false),
  );
});

describe('wordsTyped with "near me"', () => {
  it.each([
    ['Medicaid near me', { types: [], payment: ['medicaid'], miles: null }],
    ['memory care that takes medicaid near me', { types: ['memory-care'], payment: ['medicaid'] }],
    ['assisted living near me', { types: ['assisted-living'], payment: [] }],
    ['memory care nearby', { types: ['memory-care'] }],
    ['within 10 miles of me', { miles: 10 }],
    ['assisted living under $4000 near me', { types: ['assisted-living'], price: { max: 4000 } }],
    [
      'independent living near me under 3000',
      { types: ['independent-living'], price: { max: 3000 } },
    ],
    ['respite care close to home', { types: ['respite-care'] }],
  ])('%j is its filters near the visitor, not the place "me" (Maine)', (text, filters) => {
    expect(wordsTyped(text)).toMatchObject({ place: 'near me', ...filters });
  });

  it('keeps the place typed with the same words elsewhere', () => {
    expect(wordsTyped('Medicaid near Seattle').place).toBe('Seattle');
    expect(wordsTyped('Medicaid in Maine').place).toBe('Maine');
    expect(wordsTyped('near me').place).toBe('near me');
    expect(wordsTyped('assisted living in Home, WA').place).toBe('Home, WA');
    expect(wordsTyped('Nearby Gardens').place).toBe('Nearby Gardens');
  });

  it('reads "in ME" after care as Maine, "near me" as the visitor', () => {
    expect(careAndPlace('memory care in ME')).toEqual({ types: ['memory-care'], location: 'ME' });
    expect(careAndPlace('memory care near me')).toEqual({ types: ['memory-care'], location: '' });
  });
});
