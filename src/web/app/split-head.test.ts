import { describe, expect, it } from 'vitest';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { splitHead } from './split-head.ts';

describe('splitHead', () => {
  it("moves what React hoists to the head and leaves the app's markup, JSON-LD included", () => {
    const markup = renderToString(
      h(
        'div',
        { className: 'app' },
        h('title', null, 'A <b> & "c" | CareNest'),
        h('meta', { name: 'description', content: 'x <y> "z"' }),
        h('link', { rel: 'canonical', href: 'https://carenest.example/a?b=1&c=2' }),
        h('script', { type: 'application/ld+json', dangerouslySetInnerHTML: { __html: '{}' } }),
        h('p', null, 'Hello'),
      ),
    );
    const { head, html } = splitHead(markup);
    expect(head).toBe(
      '<title>A &lt;b&gt; &amp; &quot;c&quot; | CareNest</title>' +
        '<meta name="description" content="x &lt;y&gt; &quot;z&quot;"/>' +
        '<link rel="canonical" href="https://carenest.example/a?b=1&amp;c=2"/>',
    );
    expect(html).toBe(
      '<div class="app"><script type="application/ld+json">{}</script><p>Hello</p></div>',
    );
  });

  it('leaves markup without hoisted elements whole', () => {
    expect(splitHead('<div><p>x</p></div>')).toEqual({ head: '', html: '<div><p>x</p></div>' });
  });
});
