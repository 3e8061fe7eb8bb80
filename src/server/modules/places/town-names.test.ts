import zipcodes from 'zipcodes';
import { describe, expect, it } from 'vitest';
import { slugify } from '#shared/seo-paths.ts';
import { namesATown } from './company-zips.ts';
import { placeKey } from './place-text.ts';
import { findCity, resolvePlace } from './places.service.ts';
import { saintsAsWritten, townName } from './town-names.ts';

/** The city page's address is the slug of the name as written (seo-paths.ts). */
function lostAtItsPage(city: string, state: string, written: string): string[] {
  const atItsAddress = findCity(state, slugify(written).replace(/-/g, ' '));
  const foundBefore = findCity(state, city) !== null;
  return foundBefore && atItsAddress?.city !== written
    ? [`${written}, ${state}: its page finds ${atItsAddress?.city ?? 'nothing'}`]
    : [];
}

/**
 * A direction's initial written out ("N Little Rock") is the one change of key: the dataset's
 * spelling, typed, must find the town as written.
 */
function lostByAnotherKey(city: string, state: string, written: string): string[] {
  const typed = resolvePlace(`${city}, ${state}`);
  return typed?.label === `${written}, ${state}`
    ? []
    : [`${city} → ${written}: another key, and typed it finds ${typed?.label ?? 'nothing'}`];
}

describe('townName', () => {
  it.each([
    ['Mcallen', 'McAllen'],
    ['Mc Lean', 'McLean'],
    ['East Mc Keesport', 'East McKeesport'],
    ['Fort Mc Kavett', 'Fort McKavett'],
    ['O Fallon', "O'Fallon"],
    ['Port O Connor', "Port O'Connor"],
    ['Land O Lakes', "Land O' Lakes"],
    ['Coeur D Alene', "Coeur d'Alene"],
    ['Bois D Arc', "Bois d'Arc"],
    ['Lees Summit', "Lee's Summit"],
    ['Winston Salem', 'Winston-Salem'],
    ['Melcher-dallas', 'Melcher-Dallas'],
    ['King Of Prussia', 'King of Prussia'],
    ['Lake In The Hills', 'Lake in the Hills'],
    ['Croton On Hudson', 'Croton-on-Hudson'],
    ['Carmel By The Sea', 'Carmel-by-the-Sea'],
    ['Saint Louis', 'St. Louis'],
    ['Port Saint Lucie', 'Port St. Lucie'],
    ['Sainte Genevieve', 'Ste. Genevieve'],
    ['St James', 'St. James'],
    ['Ft Mitchell', 'Fort Mitchell'],
    ['Cranberry Twp', 'Cranberry Township'],
    ['Mt Zion', 'Mount Zion'],
    ['Colorado Spgs', 'Colorado Springs'],
    ['Apache Jct', 'Apache Junction'],
    ['Rehoboth Bch', 'Rehoboth Beach'],
    ['Chandler Hts', 'Chandler Heights'],
    ['Kings Canyon National Pk', 'Kings Canyon National Park'],
    ['N Little Rock', 'North Little Rock'],
    ['S Coffeyville', 'South Coffeyville'],
    // A lone letter elsewhere is no direction.
    ['Port O Connor', "Port O'Connor"],
    // Names already as written stay so.
    ['Seattle', 'Seattle'],
    ['Macon', 'Macon'],
    ['Omaha', 'Omaha'],
    ['Dover', 'Dover'],
  ])('%s → %s', (dataset, written) => {
    expect(townName(dataset, 'WA')).toBe(written);
  });

  it.each([
    ['Dekalb', 'IL', 'DeKalb'],
    ['Lagrange', 'GA', 'LaGrange'],
    ['La Place', 'LA', 'LaPlace'],
    ['Canon City', 'CO', 'Cañon City'],
    ['Espanola', 'NM', 'Española'],
    // The same spelling elsewhere is that town's own.
    ['La Grange', 'IL', 'La Grange'],
    ['De Pere', 'WI', 'De Pere'],
    ['Laporte', 'CO', 'Laporte'],
  ])('%s, %s → %s', (dataset, state, written) => {
    expect(townName(dataset, state)).toBe(written);
  });

  it("counts the ZIP codes filed under a town's abbreviated name as that town's", () => {
    expect(findCity('CO', 'Colorado Spgs')?.city).toBe('Colorado Springs');
    expect(findCity('AZ', 'apache-jct')?.city).toBe('Apache Junction');
    expect(placeKey('Colorado Spgs')).toBe(placeKey('Colorado Springs'));
    // Filed as "N Little Rock": one of North Little Rock's ZIP codes, not a town of its own.
    expect(resolvePlace('72114')?.label).toBe('North Little Rock, AR 72114');
    // Its old city page's address ("…/ar/n-little-rock") finds it.
    expect(findCity('AR', 'n little rock')?.city).toBe('North Little Rock');
  });

  it('writes "Saint" in the towns only GeoNames names as in the others', () => {
    expect(resolvePlace('Saint Pete Beach')?.label).toBe('St. Pete Beach, FL');
    expect(resolvePlace('St Pete Beach, FL')?.label).toBe('St. Pete Beach, FL');
    expect(saintsAsWritten('Sainte Marie')).toBe('Ste. Marie');
    expect(saintsAsWritten('Saintsbury')).toBe('Saintsbury');
  });

  it('keeps every town of the dataset found as before, by what is typed and by its page', () => {
    const towns = new Map<string, { city: string; state: string }>();
    for (const { city, state, country } of Object.values(zipcodes.codes)) {
      // Organisations' ZIP codes (decision 068) make no town: GeoNames' spelling names any there.
      if (country === 'US' && city && namesATown(city) && townName(city, state) !== city)
        towns.set(`${city}|${state}`, { city, state });
    }
    const lost = [...towns.values()].flatMap(({ city, state }) => {
      const written = townName(city, state);
      return placeKey(written) === placeKey(city)
        ? lostAtItsPage(city, state, written)
        : lostByAnotherKey(city, state, written);
    });
    expect(lost).toEqual([]);
  });
});
