/** Markers of markup, script or documents; in text, any of them makes an image a polyglot. */
const MARKUP_MARKERS = [
  '<script',
  '<html',
  '<svg',
  '<!doctype',
  '<?php',
  '<?xml',
  '%pdf-',
  '<iframe',
  '<body',
  'javascript:',
];

/**
 * How many bytes after a marker must read as text (or the file must end) for it to count.
 * Compressed pixels are random bytes: a 10 MB photo holds "<svg" by chance about once in fifty
 * files, which refused genuine photos. Ten text bytes after it occur by chance about once in
 * 13,000 of those, while markup that does anything is longer text (`<svg onload=x>`).
 */
const TEXT_AFTER_MARKER = 10;

/** Printable ASCII, tab, line feed, form feed and carriage return. */
const isTextByte = (byte: number) =>
  (byte >= 0x20 && byte <= 0x7e) ||
  byte === 0x09 ||
  byte === 0x0a ||
  byte === 0x0c ||
  byte === 0x0d;

function readsAsText(data: Buffer, from: number): boolean {
  const end = Math.min(data.length, from + TEXT_AFTER_MARKER);
  for (let i = from; i < end; i++) if (!isTextByte(data[i]!)) return false;
  return true;
}

/**
 * True when the bytes hold an HTML/SVG/XML/PHP/PDF/script marker (any case) followed by text,
 * anywhere in the file: a real image with markup inside could be served as something else one day.
 */
export function containsMarkup(data: Buffer): boolean {
  // latin1 keeps one character per byte, so string offsets are byte offsets.
  const text = data.toString('latin1').toLowerCase();
  for (const marker of MARKUP_MARKERS) {
    for (let at = text.indexOf(marker); at !== -1; at = text.indexOf(marker, at + 1)) {
      if (readsAsText(data, at + marker.length)) return true;
    }
  }
  return false;
}
