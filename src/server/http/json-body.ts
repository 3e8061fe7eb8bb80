import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

/**
 * The deepest nesting of arrays and objects a JSON body may have. Our bodies nest two or three
 * levels; every walker that visits a body afterwards (zod, the NUL guard, better-auth) recurses
 * once per level, so an unbounded depth is a stack overflow and a blocked event loop.
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/** How a bracket outside a string changes the depth: +1, -1 or 0. */
function depthStep(code: number): number {
  if (OPENERS.has(code)) return 1;
  return CLOSERS.has(code) ? -1 : 0;
}

/**
 * True when the JSON text nests arrays and objects deeper than `maxDepth`. One pass over the
 * characters, no recursion, and it stops at the first level too many, so a 1 MB body costs at
 * most one linear scan. Brackets inside strings do not count. Malformed text is left for
 * JSON.parse to refuse.
 */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else inString = code !== QUOTE;
    } else if (code === QUOTE) {
      inString = true;
    } else {
      depth += depthStep(code);
      if (depth > maxDepth) return true;
    }
  }
  return false;
}

export const TOO_DEEP_MESSAGE = `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep`;

/**
 * Fastify's own JSON parser (with its prototype-poisoning checks), preceded by the depth check:
 * the one parser for every route, ours and better-auth's, with or without a body schema.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(
        new AppError('VALIDATION_ERROR', TOO_DEEP_MESSAGE, [
          { path: ['body'], message: 'Nested too deeply' },
        ]),
        undefined,
      );
      return;
    }
    parseJson(request, body as string, done);
  });
}
