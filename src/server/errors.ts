import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '#shared/api-error.ts';
import { ERROR_CODES, type ErrorCode } from '#shared/error-codes.ts';
import { isDatabaseUnavailable, isQueryCancelled, isRequestAbandoned } from './db/errors.ts';
import { isAbandoned } from './http/abandoned-requests.ts';
import { asksForAPage, refusalPage } from './http/refusal-page.ts';

// The code → HTTP status table lives in src/shared/error-codes.ts (add domain codes there); the
// handler below is the only place that turns an error into a response.
export type { ErrorCode };

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: unknown;
  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }
  get status(): number {
    return ERROR_CODES[this.code].status;
  }
}

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';
export const UNAVAILABLE_MESSAGE = 'CareNest is briefly unavailable. Please try again in a moment.';
export const TIMEOUT_MESSAGE =
  'This is taking longer than it should. Please try again in a moment.';

export function errorBody(
  requestId: string,
  code: string,
  message: string,
  details?: unknown,
): ApiErrorBody {
  return { error: { code, message, ...(details === undefined ? {} : { details }) }, requestId };
}

/** A client past a rate limit, as the plugin's limits and the general one answer it. */
export const rateLimited = () =>
  new AppError('RATE_LIMITED', 'Too many requests. Please slow down and try again.');

const unsupportedMediaType = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type');

/** Fastify's own refusals by status; the message is Fastify's only where it helps the caller. */
const BY_FASTIFY_STATUS: Partial<Record<number, (message: string) => AppError>> = {
  400: (message) => new AppError('VALIDATION_ERROR', message),
  404: () => new AppError('NOT_FOUND', 'Not found'),
  406: unsupportedMediaType,
  413: () => new AppError('PAYLOAD_TOO_LARGE', 'The upload is too large'),
  415: unsupportedMediaType,
  429: rateLimited,
};

/** A validation failure or a refusal Fastify raised itself, in our error shape; else null. */
export function fromFastifyError(error: FastifyError): AppError | null {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    return new AppError('VALIDATION_ERROR', first?.message ?? 'Invalid request', error.validation);
  }
  if (error.validation) return new AppError('VALIDATION_ERROR', error.message);
  return BY_FASTIFY_STATUS[error.statusCode ?? 0]?.(error.message) ?? null;
}

/** True when the database does not answer a ping (then a failure is an outage, not a bug). */
export async function databaseIsDown(request: FastifyRequest): Promise<boolean> {
  try {
    await request.server.deps.database.ping();
    return false;
  } catch {
    return true;
  }
}

/** The error as one of ours, or null when it is a fault (a bug) that answers 500. */
async function toAppError(error: FastifyError, request: FastifyRequest): Promise<AppError | null> {
  if (error instanceof AppError) return error;
  const fromFastify = fromFastifyError(error);
  if (fromFastify) return fromFastify;
  if (isQueryCancelled(error)) return new AppError('DATABASE_TIMEOUT', TIMEOUT_MESSAGE);
  // Libraries (better-auth) wrap a lost connection in their own error: ask the database.
  if (isDatabaseUnavailable(error) || (await databaseIsDown(request))) {
    return new AppError('SERVICE_UNAVAILABLE', UNAVAILABLE_MESSAGE);
  }
  return null;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    // The client went away and its SQL was stopped on purpose (SECURITY.md, hole 9): nobody reads
    // this answer, and it is not a fault worth an error log.
    if (isRequestAbandoned(error) || (isAbandoned(request) && isQueryCancelled(error))) {
      request.log.info('request abandoned by the client; its database work was cancelled');
      return reply.status(503).send(errorBody(request.id, 'DATABASE_TIMEOUT', TIMEOUT_MESSAGE));
    }
    const appError = await toAppError(error, request);
    if (!appError) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(errorBody(request.id, 'INTERNAL', GENERIC_ERROR_MESSAGE));
    }
    if (appError.status >= 500) request.log.error({ err: error }, appError.message);
    if (appError.code === 'RATE_LIMITED' && asksForAPage(request)) {
      return reply
        .status(appError.status)
        .type('text/html; charset=utf-8')
        .send(refusalPage('Too many requests', appError.message));
    }
    return reply
      .status(appError.status)
      .send(errorBody(request.id, appError.code, appError.message, appError.details));
  });
}

/**
 * Errors the router raises before any route runs (a path that is not valid UTF-8, a path
 * parameter longer than any id): the same error shape as everything else, never Fastify's own.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const appError =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? new AppError('NOT_FOUND', 'Not found')
      : new AppError('VALIDATION_ERROR', 'Malformed URL');
  void reply.status(appError.status).send(errorBody(request.id, appError.code, appError.message));
}
