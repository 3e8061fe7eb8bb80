import { placeKey } from './place-text.ts';

/** Codes Intl names as regions that are the United States, its territories or a state's name. */
const HERE = new Set(['US', 'UM', 'PR', 'GU', 'VI', 'AS', 'MP', 'GE']);

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Every country's English name, from the runtime's own list of regions (ISO 3166 codes). */
function countryNames(): string[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const found: string[] = [];
  for (const first of LETTERS) {
    for (const second of LETTERS) {
      const code = first + second;
      const name = HERE.has(code) ? undefined : names.of(code);
      if (name && name !== code) found.push(name);
    }
  }
  return found;
}

const ALSO_ABROAD = [
  'UK',
  'England',
  'Scotland',
  'Wales',
  'Northern Ireland',
  // Canada's provinces and territories, by name and code.
  'Ontario',
  'Quebec',
  'British Columbia',
  'Alberta',
  'Manitoba',
  'Saskatchewan',
  'Nova Scotia',
  'New Brunswick',
  'Newfoundland',
  'Newfoundland and Labrador',
  'Prince Edward Island',
  'Yukon',
  'Nunavut',
  'Northwest Territories',
  'ON',
  'QC',
  'BC',
  'AB',
  'MB',
  'SK',
  'NS',
  'NB',
  'NL',
  'PE',
  'PEI',
  'YT',
  'NU',
  'NT',
];

/**
 * Countries and Canada's provinces, as text written after a town ("Cancun, Mexico", "Guelph,
 * Ontario"): abroad, though US towns share many of their names (Mexico, MO; Ontario, CA).
 */
export const PLACES_ABROAD: ReadonlySet<string> = new Set(
  [...countryNames(), ...ALSO_ABROAD].map(placeKey),
);
