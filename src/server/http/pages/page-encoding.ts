import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type PageEncoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding a page goes out in, from the request's `Accept-Encoding` (brotli first, then gzip;
 * a coding with `q=0` is refused). Pages are rendered in the not-found handler, which
 * @fastify/compress never sees (it hooks routes only), so pages negotiate here.
 */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (coding && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(coding);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/**
 * How hard a page is compressed. Brotli's fast setting (quality 3) costs about half the CPU of
 * its dense one (quality 5) for ~10 % more bytes; gzip's (level 4) two thirds, for ~5 %. A page is
 * first compressed fast: most pages are asked for once (a community, a search, a signed-in
 * visitor's page). A kept page served again is compressed densely, once, for every later
 * visitor. Quality 1, as for API answers (decision 064), would save ~0.4 ms more but adds ~24 %
 * to a first visit's HTML, which a phone on a slow network waits for before anything paints.
 */
export type PageDensity = 'fast' | 'dense';

const BROTLI_QUALITY: Record<PageDensity, number> = { fast: 3, dense: 5 };
const GZIP_LEVEL: Record<PageDensity, number> = { fast: 4, dense: 6 };

/** The page's bytes (UTF-8) in that encoding. */
export function encodePage(
  page: Buffer,
  encoding: PageEncoding,
  density: PageDensity = 'dense',
): Buffer {
  if (encoding === 'br') {
    return brotliCompressSync(page, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[density],
        [constants.BROTLI_PARAM_SIZE_HINT]: page.length,
      },
    });
  }
  if (encoding === 'gzip') return gzipSync(page, { level: GZIP_LEVEL[density] });
  return page;
}
