/** A place shown as an example in a location box's placeholder. */
export type LocationExample = { city: string; state: string; zip: string };

/**
 * The examples in the home and browse location boxes. Each city is a real city of the state
 * next to it and each ZIP code exists (location-examples.test.ts checks them against the ZIP
 * data), because families copy what the placeholder shows.
 */
export const LOCATION_EXAMPLES = {
  hero: { city: 'Seattle', state: 'WA', zip: '97214' },
  bar: { city: 'Seattle', state: 'WA', zip: '98107' },
} as const satisfies Record<string, LocationExample>;

export const locationPlaceholder = ({ city, state, zip }: LocationExample) =>
  `e.g. ${city}, ${state} or ${zip}`;
