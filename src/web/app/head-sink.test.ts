import { describe, expect, it } from 'vitest';
import { createHeadSink, headHtml } from './head.tsx';

describe('createHeadSink', () => {
  it('preloads the first priority image from the head, responsive when it has a srcset', () => {
    const head = createHeadSink();
    expect(head.preloads()).toEqual([]);
    head.sink.preloadImage({
      src: '/images/a.webp',
      srcSet: '/images/a.w640.webp 640w, /images/a.webp 1600w',
      sizes: '100vw',
    });
    head.sink.preloadImage({ src: '/images/b.webp' });
    expect(headHtml(head.preloads())).toBe(
      '<link data-head rel="preload" as="image" href="/images/a.webp" ' +
        'imagesrcset="/images/a.w640.webp 640w, /images/a.webp 1600w" imagesizes="100vw" ' +
        'fetchpriority="high">',
    );
  });

  it('keeps the deepest head a page declared', () => {
    const head = createHeadSink();
    head.sink.set([{ name: 'title', attrs: {}, text: 'Outer' }]);
    head.sink.set([{ name: 'title', attrs: {}, text: 'Inner' }]);
    expect(headHtml(head.tags() ?? [])).toBe('<title data-head>Inner</title>');
  });
});
