import { createHash } from 'node:crypto';
import { encodePage, type PageDensity, type PageEncoding } from './page-encoding.ts';

/**
 * A rendered page kept for the next visitors who would get the same bytes. Compressed, it is
 * made fast for its first visitor and densely once it is served again (page-encoding.ts); both
 * carry one weak ETag, since they are the same page: a visitor holding either gets a 304.
 */
export class RenderedPage {
  private readonly hash: string;
  private readonly encoded = new Map<PageEncoding, { bytes: Buffer; density: PageDensity }>();

  constructor(
    readonly status: number,
    /** The page in UTF-8. */
    readonly utf8: Buffer,
  ) {
    this.hash = createHash('sha1').update(utf8).digest('base64url');
  }

  /** The ETag of the page in an encoding: the gzip and brotli bytes are different bodies. */
  etagFor(encoding: PageEncoding): string {
    return encoding === 'identity' ? `"${this.hash}-identity"` : `W/"${this.hash}-${encoding}"`;
  }

  /** The page's bytes in an encoding for this request: fast the first time, then dense for good. */
  bytes(encoding: PageEncoding): Buffer {
    if (encoding === 'identity') return this.utf8;
    const kept = this.encoded.get(encoding);
    if (kept?.density === 'dense') return kept.bytes;
    const density: PageDensity = kept ? 'dense' : 'fast';
    const bytes = encodePage(this.utf8, encoding, density);
    this.encoded.set(encoding, { bytes, density });
    return bytes;
  }
}

/**
 * Whether an `If-None-Match` header names this ETag, by the weak comparison HTTP prescribes for
 * it (`W/` set aside), or is `*`.
 */
export function namesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
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
