import { randomBytes } from 'node:crypto';
import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE_MESSAGE } from '#shared/constants.ts';
import { SMALL_IMAGE_WIDTH } from '#shared/image-variants.ts';
import { AppError } from '#server/errors.ts';
import { DEFAULT_MAX_PIXELS, NOT_AN_IMAGE_MESSAGE, reencode } from './image-decoding.ts';
import { assertValidKey } from './local-storage.ts';
import { containsMarkup } from './markup-in-upload.ts';
import type { Storage } from './storage.ts';

export {
  checkImageMeta,
  decodeFailure,
  DEFAULT_MAX_PIXELS,
  NOT_AN_IMAGE_MESSAGE,
  TOO_MANY_PIXELS_MESSAGE,
} from './image-decoding.ts';
const MAX_DIMENSION = 2000;

const BASE36 = '0123456789abcdefghijklmnopqrstuvwxyz';

/** `length` characters of [0-9a-z] from the CSPRNG, without modulo bias. */
export function randomBase36(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 252 && out.length < length) out += BASE36[byte % 36];
    }
  }
  return out;
}

export interface IngestImageInput {
  data: Buffer;
  /** Server-made key prefix, e.g. `listings/<userId>`. Never a user file name. */
  keyPrefix: string;
  /** Largest accepted width × height; defaults to DEFAULT_MAX_PIXELS. */
  maxPixels?: number;
  /** Longest side of the stored image (default 2000); avatars need far less. */
  maxDimension?: number;
  /** Also store the SMALL_IMAGE_WIDTH copy used by cards and thumbnails (default true). */
  smallCopy?: boolean;
}

export interface IngestedImage {
  key: string;
  url: string;
  width: number;
  height: number;
}

/**
 * Validates an uploaded image by its bytes, re-encodes it as WebP (oriented, at most
 * 2000×2000, no metadata) and stores it under a fresh random key.
 * Throws AppError 413 when too big, 415 when not a genuine raster image and 400 when it has
 * more pixels than allowed.
 */
export async function ingestImage(
  storage: Storage,
  {
    data,
    keyPrefix,
    maxPixels = DEFAULT_MAX_PIXELS,
    maxDimension = MAX_DIMENSION,
    smallCopy = true,
  }: IngestImageInput,
): Promise<IngestedImage> {
  assertValidKey(keyPrefix);
  if (data.length > MAX_UPLOAD_BYTES)
    throw new AppError('IMAGE_TOO_LARGE', UPLOAD_TOO_LARGE_MESSAGE);

  // A real image with markup inside (a polyglot) could be served as something else one day.
  if (containsMarkup(data)) throw new AppError('IMAGE_TYPE_NOT_ALLOWED', NOT_AN_IMAGE_MESSAGE);

  const output = await reencode(data, { maxPixels, maxDimension, smallCopy });
  const key = `${keyPrefix}/${randomBase36(12)}_${Date.now()}.webp`;
  await storage.put(key, output.data, 'image/webp');
  if (output.small) await storage.put(smallImageKey(key), output.small, 'image/webp');
  return {
    key,
    url: storage.publicUrl(key),
    width: output.info.width,
    height: output.info.height,
  };
}

const smallImageKey = (key: string) => key.replace(/\.webp$/, `.w${SMALL_IMAGE_WIDTH}.webp`);

/** Removes an image this server stored (and its small copy); other URLs are left alone. */
export async function deleteStoredImage(storage: Storage, url: string): Promise<void> {
  const key = storage.keyFromUrl(url);
  if (!key) return;
  await storage.delete(key);
  if (key.endsWith('.webp')) await storage.delete(smallImageKey(key));
}
