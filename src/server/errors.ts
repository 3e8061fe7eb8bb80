import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '#shared/api-error.ts';

// One code → HTTP status table. Add domain codes here; the handler below is the only place
// that turns an error into a response.
export const errorStatus = {
  VALIDATION_ERROR: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

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
    return errorStatus[this.code];
  }
}

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

export function errorBody(
  requestId: string,
  code: string,
  message: string,
  details?: unknown,
): ApiErrorBody {
  return { error: { code, message, ...(details === undefined ? {} : { details }) }, requestId };
}

function fromFastifyError(error: FastifyError): AppError | null {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const message = first?.message ?? 'Invalid request';
    return new AppError('VALIDATION_ERROR', message, error.validation);
  }
  if (error.validation) return new AppError('VALIDATION_ERROR', error.message);
  switch (error.statusCode) {
    case 400:
      return new AppError('VALIDATION_ERROR', error.message);
    case 404:
      return new AppError('NOT_FOUND', 'Not found');
    case 406:
    case 415:
      return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type');
    case 413:
      return new AppError('PAYLOAD_TOO_LARGE', 'The upload is too large');
    case 429:
      return new AppError('RATE_LIMITED', 'Too many requests. Please slow down and try again.');
    default:
      return null;
  }
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = error instanceof AppError ? error : fromFastifyError(error);
    if (!appError) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(errorBody(request.id, 'INTERNAL', GENERIC_ERROR_MESSAGE));
    }
    if (appError.status >= 500) request.log.error({ err: error }, appError.message);
    return reply
      .status(appError.status)
      .send(errorBody(request.id, appError.code, appError.message, appError.details));
  });
}
