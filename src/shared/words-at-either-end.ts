import { placeAfter } from './care-words.ts';

// Words that ask for a filter, typed at the start or the end of location text (docs/decisions/112):
// "pet friendly assisted living in Denver", "Austin with a shared room".

/** What a reader found: the filter's values, and the text left without their words. */
export interface WordsRead<T> {
  values: T[];
  location: string;
}

/**
 * A reader of the phrases given (regular-expression sources, case-insensitive) at the start or the
 * end of the text; it answers the value of the phrase found, and the rest, or null.
 */
export function wordsAtEitherEnd<T>(
  phrases: readonly (readonly [string, T])[],
): (text: string) => WordsRead<T> | null {
  const any = `(?:${phrases.map(([words]) => words).join('|')})`;
  const atTheStart = new RegExp(String.raw`^(${any})(?=$|[\s,:–-])`, 'i');
  const atTheEnd = new RegExp(String.raw`^(.*?\S)[\s,:–-]+(${any})\.?$`, 'i');
  const whole = phrases.map(
    ([words, value]) => [new RegExp(`^(?:${words})$`, 'i'), value] as const,
  );
  const valueOf = (words: string): T => whole.find(([pattern]) => pattern.test(words.trim()))![1];
  return (text) => {
    const trimmed = text.trim();
    const start = atTheStart.exec(trimmed);
    if (start) {
      return { values: [valueOf(start[1])], location: placeAfter(trimmed.slice(start[0].length)) };
    }
    const end = atTheEnd.exec(trimmed);
    return end ? { values: [valueOf(end[2])], location: end[1].trim() } : null;
  };
}
