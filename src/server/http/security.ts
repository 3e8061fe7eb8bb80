import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { AppError } from '../errors.ts';
import { CROSS_SITE_MESSAGE, isSameOriginRequest } from './origin.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** One Content-Security-Policy for every HTML page we serve: the app's and the API docs'. */
export const CSP_DIRECTIVES: Record<string, string[]> = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Radix and sonner set style attributes at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  // The browse map's worker is a file of ours (docs/decisions/046): never a blob: or data: one.
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

/**
 * The directives with MAP_STYLE_URL's origin added where the map reads it: the style, its tiles
 * and glyphs (connect-src, fetched by the map's worker) and its sprites and raster tiles (img-src).
 * A map style elsewhere needs its own origin allowed; only that one is.
 */
export function cspDirectives(mapStyleUrl?: string): Record<string, string[]> {
  if (!mapStyleUrl) return CSP_DIRECTIVES;
  const origin = new URL(mapStyleUrl).origin;
  return {
    ...CSP_DIRECTIVES,
    connectSrc: [...CSP_DIRECTIVES.connectSrc, origin],
    imgSrc: [...CSP_DIRECTIVES.imgSrc, origin],
  };
}

/** The directives as a header value. */
export function cspHeaderValue(mapStyleUrl?: string): string {
  return Object.entries(cspDirectives(mapStyleUrl))
    .map(
      ([name, values]) =>
        `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`,
    )
    .join(';');
}

/**
 * The headers helmet sets for these options, worked out once. Called per request (as the Fastify
 * plugin does), helmet parses its options again for every answer: a sixth of a small answer's cost.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

export function registerSecurity(
  app: FastifyInstance,
  opts: { trustedOrigins: string[]; https: boolean; mapStyleUrl?: string },
) {
  const { trustedOrigins } = opts;
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: cspDirectives(opts.mapStyleUrl),
    },
    // frame-ancestors 'none' forbids framing; X-Frame-Options says the same to older browsers.
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // HSTS only means something over https; on http://localhost it would only get in the way.
    strictTransportSecurity: opts.https ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
  // Every answer carries them, set where helmet sets them: on the response itself, so files the
  // development server's Vite middleware sends get them too. A route may still set its own
  // (uploaded media narrows the policy): Fastify's headers win over these when it writes.
  const entries = Object.entries(headers);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of entries) reply.raw.setHeader(name, value);
    done();
  });

  // State changes only with JSON or multipart bodies from our own origin (docs/architecture.md §4).
  app.addHook('onRequest', (request, _reply, done) => {
    if (!MUTATING.has(request.method) || !request.url.startsWith('/api/')) return done();
    if (!isSameOriginRequest(request, trustedOrigins)) {
      return done(new AppError('FORBIDDEN', CROSS_SITE_MESSAGE));
    }
    const type = request.headers['content-type'] ?? '';
    const hasBody =
      Number(request.headers['content-length'] ?? 0) > 0 || !!request.headers['transfer-encoding'];
    if (hasBody && !/^(application\/json|multipart\/form-data)/i.test(type)) {
      return done(new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send JSON or multipart/form-data'));
    }
    done();
  });
}
