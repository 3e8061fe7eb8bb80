import type { FastifyError } from 'fastify';
import { describe, expect, it } from 'vitest';
import { fromFastifyError } from './errors.ts';

const fastifyError = (fields: Partial<FastifyError>) =>
  Object.assign(new Error(fields.message ?? 'raw'), fields) as FastifyError;

const shape = (error: ReturnType<typeof fromFastifyError>) =>
  error && { code: error.code, status: error.status, message: error.message };

describe('fromFastifyError', () => {
  it('turns Fastify’s refusals into our codes, keeping its message only for a bad request', () => {
    expect(shape(fromFastifyError(fastifyError({ statusCode: 400, message: 'body/x' })))).toEqual({
      code: 'VALIDATION_ERROR',
      status: 400,
      message: 'body/x',
    });
    expect(shape(fromFastifyError(fastifyError({ statusCode: 404 })))).toEqual({
      code: 'NOT_FOUND',
      status: 404,
      message: 'Not found',
    });
    for (const statusCode of [406, 415]) {
      expect(fromFastifyError(fastifyError({ statusCode }))?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    expect(fromFastifyError(fastifyError({ statusCode: 413 }))?.code).toBe('PAYLOAD_TOO_LARGE');
    expect(fromFastifyError(fastifyError({ statusCode: 429 }))?.code).toBe('RATE_LIMITED');
  });

  it('reports a schema validation failure whatever its status', () => {
    const error = fastifyError({
      statusCode: 500,
      message: 'querystring/page must be >= 1',
      validation: [],
    });
    expect(shape(fromFastifyError(error))).toEqual({
      code: 'VALIDATION_ERROR',
      status: 400,
      message: 'querystring/page must be >= 1',
    });
  });

  it('leaves every other error to the handler (a fault, or the database)', () => {
    expect(fromFastifyError(fastifyError({ statusCode: 500 }))).toBeNull();
    expect(fromFastifyError(fastifyError({}))).toBeNull();
    expect(fromFastifyError(new TypeError('bug') as FastifyError)).toBeNull();
  });
});
