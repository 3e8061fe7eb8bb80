import { pipeline, type Readable } from 'node:stream';
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  gzipSync,
} from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { acceptedCoding, type ContentCoding } from './content-coding.ts';

/** Smaller answers go out as they are: the coding's own overhead would eat most of the saving. */
const SMALLEST_COMPRESSED = 1024;

/**
 * Answers up to this size are compressed in one synchronous call: a compression stream and
 * chunked transfer cost a 15 KB search answer three times what the compression itself does
 * (docs/decisions/064-compressing-answers.md). At the fast setting below, 256 KB take about a
 * millisecond; larger answers are compressed on the thread pool, still in one piece.
 */
const SYNC_COMPRESSION_LIMIT = 256 * 1024;

/**
 * API answers are made for one request and compressed on every one of them, so they get the
 * fastest settings: brotli quality 1 costs about a quarter of quality 4 for about a fifth more
 * bytes (half a kilobyte on a page of search results). Built assets are compressed once, at the
 * highest setting, when they are built (scripts/precompress.mjs); pages have their own
 * (page-encoding.ts).
 */
const BROTLI = {
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: 1,
  },
};
const GZIP = { level: 1 };

/** Text, JSON, XML and scripts; not images, archives or event streams. */
const COMPRESSIBLE_TYPE = /^text\/(?!event-stream)|[/+](?:json|xml|javascript)(?:;|$)/i;

type Coding = Exclude<ContentCoding, 'identity'>;
type Done = (error: Error | null, payload?: unknown) => void;

/**
 * Compresses every answer of 1 KB or more for clients that accept brotli or gzip: one `onSend`
 * hook, which for a request that accepts no coding (an API client, a proxy that compresses)
 * costs one header lookup. @fastify/compress, used before, added hooks at three stages of every
 * request, about 30 µs of a search's server time (docs/decisions/075-answer-compression-in-one-hook.md).
 */
export function registerAnswerCompression(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done: Done) => {
    const accepted = request.headers['accept-encoding'];
    if (accepted === undefined || !worthCompressing(payload) || !compressible(reply)) {
      return done(null, payload);
    }
    const coding = acceptedCoding(accepted);
    if (coding === 'identity') return done(null, payload);
    if (isReadable(payload)) return done(null, compressedStream(reply, payload, coding));
    compressBytes(payload, coding, (error, bytes) =>
      error ? done(error) : done(null, withCoding(reply, coding, bytes)),
    );
  });
}

/** A stream, or text or bytes of 1 KB or more. */
function worthCompressing(payload: unknown): payload is Readable | string | Buffer {
  if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
    return Buffer.byteLength(payload) >= SMALLEST_COMPRESSED;
  }
  return isReadable(payload);
}

function compressBytes(
  payload: string | Buffer,
  coding: Coding,
  answer: (error: Error | null, bytes: Buffer) => void,
): void {
  if (Buffer.byteLength(payload) <= SYNC_COMPRESSION_LIMIT) {
    answer(null, coding === 'br' ? brotliCompressSync(payload, BROTLI) : gzipSync(payload, GZIP));
  } else if (coding === 'br') brotliCompress(payload, BROTLI, answer);
  else gzip(payload, GZIP, answer);
}

function compressible(reply: FastifyReply): boolean {
  // Byte ranges describe the bytes as they are; an answer already coded stays as it is.
  if (reply.statusCode === 206 || reply.hasHeader('content-range')) return false;
  const coding = reply.getHeader('content-encoding');
  if (coding !== undefined && coding !== 'identity') return false;
  const type = reply.getHeader('content-type');
  // Fastify writes a string's type after this hook (JSON or plain text): both are compressible.
  return type === undefined || COMPRESSIBLE_TYPE.test(String(type));
}

function isReadable(payload: unknown): payload is Readable {
  return typeof (payload as Readable | null)?.pipe === 'function';
}

function compressedStream(reply: FastifyReply, payload: Readable, coding: Coding): Readable {
  markCoded(reply, coding);
  reply.removeHeader('content-length');
  const compressed = coding === 'br' ? createBrotliCompress(BROTLI) : createGzip(GZIP);
  // A failing source destroys the compressed stream, and Fastify ends the response with it.
  pipeline(payload, compressed, () => {});
  return compressed;
}

function withCoding(reply: FastifyReply, coding: Coding, bytes: Buffer): Buffer {
  markCoded(reply, coding);
  reply.header('content-length', bytes.length);
  return bytes;
}

function markCoded(reply: FastifyReply, coding: Coding): void {
  reply.header('content-encoding', coding);
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (vary !== '*' && !/accept-encoding/i.test(String(vary))) {
    reply.header('vary', `${String(vary)}, accept-encoding`);
  }
}
