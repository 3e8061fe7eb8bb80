import { createHash } from 'node:crypto';
import { encodePage, type PageAudience, type PageEncoding } from './page-encoding.ts';

/** A rendered page kept for the next visitors who would get the same bytes. */
export class RenderedPage {
  readonly etag: string;
  private readonly encoded = new Map<PageEncoding, Buffer>();

  constructor(
    readonly status: number,
    readonly html: string,
    /** Who may be given it: a page for everyone is kept and compressed harder, once. */
    readonly audience: PageAudience = 'everyone',
  ) {
    this.etag = createHash('sha1').update(html).digest('base64url');
  }

  /** The page's bytes in an encoding, compressed once however many visitors get them. */
  bytes(encoding: PageEncoding): Buffer {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes = encodePage(this.html, encoding, this.audience);
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }

  /** One ETag per representation: the gzip and brotli bytes of a page are different bodies. */
  etagFor(encoding: PageEncoding): string {
    return `"${this.etag}-${encoding}"`;
  }
}

interface Entry<T> {
  value: T;
  generation: number;
  expiresAt: number;
}

/** What a render gives the cache: its answer, and whether every visitor may be given it. */
export interface Rendering<T> {
  value: T;
  shareable: boolean;
}

export interface PageCacheOptions {
  /** How long a render is served at most; writes that change pages end it sooner. */
  ttlMs: number;
  /** Renders kept at once (the least recently used go first). */
  maxEntries: number;
  now?: () => number;
}

/**
 * Anonymous renders of pages, shared by every visitor who is not signed in: a page costs a
 * render once per write that could change it (or per TTL), not once per visit. Concurrent
 * misses for one page wait for the same render. `invalidate()` drops every render at once:
 * writes are rare next to visits, and a write can change many pages (a listing shows on its
 * own page, in searches, on city pages and on the home page).
 */
export class PageCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly rendering = new Map<string, Promise<Rendering<T>>>();
  private generation = 0;
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.rendering.clear();
  }

  /**
   * The kept answer for `key`, or the one `render` makes (kept when shareable). Someone who
   * waited for another request's render that turned out not shareable renders their own. A
   * render that started before an invalidation is served to its request but not kept: it may
   * hold what the write changed.
   */
  async get(key: string, render: () => Promise<Rendering<T>>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && entry.generation === this.generation && entry.expiresAt > this.now()) {
      // Map order is the eviction order: an answer just served moves to the back.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value;
    }
    const pending = this.rendering.get(key);
    if (pending) {
      const shared = await pending;
      return shared.shareable ? shared.value : (await render()).value;
    }
    const generation = this.generation;
    const rendered = render().finally(() => {
      if (this.rendering.get(key) === rendered) this.rendering.delete(key);
    });
    this.rendering.set(key, rendered);
    const result = await rendered;
    if (result.shareable && generation === this.generation) this.keep(key, result.value);
    return result.value;
  }

  private keep(key: string, value: T) {
    this.entries.delete(key);
    this.entries.set(key, {
      value,
      generation: this.generation,
      expiresAt: this.now() + this.options.ttlMs,
    });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }
}
