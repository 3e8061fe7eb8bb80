import sharp, { type OutputInfo } from 'sharp';
import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, UPLOAD_IMAGE_KINDS } from '#shared/constants.ts';
import { SMALL_IMAGE_WIDTH } from '#shared/image-variants.ts';
import { AppError } from '#server/errors.ts';
import { Semaphore } from './semaphore.ts';

export const NOT_AN_IMAGE_MESSAGE = `Only image files (${UPLOAD_IMAGE_KINDS}) can be uploaded`;
export const TOO_MANY_PIXELS_MESSAGE = `This image has too many pixels: at most ${MAX_IMAGE_SIDE} × ${MAX_IMAGE_SIDE} (about ${(MAX_IMAGE_PIXELS / 1e6).toFixed(1)} megapixels). Please upload a smaller copy.`;
export const DEFAULT_MAX_PIXELS = MAX_IMAGE_PIXELS;

/**
 * The formats accepted, as sharp's `metadata()` names them: libvips picks its loader by the file's
 * own leading bytes, never by its name or declared type, and calls AVIF and HEIC both `heif`.
 * Anything else it reads (SVG, PDF, JPEG 2000, …) is refused.
 */
const RASTER_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'gif', 'webp', 'heif', 'tiff']);

// Each upload is decoded once, so libvips' operation cache only kept memory after the work was
// done (RSS stayed high after a burst of uploads): off. One libvips thread per image, since
// DECODE_SLOTS images are worked on side by side anyway.
sharp.cache(false);
sharp.concurrency(1);

/**
 * Decoding is what costs memory (up to 4 bytes a pixel while an image is worked on), so at most
 * this many images are decoded at once; other uploads wait their turn. Two keep both cores of a
 * small server busy while a burst of uploads costs two images' memory, not twelve.
 */
export const DECODE_SLOTS = 2;
export const imageDecodes = new Semaphore(DECODE_SLOTS);

/** Refuses header metadata of another format than those accepted, no size or too many pixels. */
export function checkImageMeta(
  meta: { format?: string; width?: number; height?: number },
  maxPixels: number,
): void {
  if (!meta.format || !RASTER_FORMATS.has(meta.format) || !meta.width || !meta.height) {
    throw new AppError('IMAGE_TYPE_NOT_ALLOWED', NOT_AN_IMAGE_MESSAGE);
  }
  if (meta.width * meta.height > maxPixels) {
    throw new AppError('IMAGE_TOO_MANY_PIXELS', TOO_MANY_PIXELS_MESSAGE);
  }
}

/** What a failure to decode says to the uploader: too many pixels, or not an image. */
export function decodeFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const pixelLimit = error instanceof Error && /pixel limit/i.test(error.message);
  return pixelLimit
    ? new AppError('IMAGE_TOO_MANY_PIXELS', TOO_MANY_PIXELS_MESSAGE)
    : new AppError('IMAGE_TYPE_NOT_ALLOWED', NOT_AN_IMAGE_MESSAGE);
}

export interface Reencoded {
  data: Buffer;
  info: OutputInfo;
  /** The SMALL_IMAGE_WIDTH copy, when asked for. */
  small: Buffer | null;
}

/**
 * Checks the header (format, size), then decodes and re-encodes as WebP (oriented, at most
 * maxDimension, no metadata), plus the small copy, all inside one decode slot.
 */
export function reencode(
  data: Buffer,
  opts: { maxPixels: number; maxDimension: number; smallCopy: boolean },
): Promise<Reencoded> {
  const options = { limitInputPixels: opts.maxPixels, failOn: 'error' } as const;
  return imageDecodes.run(async () => {
    try {
      // Reading the header decodes no pixels: an oversized image is refused before any work.
      checkImageMeta(await sharp(data, options).metadata(), opts.maxPixels);
      const output = await sharp(data, options)
        .rotate()
        .resize(opts.maxDimension, opts.maxDimension, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      const small = opts.smallCopy
        ? await sharp(output.data)
            .resize({ width: SMALL_IMAGE_WIDTH, withoutEnlargement: true })
            .webp({ quality: 78 })
            .toBuffer()
        : null;
      return { ...output, small };
    } catch (error) {
      throw decodeFailure(error);
    }
  });
}
