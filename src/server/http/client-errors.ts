import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { AppError, errorBody } from '../errors.ts';
import { rawRequestAsksForAPage, refusalPage } from './refusal-page.ts';

/** Node's codes for a request its HTTP parser refused, as our errors; anything else is malformed. */
const BY_NODE_CODE: Partial<Record<string, () => AppError>> = {
  HPE_HEADER_OVERFLOW: () => new AppError('HEADERS_TOO_LARGE', 'The request headers are too large'),
  ERR_HTTP_REQUEST_TIMEOUT: () =>
    new AppError('REQUEST_TIMEOUT', 'The request took too long to arrive'),
};

/** The refusal of a request Node could not read, as one of ours. */
export function clientErrorOf(error: { code?: string }): AppError {
  return (
    BY_NODE_CODE[error.code ?? '']?.() ?? new AppError('VALIDATION_ERROR', 'Malformed request')
  );
}

/** What a person whose browser sent too much is told: nearly always this site's cookies. */
export const HEADERS_TOO_LARGE_PAGE = {
  title: 'Request too large',
  message:
    "Your browser sent more than this site accepts, usually because its cookies for this site have grown too large. Clear CareNest's cookies in your browser's settings, then load the page again.",
};

// Node gives the bytes that arrived as a Buffer (Fastify's types say otherwise).
type RefusedRequest = { code?: string; rawPacket?: unknown };

/**
 * The whole HTTP response, written straight to the socket: in our error shape, or as a page when
 * a browser asked for a page with headers too large (the bytes that arrived say so).
 */
export function clientErrorResponse(error: RefusedRequest, requestId: string): string {
  const { status, code, message } = clientErrorOf(error);
  const asPage =
    code === 'HEADERS_TOO_LARGE' &&
    Buffer.isBuffer(error.rawPacket) &&
    rawRequestAsksForAPage(error.rawPacket.toString('latin1'));
  const body = asPage
    ? refusalPage(HEADERS_TOO_LARGE_PAGE.title, HEADERS_TOO_LARGE_PAGE.message)
    : JSON.stringify(errorBody(requestId, code, message));
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Connection: close',
    `Content-Type: ${asPage ? 'text/html' : 'application/json'}; charset=utf-8`,
    `Content-Length: ${Buffer.byteLength(body)}`,
    'X-Content-Type-Options: nosniff',
    `X-Request-Id: ${requestId}`,
    '',
    body,
  ].join('\r\n');
}

type HttpSocket = Socket & { _httpMessage?: { headersSent?: boolean } | null };

/**
 * Node refuses some requests before any route or hook sees them (headers past maxHeaderSize, a
 * request that does not parse, one that takes too long to arrive) and leaves the answer to this
 * handler: there is no request or reply yet, only the socket. It answers in the same error shape
 * as everything else — unless an answer on this connection is already under way, which the
 * client would read as garbage (Node's own rule).
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & RefusedRequest,
  socket: HttpSocket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const requestId = randomUUID();
  this.log.debug({ err: error, requestId }, 'refused a request the HTTP parser could not read');
  if (socket.writable && !socket._httpMessage?.headersSent) {
    socket.write(clientErrorResponse(error, requestId));
  }
  socket.destroy(error);
}
