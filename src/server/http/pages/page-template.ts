/** The three places of the built `index.html` that a render fills. */
export interface TemplateParts {
  head: string;
  html: string;
  state: string;
}

const SLOT = /<!--app-(head|html|state)-->/;

/**
 * The page template cut at its slots once, its fixed parts kept as UTF-8 bytes. A page is
 * those bytes with the render's parts between them: filling the template as one string made a
 * copy of the whole page, and an app markup with a character outside Latin-1 (“·”, “—”)
 * turned that copy, stylesheet included, into two bytes a character before it was encoded
 * again, about 1 ms of a page's CPU (bench/README.md, "Pages nobody has asked for yet").
 */
export class PageTemplate {
  private readonly pieces: (Buffer | keyof TemplateParts)[];

  constructor(readonly source: string) {
    // split() with a capturing group gives text, slot, text, slot, … text.
    this.pieces = source
      .split(SLOT)
      .map((piece, i) => (i % 2 === 1 ? (piece as keyof TemplateParts) : Buffer.from(piece)));
  }

  /** The page's bytes: the template with each slot filled. */
  fill(parts: TemplateParts): Buffer {
    return Buffer.concat(
      this.pieces.map((piece) => (Buffer.isBuffer(piece) ? piece : Buffer.from(parts[piece]))),
    );
  }
}

let last: PageTemplate | undefined;

/**
 * The template for this source, cut once: the built template never changes, and in development
 * (where Vite transforms it on each request) a changed source is cut again.
 */
export function pageTemplate(source: string): PageTemplate {
  if (last?.source !== source) last = new PageTemplate(source);
  return last;
}
