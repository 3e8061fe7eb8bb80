import type { CareType } from './constants.ts';

// What families type before a place in the location box, as they would in a search engine:
// "assisted living in Seattle", "memory care near 98052", "nursing homes Tampa, FL"
// (docs/decisions/079). Only at the start: a community's name often ends with its care
// ("Sunrise Assisted Living"), and is searched as a name.

/** The care a phrase asks for; null for words that ask for none ("senior living"). */
const PHRASES: readonly [RegExp, CareType | null][] = [
  [/assisted[\s-]+living/, 'assisted-living'],
  [/memory[\s-]+care|dementia[\s-]+care|alzheimer'?s?[\s-]+care/, 'memory-care'],
  [
    /independent[\s-]+living|retirement\s+living|retirement(?=\s+(?:homes?|communit|villages?|apartments?))/,
    'independent-living',
  ],
  [
    /(?:skilled[\s-]+nursing|nursing(?=\s+(?:homes?|facilit)))(?:\s+(?:and|&)\s+rehab(?:ilitation)?)?/,
    'skilled-nursing',
  ],
  [/respite(?:\s+care|(?=\s+(?:in|near|around|for)\s))/, 'respite-care'],
  [/adult[\s-]+day(?:[\s-]*care)?/, 'adult-daycare'],
  [
    /seniors?\s+(?:living|housing|care)|seniors?(?=\s+(?:homes?|communit|apartments?|centers?))|elder[\s-]*care/,
    null,
  ],
];

/** What may follow the care: "assisted living facilities", "adult day care center". */
const KIND_OF_PLACE =
  /(?:\s+(?:facilit(?:y|ies)|homes?|communit(?:y|ies)|centers?|centres?|programs?|residences?|services?|options?|apartments?|villages?|units?)(?:\s+care)?)?/;

const AT_THE_START = PHRASES.map(
  ([phrase, type]) => [new RegExp(`^(?:${phrase.source})${KIND_OF_PLACE.source}`), type] as const,
);

/** Words between the care and the place: "assisted living in Seattle", "… near 98052". */
const BETWEEN = /^(?:\s*(?:,|-|–|:)\s*|\s+(?:in|near|around|close\s+to|by|for)(?:\s+|$)|\s+)/i;

/** Where the visitor is, which only their location can say: no place to search. */
const NEAR_THE_VISITOR = /^(?:me|us|here|nearby|my\s+(?:location|area|home|house))\.?$/i;

export interface CareAndPlace {
  /** The care types the text asks for (none for "senior living"). */
  types: CareType[];
  /** The rest of the text: the place, or nothing. */
  location: string;
}

/**
 * The care named at the start of location text, and the place after it; null when the text
 * starts with no care ("Seattle", "Sunrise Assisted Living").
 */
export function careAndPlace(text: string): CareAndPlace | null {
  const lowered = text.trim().toLowerCase();
  for (const [phrase, type] of AT_THE_START) {
    const found = phrase.exec(lowered);
    if (!found) continue;
    const after = text.trim().slice(found[0].length);
    // A word that goes on ("Respiteville") is not the phrase.
    if (after !== '' && !/^[\s,:–-]/.test(after)) continue;
    const between = BETWEEN.exec(after)?.[0] ?? '';
    const location = after.slice(between.length).trim();
    // "Assisted Living of Seattle", "Senior Center of Austin": a community's name.
    if (/^of\s/i.test(location)) return null;
    return {
      types: type ? [type] : [],
      location: NEAR_THE_VISITOR.test(location) ? '' : location,
    };
  }
  return null;
}
