import { describe, expect, it } from 'vitest';
import { containsMarkup } from './markup-in-upload.ts';

/** Bytes that look like compressed pixels: none of them text, so no marker can form by chance. */
const binary = (length: number) => Buffer.alloc(length, 0x9c);
const withInside = (inside: string | Buffer, after: Buffer = binary(64)) =>
  Buffer.concat([
    binary(64),
    Buffer.isBuffer(inside) ? inside : Buffer.from(inside, 'latin1'),
    after,
  ]);

describe('containsMarkup', () => {
  it('finds markup in any case, inside a file or at its end', () => {
    expect(containsMarkup(withInside('<svg onload=alert(1)>'))).toBe(true);
    expect(containsMarkup(withInside('<SCRIPT>alert(document.cookie)</SCRIPT>'))).toBe(true);
    expect(containsMarkup(withInside('%PDF-1.7\n1 0 obj\n'))).toBe(true);
    expect(containsMarkup(Buffer.concat([binary(64), Buffer.from('<IFRAME src=x>')]))).toBe(true);
    expect(containsMarkup(Buffer.concat([binary(64), Buffer.from('<svg')]))).toBe(true);
  });

  it('lets through a marker that compressed pixels form by chance, with bytes after it that are not text', () => {
    // In a 10 MB photo "<svg" occurs by chance about once in fifty files; it was refused.
    const byChance = Buffer.concat([
      Buffer.from('<svg', 'latin1'),
      Buffer.from([0x03, 0xe1, 0x7f]),
    ]);
    expect(containsMarkup(withInside(byChance))).toBe(false);
    expect(containsMarkup(withInside('<svg onl\u0000ad=x>'))).toBe(false);
    expect(containsMarkup(withInside('<?xml\u0089'))).toBe(false);
  });

  it('still finds markup that follows such a chance marker', () => {
    const byChance = Buffer.concat([Buffer.from('<SvG', 'latin1'), Buffer.from([0xfe])]);
    expect(
      containsMarkup(withInside(Buffer.concat([byChance, Buffer.from('<svg onload=x>')]))),
    ).toBe(true);
  });

  it('finds nothing in bytes without a marker', () => {
    expect(containsMarkup(binary(4096))).toBe(false);
    expect(containsMarkup(Buffer.from('just some notes about <b>bold</b> text'))).toBe(false);
  });
});
