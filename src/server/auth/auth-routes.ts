import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from '../errors.ts';
import type { Auth } from './auth.ts';

function toFetchRequest(request: FastifyRequest, baseURL: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body != null;
  return new Request(new URL(request.url, baseURL), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

/** Mounts better-auth's fetch handler under /api/auth and rewrites its errors to our shape. */
export function registerAuthRoutes(
  app: FastifyInstance,
  auth: Auth,
  opts: { baseURL: string; ratePerMinute: number },
): void {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    config: { rateLimit: { max: opts.ratePerMinute, timeWindow: '1 minute' } },
    async handler(request, reply) {
      const response = await auth.handler(toFetchRequest(request, opts.baseURL));
      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      const text = await response.text();
      if (response.status >= 400) {
        let parsed: { code?: string; message?: string } = {};
        try {
          parsed = JSON.parse(text) as typeof parsed;
        } catch {
          // better-auth sometimes answers errors with plain text
        }
        const message = parsed.message || text || 'Authentication failed';
        reply.header('content-type', 'application/json; charset=utf-8');
        return reply.send(errorBody(request.id, parsed.code ?? 'AUTH_ERROR', message));
      }
      return reply.send(text);
    },
  });
}
