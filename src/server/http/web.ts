import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { type PageAnswerCache, registerPages } from './pages/pages.ts';
import { loadBuiltFrontend } from './pages/web-frontend.ts';

/**
 * The web app: in development Vite serves it with hot reload; otherwise the build in `distDir`
 * (hashed assets cached for a year). Pages are rendered on the server either way.
 */
export async function registerWeb(
  app: FastifyInstance,
  opts: { distDir: string | null; dev: boolean; pageCache: PageAnswerCache | null },
) {
  if (opts.dev) {
    const { createDevFrontend } = await import('./pages/vite-dev.ts');
    registerPages(app, await createDevFrontend(app), null);
    return;
  }
  const distDir = opts.distDir;
  const web = distDir ? await loadBuiltFrontend(distDir) : null;
  if (distDir && web) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The template and the server bundle are not files to download.
      globIgnore: ['index.html', '.ssr/**'],
      // The build wrote name.br and name.gz beside each text file (scripts/precompress.mjs).
      preCompressed: true,
      setHeaders(res, path) {
        const hashed = path.startsWith(join(distDir, 'assets'));
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  registerPages(app, web, opts.pageCache);
}
