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

/** The page's bytes in that encoding (brotli at a quality cheap enough to run per request). */
export function encodePage(html: string, encoding: PageEncoding): Buffer {
  const bytes = Buffer.from(html, 'utf8');
  if (encoding === 'br') {
    return brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
  }
  if (encoding === 'gzip') return gzipSync(bytes, { level: 6 });
  return bytes;
}
