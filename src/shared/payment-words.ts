import { placeAfter } from './care-words.ts';
import type { PaymentSource } from './constants.ts';

// How families type the way they will pay with the place, as in a search engine: "assisted
// living that takes Medicaid in Florida", "Medicaid nursing homes Tampa", "Phoenix memory care
// accepting VA benefits" (docs/decisions/104). Whether a community accepts it is the payment
// filter's to say, so the words become that filter and the rest of the text is searched.

/**
 * "Veterans" alone, as families type it ("assisted living for veterans", "veterans memory care in
 * Tampa"), only where it cannot be a place's or a community's name: at the end, or before care or
 * "in"/"near". "Veteran, WY" and "Veterans Home of California" are not read.
 */
const VETERANS_ALONE = String.raw`(?:military\s+)?(?:veterans'?|vets)(?=\s*$|\s+(?:in|near|around|assisted|memory|nursing|skilled|independent|senior|respite|adult|care|living)\b)`;

/** Each way of paying by the words people use for it. "VA" alone is Virginia's code: not read. */
const SOURCES: readonly [string, PaymentSource][] = [
  [String.raw`medicaid(?:\s+waivers?)?`, 'medicaid'],
  [String.raw`medicare`, 'medicare'],
  [
    String.raw`(?:va|veterans?'?|vets?)\s+(?:benefits?|aid(?:\s+(?:and|&)\s+attendance)?|pensions?)|aid\s+(?:and|&)\s+attendance|veterans?'?\s+affairs|${VETERANS_ALONE}`,
    'veterans',
  ],
  [String.raw`long[\s-]+term[\s-]+care\s+insurance|ltc\s+insurance|ltci`, 'ltc-insurance'],
  [String.raw`private[\s-]+pay`, 'private-pay'],
];

const SOURCE = `(?:${SOURCES.map(([words]) => words).join('|')})`;
/** "that takes", "accepting", "which accept", "covered by", "paid by", "with", "for". */
const ACCEPTS = String.raw`(?:(?:that|which|who)\s+)?(?:takes?|accepts?|accepting|taking|with|covered\s+by|paid\s+(?:for\s+)?by|under|for)`;
/** What may follow the way of paying: "Medicaid accepted", "Medicaid-approved", "… patients". */
const AFTER_SOURCE = String.raw`(?:[\s-]+(?:accepted|approved|certified|eligible|friendly|ok|patients|residents|beds))?`;

/** "Medicaid assisted living …", "that takes Medicaid in …": the way of paying at the start. */
const AT_THE_START = new RegExp(
  String.raw`^(?:${ACCEPTS}\s+)?(${SOURCE})${AFTER_SOURCE}(?=$|[\s,:–-])`,
  'i',
);
/** "… accepting Medicaid", "Florida Medicaid", "Tampa, FL - Medicaid accepted": at the end. */
const AT_THE_END = new RegExp(
  String.raw`^(.*?\S)[\s,:–-]+(?:${ACCEPTS}\s+)?(${SOURCE})${AFTER_SOURCE}\.?$`,
  'i',
);

export interface PaymentAndPlace {
  /** The ways of paying the text names. */
  payment: PaymentSource[];
  /** The rest of the text, the way of paying and its words taken out. */
  location: string;
}

/** Each source's words alone, to tell which one a match named. */
const WHOLE_SOURCES = SOURCES.map(
  ([words, source]) => [new RegExp(`^(?:${words})$`, 'i'), source] as const,
);

const sourceOf = (words: string): PaymentSource =>
  WHOLE_SOURCES.find(([pattern]) => pattern.test(words.trim()))![1];

/**
 * The way of paying typed at the start or at the end of location text, and the text without it;
 * null when the text names none. Text that is only a way of paying ("Medicaid") asks for it
 * anywhere.
 */
export function paymentAndPlace(text: string): PaymentAndPlace | null {
  const trimmed = text.trim();
  const start = AT_THE_START.exec(trimmed);
  if (start) {
    const location = placeAfter(trimmed.slice(start[0].length));
    return { payment: [sourceOf(start[1])], location };
  }
  const end = AT_THE_END.exec(trimmed);
  if (!end) return null;
  return { payment: [sourceOf(end[2])], location: end[1].trim() };
}
