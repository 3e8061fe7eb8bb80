import { describe, expect, it } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import { namesEtag, PageCache, RenderedPage, type Rendering } from './page-cache.ts';

function cacheAt(options: { ttlMs?: number; maxEntries?: number } = {}) {
  let now = 1_000;
  const cache = new PageCache<string>({
    ttlMs: options.ttlMs ?? 60_000,
    maxEntries: options.maxEntries ?? 10,
    now: () => now,
  });
  let renders = 0;
  const render =
    (shareable = true) =>
    async (): Promise<Rendering<string>> => ({ value: `render ${(renders += 1)}`, shareable });
  return { cache, render, advance: (ms: number) => (now += ms) };
}

describe('PageCache', () => {
  it('serves a render until its time is up', async () => {
    const { cache, render, advance } = cacheAt({ ttlMs: 1_000 });
    expect(await cache.get('/', render())).toBe('render 1');
    advance(999);
    expect(await cache.get('/', render())).toBe('render 1');
    advance(1);
    expect(await cache.get('/', render())).toBe('render 2');
  });

  it('keeps nothing that may not be shared', async () => {
    const { cache, render } = cacheAt();
    expect(await cache.get('/mine', render(false))).toBe('render 1');
    expect(await cache.get('/mine', render(false))).toBe('render 2');
    expect(cache.size).toBe(0);
  });

  it('renders once for visitors who ask at the same moment', async () => {
    const { cache, render } = cacheAt();
    const pages = await Promise.all([1, 2, 3].map(() => cache.get('/', render())));
    expect(pages).toEqual(['render 1', 'render 1', 'render 1']);
  });

  it('gives those who waited for an unshareable render a render of their own', async () => {
    const { cache, render } = cacheAt();
    const pages = await Promise.all([cache.get('/', render(false)), cache.get('/', render(false))]);
    expect(pages).toEqual(['render 1', 'render 2']);
  });

  it('drops every render on invalidate, and keeps no render that began before it', async () => {
    const { cache, render } = cacheAt();
    await cache.get('/', render());
    let finish: (value: Rendering<string>) => void = () => {};
    const slow = cache.get('/slow', () => new Promise((resolve) => (finish = resolve)));
    cache.invalidate();
    expect(cache.size).toBe(0);
    finish({ value: 'before the write', shareable: true });
    expect(await slow).toBe('before the write');
    expect(await cache.get('/slow', render())).toBe('render 2');
    expect(await cache.get('/', render())).toBe('render 3');
  });

  it('forgets the page least recently served first', async () => {
    const { cache, render } = cacheAt({ maxEntries: 2 });
    await cache.get('/a', render());
    await cache.get('/b', render());
    await cache.get('/a', render());
    await cache.get('/c', render());
    expect(cache.size).toBe(2);
    expect(await cache.get('/a', render())).toBe('render 1');
    expect(await cache.get('/b', render())).toBe('render 4');
  });

  it('passes a failed render on to everyone who waited for it, and keeps nothing', async () => {
    const { cache, render } = cacheAt();
    const failing = () => Promise.reject(new Error('database down'));
    const both = [cache.get('/', failing), cache.get('/', failing)];
    for (const one of both) await expect(one).rejects.toThrow('database down');
    expect(await cache.get('/', render())).toBe('render 1');
  });
});

describe('RenderedPage', () => {
  const markup = Buffer.from(
    Array.from(
      { length: 300 },
      (_, i) =>
        `<article id="c${i}"><h3>Community ${i * 7919}</h3><p>From $${3000 + i}</p></article>`,
    ).join(''),
  );

  it('has an ETag per encoding that the same markup repeats', () => {
    const page = new RenderedPage(200, markup);
    expect(page.etagFor('br')).not.toBe(page.etagFor('gzip'));
    expect(new RenderedPage(200, Buffer.from(markup)).etagFor('br')).toBe(page.etagFor('br'));
    const changed = Buffer.concat([markup, Buffer.from('!')]);
    expect(new RenderedPage(200, changed).etagFor('br')).not.toBe(page.etagFor('br'));
    expect(page.bytes('identity')).toBe(markup);
  });

  it('compresses fast for its first visitor, densely once for every later one', () => {
    const page = new RenderedPage(200, markup);
    const first = page.bytes('br');
    const second = page.bytes('br');
    expect(brotliDecompressSync(first).equals(markup)).toBe(true);
    expect(brotliDecompressSync(second).equals(markup)).toBe(true);
    expect(second.length).toBeLessThan(first.length);
    expect(page.bytes('br')).toBe(second);
    // Either is the same page under one weak ETag.
    expect(page.etagFor('br')).toMatch(/^W\/"/);
  });
});

describe('namesEtag', () => {
  const etag = 'W/"abc-br"';

  it('compares weakly, in a list, and takes *', () => {
    expect(namesEtag('W/"abc-br"', etag)).toBe(true);
    expect(namesEtag('"abc-br"', etag)).toBe(true);
    expect(namesEtag('"x", W/"abc-br"', etag)).toBe(true);
    expect(namesEtag('*', etag)).toBe(true);
    expect(namesEtag('"abc-gzip"', etag)).toBe(false);
    expect(namesEtag(undefined, etag)).toBe(false);
    expect(namesEtag('', etag)).toBe(false);
  });
});
