import { describe, expect, it } from 'vitest';
import { locationOptions, suggestionsAnnouncement } from './location-options.ts';

const places = [{ kind: 'city' as const, label: 'Portland, OR', value: 'Portland, OR' }];
const communities = [{ id: '7', title: 'Portside Gardens', place: 'Salem, OR' }];

describe('locationOptions', () => {
  it('keeps places ungrouped when no community is suggested', () => {
    const { options, groups } = locationOptions({ places, communities: [] });
    expect(options.map((o) => o.label)).toEqual(['Portland, OR']);
    expect(groups).toBeNull();
  });

  it('lists places then communities, each community with its page', () => {
    const { options, groups } = locationOptions({ places, communities });
    expect(options.map((o) => o.kind)).toEqual(['place', 'community']);
    expect(options[1]).toMatchObject({
      path: '/communities/portside-gardens-7',
      place: 'Salem, OR',
    });
    expect(groups?.map((g) => g.label)).toEqual(['Places', 'Communities']);
  });

  it('shows the communities group alone when no place matches', () => {
    expect(locationOptions({ places: [], communities }).groups?.map((g) => g.label)).toEqual([
      'Communities',
    ]);
  });
});

describe('suggestionsAnnouncement', () => {
  it('says how many, and of which kind when communities are among them', () => {
    expect(suggestionsAnnouncement(locationOptions({ places, communities: [] }).options)).toBe(
      '1 suggestion. Use up and down arrows to choose.',
    );
    expect(suggestionsAnnouncement(locationOptions({ places, communities }).options)).toBe(
      '2 suggestions: 1 place, 1 community. Use up and down arrows to choose.',
    );
  });
});
