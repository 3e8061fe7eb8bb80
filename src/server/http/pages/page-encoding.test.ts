import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePage } from './page-encoding.ts';

describe('encodePage', () => {
  const html = `<!doctype html><p>${'Rose City Gardens · assisted living '.repeat(200)}</p>`;
  const utf8 = Buffer.from(html);

  it('round-trips through each encoding and shrinks a page', () => {
    const br = encodePage(utf8, 'br');
    const gzip = encodePage(utf8, 'gzip');
    expect(brotliDecompressSync(br).toString('utf8')).toBe(html);
    expect(gunzipSync(gzip).toString('utf8')).toBe(html);
    expect(br.length).toBeLessThan(html.length / 4);
    expect(encodePage(utf8, 'identity').toString('utf8')).toBe(html);
  });

  it('compresses fast a little less than densely, in both encodings', () => {
    const page = Buffer.from(
      Array.from(
        { length: 400 },
        (_, i) =>
          `<article id="c${i}"><h3>Community ${i * 7919}</h3><p>From $${3000 + i}</p></article>`,
      ).join(''),
    );
    for (const encoding of ['br', 'gzip'] as const) {
      const fast = encodePage(page, encoding, 'fast');
      const decoded = encoding === 'br' ? brotliDecompressSync(fast) : gunzipSync(fast);
      expect(decoded.equals(page)).toBe(true);
      expect(fast.length).toBeGreaterThan(encodePage(page, encoding, 'dense').length);
    }
  });
});
