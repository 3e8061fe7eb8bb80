import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, type ErrorCode } from '#server/errors.ts';
import { ingestImage } from '#server/storage/ingest-image.ts';
import { LocalStorage } from '#server/storage/local-storage.ts';

const NOT_AN_IMAGE = 'Only image files (JPEG, PNG, WebP, GIF, AVIF, HEIC, TIFF) can be uploaded';
const KEY_PATTERN = /^listings\/user-1\/[0-9a-z]{12}_\d{13}\.webp$/;

let dir: string;
let storage: LocalStorage;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'carenest-ingest-'));
  storage = new LocalStorage({ rootDir: dir });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

function base(width = 120, height = 80) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } });
}

/** A photo-like image (noise), so JPEG output has enough entropy data to truncate. */
function noisy(width = 400, height = 300) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#888',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

async function expectAppError(promise: Promise<unknown>, code: ErrorCode, message?: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  if (message) expect((error as AppError).message).toBe(message);
}

const ingest = (data: Buffer, maxPixels?: number) =>
  ingestImage(storage, { data, keyPrefix: 'listings/user-1', ...(maxPixels ? { maxPixels } : {}) });

describe('ingestImage accepts real raster images', () => {
  const formats = {
    png: () => base().png().toBuffer(),
    jpeg: () => base().jpeg().toBuffer(),
    gif: () => base().gif().toBuffer(),
    webp: () => base().webp().toBuffer(),
    tiff: () => base().tiff().toBuffer(),
    avif: () => base(64, 64).avif().toBuffer(),
  };
  for (const [name, make] of Object.entries(formats)) {
    it(`re-encodes ${name} to WebP and stores it under a fresh key`, async () => {
      const result = await ingest(await make());
      expect(result.key).toMatch(KEY_PATTERN);
      expect(result.url).toBe(`/media/${result.key}`);
      const stored = await storage.get(result.key);
      expect(stored?.contentType).toBe('image/webp');
      const meta = await sharp(await readAll(stored!.body)).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([result.width, result.height]);
    });
  }

  it('gives every upload a different key', async () => {
    const png = await base().png().toBuffer();
    const [a, b] = await Promise.all([ingest(png), ingest(png)]);
    expect(a.key).not.toBe(b.key);
  });

  it('takes a photo whose compressed bytes happen to spell a markup tag ("<svg" among binary)', async () => {
    // A 10 MB photo holds "<svg" somewhere about once in fifty files; they were refused as polyglots.
    const png = await base().png().toBuffer();
    const data = Buffer.concat([
      Buffer.from([0x8e, 0x11]),
      Buffer.from('<svg'),
      Buffer.from([0x03, 0xe1, 0x7f, 0x00]),
    ]);
    const chunk = Buffer.alloc(12 + data.length);
    chunk.writeUInt32BE(data.length, 0);
    chunk.write('prVt', 4, 'latin1'); // a private chunk a decoder skips, standing in for pixel data
    data.copy(chunk, 8);
    chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)) >>> 0, 8 + data.length);
    const afterHeader = 33; // signature (8) + IHDR chunk (25)
    const photo = Buffer.concat([png.subarray(0, afterHeader), chunk, png.subarray(afterHeader)]);
    expect(photo.includes('<svg')).toBe(true);
    const result = await ingest(photo);
    expect([result.width, result.height]).toEqual([120, 80]);
  });

  it('fits large images inside 2000x2000 and never enlarges small ones', async () => {
    const big = await ingest(await base(3000, 1000).png().toBuffer());
    expect([big.width, big.height]).toEqual([2000, 667]);
    const small = await ingest(await base(120, 80).png().toBuffer());
    expect([small.width, small.height]).toEqual([120, 80]);
  });

  it('applies EXIF orientation and strips EXIF including GPS', async () => {
    const jpeg = await noisy(200, 100)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'CareNestTestCam', Model: 'Model-X' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '40/1 26/1 4619/100',
          GPSLongitudeRef: 'W',
          GPSLongitude: '79/1 58/1 5600/100',
        },
      })
      .toBuffer();
    const inputMeta = await sharp(jpeg).metadata();
    expect(inputMeta.exif).toBeDefined();
    expect(inputMeta.orientation).toBe(6);
    // The GPS IFD pointer tag 0x8825 (little-endian TIFF) is present in the input's EXIF.
    expect(inputMeta.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(jpeg.includes('CareNestTestCam')).toBe(true);

    const result = await ingest(jpeg);
    expect([result.width, result.height]).toEqual([100, 200]); // rotated upright
    const out = await readAll((await storage.get(result.key))!.body);
    const outMeta = await sharp(out).metadata();
    expect(outMeta.format).toBe('webp');
    expect(outMeta.exif).toBeUndefined();
    expect(outMeta.xmp).toBeUndefined();
    expect(out.includes('CareNestTestCam')).toBe(false);
  });
});

describe('ingestImage rejects anything that is not a genuine raster image (415)', () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" width="10" height="10"><rect width="10" height="10"/></svg>';
  const cases: Record<string, () => Promise<Buffer> | Buffer> = {
    'an SVG (whatever its name)': () => Buffer.from(svg),
    'an SVG with an XML prolog': () => Buffer.from(`<?xml version="1.0"?>\n${svg}`),
    'an HTML file': () =>
      Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>'),
    'a PDF': () => Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n'),
    'a plain-text file': () => Buffer.from('just some notes, not an image\n'),
    'an empty file': () => Buffer.alloc(0),
    'a PNG with a script appended (polyglot)': async () =>
      Buffer.concat([await base().png().toBuffer(), Buffer.from('<script>alert(1)</script>')]),
    'a JPEG with an uppercase iframe inside (polyglot)': async () =>
      Buffer.concat([await base().jpeg().toBuffer(), Buffer.from('<IFRAME src=x>')]),
    'a GIF-header polyglot': () => Buffer.from('GIF89a/*<svg onload=alert(1)>*/=1;alert(1)'),
    'a GIF-header javascript: polyglot': () =>
      Buffer.from('GIF89a=1;location="JavaScript:alert(1)"'),
    'a truncated JPEG': async () => {
      const jpeg = await noisy().jpeg({ quality: 90 }).toBuffer();
      return jpeg.subarray(0, Math.floor(jpeg.length / 2));
    },
    'a JPEG header followed by garbage': () =>
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x41)]),
    'a PNG signature with a corrupt body': async () => {
      const png = await base().png().toBuffer();
      const corrupt = Buffer.from(png);
      corrupt.fill(0x00, 40, png.length - 12);
      return corrupt;
    },
  };
  for (const [name, make] of Object.entries(cases)) {
    it(`rejects ${name}`, async () => {
      await expectAppError(ingest(await make()), 'IMAGE_TYPE_NOT_ALLOWED', NOT_AN_IMAGE);
    });
  }

  it('rejects an image above the pixel limit (option) with 400', async () => {
    await expectAppError(
      ingest(await base(100, 100).png().toBuffer(), 5000),
      'IMAGE_TOO_MANY_PIXELS',
    );
  });

  it('rejects a PNG whose header claims 20000x20000 (decompression bomb) under the default limit', async () => {
    const png = Buffer.from(await base(1, 1).png().toBuffer());
    // IHDR starts at byte 8: length(4) 'IHDR'(4) width(4) height(4) … crc(4) over type+data.
    png.writeUInt32BE(20000, 16);
    png.writeUInt32BE(20000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
    await expectAppError(ingest(png), 'IMAGE_TOO_MANY_PIXELS');
  });
});

describe('ingestImage size limit (413)', () => {
  it('rejects anything over 10 MB before looking at it', async () => {
    const png = await base().png().toBuffer();
    const data = Buffer.concat([png, Buffer.alloc(11 * 1024 * 1024 - png.length)]);
    await expectAppError(ingest(data), 'IMAGE_TOO_LARGE', 'Images must be 10 MB or smaller');
  });
});
