import { describe, expect, it } from 'vitest';
import { careNotListed } from './care-not-listed.ts';

describe('careNotListed', () => {
  it.each([
    ['home care near me', 'home care', 'near me'],
    ['homecare nearby', 'home care', 'near me'],
    ['In-home care Seattle', 'home care', 'Seattle'],
    ['home health aides in Tampa, FL', 'home care', 'Tampa, FL'],
    ['home care agencies in Austin, TX', 'home care', 'Austin, TX'],
    ['Seattle home care', 'home care', 'Seattle'],
    ['Seattle, WA - home health', 'home care', 'Seattle, WA'],
    ['caregivers near 98052', 'home care', '98052'],
    ['in home care for seniors Raleigh NC', 'home care', 'Raleigh NC'],
    ['hospice care in Ohio', 'hospice care', 'Ohio'],
    ['hospice', 'hospice care', ''],
    ['Phoenix palliative care', 'hospice care', 'Phoenix'],
  ])('%j asks for %j, not listed here, and the rest is %j', (text, care, location) => {
    expect(careNotListed(text)).toEqual({ care, location });
  });

  it.each([
    'Seattle, WA',
    'nursing home care in Ohio',
    'Homestead, FL',
    'memory care',
    'Homer, AK',
  ])('%j asks for no care that is not listed', (text) => {
    expect(careNotListed(text)).toBeNull();
  });
});
