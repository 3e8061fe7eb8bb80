import { describe, expect, it } from 'vitest';
import { smallImageUrl } from './image-variants.ts';

describe('smallImageUrl', () => {
  it('names the 640px copy of our own WebP images', () => {
    expect(smallImageUrl('/media/listings/u1/abc_1.webp')).toBe(
      '/media/listings/u1/abc_1.w640.webp',
    );
    expect(smallImageUrl('/images/samples/sample-1-1.webp')).toBe(
      '/images/samples/sample-1-1.w640.webp',
    );
  });
  it('has none for other images or for a small copy itself', () => {
    expect(smallImageUrl('https://cdn.example.com/a.webp')).toBeNull();
    expect(smallImageUrl('/media/a.png')).toBeNull();
    expect(smallImageUrl('/media/a.w640.webp')).toBeNull();
  });
});
