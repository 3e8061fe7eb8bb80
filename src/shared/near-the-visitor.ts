// "Near me": words that ask for the communities where the visitor is, which only their location
// can say (docs/decisions/110).

/** Where the visitor is, after "near": "me", "here", "my location". */
const THE_VISITOR = String.raw`(?:me|us|here|my\s+(?:location|area|home|house))`;
/** The words alone, whole: "near me", "close to my home", "nearby", "my location". */
const PHRASE = String.raw`(?:near|around|close\s+to|by)\s+${THE_VISITOR}|close\s+to\s+home|in\s+my\s+area|nearby|near\s+by|(?:my|current)\s+location`;

/** The words in a search's text: "assisted living nearby", "within 10 miles of me", "near me under $3,000". */
const WHERE_THE_VISITOR_IS = new RegExp(
  String.raw`(?:^|[\s,])(?:${PHRASE}|of\s+${THE_VISITOR})(?=[\s,.]|$)`,
  'i',
);

/** The words alone. Not Maine, whose code "ME" is what is left of "near me" without "near". */
const ONLY_WHERE_THE_VISITOR_IS = new RegExp(String.raw`^(?:${PHRASE})\.?$`, 'i');

/** What the readers of care, payment, price and distance words leave of them: "me", "home", nothing. */
const LEFT_OF_THEM = new RegExp(
  String.raw`^(?:(?:(?:near|around|close\s+to|by|of|in)\s+)?${THE_VISITOR}|home|${PHRASE})?\.?$`,
  'i',
);

/** The place a search asking for the visitor's own is written with: the search box shows it. */
export const NEAR_THE_VISITOR = 'near me';

/** Whether the text is only words asking for where the visitor is: "near me", "nearby". */
export const namesTheVisitorsPlace = (text: string): boolean =>
  ONLY_WHERE_THE_VISITOR_IS.test(text.trim());

/** Whether the text asks for communities where the visitor is, alone or with other words. */
export const asksForTheVisitorsPlace = (text: string): boolean => WHERE_THE_VISITOR_IS.test(text);

/**
 * Whether `left`, what reading the words of `text` left as its place, is only what remains of
 * words asking for the visitor's place ("me" of "Medicaid near me", nothing of "memory care
 * nearby"): not a place to look up (where "me" would be Maine).
 */
export const onlyTheVisitorsPlaceLeft = (text: string, left: string): boolean =>
  asksForTheVisitorsPlace(text) && LEFT_OF_THEM.test(left.trim());
