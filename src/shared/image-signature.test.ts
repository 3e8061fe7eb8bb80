import { describe, expect, it } from 'vitest';
import { imageKindOf } from './image-signature.ts';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part,
    ),
  );

describe('imageKindOf', () => {
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF')],
    ['PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])],
    ['GIF', bytes('GIF89a')],
    ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
    ['TIFF', bytes([0x49, 0x49, 0x2a, 0], [8, 0, 0, 0])],
    ['HEIC', bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0])],
    ['AVIF', bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0])],
  ])('reads %s from its first bytes', (kind, start) => {
    expect(imageKindOf(start)).toBe(kind);
  });

  it.each([
    ['text renamed .jpg', bytes('Hello, this is not a photo')],
    ['a PDF', bytes('%PDF-1.7\n')],
    ['an MP4 video', bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0])],
    ['an empty file', bytes()],
  ])('reads no image in %s', (_, start) => {
    expect(imageKindOf(start)).toBeNull();
  });
});
