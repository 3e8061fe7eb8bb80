import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

/** Path (e.g. `images.2`) of the first string holding a NUL character, or null. */
export function findNul(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string')
    return value.includes('\u0000') ? path.join('.') || '(value)' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key].join('.');
    const found = findNul(child, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL cannot store the NUL character in text, and would answer a query holding one with an
 * error. One check for every route (ours and better-auth's) refuses it as a validation error
 * naming the field. It runs as a preHandler: after authentication and schema validation, so a
 * signed-out caller still gets 401 first.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    for (const [where, value] of [
      ['body', request.body],
      ['query', request.query],
      ['params', request.params],
    ] as const) {
      const field = findNul(value);
      if (field !== null) {
        throw new AppError(
          'VALIDATION_ERROR',
          `${field} must not contain the NUL character (\\u0000)`,
          [{ path: [where, ...field.split('.')], message: 'NUL character' }],
        );
      }
    }
  });
}
