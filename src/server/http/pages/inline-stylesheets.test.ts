import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-stylesheets.ts';

describe('inlineStylesheets', () => {
  const template =
    '<head><script type="module" crossorigin src="/assets/index-a1.js"></script>' +
    '<link rel="stylesheet" crossorigin href="/assets/index-b2.css"></head>';

  it('puts each linked stylesheet in the page itself', () => {
    const read: string[] = [];
    const html = inlineStylesheets(template, (path) => {
      read.push(path);
      return 'body{color:#111}';
    });
    expect(read).toEqual(['/assets/index-b2.css']);
    expect(html).toBe(
      '<head><script type="module" crossorigin src="/assets/index-a1.js"></script>' +
        '<style>body{color:#111}</style>' +
        '<link rel="stylesheet" href="/assets/index-b2.css" disabled></head>',
    );
  });

  it('leaves the link disabled, so the module loader does not fetch the styles again', () => {
    const html = inlineStylesheets(template, () => 'body{color:#111}');
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/index-b2.css" disabled>/);
    expect(html.match(/<link rel="stylesheet"/g)).toHaveLength(1);
  });

  it('cannot let a stylesheet close its style element early', () => {
    const html = inlineStylesheets(template, () => 'a::after{content:"</style><script>"}');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });

  it('leaves a template without stylesheets as it is', () => {
    expect(inlineStylesheets('<head></head>', () => '')).toBe('<head></head>');
  });
});
