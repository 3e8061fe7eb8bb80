import { describe, expect, it } from 'vitest';
import { headTags, imageTags, jsonLdTags, SITE_DESCRIPTION } from './head.tsx';

const SITE = 'https://carenest.example';
const contentOf = (tags: ReturnType<typeof headTags>) =>
  tags.map((t) => [t.attrs.name ?? t.attrs.property ?? t.attrs.rel ?? t.name, t.attrs.content]);

describe('imageTags', () => {
  it('makes the image URL absolute and names its size only when known', () => {
    expect(contentOf(imageTags({ src: '/img/a.webp', alt: 'A' }, SITE))).toEqual([
      ['og:image', `${SITE}/img/a.webp`],
      ['og:image:alt', 'A'],
      ['twitter:image', `${SITE}/img/a.webp`],
      ['twitter:image:alt', 'A'],
    ]);
    expect(
      contentOf(imageTags({ src: 'https://cdn.example/b.webp', alt: 'B', height: 630 }, SITE)),
    ).toEqual([
      ['og:image', 'https://cdn.example/b.webp'],
      ['og:image:alt', 'B'],
      ['og:image:height', '630'],
      ['twitter:image', 'https://cdn.example/b.webp'],
      ['twitter:image:alt', 'B'],
    ]);
    expect(
      contentOf(imageTags({ src: '/c.webp', alt: 'C', width: 1200, height: 630 }, SITE)).slice(
        2,
        4,
      ),
    ).toEqual([
      ['og:image:width', '1200'],
      ['og:image:height', '630'],
    ]);
  });
});

describe('jsonLdTags', () => {
  it('writes one script per object, whether one or a list is given', () => {
    expect(jsonLdTags(undefined)).toEqual([]);
    expect(jsonLdTags({ a: 1 })).toEqual([
      { name: 'script', attrs: { type: 'application/ld+json' }, text: '{"a":1}' },
    ]);
    expect(jsonLdTags([{ a: 1 }, { b: [2] }]).map((t) => t.text)).toEqual(['{"a":1}', '{"b":[2]}']);
  });
});

describe('headTags', () => {
  it('fills the defaults: site description, the pathname as canonical URL, type website', () => {
    const tags = headTags({ title: 'Browse' }, '/browse', SITE);
    expect(tags[0]).toEqual({ name: 'title', attrs: {}, text: 'Browse | CareNest' });
    expect(contentOf(tags)).toEqual([
      ['title', undefined],
      ['description', SITE_DESCRIPTION],
      ['canonical', undefined],
      ['og:site_name', 'CareNest'],
      ['og:type', 'website'],
      ['og:title', 'Browse | CareNest'],
      ['og:description', SITE_DESCRIPTION],
      ['og:url', `${SITE}/browse`],
      ['twitter:card', 'summary'],
      ['twitter:title', 'Browse | CareNest'],
      ['twitter:description', SITE_DESCRIPTION],
    ]);
    expect(tags[2]?.attrs.href).toBe(`${SITE}/browse`);
  });

  it('adds image, robots and structured data after the text tags, in that order', () => {
    const tags = headTags(
      {
        title: 'Rose',
        description: 'D',
        canonicalPath: '/communities/rose-1',
        image: { src: '/r.webp', alt: 'Rose' },
        type: 'article',
        noindex: true,
        jsonLd: [{ x: 1 }],
      },
      '/ignored',
      SITE,
    );
    expect(contentOf(tags).slice(4, 5)).toEqual([['og:type', 'article']]);
    expect(tags[2]?.attrs.href).toBe(`${SITE}/communities/rose-1`);
    expect(contentOf(tags).slice(8, 9)).toEqual([['twitter:card', 'summary_large_image']]);
    expect(contentOf(tags).slice(11)).toEqual([
      ['og:image', `${SITE}/r.webp`],
      ['og:image:alt', 'Rose'],
      ['twitter:image', `${SITE}/r.webp`],
      ['twitter:image:alt', 'Rose'],
      ['robots', 'noindex, follow'],
      ['script', undefined],
    ]);
  });
});
