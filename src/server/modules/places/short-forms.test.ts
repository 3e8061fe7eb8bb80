import { describe, expect, it } from 'vitest';
import { suggestPlaces } from './place-suggestions.ts';
import { resolvePlace } from './places.service.ts';

// The short forms of decision 097: a city's own short names, "Pt" for Port or Point, and a short
// state name with two letters swapped.
describe('short forms of places', () => {
  it.each([
    ['ATX', 'Austin, TX'],
    ['pdx', 'Portland, OR'],
    ['PGH', 'Pittsburgh, PA'],
    ['the Burgh', 'Pittsburgh, PA'],
    ['CLT', 'Charlotte, NC'],
    ['RDU', 'Research Triangle, NC'],
    ['MSP', 'Twin Cities, MN'],
    ['Bmore', 'Baltimore, MD'],
    ['B-more', 'Baltimore, MD'],
    ['Sacto', 'Sacramento, CA'],
    ['ICT', 'Wichita, KS'],
    ['PSL', 'Port St. Lucie, FL'],
    ['AVL', 'Asheville, NC'],
    ['DTLA', 'Los Angeles, CA'],
    ['BK', 'Brooklyn, NY'],
    ['PDX, OR', 'Portland, OR'],
  ])('%j is %s', (typed, label) => {
    expect(resolvePlace(typed)).toMatchObject({ kind: 'city', label });
  });

  it.each(['MIA', 'SEA', 'DEN', 'BOS', 'LEX'])(
    '%j, an airport code that is a word or a name too, is no city',
    (typed) => expect(resolvePlace(typed)?.kind).not.toBe('city'),
  );

  it.each([
    ['Pt Charlotte', 'Port Charlotte, FL'],
    ['Pt. Charlotte, FL', 'Port Charlotte, FL'],
    ['Pt Arthur TX', 'Port Arthur, TX'],
    ['Pt Pleasant NJ', 'Point Pleasant, NJ'],
    ['Pt Roberts', 'Point Roberts, WA'],
  ])('%j: "Pt" is Port or Point, whichever names the place', (typed, label) => {
    expect(resolvePlace(typed)).toMatchObject({ kind: 'city', label });
  });

  it('"Pt Washington" is the likelier Port Washington, with Point Washington offered', () => {
    const place = resolvePlace('Pt Washington');
    expect(place).toMatchObject({ label: 'Port Washington, NY' });
    expect(place?.alternatives).toContain('Point Washington, FL');
  });

  it('suggests the towns of Port and of Point for "Pt"', () => {
    expect(suggestPlaces('Pt Ch').map((s) => s.label)).toContain('Port Charlotte, FL');
    expect(suggestPlaces('pt pl')[0]).toMatchObject({ label: 'Point Pleasant, NJ' });
  });

  it.each([
    ['Texsa', 'state', 'Texas'],
    ['Houston Texsa', 'city', 'Houston, TX'],
    ['Boise Idaoh', 'city', 'Boise, ID'],
    ['Columbus Ohoi', 'city', 'Columbus, OH'],
  ])('%j: a short state name with two letters swapped is read', (typed, kind, label) => {
    expect(resolvePlace(typed)).toMatchObject({ kind, label });
  });
});
