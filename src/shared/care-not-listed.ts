import { placeAfter } from './care-words.ts';
import { NEAR_THE_VISITOR, namesTheVisitorsPlace } from './near-the-visitor.ts';

// Care that is given at home or at the end of life, not in a community: "home care near me",
// "hospice care in Ohio", "in-home care Seattle" (docs/decisions/113). CareNest lists senior-living
// communities only, so such words are no filter: the place typed with them is searched, and the
// page says the care itself is not listed here.

/** Each kind of care not listed, by the words families use for it, and how the page names it. */
const KINDS: readonly [RegExp, string][] = [
  [
    /(?:in[\s-]*)?home[\s-]*(?:health[\s-]+)?care(?:\s+(?:agenc(?:y|ies)|services?|providers?|companies))?|home[\s-]+health(?:\s+(?:aides?|agenc(?:y|ies)|services?))?|(?:in[\s-]*home\s+)?caregivers?|companion\s+care/,
    'home care',
  ],
  [
    /hospice(?:\s+(?:care|facilit(?:y|ies)|centers?|homes?|houses?|services?|providers?))?|palliative\s+care/,
    'hospice care',
  ],
];

const READERS = KINDS.map(([words, care]) => ({
  care,
  start: new RegExp(`^(?:${words.source})(?=$|[\\s,:–-])`),
  end: new RegExp(`^(.*?\\S)[\\s,:–-]+(?:${words.source})\\.?$`),
}));

export interface CareNotListed {
  /** The care asked for as the page names it: "home care", "hospice care". */
  care: string;
  /** The rest of the text: the place, or nothing. */
  location: string;
}

/**
 * The care not listed here that the text starts or ends with, and the rest of the text; null when
 * it names none. Whether the rest names a place is the server's to say.
 */
export function careNotListed(text: string): CareNotListed | null {
  const trimmed = text.trim();
  const lowered = trimmed.toLowerCase();
  for (const { care, start: atTheStart, end: atTheEnd } of READERS) {
    const start = atTheStart.exec(lowered);
    if (start) {
      const rest = trimmed.slice(start[0].length);
      // "home care near me": where the visitor is, not "me" (Maine; decision 110).
      if (namesTheVisitorsPlace(rest)) return { care, location: NEAR_THE_VISITOR };
      return { care, location: placeAfter(rest) };
    }
    const end = atTheEnd.exec(lowered);
    if (end) return { care, location: trimmed.slice(0, end[1].length).trim() };
  }
  return null;
}
