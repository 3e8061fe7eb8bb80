import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { RenderPage } from '#shared/page-render.ts';
import type { WebFrontend } from './web-frontend.ts';

/**
 * `npm run dev`: Vite in middleware mode inside this server. It serves the modules with hot
 * reload (its websocket shares our HTTP server) and loads the server-side entry from source on
 * every render, so an edit shows on the next request without a restart.
 */
export async function createDevFrontend(app: FastifyInstance): Promise<WebFrontend> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: 'custom',
    // Not the default temporary bundle of vite.config.ts: node --watch would see it vanish and
    // restart the server.
    configLoader: 'runner',
  });
  app.addHook('onClose', () => vite.close());
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/media/')) return;
    const handled = await new Promise<boolean>((resolve) => {
      reply.raw.once('finish', () => resolve(true));
      vite.middlewares(request.raw, reply.raw, () => resolve(false));
    });
    if (handled) reply.hijack();
  });
  return {
    template: async (url) => vite.transformIndexHtml(url, readFileSync('index.html', 'utf8')),
    render: async (opts) => {
      const entry = (await vite.ssrLoadModule('/src/web/entry-server.tsx')) as {
        render: RenderPage;
      };
      return entry.render(opts);
    },
  };
}
