// The page is server-rendered and works before its scripts do (links are links, forms are real
// forms): the scripts make it interactive but paint nothing. They start to download once the page
// has painted, so on a slow connection the HTML, the first image and the first paint have the
// bandwidth to themselves (docs/decisions/037).
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { holdEarlyClicks } from '../src/web/app/early-clicks.ts';

const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\n?/;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\n?/g;

/**
 * The module that starts the app: after the first frame, or at the latest on `load`. Until the
 * app has hydrated it holds clicks on buttons and replays them then (src/web/app/early-clicks.ts).
 */
export function bootSource(entry: string, preloads: readonly string[]): string {
  return `(${holdEarlyClicks.toString()})(document);
const preloads = ${JSON.stringify(preloads)};
let started = false;
function start() {
  if (started) return;
  started = true;
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  import(${JSON.stringify(entry)});
}
// A hidden tab paints no frame: its load event starts the app instead.
requestAnimationFrame(() => setTimeout(start, 0));
addEventListener('load', start, { once: true });
`;
}

/**
 * The built index.html with its entry script and module preloads replaced by one small module
 * (`boot`) that loads them after the first paint.
 */
export function startScriptsAfterPaint(html: string, base = '/', stages: readonly string[] = []) {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no entry script');
  const linked = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href);
  const preloads = [...new Set([...linked, ...stages.map((file) => `${base}${file}`)])];
  const source = bootSource(entry, preloads);
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  const fileName = `assets/boot-${hash}.js`;
  const page = html
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, `<script type="module" src="${base}${fileName}"></script>\n`);
  return { html: page, boot: { fileName, source } };
}

type Chunk = { type: 'chunk'; isEntry: boolean; imports: string[]; dynamicImports: string[] };
type Bundle = Record<string, Chunk | { type: 'asset' }>;

/**
 * The chunks the entry imports on start, in stages (src/web/main.tsx), with what they import:
 * fetched with the entry rather than one after the other.
 */
export function startStages(bundle: Bundle): string[] {
  const chunkOf = (file: string) => {
    const chunk = bundle[file];
    return chunk?.type === 'chunk' ? chunk : null;
  };
  const entry = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const next of chunkOf(file)?.imports ?? []) visit(next);
  };
  if (entry?.type === 'chunk') for (const file of entry.dynamicImports) visit(file);
  return [...files];
}

/** Applies `startScriptsAfterPaint` to the production build (not to the dev server's pages). */
export function scriptsAfterPaint(): Plugin {
  return {
    name: 'carenest:scripts-after-paint',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (!page || page.type !== 'asset') return;
      const stages = startStages(bundle as unknown as Bundle);
      const { html, boot } = startScriptsAfterPaint(String(page.source), '/', stages);
      page.source = html;
      this.emitFile({ type: 'asset', fileName: boot.fileName, source: boot.source });
    },
  };
}
