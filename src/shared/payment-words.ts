import type { PaymentSource } from './constants.ts';

// How families type the way they will pay with the place, as in a search engine: "assisted
// living that takes Medicaid in Florida", "Medicaid nursing homes Tampa", "Phoenix memory care
// accepting VA benefits" (docs/decisions/104). Whether a community accepts it is the payment
// filter's to say, so the words become that filter and the rest of the text is searched.

/** Each way of paying by the words people use for it. "VA" alone is Virginia's code: not read. */
const SOURCES: readonly [string, PaymentSource][] = [
  [String.raw`medicaid(?:\s+waivers?)?`, 'medicaid'],
  [String.raw`medicare`, 'medicare'],
  [
    String.raw`(?:va|veterans?'?|vets?)\s+(?:benefits?|aid(?:\s+(?:and|&)\s+attendance)?|pensions?)|aid\s+(?:and|&)\s+attendance|veterans?'?\s+affairs`,
    'veterans',
  ],
  [String.raw`long[\s-]+term[\s-]+care\s+insurance|ltc\s+insurance|ltci`, 'ltc-insurance'],
  [String.raw`private[\s-]+pay`, 'private-pay'],
];

const SOURCE = `(?:${SOURCES.map(([words]) => words).join('|')})`;
/** "that takes", "accepting", "which accept", "covered by", "paid by", "with". */
const ACCEPTS = String.raw`(?:(?:that|which|who)\s+)?(?:takes?|accepts?|accepting|taking|with|covered\s+by|paid\s+(?:for\s+)?by|under)`;
/** What may follow the way of paying: "Medicaid accepted", "Medicaid-approved", "… patients". */
const AFTER_SOURCE = String.raw`(?:[\s-]+(?:accepted|approved|certified|eligible|friendly|ok|patients|residents|beds))?`;

/** Words a place may be typed after: "… in Florida", "… near 98052", or a comma. */
const BEFORE_PLACE = /^(?:\s*[,:–-]\s*|\s+(?:in|near|around|close\s+to|by|for)\s+|\s+)/i;

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

const sourceOf = (words: string): PaymentSource =>
  SOURCES.find(([pattern]) => new RegExp(`^(?:${pattern})$`, 'i').test(words.trim()))![1];

/**
 * The way of paying typed at the start or at the end of location text, and the text without it;
 * null when the text names none. Text that is only a way of paying ("Medicaid") asks for it
 * anywhere.
 */
export function paymentAndPlace(text: string): PaymentAndPlace | null {
  const trimmed = text.trim();
  const start = AT_THE_START.exec(trimmed);
  if (start) {
    const rest = trimmed.slice(start[0].length);
    const between = BEFORE_PLACE.exec(rest)?.[0] ?? '';
    return { payment: [sourceOf(start[1])], location: rest.slice(between.length).trim() };
  }
  const end = AT_THE_END.exec(trimmed);
  if (!end) return null;
  return { payment: [sourceOf(end[2])], location: end[1].trim() };
}
