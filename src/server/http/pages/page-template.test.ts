import { describe, expect, it } from 'vitest';
import { pageTemplate, PageTemplate } from './page-template.ts';

describe('PageTemplate', () => {
  const source =
    '<!doctype html><head><!--app-head--><style>a{}</style></head>' +
    '<body><div id="root"><!--app-html--></div><script id="s"><!--app-state--></script></body>';

  it('fills each slot with its part, as UTF-8', () => {
    const page = new PageTemplate(source).fill({
      head: '<title>Rose City · Portland</title>',
      html: '<p>“Near Seattle, WA” — 3 communities</p>',
      state: '{"a":1}',
    });
    expect(page.toString('utf8')).toBe(
      '<!doctype html><head><title>Rose City · Portland</title><style>a{}</style></head>' +
        '<body><div id="root"><p>“Near Seattle, WA” — 3 communities</p></div>' +
        '<script id="s">{"a":1}</script></body>',
    );
  });

  it('fills a slot that appears twice both times, and leaves other comments alone', () => {
    const page = new PageTemplate('<!--app-head--><!-- note --><!--app-head-->').fill({
      head: 'H',
      html: '',
      state: '',
    });
    expect(page.toString('utf8')).toBe('H<!-- note -->H');
  });

  it('cuts a source once, and again when it changes', () => {
    const first = pageTemplate(source);
    expect(pageTemplate(`${source}`)).toBe(first);
    expect(pageTemplate(`${source}<!-- changed -->`)).not.toBe(first);
  });
});
