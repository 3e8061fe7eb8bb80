import { describe, expect, it } from 'vitest';
import { lowerScriptPriority } from './script-priority.ts';

describe('lowerScriptPriority', () => {
  it('marks the entry script and the module preloads, and nothing else', () => {
    const html =
      '<link rel="preload" as="image" href="/a.webp" fetchpriority="high">' +
      '<script type="module" crossorigin src="/assets/index.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/framework.js">' +
      '<script type="application/json" id="ssr-state">{}</script>';
    expect(lowerScriptPriority(html)).toBe(
      '<link rel="preload" as="image" href="/a.webp" fetchpriority="high">' +
        '<script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/framework.js">' +
        '<script type="application/json" id="ssr-state">{}</script>',
    );
  });

  it('leaves a priority that is already set', () => {
    const html = '<script type="module" fetchpriority="high" src="/x.js"></script>';
    expect(lowerScriptPriority(html)).toBe(html);
  });
});
