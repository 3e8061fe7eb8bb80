import { describe, expect, it } from 'vitest';
import { bootSource, startScriptsAfterPaint, startStages } from './scripts-after-paint.ts';

const BUILT = `<head>
    <link rel="icon" href="/favicon.svg" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-def.js">
    <link rel="modulepreload" crossorigin href="/assets/shared-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
  <body><script type="application/json" id="ssr-state">{}</script></body>`;

describe('startScriptsAfterPaint', () => {
  it('replaces the entry script and its module preloads with one boot module', () => {
    const { html, boot } = startScriptsAfterPaint(BUILT);
    expect(boot.fileName).toMatch(/^assets\/boot-[\w-]{8}\.js$/);
    expect(html).toBe(`<head>
    <link rel="icon" href="/favicon.svg" />
    <script type="module" src="/${boot.fileName}"></script>
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
  <body><script type="application/json" id="ssr-state">{}</script></body>`);
    expect(boot.source).toBe(
      bootSource('/assets/index-abc.js', ['/assets/framework-def.js', '/assets/shared-ghi.js']),
    );
  });

  it('names the boot module by its content', () => {
    const other = BUILT.replace('index-abc.js', 'index-xyz.js');
    expect(startScriptsAfterPaint(other).boot.fileName).not.toBe(
      startScriptsAfterPaint(BUILT).boot.fileName,
    );
  });

  it('fails on a page without an entry script rather than ship one that never starts', () => {
    expect(() => startScriptsAfterPaint('<head></head>')).toThrow(/no entry script/);
  });
});

describe('bootSource', () => {
  it('preloads the modules and imports the entry once, after a frame or on load', async () => {
    const appended: string[] = [];
    const imported: string[] = [];
    const frames: (() => void)[] = [];
    const listeners: (() => void)[] = [];
    const run = new Function(
      'document',
      'requestAnimationFrame',
      'setTimeout',
      'addEventListener',
      'importModule',
      'MutationObserver',
      bootSource('/e.js', ['/a.js', '/b.js']).replace('import(', 'importModule('),
    );
    run(
      {
        createElement: () => ({}),
        head: { append: (link: { href: string; rel: string }) => appended.push(link.href) },
        // What the early-click guard (src/web/app/early-clicks.ts) reads and listens to.
        documentElement: { dataset: {} },
        addEventListener: () => undefined,
      },
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => callback(),
      (_type: string, callback: () => void) => listeners.push(callback),
      (url: string) => imported.push(url),
      class {
        observe() {}
      },
    );
    expect(imported).toEqual([]);
    frames[0]();
    listeners[0]();
    expect(appended).toEqual(['/a.js', '/b.js']);
    expect(imported).toEqual(['/e.js']);
  });
});

describe('startStages', () => {
  it('lists what the entry imports on start and what those import, once each', () => {
    const chunk = (imports: string[], dynamicImports: string[] = [], isEntry = false) => ({
      type: 'chunk' as const,
      isEntry,
      imports,
      dynamicImports,
    });
    const bundle = {
      'assets/index.js': chunk([], ['assets/react.js', 'assets/app.js'], true),
      'assets/react.js': chunk(['assets/index.js']),
      'assets/app.js': chunk(['assets/react.js', 'assets/shared.js'], ['assets/page.js']),
      'assets/shared.js': chunk(['assets/react.js']),
      'assets/page.js': chunk(['assets/shared.js']),
      'index.html': { type: 'asset' as const },
    };
    expect(startStages(bundle)).toEqual([
      'assets/react.js',
      'assets/index.js',
      'assets/app.js',
      'assets/shared.js',
    ]);
  });
});
