import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

const NUL = '\u0000';

interface Visit {
  value: unknown;
  key: string | null;
  /** The visit of the containing object: the path is built only for the value that is reported. */
  parent: Visit | null;
}

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at?.key != null; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.') || '(value)';
}

/**
 * NUL, or half of a surrogate pair: JavaScript strings may hold one alone, but it is not Unicode
 * text, and PostgreSQL refuses it inside JSON (a queued e-mail that quotes a typed name).
 */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
const unstorable = (text: string) => text.includes(NUL) || LONE_SURROGATE.test(text);

const holdsNul = ({ key, value }: Visit) =>
  (key !== null && unstorable(key)) || (typeof value === 'string' && unstorable(value));

/**
 * Path (e.g. `images.2`) of the first key or string holding a NUL character or an unpaired
 * surrogate, or null. An explicit
 * stack instead of recursion, and a path built only for the value reported: the work is linear
 * in the size of the value however deeply it nests (the JSON parser bounds the depth as well).
 */
export function findNul(root: unknown): string | null {
  const stack: Visit[] = [{ value: root, key: null, parent: null }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    if (holdsNul(visit)) return pathOf(visit);
    const { value } = visit;
    if (value === null || typeof value !== 'object') continue;
    // Pushed in reverse so the first field in document order is reported first.
    const entries = Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i--) {
      stack.push({ value: entries[i][1], key: entries[i][0], parent: visit });
    }
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
  app.addHook('preHandler', (request, _reply, done) => {
    for (const [where, value] of [
      ['body', request.body],
      ['query', request.query],
      ['params', request.params],
    ] as const) {
      const field = findNul(value);
      if (field !== null) {
        return done(
          new AppError(
            'VALIDATION_ERROR',
            `${field} must not contain the NUL character (\\u0000) or an unpaired surrogate`,
            [
              {
                path: [where, ...field.split('.')],
                message: 'NUL character or unpaired surrogate',
              },
            ],
          ),
        );
      }
    }
    done();
  });
}
