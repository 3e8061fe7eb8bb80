// What kind of image a file's first bytes say it is, whatever its name or the type the browser
// guessed from that name: a text file renamed "photo.jpg" is no image. The server decodes every
// upload anyway; this lets the listing form say so when the file is chosen, not at save.

/** How many of a file's first bytes `imageKindOf` needs. */
export const IMAGE_SIGNATURE_BYTES = 16;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** The ISO media brands of the image kinds taken: AVIF, and HEIF/HEIC. */
const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'mif1', 'msf1']);

/** Each kind's test of the first bytes, in the order tried. */
const SIGNATURES: readonly [string, (bytes: Uint8Array) => boolean][] = [
  ['JPEG', (b) => startsWith(b, [0xff, 0xd8, 0xff])],
  ['PNG', (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ['GIF', (b) => ascii(b, 0, 4) === 'GIF8'],
  ['WebP', (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP'],
  [
    'TIFF',
    (b) => startsWith(b, [0x49, 0x49, 0x2a, 0x00]) || startsWith(b, [0x4d, 0x4d, 0x00, 0x2a]),
  ],
  ['AVIF', (b) => ascii(b, 4, 8) === 'ftyp' && AVIF_BRANDS.has(ascii(b, 8, 12))],
  ['HEIC', (b) => ascii(b, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(b, 8, 12))],
];

/** The uploadable image kind (UPLOAD_IMAGE_KINDS) the bytes start as, or null for none. */
export const imageKindOf = (bytes: Uint8Array): string | null =>
  SIGNATURES.find(([, test]) => test(bytes))?.[0] ?? null;
