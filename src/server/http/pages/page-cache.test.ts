import { describe, expect, it } from 'vitest';
import { PageCache, RenderedPage, type Rendering } from './page-cache.ts';

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
  it('compresses once per encoding, with an ETag per encoding that the same markup repeats', () => {
    const page = new RenderedPage(200, '<h1>Same</h1>'.repeat(200));
    expect(page.bytes('br')).toBe(page.bytes('br'));
    expect(page.bytes('gzip').length).toBeLessThan(page.bytes('identity').length);
    expect(page.etagFor('br')).not.toBe(page.etagFor('gzip'));
    expect(new RenderedPage(200, page.html).etagFor('br')).toBe(page.etagFor('br'));
    expect(new RenderedPage(200, `${page.html}!`).etagFor('br')).not.toBe(page.etagFor('br'));
  });
});
