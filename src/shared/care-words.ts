import type { CareType } from './constants.ts';

// What families type before a place in the location box, as they would in a search engine:
// "assisted living in Seattle", "memory care near 98052", "nursing homes Tampa, FL"
// (docs/decisions/079). Care typed after its place ("Seattle assisted living") could be a
// community's name ("Sunrise Assisted Living"): the server reads it so only when no name matches
// (docs/decisions/080).

/**
 * The care a phrase asks for; null for words that ask for none ("senior living"). The care words
 * families most often mistype are read as typed ("asisted living", "dementia"'s "dimentia").
 */
const PHRASES: readonly [RegExp, CareType | null][] = [
  // And what states call small or home-like assisted living: board and care (California),
  // personal care homes (Pennsylvania), adult family homes (Washington), adult foster care.
  [
    /(?:assisted|asisted|assited|asissted|assissted|assistd|assisited)[\s-]+(?:living|livng|liveing|livin)|(?:(?:elderly|seniors?|adult)\s+)?group[\s-]+homes?(?=\s+for\s+(?:the\s+)?(?:elderly|seniors?|older))|(?:elderly|seniors?)\s+group[\s-]+homes?|board[\s-]+(?:and|&)[\s-]+care|(?:personal|residential)\s+care(?=\s+(?:homes?|facilit))|adult\s+family\s+homes?|adult\s+foster\s+care/,
    'assisted-living',
  ],
  [
    /(?:memory|memmory|memroy|memery)[\s-]+care|(?:dementia|dimentia|demensia)[\s-]+care|(?:alzheimer|alzhiemer|alzeimer|altzheimer|alzhimer)'?s?[\s-]+care/,
    'memory-care',
  ],
  [
    /(?:independent|independant|indepentent)[\s-]+(?:living|livng)|retirement\s+living|retirement(?=\s+(?:homes?|communit|villages?|apartments?))/,
    'independent-living',
  ],
  [
    /(?:skilled[\s-]+(?:nursing|nurseing)|(?:nursing|nurseing)(?=\s+(?:homes?|facilit)))(?:\s+(?:and|&)\s+rehab(?:ilitation)?)?|(?:short[\s-]+term\s+)?rehab(?:ilitation)?(?=\s+(?:centers?|facilit))/,
    'skilled-nursing',
  ],
  [/respite(?:\s+care|(?=\s+(?:in|near|around|for)\s))/, 'respite-care'],
  [/adult[\s-]+day(?:[\s-]*care)?/, 'adult-daycare'],
  [
    /seniors?\s+(?:living|housing|care)|seniors?(?=\s+(?:homes?|communit|apartments?|centers?))|elder[\s-]*care|elderly\s+(?:care|housing|living)/,
    null,
  ],
  // Communities for people over 55, and continuing-care communities: every kind of care.
  [
    /(?:55\s*\+|55\s+(?:and|&)\s+(?:over|older)|over\s+55)(?=\s+(?:communit|living|homes?|apartments?))|ccrcs?\b|continuing[\s-]+care(?:\s+retirement)?/,
    null,
  ],
];

/** Words of praise or price before the care, which ask for no filter: "affordable assisted living". */
const PRAISE_OR_PRICE =
  /(?:(?:the\s+)?(?:best|top(?:[\s-]+rated)?|highest[\s-]+rated|good|great|nice|affordable|cheap(?:est)?|inexpensive|least\s+expensive|low(?:est)?[\s-]+(?:cost|priced?)|budget|luxury)\s+)?/;

/** What may follow the care: "assisted living facilities", "adult day care center". */
const KIND_OF_PLACE =
  /(?:\s+(?:facilit(?:y|ies)|homes?|communit(?:y|ies)|centers?|centres?|programs?|residences?|services?|options?|apartments?|villages?|units?)(?:\s+care)?)?/;

const AT_THE_START = PHRASES.map(
  ([phrase, type]) =>
    [
      new RegExp(`^${PRAISE_OR_PRICE.source}(?:${phrase.source})${KIND_OF_PLACE.source}`),
      type,
    ] as const,
);

/**
 * The same phrases at the end, after a place: "Seattle assisted living", "98052 memory care",
 * and after one another ("… assisted living/memory care").
 */
const AT_THE_END = PHRASES.map(
  ([phrase, type]) =>
    [
      new RegExp(`^(.*?\\S)[\\s,:–/&+-]+(?:${phrase.source})${KIND_OF_PLACE.source}\\.?$`),
      type,
    ] as const,
);

/**
 * Words between the care (or a way of paying, a price) and the place: "assisted living in
 * Seattle", "… near 98052", a comma.
 */
const BETWEEN = /^(?:\s*(?:,|-|–|:)\s*|\s+(?:in|near|around|close\s+to|by|for)(?:\s+|$)|\s+)/i;

/**
 * Whom the care is for, which asks for no filter: "assisted living for seniors in Dallas", "…
 * for my mom near Boise", "… for couples".
 */
const WHO_FOR =
  /^(?:(?:the\s+)?(?:seniors?|elderly|elders|older\s+(?:adults|people)|aging\s+parents?|couples?)|my\s+(?:mom|mother|dad|father|parents?|grand(?:ma|pa|mother|father)|husband|wife|spouse))(?=$|[\s,])/i;

/** The text after care or other words typed before a place, without the words between. */
export function placeAfter(rest: string): string {
  const after = rest.slice(BETWEEN.exec(rest)?.[0].length ?? 0);
  const whom = WHO_FOR.exec(after);
  if (!whom) return after.trim();
  const left = after.slice(whom[0].length);
  return left.slice(BETWEEN.exec(left)?.[0].length ?? 0).trim();
}

/** Where the visitor is, which only their location can say: no place to search. */
const NEAR_THE_VISITOR = /^(?:me|us|here|nearby|my\s+(?:location|area|home|house))\.?$/i;

export interface CareAndPlace {
  /** The care types the text asks for (none for "senior living"). */
  types: CareType[];
  /** The rest of the text: the place, or nothing. */
  location: string;
}

/** Between two kinds of care: "assisted living and memory care", "… or …", "/", "&", a comma. */
const BETWEEN_CARE = /^(?:\s*(?:\/|&|\+)\s*|\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or|and\/or)\s+)/i;

/** A care phrase read, and the text after it. */
interface CareRead {
  type: CareType | null;
  after: string;
}

/** The care phrase the text starts with, and the text after it; null when it starts with none. */
function careAtTheStart(text: string): CareRead | null {
  const lowered = text.toLowerCase();
  for (const [phrase, type] of AT_THE_START) {
    const found = phrase.exec(lowered);
    if (!found) continue;
    const after = text.slice(found[0].length);
    // A word that goes on ("Respiteville") is not the phrase.
    if (after === '' || /^[\s,:–/&+-]/.test(after)) return { type, after };
  }
  return null;
}

/**
 * The care named at the start of location text, and the place after it; null when the text
 * starts with no care ("Seattle", "Sunrise Assisted Living"). Several kinds of care may be named
 * ("assisted living and memory care in Phoenix"): each is asked for.
 */
export function careAndPlace(text: string): CareAndPlace | null {
  let read = careAtTheStart(text.trim());
  if (!read) return null;
  const types: CareType[] = [];
  for (let next: CareRead | null = read; next !== null; next = careAfter(read.after)) {
    read = next;
    if (read.type && !types.includes(read.type)) types.push(read.type);
  }
  const location = placeAfter(read.after);
  // "Assisted Living of Seattle", "Senior Center of Austin": a community's name.
  if (/^of\s/i.test(location)) return null;
  // "… near me" is where the visitor is; "… in ME" is Maine.
  const visitors = NEAR_THE_VISITOR.test(location) && !/^\s+in\s/i.test(read.after);
  return { types, location: visitors ? '' : location };
}

/** Another kind of care after "and", "or", "/" or a comma; null when none follows. */
function careAfter(text: string): CareRead | null {
  const joined = BETWEEN_CARE.exec(text);
  return joined ? careAtTheStart(text.slice(joined[0].length)) : null;
}

/**
 * The place typed before care, and that care: "Seattle assisted living", "Tampa, FL nursing
 * homes"; null when the text ends with no care. Whether the words before it name a place, and
 * whether the whole text names a community instead, is the server's to say (decision 080).
 */
export function placeThenCare(text: string): CareAndPlace | null {
  const trimmed = text.trim();
  const lowered = trimmed.toLowerCase();
  for (const [phrase, type] of AT_THE_END) {
    const found = phrase.exec(lowered);
    if (!found) continue;
    const location = trimmed
      .slice(0, found[1].length)
      .replace(CARE_JOINED_AT_END, '')
      .replace(/[\s,:–-]+$/, '');
    const types: CareType[] = type ? [type] : [];
    // "Phoenix assisted living and memory care": each kind of care named at the end.
    const before = placeThenCare(location);
    if (!before) return { types, location };
    return { types: [...new Set([...before.types, ...types])], location: before.location };
  }
  return null;
}

/** "and", "or" or "and/or" ending the text before the last care named. */
const CARE_JOINED_AT_END = /\s+(?:and|or|and\/or)$/i;
