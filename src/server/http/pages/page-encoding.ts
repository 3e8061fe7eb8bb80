import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ContentCoding } from '../content-coding.ts';

/** Pages negotiate with `acceptedCoding` (content-coding.ts), as API answers do. */
export type PageEncoding = ContentCoding;

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
