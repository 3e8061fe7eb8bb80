/**
 * The elements React hoists to the top of a page rendered without `<html>`: titles, meta and
 * link elements (its escaping keeps `<` and `>` out of their text and attribute values).
 */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta\b[^<>]*\/>|<link\b[^<>]*\/>)*/;

/**
 * Splits React's markup of the app into what belongs in the document's `<head>` (the page's
 * title, description, canonical link, preloads) and the app's own markup for `<div id="root">`.
 */
export function splitHead(markup: string): { head: string; html: string } {
  const head = HOISTED.exec(markup)?.[0] ?? '';
  return { head, html: markup.slice(head.length) };
}
