// The built web app's files, compressed once at build time at the highest settings (brotli 11,
// gzip 9) beside the originals as name.br and name.gz. The server sends these as they are
// (@fastify/static's preCompressed) instead of compressing every download again
// (docs/decisions/064-compressing-answers.md).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Files worth compressing: text. Images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|map|webmanifest)$/;

/** Not served as files (web.ts ignores them), so not compressed either. */
const notServed = (path) => path === 'index.html' || path.startsWith('.ssr');

/** Writes name.br and name.gz beside every compressible file under dir that they make smaller. */
export function precompressDir(dir) {
  let written = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    if (notServed(relative(dir, path))) continue;
    const original = readFileSync(path);
    const encoded = {
      br: brotliCompressSync(original, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
        },
      }),
      gz: gzipSync(original, { level: 9 }),
    };
    for (const [extension, bytes] of Object.entries(encoded)) {
      if (bytes.length >= original.length) continue;
      writeFileSync(`${path}.${extension}`, bytes);
      written += 1;
    }
  }
  return written;
}
