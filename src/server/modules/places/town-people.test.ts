import { describe, expect, it } from 'vitest';
import { placeIndex } from './place-index.ts';
import { cityId } from './place-sums.ts';

const entry = (key: string, state: string) => placeIndex().cities.get(cityId(key, state));

describe('the people of a place', () => {
  it.each([
    ['new york', 'NY', 8_000_000],
    ['washington', 'DC', 600_000],
    ['bronx', 'NY', 1_000_000],
    ['charleston', 'SC', 130_000],
    ['seattle', 'WA', 600_000],
  ])(
    'a town GeoNames counts has its figure, even where it names it another way: %s, %s',
    (key, state, atLeast) => {
      expect(entry(key, state)?.people).toBeGreaterThanOrEqual(atLeast);
    },
  );

  it('a town missing from the figures counts 1,000 people per ZIP code', () => {
    const hamlets = [...placeIndex().cities.values()].filter(
      (c) => !c.county && c.reach === null && c.people % 1_000 === 0 && c.people / 1_000 === c.zips,
    );
    expect(hamlets.length).toBeGreaterThan(10_000);
  });

  it("a county or region has its ZIP codes' shares of their towns' people", () => {
    const king = entry('king county', 'WA')!;
    const seattle = entry('seattle', 'WA')!;
    expect(king.people).toBeGreaterThan(seattle.people);
    expect(king.people).toBeLessThan(4_000_000);
    expect(entry('puget sound', 'WA')!.people).toBeGreaterThan(king.people);
  });

  it('a town the ZIP dataset names by its post office is a place at its GeoNames point', () => {
    expect(entry('lakewood', 'CO')).toMatchObject({
      city: 'Lakewood',
      zips: 0,
      center: { lat: 39.705, lng: -105.081 },
    });
    expect(entry('lakewood', 'CO')!.people).toBeGreaterThan(150_000);
    // "City of Sammamish" is Sammamish; a figure of 0 is no town.
    expect(entry('sammamish', 'WA')?.city).toBe('Sammamish');
    expect(entry('washington street courthouse annex', 'AL')).toBeUndefined();
  });
});
