import { describe, expect, it } from 'vitest';
import { amenityAndPlace } from './amenity-words.ts';
import { wordsTyped } from './location-typed.ts';

describe('amenityAndPlace', () => {
  it.each([
    ['pet friendly assisted living in Denver', ['Pet Friendly'], 'assisted living in Denver'],
    ['Dog-friendly memory care Austin', ['Pet Friendly'], 'memory care Austin'],
    ['Austin, TX that allows pets', ['Pet Friendly'], 'Austin, TX'],
    ['with pets allowed in Denver', ['Pet Friendly'], 'Denver'],
    ['Denver, CO - pet friendly', ['Pet Friendly'], 'Denver, CO'],
    ['wheelchair accessible nursing homes', ['Wheelchair Accessible'], 'nursing homes'],
    ['Phoenix with a pool', ['Swimming Pool'], 'Phoenix'],
    ['24/7 staff near 98052', ['24/7 Staff'], '98052'],
    ['Ohio with 24 hour care', ['24/7 Staff'], 'Ohio'],
    ['Tampa with transportation', ['Transportation Services'], 'Tampa'],
    ['pet friendly', ['Pet Friendly'], ''],
  ])('%j asks for %j, and searches %j', (text, amenities, location) => {
    expect(amenityAndPlace(text)).toEqual({ values: amenities, location });
  });

  it.each([
    'Seattle, WA',
    'Pets Unlimited',
    'Poolesville, MD',
    'Pool Hill',
    'Sunrise Assisted Living',
  ])('%j asks for no amenity', (text) => {
    expect(amenityAndPlace(text)).toBeNull();
  });
});

describe('wordsTyped with an amenity', () => {
  it.each([
    ['pet friendly assisted living in Denver', ['assisted-living'], ['Pet Friendly'], 'Denver'],
    [
      'assisted living with pets allowed in Denver',
      ['assisted-living'],
      ['Pet Friendly'],
      'Denver',
    ],
    ['memory care in Austin that allows pets', ['memory-care'], ['Pet Friendly'], 'Austin'],
    [
      'wheelchair accessible nursing homes near 98052',
      ['skilled-nursing'],
      ['Wheelchair Accessible'],
      '98052',
    ],
    [
      'assisted living with transportation near me',
      ['assisted-living'],
      ['Transportation Services'],
      'near me',
    ],
  ])('%j is %j with %j in %j', (text, types, amenities, place) => {
    expect(wordsTyped(text)).toMatchObject({ types, amenities, place });
  });

  it('reads an amenity and a way of paying together', () => {
    expect(wordsTyped('Medicaid pet friendly assisted living in Tampa')).toMatchObject({
      place: 'Tampa',
      types: ['assisted-living'],
      payment: ['medicaid'],
      amenities: ['Pet Friendly'],
    });
  });
});
