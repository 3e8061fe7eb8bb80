import { describe, expect, it } from 'vitest';
import { MAX_PAGES_SHOWN, morePagesHref, readPagesShown } from './pages-shown.ts';

describe('pages shown', () => {
  it.each([
    ['', 1],
    ['page=3', 3],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=2.5', 1],
    ['page=abc', 1],
    ['page=999', MAX_PAGES_SHOWN],
  ])('?%s shows %i pages', (search, pages) => {
    expect(readPagesShown(new URLSearchParams(search))).toBe(pages);
  });

  it('links to one page more, keeping the filters and closing a listing dialog', () => {
    const params = new URLSearchParams('location=Austin%2C+TX&type=memory-care&listing=7&page=2');
    expect(morePagesHref(params, 2)).toBe('?location=Austin%2C+TX&type=memory-care&page=3');
    expect(morePagesHref(params, MAX_PAGES_SHOWN)).toBeNull();
  });
});
