import { placeAfter } from './care-words.ts';

// What families type about the monthly price with the place, as in a search engine: "assisted
// living under $3,000 in Dallas", "memory care Austin $4k or less", "between $2,500 and $4,000
// near 98052" (docs/decisions/105). The words become the price filter and the rest is searched.

export interface PriceAndPlace {
  /** The lowest monthly price asked for, if the text gives one (a range's start). */
  min: number | null;
  /** The highest monthly price asked for. */
  max: number;
  /** The rest of the text: the place, or care and the place. */
  location: string;
}

/**
 * A monthly amount: "$3,000", "3000", "$3k", "3.5k", and "a month", "/mo" after it. Below 500
 * a number is no monthly price ("under 10 miles", "over 55"): such text is left alone.
 */
const AMOUNT = String.raw`\$?\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k)?(?:\s*(?:\/|a|per)\s*(?:month|mo)\.?)?`;
const UP_TO = String.raw`(?:under|below|less\s+than|up\s+to|max(?:imum)?|no\s+more\s+than|at\s+most|cheaper\s+than|for\s+less\s+than)`;
const OR_LESS = String.raw`(?:or\s+(?:less|under|below)|and\s+(?:under|below)|max(?:imum)?|or\s+cheaper)`;
/** "between 2,500 and 4,000", "$2,500-$4,000"; not "98101-1234", a ZIP code's nine digits. */
const RANGE = String.raw`(?:(?:between|from)\s+|(?=\$))${AMOUNT}\s*(?:-|–|to|and)\s*${AMOUNT}`;

/** The price words alone, in the three ways they are written; their amounts, in order. */
const PRICE = [
  new RegExp(String.raw`^${RANGE}$`, 'i'),
  new RegExp(String.raw`^${UP_TO}\s+${AMOUNT}$`, 'i'),
  new RegExp(String.raw`^${AMOUNT}\s+${OR_LESS}$`, 'i'),
];

function dollars(digits: string, thousands: string | undefined): number {
  const amount = Number(digits.replace(/,/g, ''));
  return Math.round(thousands ? amount * 1000 : amount);
}

/** The amounts of price words, or null when the words are no price. */
function priceOf(words: string): { min: number | null; max: number } | null {
  for (const pattern of PRICE) {
    const found = pattern.exec(words.trim());
    if (!found) continue;
    const amounts: number[] = [];
    for (let i = 1; i < found.length; i += 2) {
      if (found[i] !== undefined) amounts.push(dollars(found[i], found[i + 1]));
    }
    if (amounts.some((amount) => amount < 500)) return null;
    return amounts.length === 2
      ? { min: Math.min(...amounts), max: Math.max(...amounts) }
      : { min: null, max: amounts[0] };
  }
  return null;
}

/**
 * The price typed at the start or at the end of location text, and the text without it; null
 * when the text names none.
 */
export function priceAndPlace(text: string): PriceAndPlace | null {
  const trimmed = text.trim();
  // Every price has digits; most place text has none.
  if (!/\d/.test(trimmed)) return null;
  const words = trimmed.split(/\s+/);
  // The longest run of words at the start, then at the end, that is price words.
  for (let n = Math.min(words.length, 8); n >= 1; n -= 1) {
    const start = priceOf(
      words
        .slice(0, n)
        .join(' ')
        .replace(/[,:–-]+$/, ''),
    );
    // "up to 500 miles from …" is a distance.
    if (start && !/^mi(?:les?|\.)?$/i.test(words[n] ?? '')) {
      return { ...start, location: placeAfter(` ${words.slice(n).join(' ')}`) };
    }
    const end = n < words.length ? priceOf(words.slice(-n).join(' ')) : null;
    if (end) {
      const location = words
        .slice(0, -n)
        .join(' ')
        .replace(/[\s,:–-]+$/, '');
      return { ...end, location };
    }
  }
  return null;
}
