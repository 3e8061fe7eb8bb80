import { describe, expect, it } from 'vitest';
import { careAndPlace, placeThenCare } from './care-words.ts';

describe('careAndPlace', () => {
  it.each([
    ['assisted living in Seattle', ['assisted-living'], 'Seattle'],
    ['Assisted Living Seattle, WA', ['assisted-living'], 'Seattle, WA'],
    ['assisted living facilities near 98052', ['assisted-living'], '98052'],
    ['memory care in Phoenix AZ', ['memory-care'], 'Phoenix AZ'],
    ["alzheimer's care, Tampa", ['memory-care'], 'Tampa'],
    ['nursing homes near Austin, TX', ['skilled-nursing'], 'Austin, TX'],
    ['skilled nursing facility Boise', ['skilled-nursing'], 'Boise'],
    ['independent living - Denver', ['independent-living'], 'Denver'],
    ['retirement communities in Sarasota', ['independent-living'], 'Sarasota'],
    ['respite care Portland', ['respite-care'], 'Portland'],
    ['respite near Portland', ['respite-care'], 'Portland'],
    ['adult day care Chicago', ['adult-daycare'], 'Chicago'],
    ['senior living in Denver', [], 'Denver'],
    ['memory care near me', ['memory-care'], ''],
    ['assisted living', ['assisted-living'], ''],
    ['assisted living in', ['assisted-living'], ''],
    ['adult day care center in Chicago', ['adult-daycare'], 'Chicago'],
    ['memory care facilities near Reno, NV', ['memory-care'], 'Reno, NV'],
    ['retirement homes in Tampa', ['independent-living'], 'Tampa'],
    ['senior apartments Boise', [], 'Boise'],
    ['nursing home care in Ohio', ['skilled-nursing'], 'Ohio'],
    ['skilled nursing and rehab Denver', ['skilled-nursing'], 'Denver'],
    // Words of praise or price ask for no filter; 55+ and continuing care for none either.
    ['best assisted living in Knoxville', ['assisted-living'], 'Knoxville'],
    ['affordable memory care Knoxville TN', ['memory-care'], 'Knoxville TN'],
    // Care words mistyped, and the cheapest asked for (no filter).
    ['asisted living seattle', ['assisted-living'], 'seattle'],
    ['assited living in Dallas', ['assisted-living'], 'Dallas'],
    ['dimentia care Tampa', ['memory-care'], 'Tampa'],
    ['independant living near 98052', ['independent-living'], '98052'],
    ['cheapest assisted living in Texas', ['assisted-living'], 'Texas'],
    ['least expensive nursing homes in Ohio', ['skilled-nursing'], 'Ohio'],
    // Whom the care is for asks for no filter.
    ['assisted living for seniors in Dallas', ['assisted-living'], 'Dallas'],
    ['memory care for my mom near Boise', ['memory-care'], 'Boise'],
    ['assisted living for couples', ['assisted-living'], ''],
    // Group homes for the elderly are small assisted living.
    ['group homes for elderly in Texas', ['assisted-living'], 'Texas'],
    ['senior group homes Ohio', ['assisted-living'], 'Ohio'],
    ['top rated nursing homes near Seattle', ['skilled-nursing'], 'Seattle'],
    ['luxury senior living Naples FL', [], 'Naples FL'],
    ['55+ communities in Knoxville', [], 'Knoxville'],
    ['55 and older communities Tampa', [], 'Tampa'],
    ['elderly care Knoxville', [], 'Knoxville'],
    ['continuing care retirement communities near Knoxville', [], 'Knoxville'],
    // Several kinds of care, each asked for (decision 103).
    ['assisted living and memory care Phoenix', ['assisted-living', 'memory-care'], 'Phoenix'],
    [
      'assisted living or memory care in Boise, ID',
      ['assisted-living', 'memory-care'],
      'Boise, ID',
    ],
    ['assisted living/memory care Tampa', ['assisted-living', 'memory-care'], 'Tampa'],
    ['memory care, assisted living near me', ['memory-care', 'assisted-living'], ''],
    ['senior living & memory care Denver', ['memory-care'], 'Denver'],
    // What states call small assisted living, and short-term rehab (decision 103).
    ['board and care homes in Los Angeles', ['assisted-living'], 'Los Angeles'],
    ['personal care homes Pittsburgh', ['assisted-living'], 'Pittsburgh'],
    ['adult family homes near Seattle', ['assisted-living'], 'Seattle'],
    ['adult foster care Portland', ['assisted-living'], 'Portland'],
    ['residential care facilities Sacramento', ['assisted-living'], 'Sacramento'],
    ['short term rehab facility near Boston', ['skilled-nursing'], 'Boston'],
    ['rehab centers Dallas', ['skilled-nursing'], 'Dallas'],
  ])('%j asks for %j in %j', (text, types, location) => {
    expect(careAndPlace(text)).toEqual({ types, location });
  });

  it.each([
    'Seattle',
    'Sunrise Assisted Living',
    'Respiteville',
    'Seniors Place',
    'Assisted Living of Seattle',
    'Best Western',
    'Affordable Assisted Living of Knoxville',
    'Senior Center of Austin',
    'Respite House of Tampa',
    'Retirement Inn',
    'Memory Lane Manor',
    'Nursingham',
    'Retirementville',
    'Board and Care of Encino',
    'Rehab Center of Tampa',
    'Personal Care Pittsburgh',
    '',
  ])('%j starts with no care: null', (text) => {
    expect(careAndPlace(text)).toBeNull();
  });
});

describe('placeThenCare', () => {
  it.each([
    ['Seattle assisted living', ['assisted-living'], 'Seattle'],
    ['Seattle, WA assisted living facilities', ['assisted-living'], 'Seattle, WA'],
    ['Phoenix AZ memory care', ['memory-care'], 'Phoenix AZ'],
    ['98052 memory care', ['memory-care'], '98052'],
    ['Tampa nursing homes', ['skilled-nursing'], 'Tampa'],
    ['Boise - adult day care', ['adult-daycare'], 'Boise'],
    ['Denver senior living.', [], 'Denver'],
    ['Sunrise Assisted Living', ['assisted-living'], 'Sunrise'],
    ['Sarasota retirement communities', ['independent-living'], 'Sarasota'],
    ['Phoenix assisted living and memory care', ['assisted-living', 'memory-care'], 'Phoenix'],
    ['Phoenix AZ assisted living/memory care', ['assisted-living', 'memory-care'], 'Phoenix AZ'],
    ['Tampa memory care, assisted living', ['memory-care', 'assisted-living'], 'Tampa'],
  ])('%j asks for %j in %j', (text, types, location) => {
    expect(placeThenCare(text)).toEqual({ types, location });
  });

  it.each(['Seattle', 'assisted living', 'Seattle assisted', 'Rose City Gardens', ''])(
    '%j ends with no care after a place: null',
    (text) => {
      expect(placeThenCare(text)).toBeNull();
    },
  );
});
