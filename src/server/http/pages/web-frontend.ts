import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderPage } from '#shared/page-render.ts';
import { inlineStylesheets } from './inline-stylesheets.ts';

/** The web app as the page route needs it: the HTML template and the server-side renderer. */
export interface WebFrontend {
  /** index.html with `<!--app-head-->`, `<!--app-html-->` and `<!--app-state-->` to fill. */
  template(url: string): Promise<string>;
  render: RenderPage;
}

/** Where `npm run build` puts the server-side entry of the web app, inside the web build. */
export const SSR_ENTRY = join('.ssr', 'entry-server.js');

/** The built web app in `distDir` (vite build + the SSR build), or null when it was not built. */
export async function loadBuiltFrontend(distDir: string): Promise<WebFrontend | null> {
  const indexPath = join(distDir, 'index.html');
  const entryPath = join(distDir, SSR_ENTRY);
  if (!existsSync(indexPath) || !existsSync(entryPath)) return null;
  const html = inlineStylesheets(readFileSync(indexPath, 'utf8'), (href) =>
    readFileSync(join(distDir, href), 'utf8'),
  );
  const entry = (await import(pathToFileURL(entryPath).href)) as { render: RenderPage };
  return { template: async () => html, render: entry.render };
}
