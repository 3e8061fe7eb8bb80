/**
 * The built page template with its stylesheet links replaced by the stylesheets themselves.
 * A linked stylesheet blocks the first paint for one more round trip, on a mobile connection
 * shared with every script the page preloads; inlined, the first HTML bytes paint
 * (docs/decisions/020-inline-stylesheet.md). `readAsset` gets the link's site path.
 */
export function inlineStylesheets(template: string, readAsset: (path: string) => string): string {
  return template.replace(
    /<link rel="stylesheet"[^>]*\bhref="(\/[^"]+\.css)"[^>]*>/g,
    (_link, href: string) => `<style>${readAsset(href).replaceAll('</style', '<\\/style')}</style>`,
  );
}
