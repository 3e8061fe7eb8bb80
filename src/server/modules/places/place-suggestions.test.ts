import { describe, expect, it } from 'vitest';
import { suggestPlaces } from './place-suggestions.ts';
import { resolvePlace } from './places.service.ts';

describe('suggestPlaces', () => {
  it('offers the largest city first for a prefix', () => {
    expect(suggestPlaces('Seat')[0]).toEqual({
      kind: 'city',
      label: 'Seattle, WA',
      value: 'Seattle, WA',
    });
  });
  it('offers the town with the most people first, ZIP codes of its own or not', () => {
    expect(suggestPlaces('Lakew')[0]?.label).toBe('Lakewood, CO');
    expect(suggestPlaces('Charlest')[0]?.label).toBe('Charleston, SC');
  });
  it('offers a town typed in full before the larger regions its name begins, not a hamlet', () => {
    const labels = (text: string) => suggestPlaces(text).map((place) => place.label);
    expect(labels('Miami').slice(0, 2)).toEqual(['Miami, FL', 'Miami Valley, OH']);
    expect(labels('Kenai')).toEqual(['Kenai, AK', 'Kenai Peninsula, AK']);
    expect(labels('Tampa').slice(0, 2)).toEqual(['Tampa, FL', 'Tampa Bay, FL']);
    // "Port" is a hamlet's name and the start of Portland: the city first.
    expect(labels('Port')[0]).toBe('Portland, OR');
  });
  it('keeps words before a place, and "to" between two, before each place offered (decision 095)', () => {
    expect(suggestPlaces('near Sea')[0]).toEqual({
      kind: 'city',
      label: 'near Seattle, WA',
      value: 'near Seattle, WA',
    });
    expect(suggestPlaces('in or near Sea')[0]?.value).toBe('in or near Seattle, WA');
    expect(suggestPlaces('Tampa to Sar')[0]?.value).toBe('Tampa to Sarasota, FL');
    // A name that starts with such a word is offered as it is.
    expect(suggestPlaces('Greater Gr')[0]?.value).toBe('Greater Grand Crossing, IL');
  });
  it('offers the parts of states people name, and a region after "the" (decision 090)', () => {
    expect(suggestPlaces('East Tenn')[0]?.label).toBe('East Tennessee, TN');
    expect(suggestPlaces('Willam')[0]?.label).toBe('Willamette Valley, OR');
    expect(suggestPlaces('the Bay')).toEqual([
      { kind: 'city', label: 'Bay Area, CA', value: 'Bay Area, CA' },
    ]);
    expect(suggestPlaces('The Hudson V')[0]?.label).toBe('Hudson Valley, NY');
    expect(suggestPlaces('the Vill')[0]?.label).toBe('The Villages, FL');
  });
  it('offers ZIP codes for three or more digits, and states by name', () => {
    expect(suggestPlaces('9805')[0]).toMatchObject({ kind: 'zip', value: '98050' });
    expect(suggestPlaces('wash')[0]).toMatchObject({ kind: 'state', label: 'Washington' });
    expect(suggestPlaces('98')).toEqual([]);
  });
  it('offers a territory by its name, not by its code, and its towns and ZIP codes', () => {
    expect(suggestPlaces('puer')[0]).toEqual({
      kind: 'state',
      label: 'Puerto Rico',
      value: 'Puerto Rico',
    });
    expect(suggestPlaces('as')[0]?.kind).toBe('city');
    expect(suggestPlaces('Mayag')[0]).toMatchObject({ label: 'Mayagüez, PR' });
    expect(suggestPlaces('0090')[0]).toMatchObject({ kind: 'zip', value: '00901' });
  });
  it.each([
    ['Raleigh-Durham', 'Research Triangle, NC'],
    ['Chicago suburbs', 'Chicago, IL'],
    ['98052-1234', 'Redmond, WA 98052'],
    ['Portland/Salem, OR', 'Portland, OR'],
  ])('offers for %j, which no name starts, the place its search finds', (text, label) => {
    const [first, ...rest] = suggestPlaces(text);
    expect(first).toMatchObject({ label, value: text });
    expect(rest).toEqual([]);
    expect(resolvePlace(first.value)?.label).toBe(label);
  });
  it.each([
    ['Seattle/Ta', 'Seattle/Tacoma, WA', 'Puget Sound, WA'],
    ['Raleigh-Du', 'Raleigh-Durham, NC', 'Research Triangle, NC'],
    ['Redmond or Ev', 'Redmond or Everett, WA', 'Puget Sound, WA'],
    ['Seattle or Portl', 'Seattle or Portland, OR', 'Seattle, WA'],
    ['Tampa & St', 'Tampa & St. Petersburg, FL', 'Tampa Bay, FL'],
  ])(
    'offers for %j, places written together, the nearest the last letters start',
    (text, value, place) => {
      expect(suggestPlaces(text)[0]).toEqual({ kind: 'city', label: value, value });
      expect(resolvePlace(value)?.label).toBe(place);
    },
  );
  it.each([
    ['O Fa', "O'Fallon, MO"],
    ['Coeur d A', "Coeur d'Alene, ID"],
  ])('offers for %j, an apostrophe typed as a space, the town it starts', (text, label) => {
    expect(suggestPlaces(text)[0]).toMatchObject({ kind: 'city', label });
  });
  it.each([
    ['Medicaid near Sea', 'Medicaid near Seattle, WA'],
    ['under $3,000 in Sea', 'under $3,000 in Seattle, WA'],
    [
      'assisted living that takes Medicaid in Sea',
      'assisted living that takes Medicaid in Seattle, WA',
    ],
    ['pet friendly assisted living in Sea', 'pet friendly assisted living in Seattle, WA'],
    ['memory care for veterans near Sea', 'memory care for veterans near Seattle, WA'],
    ['hospice care in Sea', 'hospice care in Seattle, WA'],
  ])(
    'offers for %j, a way of paying, an amenity or a price before the place, the place after it',
    (text, label) => {
      expect(suggestPlaces(text)[0]).toMatchObject({ kind: 'city', label, value: label });
    },
  );
  it('offers no Maine for "near me", the visitor\'s place, and still the towns it starts', () => {
    const offered = suggestPlaces('near me').map((place) => place.label);
    expect(offered).not.toContain('near Maine');
    expect(offered).toContain('near Memphis, TN');
    expect(suggestPlaces('near Mai')[0]?.label).toBe('near Maine');
    expect(suggestPlaces('home care near me')).toEqual([]);
  });
  it.each([
    ['N Little', 'North Little Rock, AR'],
    ['N. Las', 'North Las Vegas, NV'],
    ['W Palm', 'West Palm Beach, FL'],
    ['E St L', 'East St. Louis, IL'],
  ])('offers for %j, a direction typed as its initial, the town it starts', (text, label) => {
    expect(suggestPlaces(text)[0]).toMatchObject({ kind: 'city', label });
    expect(resolvePlace(label)?.label).toBe(label);
  });
  it.each([
    ['Portland, Ma', 'Portland, ME', 'Portland, ME'],
    ['Seattle, Was', 'Seattle, WA', 'Seattle, WA'],
    ['Ballard, Sea', 'Ballard, Seattle, WA', 'Seattle, WA'],
    ['Fremont, Sea', 'Fremont, Seattle, WA', 'Seattle, WA'],
    ['Flushing, Qu', 'Flushing, Queens, NY', 'Flushing, NY'],
    ['Riverdale, Bro', 'Riverdale, Bronx, NY', 'Riverdale, NY'],
    ['Southampton, Long Is', 'Southampton, Long Island, NY', 'Southampton, NY'],
  ])(
    'offers for %j, a name and the first letters of a state or town, %j',
    (text, label, searched) => {
      const offered = suggestPlaces(text);
      expect(offered[0]).toEqual({ kind: 'city', label, value: label });
      expect(resolvePlace(offered[0].value)?.label).toBe(searched);
    },
  );
  it('offers a place before a comma only near the centre of a city people name parts of', () => {
    const labels = (text: string) => suggestPlaces(text).map((place) => place.label);
    // Brookdale, NJ is across the river from Queens; Sunrise, FL 13 miles from Miami Gardens.
    expect(labels('Brookdale, Quee')).not.toContain('Brookdale, Queens, NY');
    expect(labels('Sunrise, Mia')).not.toContain('Sunrise, Miami Gardens, FL');
    expect(labels('Flushing, Qu')).toContain('Flushing, Queens, NY');
  });
  it('offers only the state whose name the letters after a comma start, not towns too', () => {
    expect(suggestPlaces('Seattle, Was').map((place) => place.label)).toEqual(['Seattle, WA']);
    expect(suggestPlaces('City of Seattle, WA').map((place) => place.label)).toEqual([
      'Seattle, WA',
    ]);
  });
  it('offers a state by an older abbreviation first ("Fla", "Calif")', () => {
    expect(suggestPlaces('Fla')[0]).toEqual({ kind: 'state', label: 'Florida', value: 'Florida' });
    expect(suggestPlaces('Calif')[0]).toMatchObject({ kind: 'state', label: 'California' });
  });
  it('offers a state by its code, whose value finds the state and not a city of its name', () => {
    expect(suggestPlaces('wa')[0]).toEqual({
      kind: 'state',
      label: 'Washington',
      value: 'Washington State',
    });
    expect(suggestPlaces('new y')[0]).toMatchObject({ label: 'New York', value: 'New York State' });
    expect(suggestPlaces('oreg')[0]).toMatchObject({ label: 'Oregon', value: 'Oregon' });
    for (const { kind, value } of suggestPlaces('wa').concat(suggestPlaces('new'))) {
      if (kind === 'state') expect(resolvePlace(value)?.kind).toBe('state');
    }
    const la = suggestPlaces('LA').map((place) => place.label);
    expect(la.slice(0, 2)).toEqual(['Louisiana', 'Los Angeles, CA']);
  });
  it('offers a county after the towns of its name, first once its word is typed or when the name alone means it', () => {
    const labels = (typed: string) => suggestPlaces(typed).map((place) => place.label);
    expect(labels('Kin')).not.toContain('King County, WA');
    expect(labels('Kingsport')[0]).toBe('Kingsport, TN');
    expect(labels('Suffolk')[0]).toBe('Suffolk, VA');
    expect(labels('Suffolk')).toContain('Suffolk County, NY');
    expect(labels('Suffolk County')[0]).toBe('Suffolk County, NY');
    expect(labels('Westchester')).toEqual([
      'Westchester County, NY',
      'Westchester, FL',
      'Westchester, IL',
    ]);
  });
  it('offers Queens, and Long Island in New York before the towns of its name', () => {
    expect(suggestPlaces('Queens')[0]).toMatchObject({ label: 'Queens, NY' });
    expect(suggestPlaces('Long Isl')[0]).toMatchObject({ label: 'Long Island, NY' });
  });
  it('offers McLean however its "Mc" is written', () => {
    for (const typed of ['McLean', 'Mc Lean', 'mcle']) {
      expect(suggestPlaces(typed).map((place) => place.label)).toContain('McLean, VA');
    }
  });
  it('offers the city a name people use means, first', () => {
    expect(suggestPlaces('NYC')[0]).toMatchObject({ kind: 'city', label: 'New York, NY' });
    expect(suggestPlaces('Philly')[0]).toMatchObject({ label: 'Philadelphia, PA' });
    const manhattan = suggestPlaces('Manhattan').map((place) => place.label);
    expect(manhattan[0]).toBe('New York, NY');
    expect(manhattan).toContain('Manhattan, KS');
  });
  it('offers the city a neighbourhood or nickname of several words means from its first letters', () => {
    expect(suggestPlaces('Upper We')).toEqual([
      { kind: 'city', label: 'Upper West Side · New York, NY', value: 'New York, NY' },
    ]);
    expect(suggestPlaces('back ba').map((place) => place.value)).toEqual(['Boston, MA']);
    // After the towns whose own name starts so, and not for fewer than four letters.
    const wicker = suggestPlaces('wicker').map((place) => place.label);
    expect(wicker.at(-1)).toBe('Wicker Park · Chicago, IL');
    expect(wicker.length).toBeGreaterThan(1);
    expect(suggestPlaces('nob').map((place) => place.label)).not.toContain(
      'Nob Hill · San Francisco, CA',
    );
    // Not again for a city already offered by its own name.
    expect(suggestPlaces('Hilton He').map((place) => place.value)).toEqual([
      'Hilton Head Island, SC',
      'Hilton Head, SC',
    ]);
    // A name whose words' case is unknown ("NE Ohio") is not written out.
    expect(suggestPlaces('ne oh').some((place) => place.label.startsWith('Ne Ohio'))).toBe(false);
  });
  it('offers a town once, not again under the abbreviated name some of its ZIP codes are filed under', () => {
    expect(suggestPlaces('Colorado Sp').map((place) => place.label)).toEqual([
      'Colorado Springs, CO',
    ]);
  });
  it('offers a Montana town typed in full with its code ("Bozeman, MT")', () => {
    for (const typed of ['Bozeman, MT', 'bozeman mt', 'Bozeman MT']) {
      expect(suggestPlaces(typed)[0]).toMatchObject({ kind: 'city', label: 'Bozeman, MT' });
    }
    expect(suggestPlaces('Rocky Mount').map((place) => place.label)).toContain('Rocky Mount, NC');
  });
  it('offers for a lone "St", "Mt" or "Ft" the saints, mounts and forts as well as the other names', () => {
    const labels = (typed: string) => suggestPlaces(typed).map((place) => place.label);
    expect(labels('St')).toEqual(expect.arrayContaining(['St. Louis, MO', 'Stockton, CA']));
    expect(labels('Ft')[0]).toBe('Fort Worth, TX');
    expect(labels('Mt')).toContain('Mount Vernon, NY');
  });

  it('offers the places for the letters after care typed first, written after it (decision 079)', () => {
    expect(suggestPlaces('assisted living in Sea')[0]).toEqual({
      kind: 'city',
      label: 'assisted living in Seattle, WA',
      value: 'assisted living in Seattle, WA',
    });
    expect(suggestPlaces('assisted living')).toEqual([]);
    expect(suggestPlaces('Sunrise Assisted')).toEqual([]);
  });

  it('keeps a distance typed before the place before each place offered (decision 082)', () => {
    expect(suggestPlaces('within 10 miles of Sea')[0]).toEqual({
      kind: 'city',
      label: 'within 10 miles of Seattle, WA',
      value: 'within 10 miles of Seattle, WA',
    });
    expect(suggestPlaces('memory care 5 mi from Seatt')[0]?.value).toBe(
      'memory care 5 mi from Seattle, WA',
    );
  });

  it('offers for an area no circle holds, typed whole, the regions it is made of', () => {
    expect(suggestPlaces('Upstate NY').map((s) => s.value)).toEqual([
      'Capital Region, NY',
      'Central New York, NY',
      'Western New York, NY',
      'Hudson Valley, NY',
    ]);
    expect(suggestPlaces('South Texas').map((s) => s.value)).toEqual([
      'San Antonio, TX',
      'Rio Grande Valley, TX',
      'Coastal Bend, TX',
      'Laredo, TX',
    ]);
  });

  it('offers for an area of several states its states, before a town of its name', () => {
    expect(suggestPlaces('New England')).toEqual([
      { kind: 'state', label: 'Massachusetts', value: 'Massachusetts' },
      { kind: 'state', label: 'Connecticut', value: 'Connecticut' },
      { kind: 'state', label: 'New Hampshire', value: 'New Hampshire' },
      { kind: 'state', label: 'Maine', value: 'Maine' },
      { kind: 'state', label: 'Rhode Island', value: 'Rhode Island' },
      { kind: 'state', label: 'Vermont', value: 'Vermont' },
      { kind: 'city', label: 'New England, ND', value: 'New England, ND' },
    ]);
    expect(suggestPlaces('South Bay').map((s) => s.label)).toEqual([
      'Torrance, CA',
      'San Jose, CA',
      'South Bay, FL',
    ]);
  });

  it('offers towns, not the organisations that have a ZIP code of their own', () => {
    const labels = (typed: string) => suggestPlaces(typed).map((place) => place.label);
    expect(labels('Bank')).not.toContain('Bank Of America, WA');
    expect(labels('Bank')).toContain('Banks, AL');
    expect(labels('Goodwill')).toEqual([]);
    expect(labels('9815').join(' ')).not.toContain('Goodwill Games');
    expect(labels('Southern Cal')).toEqual(['Southern California, CA']);
  });
});
