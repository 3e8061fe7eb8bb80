import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { RenderPage } from '#shared/page-render.ts';
import type { WebFrontend } from './web-frontend.ts';

/** The CSP sources of the inline scripts Vite adds in development (React Refresh's preamble). */
function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
  );
}

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
  // React Refresh needs an inline preamble, which the CSP (no inline scripts) would block: in
  // development only, the CSP of a page allows exactly those scripts by their hashes.
  let allowedScripts: string[] = [];
  app.addHook('onSend', async (_request, reply, payload) => {
    const csp = reply.getHeader('content-security-policy');
    const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    if (html && typeof csp === 'string' && allowedScripts.length > 0) {
      const sources = allowedScripts.join(' ');
      reply.header(
        'content-security-policy',
        csp.replace("script-src 'self'", `script-src 'self' ${sources}`),
      );
    }
    return payload;
  });
  return {
    template: async (url) => {
      const html = await vite.transformIndexHtml(url, readFileSync('index.html', 'utf8'));
      allowedScripts = inlineScriptSources(html);
      return html;
    },
    render: async (opts) => {
      const entry = (await vite.ssrLoadModule('/src/web/entry-server.tsx')) as {
        render: RenderPage;
      };
      return entry.render(opts);
    },
  };
}
