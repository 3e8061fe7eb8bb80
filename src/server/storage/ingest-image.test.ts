import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { checkImageMeta, decodeFailure } from './ingest-image.ts';

describe('checkImageMeta', () => {
  const refusal = (fn: () => void) => {
    try {
      fn();
    } catch (error) {
      return error instanceof AppError ? [error.code, error.message] : error;
    }
    return null;
  };

  it('accepts each raster format sharp names, with a size within the pixel limit', () => {
    for (const format of ['jpeg', 'png', 'gif', 'webp', 'heif', 'tiff']) {
      expect(
        refusal(() => checkImageMeta({ format, width: 10, height: 10 }, 100)),
        format,
      ).toBeNull();
    }
  });

  it('refuses another format, no format, a missing size, or too many pixels', () => {
    const [code, notImage] = refusal(() =>
      checkImageMeta({ format: 'svg', width: 1, height: 1 }, 100),
    ) as [string, string];
    expect(code).toBe('IMAGE_TYPE_NOT_ALLOWED');
    for (const meta of [
      { format: 'pdf', width: 1, height: 1 },
      { format: 'jp2', width: 1, height: 1 },
      { width: 1, height: 1 },
      { format: 'png', height: 1 },
    ]) {
      expect(refusal(() => checkImageMeta(meta, 100))).toEqual([code, notImage]);
    }
    const tooMany = refusal(() => checkImageMeta({ format: 'png', width: 11, height: 10 }, 100));
    expect(tooMany).toEqual(['IMAGE_TOO_MANY_PIXELS', expect.stringMatching(/pixel/i)]);
  });
});

describe('decodeFailure', () => {
  it('keeps our own refusal, names a pixel limit, and calls anything else not an image', () => {
    const own = new AppError('IMAGE_TYPE_NOT_ALLOWED', 'x');
    expect(decodeFailure(own)).toBe(own);
    const pixels = decodeFailure(new Error('Input image exceeds pixel limit'));
    const other = decodeFailure(new Error('VipsJpeg: Premature end of input file'));
    expect(pixels.code).toBe('IMAGE_TOO_MANY_PIXELS');
    expect(other.code).toBe('IMAGE_TYPE_NOT_ALLOWED');
    expect(pixels.message).not.toBe(other.message);
    expect(decodeFailure('thrown string').message).toBe(other.message);
  });
});
