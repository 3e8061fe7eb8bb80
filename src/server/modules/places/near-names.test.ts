import { describe, expect, it } from 'vitest';
import { editDistance, nearNames } from './near-names.ts';
import { placeIndex } from './place-index.ts';

describe('editDistance', () => {
  it.each([
    ['seattle', 'seattle', 0],
    ['seatle', 'seattle', 1],
    ['seattel', 'seattle', 1],
    ['saettle', 'seattle', 1],
    ['seattle', 'settle', 1],
    ['portlnad', 'portland', 1],
    ['bostn', 'boston', 1],
    ['austin', 'boston', 3],
  ])('%j → %j: %i', (a, b, distance) => {
    expect(editDistance(a, b, 3)).toBe(distance);
  });

  it('stops at max + 1', () => {
    expect(editDistance('albuquerque', 'seattle', 2)).toBe(3);
  });
});

describe('nearNames', () => {
  const { byName } = placeIndex();
  const labels = (key: string, state: string | null) =>
    nearNames(byName, key, state).map((c) => `${c.city}, ${c.state}`);

  it('finds the city a typo meant, in the state given first', () => {
    expect(labels('seatle', 'WA')[0]).toBe('Seattle, WA');
    expect(labels('sacramneto', 'CA')[0]).toBe('Sacramento, CA');
    expect(labels('philadelphai', null)[0]).toBe('Philadelphia, PA');
  });

  it('leaves out the name itself and short words', () => {
    expect(labels('seattle', 'WA')).not.toContain('Seattle, WA');
    expect(labels('abc', null)).toEqual([]);
  });
});
