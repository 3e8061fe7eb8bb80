import { wordsAtEitherEnd } from './words-at-either-end.ts';
import type { Amenity } from './constants.ts';

// What a family needs of the place itself, typed with the place as in a search engine: "pet
// friendly assisted living in Denver", "memory care in Austin that allows pets", "wheelchair
// accessible nursing homes near 98052" (docs/decisions/112). Whether a community offers it is the
// amenity filter's to say, so the words become that filter and the rest of the text is searched.

/** How families ask for each amenity, with the words that lead to it ("that allows", "with a"). */
const NEEDS: readonly [string, Amenity][] = [
  [
    String.raw`(?:pets?|dogs?|cats?)[\s-]+friendly|(?:with\s+)?pets?\s+(?:allowed|welcome|ok)|(?:(?:that|which)\s+)?(?:allows?|allowing|accepts?|accepting|welcomes?|welcoming|takes?)\s+(?:pets|dogs|cats)|(?:with|for)\s+(?:a\s+|my\s+|your\s+|their\s+)?(?:pets?|dogs?|cats?)`,
    'Pet Friendly',
  ],
  [
    String.raw`(?:wheel[\s-]?chair|handicap(?:ped)?|ada)[\s-]+(?:accessible|access|friendly)`,
    'Wheelchair Accessible',
  ],
  [
    String.raw`(?:with\s+(?:an?\s+)?)?(?:swimming|indoor|outdoor)\s+pool|with\s+(?:an?\s+)?pool`,
    'Swimming Pool',
  ],
  [
    String.raw`(?:with\s+)?(?:24\s*\/\s*7|24[\s-]+hours?|round[\s-]+the[\s-]+clock)\s+(?:staff(?:ing)?|care|nursing|supervision)`,
    '24/7 Staff',
  ],
  [String.raw`with\s+transportation(?:\s+services?)?`, 'Transportation Services'],
  [String.raw`with\s+(?:an?\s+)?(?:fitness\s+cent(?:er|re)|gym)`, 'Fitness Center'],
];

/**
 * The amenity typed at the start or at the end of location text, and the text without it; null
 * when the text asks for none. Text that is only an amenity ("pet friendly") asks for it anywhere.
 */
export const amenityAndPlace = wordsAtEitherEnd(NEEDS);
