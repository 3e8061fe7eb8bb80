import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/**
 * Answers up to this size are compressed in one synchronous call. The plugin's own bound depends
 * on the host's cores (8 KB on two): above it, every answer went through a compression stream and
 * chunked transfer, which cost a 15 KB search answer three times what the compression itself does
 * (docs/decisions/064-compressing-answers.md). At the fast setting below, 256 KB take about a
 * millisecond; larger answers still stream.
 */
const SYNC_COMPRESSION_LIMIT = 256 * 1024;

/**
 * API answers are made for one request and compressed on every one of them, so they get the
 * fastest settings: brotli quality 1 costs about a quarter of quality 4 for about a fifth more
 * bytes (half a kilobyte on a page of search results). Built assets are compressed once, at the
 * highest setting, when they are built (scripts/precompress.mjs); pages have their own
 * (page-encoding.ts).
 */
const ANSWER_BROTLI_QUALITY = 1;
const ANSWER_GZIP_LEVEL = 1;

/** Compresses every answer of 1 KB or more for clients that accept brotli or gzip. */
export async function registerAnswerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    syncThreshold: SYNC_COMPRESSION_LIMIT,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY,
      },
    },
    zlibOptions: { level: ANSWER_GZIP_LEVEL },
  });
}
