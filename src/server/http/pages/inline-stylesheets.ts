/**
 * The built page template with its stylesheet links replaced by the stylesheets themselves.
 * A linked stylesheet blocks the first paint for one more round trip, on a mobile connection
 * shared with every script the page preloads; inlined, the first HTML bytes paint
 * (docs/decisions/020-inline-stylesheet.md). `readAsset` gets the link's site path.
 *
 * Each link stays behind the styles, `disabled`: a disabled stylesheet is neither fetched nor
 * applied, and the module loader, which adds a chunk's stylesheet unless a link to it is already
 * in the document, sees it there. Without it the loader fetched the same styles again while the
 * page hydrated and the browser restyled the whole page with them.
 */
export function inlineStylesheets(template: string, readAsset: (path: string) => string): string {
  return template.replace(
    /<link rel="stylesheet"[^>]*\bhref="(\/[^"]+\.css)"[^>]*>/g,
    (_link, href: string) =>
      `<style>${readAsset(href).replaceAll('</style', '<\\/style')}</style>` +
      `<link rel="stylesheet" href="${href}" disabled>`,
  );
}
