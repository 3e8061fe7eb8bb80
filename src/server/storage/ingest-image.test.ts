import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { checkImageMeta, decodeFailure, sniffImageFormat } from './ingest-image.ts';

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(
    parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
  );

describe('sniffImageFormat', () => {
  it('names each accepted raster format by its leading bytes', () => {
    expect(sniffImageFormat(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImageFormat(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(sniffImageFormat(bytes('GIF87a'))).toBe('gif');
    expect(sniffImageFormat(bytes('GIF89a'))).toBe('gif');
    expect(sniffImageFormat(bytes('RIFF', [0, 0, 0, 0], 'WEBP'))).toBe('webp');
    expect(sniffImageFormat(bytes([0, 0, 0, 0x18], 'ftyp', 'heic'))).toBe('heif');
    expect(sniffImageFormat(bytes([0x49, 0x49, 0x2a, 0x00]))).toBe('tiff');
    expect(sniffImageFormat(bytes([0x4d, 0x4d, 0x00, 0x2a]))).toBe('tiff');
  });

  it('refuses anything else', () => {
    expect(sniffImageFormat(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffImageFormat(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeNull();
    expect(sniffImageFormat(bytes('GIF88a'))).toBeNull();
    expect(sniffImageFormat(Buffer.alloc(0))).toBeNull();
  });
});

describe('checkImageMeta', () => {
  const refusal = (fn: () => void) => {
    try {
      fn();
    } catch (error) {
      return error instanceof AppError ? [error.code, error.message] : error;
    }
    return null;
  };

  it('accepts the sniffed format with a size within the pixel limit', () => {
    expect(
      refusal(() => checkImageMeta({ format: 'png', width: 10, height: 10 }, 'png', 100)),
    ).toBeNull();
  });

  it('refuses another format, a missing size, or too many pixels', () => {
    const [code, notImage] = refusal(() =>
      checkImageMeta({ format: 'gif', width: 1, height: 1 }, 'png', 100),
    ) as [string, string];
    expect(code).toBe('IMAGE_TYPE_NOT_ALLOWED');
    expect(refusal(() => checkImageMeta({ format: 'png', height: 1 }, 'png', 100))).toEqual([
      code,
      notImage,
    ]);
    const tooMany = refusal(() =>
      checkImageMeta({ format: 'png', width: 11, height: 10 }, 'png', 100),
    );
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
