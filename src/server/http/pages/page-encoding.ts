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
 * How hard a page is compressed: a page kept for every signed-out visitor is compressed once, so
 * it gets brotli's denser setting; a page rendered for one visitor (signed in, a form's answer)
 * is compressed on every request, so it gets a setting about twice as fast for ~10 % more bytes.
 */
export type PageAudience = 'everyone' | 'one visitor';

const BROTLI_QUALITY: Record<PageAudience, number> = { everyone: 5, 'one visitor': 3 };

/** The page's bytes in that encoding. */
export function encodePage(
  html: string,
  encoding: PageEncoding,
  audience: PageAudience = 'everyone',
): Buffer {
  const bytes = Buffer.from(html, 'utf8');
  if (encoding === 'br') {
    return brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[audience],
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
  }
  if (encoding === 'gzip') return gzipSync(bytes, { level: 6 });
  return bytes;
}
