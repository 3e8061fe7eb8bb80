/** Width of the smaller copy CareNest makes of every listing photo, for cards and thumbnails. */
export const SMALL_IMAGE_WIDTH = 640;

const OWN_WEBP = /^\/(media|images)\/.+\.webp$/;
const SMALL_SUFFIX = `.w${SMALL_IMAGE_WIDTH}.webp`;

/**
 * The URL of the small copy of an image CareNest made itself (uploads under /media and the
 * built-in artwork under /images), or null for any other image.
 */
export function smallImageUrl(url: string): string | null {
  if (!OWN_WEBP.test(url) || url.endsWith(SMALL_SUFFIX)) return null;
  return url.replace(/\.webp$/, SMALL_SUFFIX);
}
