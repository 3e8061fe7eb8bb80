import type { FastifyInstance } from 'fastify';
import { AppError } from '#server/errors.ts';
import { isValidKey } from './local-storage.ts';
import type { Storage } from './storage.ts';

export const MEDIA_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/** The key's last part, with anything but letters, digits, dot, dash and underscore replaced. */
export function safeFileName(key: string): string {
  return (key.split('/').pop() ?? 'file').replace(/[^A-Za-z0-9._-]/g, '_') || 'file';
}

/**
 * GET /media/<key>: serves stored files. Keys are unique per upload, so responses are cached
 * forever; the headers stop browsers from sniffing or running anything served from here.
 */
export function registerMediaRoutes(app: FastifyInstance, storage: Storage): void {
  app.get('/media/*', async (request, reply) => {
    const key = (request.params as Record<string, string | undefined>)['*'] ?? '';
    if (!isValidKey(key)) throw new AppError('NOT_FOUND', 'Not found');
    const object = await storage.get(key);
    if (!object) throw new AppError('NOT_FOUND', 'Not found');

    reply
      .header('Content-Type', object.contentType)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', MEDIA_CSP)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Cross-Origin-Resource-Policy', 'same-site')
      .header('Content-Disposition', `inline; filename="${safeFileName(key)}"`);
    if (object.size !== undefined) reply.header('Content-Length', object.size);
    return reply.send(object.body);
  });
}
