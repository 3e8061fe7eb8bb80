import { describe, expect, it } from 'vitest';
import {
  careTypeOfSegment,
  cityPath,
  communityPath,
  parseCommunitySegment,
  slugify,
} from './seo-paths.ts';

const UUID = '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b';

describe('slugify', () => {
  it('lower-cases, drops accents and joins words with single hyphens', () => {
    expect(slugify('Rose City Gardens Assisted Living')).toBe('rose-city-gardens-assisted-living');
    expect(slugify('  St. Mary’s — Cañon City!  ')).toBe('st-mary-s-canon-city');
    expect(slugify('ÉLAN Résidence')).toBe('elan-residence');
    expect(slugify('***')).toBe('');
  });
});

describe('community paths', () => {
  it('puts the title slug before the id', () => {
    expect(communityPath({ id: '1', title: 'Rose City Gardens Assisted Living' })).toBe(
      '/communities/rose-city-gardens-assisted-living-1',
    );
    expect(communityPath({ id: UUID, title: 'Maple Grove' })).toBe(
      `/communities/maple-grove-${UUID}`,
    );
    expect(communityPath({ id: '2', title: '!!!' })).toBe('/communities/2');
  });

  it('keeps long slugs under 80 characters, cut between words', () => {
    const path = communityPath({ id: '3', title: 'Sunny '.repeat(30) });
    const slug = path.slice('/communities/'.length, -2);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('sunny')).toBe(true);
  });

  it('reads the id back from the segment, whatever the slug says', () => {
    expect(parseCommunitySegment('rose-city-gardens-assisted-living-1')).toEqual({
      slug: 'rose-city-gardens-assisted-living',
      id: '1',
    });
    expect(parseCommunitySegment(`building-7-${UUID}`)).toEqual({ slug: 'building-7', id: UUID });
    expect(parseCommunitySegment(UUID.toUpperCase())).toEqual({ slug: '', id: UUID });
    expect(parseCommunitySegment('suite-7-4')).toEqual({ slug: 'suite-7', id: '4' });
    expect(parseCommunitySegment('12')).toEqual({ slug: '', id: '12' });
  });

  it('refuses segments that end in no id', () => {
    for (const bad of ['rose-city', 'rose-0', '', `x${UUID}`, 'a-1234567890123']) {
      expect(parseCommunitySegment(bad), bad).toBeNull();
    }
  });
});

describe('city paths', () => {
  it('names the care type, the state and the city', () => {
    expect(cityPath('assisted-living', 'OR', 'Portland')).toBe('/assisted-living/or/portland');
    expect(cityPath('adult-daycare', 'MO', 'St. Louis')).toBe('/adult-day-care/mo/st-louis');
  });

  it('maps every segment back to its care type and nothing else', () => {
    expect(careTypeOfSegment('adult-day-care')).toBe('adult-daycare');
    expect(careTypeOfSegment('memory-care')).toBe('memory-care');
    expect(careTypeOfSegment('adult-daycare')).toBeNull();
    expect(careTypeOfSegment('resources')).toBeNull();
  });
});
