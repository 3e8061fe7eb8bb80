import { describe, expect, it } from 'vitest';
import { acceptedCoding } from './content-coding.ts';

describe('acceptedCoding', () => {
  it('prefers brotli, then gzip, and sends plain bytes when neither is accepted', () => {
    expect(acceptedCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedCoding('gzip, deflate')).toBe('gzip');
    expect(acceptedCoding('*')).toBe('gzip');
    expect(acceptedCoding('deflate')).toBe('identity');
    expect(acceptedCoding(undefined)).toBe('identity');
  });

  it('never uses a coding the client refused with q=0', () => {
    expect(acceptedCoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(acceptedCoding('br;q=0, gzip; q=0')).toBe('identity');
    expect(acceptedCoding('BR;Q=0.5')).toBe('br');
  });
});
