import zipcodes from 'zipcodes';
import { describe, expect, it } from 'vitest';
import { namesATown } from './company-zips.ts';

describe('namesATown', () => {
  it.each([
    'Seattle',
    'Redmond',
    'Cut Bank',
    'Oil City',
    'Dime Box',
    'Telephone',
    'Box Elder',
    'Fort Wayne',
    'Coeur D Alene',
    'Winston Salem',
    'Saint Mary Of The Woods',
    'Crow Agency',
    'Federal Way',
    'Electric City',
    'Cos Cob',
    'Bureau',
    'Marine City',
    'Marine On Saint Croix',
  ])('keeps the town %s', (city) => expect(namesATown(city)).toBe(true));

  it.each([
    'Goodwill Games 1990',
    'Bank Of America',
    'Bank Of New York',
    'Parcel Return Service',
    'J C Penney Co',
    'Lockheed Corp',
    'Dover Afb',
    'Malmstrom A F B',
    'Scott Air Force Base',
    'Kansas Lottery',
    'Southern California Gas Comp',
    'Pacific Gas & Electric',
    'Federal Communications Com',
    'Internal Revenue',
    'Nationwide Fulfill Systems',
    'Alliance Data Systems',
    'Pope Army Airfield',
    'Tripler Army Medical Center',
    'Marine Corps Institute',
    'State Farm',
    'University Of Richmond',
    'State Farm Insurance',
    'Tn Dept Of Human Svc',
    'Bell Atlantic Telephone Co',
    'Ny Telephone',
    'Nw Natural',
  ])('drops the organisation %s', (city) => expect(namesATown(city)).toBe(false));

  it('drops a few hundred of the dataset’s 40,000 ZIP codes, not towns by the thousand', () => {
    const codes = Object.values(zipcodes.codes);
    const dropped = codes.filter((entry) => !namesATown(entry.city)).length;
    expect(dropped).toBeGreaterThan(100);
    expect(dropped).toBeLessThan(300);
  });
});
