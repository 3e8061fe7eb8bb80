import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { AppError } from '../errors.ts';

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and
 * index.html for every unknown non-API GET so client routes (and the 404 page) work.
 */
export async function registerSpa(app: FastifyInstance, distDir: string | null) {
  const hasSpa = distDir !== null && existsSync(join(distDir, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        const hashed = path.startsWith(join(distDir, 'assets'));
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0];
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasSpa && wantsPage && !path.startsWith('/api/') && !path.startsWith('/media/')) {
      reply.header('cache-control', 'no-cache');
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    throw new AppError('NOT_FOUND', 'Not found');
  });
}
