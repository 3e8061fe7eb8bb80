/** A response coding the server can send: brotli, gzip, or the bytes as they are. */
export type ContentCoding = 'br' | 'gzip' | 'identity';

/**
 * The coding an answer goes out in, from the request's `Accept-Encoding`: brotli first, then
 * gzip; a coding with `q=0` is refused.
 */
export function acceptedCoding(acceptEncoding: string | undefined): ContentCoding {
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
