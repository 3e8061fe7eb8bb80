import { placeKey, stateCodeOf } from './place-text.ts';

/**
 * "Seattle, WA (King County)": a remark in brackets is no part of the place, unless it is all of
 * the text or a state ("Portland (Oregon)" is Portland, Oregon).
 */
export function withoutRemarks(text: string): string {
  if (!text.includes('(')) return text;
  const remarks = [...text.matchAll(/\(([^()]*)\)?/g)].map((found) => found[1].trim());
  const outside = text.replace(/\s*\([^()]*\)?/g, ' ').trim();
  if (outside === '') return remarks.join(' ');
  const state = remarks.find((remark) => stateCodeOf(placeKey(remark)) !== null);
  return state ? `${outside}, ${state}` : outside;
}
