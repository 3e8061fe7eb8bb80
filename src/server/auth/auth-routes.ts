import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, databaseIsDown, errorBody, UNAVAILABLE_MESSAGE } from '../errors.ts';
import { toFetchHeaders } from '../http/fetch-headers.ts';
import { requestOrigin } from '../http/origin.ts';
import { PERSONAL_CACHE } from '../http/personal-cache.ts';
import type { Auth } from './auth.ts';

// The URL keeps the address the request was sent to, so better-auth's origin check (which
// trusts the request's own origin, see auth.ts) agrees with ours on any host name.
function toFetchRequest(request: FastifyRequest): Request {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body != null;
  return new Request(new URL(request.url, requestOrigin(request)), {
    method: request.method,
    headers: toFetchHeaders(request.headers),
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

/** Endpoints that take a password, a token or send mail: the ones brute force and spam aim at. */
const CREDENTIAL_PATHS = new Set([
  '/api/auth/sign-in/email',
  '/api/auth/sign-up/email',
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
  '/api/auth/change-password',
  '/api/auth/send-verification-email',
]);

function isCredentialRequest(request: FastifyRequest): boolean {
  return request.method === 'POST' && CREDENTIAL_PATHS.has(request.url.split('?')[0]);
}

/** better-auth's error answer as our error's code and message; it sometimes answers in plain text. */
export function authErrorOf(text: string): { code: string; message: string } {
  let parsed: { code?: string; message?: string } = {};
  try {
    parsed = (JSON.parse(text) as typeof parsed | null) ?? {};
  } catch {
    // plain text: it is the message
  }
  return {
    code: parsed.code ?? 'AUTH_ERROR',
    message: parsed.message || text || 'Authentication failed',
  };
}

/** Mounts better-auth's fetch handler under /api/auth and rewrites its errors to our shape. */
export function registerAuthRoutes(
  app: FastifyInstance,
  auth: Auth,
  opts: { ratePerMinute: number; generalRatePerMinute: number },
): void {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    config: {
      rateLimit: {
        timeWindow: '1 minute',
        // Credential attempts get their own, stricter budget; sign-out and session reads keep the
        // general one, so a person behind a busy address can still sign out.
        keyGenerator: (request) =>
          `${isCredentialRequest(request) ? 'credentials' : 'auth'}:${request.ip}`,
        max: (request) =>
          isCredentialRequest(request) ? opts.ratePerMinute : opts.generalRatePerMinute,
      },
    },
    async handler(request, reply) {
      let response = await auth.handler(toFetchRequest(request));
      if (response.status === 422 && request.url.startsWith('/api/auth/sign-up/email')) {
        // Two sign-ups with one address at once: the loser hits the unique index. Asked again it
        // finds the account and answers like any repeated sign-up, so the status never tells
        // whether an address has an account.
        response = await auth.handler(toFetchRequest(request));
      }
      if (response.status >= 500 && (await databaseIsDown(request))) {
        throw new AppError('SERVICE_UNAVAILABLE', UNAVAILABLE_MESSAGE);
      }
      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      // Sessions, cookies, tokens: every answer here is about the caller.
      reply.header('cache-control', PERSONAL_CACHE);
      const text = await response.text();
      if (response.status < 400) return reply.send(text);
      const { code, message } = authErrorOf(text);
      reply.header('content-type', 'application/json; charset=utf-8');
      return reply.send(errorBody(request.id, code, message));
    },
  });
}
