import { madeOnce } from './made-once.ts';
import { US_PHONE_DIGITS } from './constants.ts';

// Built on first use: a grapheme segmenter loads ICU's break rules, a cost every page would
// pay at start-up though only forms that count characters need it.
const segmenter = madeOnce(() => new Intl.Segmenter('en', { granularity: 'grapheme' }));

/** Characters as a person sees them: an emoji (even 👨‍👩‍👧) counts once. */
export function visibleLength(text: string): number {
  let count = 0;
  for (const _ of segmenter().segment(text)) count += 1;
  return count;
}

/** Digits only, e.g. for phone numbers typed with punctuation. */
export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/** Whether the text holds exactly a US phone number's ten digits, whatever its punctuation. */
export const isUsPhoneNumber = (text: string): boolean => digitsOf(text).length === US_PHONE_DIGITS;

/** (XXX) XXX-XXXX as the person types; extra digits are dropped. */
export function formatUsPhone(text: string): string {
  const d = digitsOf(text).slice(0, US_PHONE_DIGITS);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** A phone number as people read it: (XXX) XXX-XXXX for a US number, else as it was written. */
export const displayPhone = (text: string): string =>
  isUsPhoneNumber(text) ? formatUsPhone(text) : text;

/** The first `max` visible characters of `text` (an emoji is never cut in half). */
export function capVisibleLength(text: string, max: number): string {
  let count = 0;
  let end = 0;
  for (const { segment } of segmenter().segment(text)) {
    if (count === max) return text.slice(0, end);
    count += 1;
    end += segment.length;
  }
  return text;
}

/** "1 view", "4 views", "1,200 inquiries": a count with its noun in the right number. */
export const countOf = (n: number, one: string, many: string): string =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
