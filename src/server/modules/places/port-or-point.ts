// "Pt" in a town's name is Port or Point, and people write it both ways: "Pt Charlotte" is Port
// Charlotte, FL, "Pt Pleasant" Point Pleasant, NJ (docs/decisions/097).

/** "Pt" or "Pt." as a word of its own, followed by another word. */
const PT = /\bpt\b\.?\s*(?=\p{L})/giu;

/** The text with each "Pt" written Port, then Point; none when it has no "Pt". */
export function portOrPoint(text: string): string[] {
  const forms = ['Port ', 'Point '].map((word) => text.replace(PT, word));
  return forms[0] === text ? [] : forms;
}

/**
 * A suggestions key (placeKey form) beginning with "pt" as a word, with it written port and
 * point ("pt ch" → "port ch", "point ch"; "pt" → "port ", "point "); none otherwise.
 */
export function keysWithPtSpelledOut(key: string): string[] {
  if (key !== 'pt' && !key.startsWith('pt ')) return [];
  return ['port', 'point'].map((word) => `${word} ${key.slice(3)}`);
}
