// The page is server-rendered: its scripts make it interactive but paint nothing. Marked
// `fetchpriority="low"`, they stop competing with the HTML and the first image (preloaded with
// high priority) on a slow connection, so the first paint and the largest image come sooner
// (docs/decisions/021).

/** The built index.html with its entry script and module preloads fetched at low priority. */
export function lowerScriptPriority(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    '<$1 fetchpriority="low"',
  );
}

/** Applies `lowerScriptPriority` to the production index.html (not the dev server's). */
export function lowScriptPriority() {
  return {
    name: 'carenest:low-script-priority',
    apply: 'build' as const,
    transformIndexHtml: { order: 'post' as const, handler: lowerScriptPriority },
  };
}
