import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// A stand-in for the built web app that counts its renders and lists the communities of one
// town, through the in-process API as route loaders do: a page served from the cache of
// signed-out visitors' pages (docs/decisions/041) shows the count of the render that made it.
const ENTRY = `
let renders = 0;
export async function render({ request, fetch, phone }) {
  const url = new URL(request.url);
  const me = await fetch('/api/me');
  const name = me.ok ? (await me.json()).name : 'visitor';
  const town = url.searchParams.get('town') ?? 'Lantern Bay';
  const found = await (await fetch('/api/listings?pageSize=5&location=' + encodeURIComponent(town))).json();
  renders += 1;
  const titles = found.listings.map((l) => l.title + ' $' + l.pricing.startingAt).join(',');
  const html = '<h1>Hello ' + name + '</h1><p>' + titles + '</p><p>render:' + renders + '</p><p>mode:' + process.env.NODE_ENV + '</p><p>phone:' + phone + '</p>';
  return { kind: 'page', status: 200, head: '<title>' + url.pathname + '</title>', html, state: '{}' };
}`;
const TEMPLATE = '<html><head><!--app-head--></head><body><!--app-html--></body></html>';

/** Writes the stand-in web build into `dir` (what WEB_DIST_DIR / webDistDir point at). */
export function writeStandInWeb(dir: string): string {
  mkdirSync(join(dir, '.ssr'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), TEMPLATE);
  writeFileSync(join(dir, '.ssr', 'entry-server.js'), ENTRY);
  return dir;
}

/** The render count a stand-in page shows. */
export const renderOf = (body: string) => Number(/render:(\d+)/.exec(body)?.[1]);
