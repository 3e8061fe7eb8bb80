/**
 * How a record finds the listing that is already the same community (docs/decisions/042): the
 * same name, street address and ZIP once spelling is set aside — case, punctuation, the usual
 * street and company abbreviations.
 */
const ADDRESS_WORDS: Record<string, string> = {
  street: 'st',
  avenue: 'ave',
  av: 'ave',
  road: 'rd',
  boulevard: 'blvd',
  drive: 'dr',
  lane: 'ln',
  court: 'ct',
  place: 'pl',
  parkway: 'pkwy',
  highway: 'hwy',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  suite: 'ste',
};

/** Words a name may carry or drop without naming another community. */
const NAME_NOISE = new Set(['the', 'inc', 'llc', 'lp', 'ltd', 'corp', 'co', 'of', 'and']);

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);

export const normaliseName = (name: string) =>
  words(name)
    .filter((w) => !NAME_NOISE.has(w))
    .join(' ');

export const normaliseAddress = (address: string) =>
  words(address)
    .map((w) => ADDRESS_WORDS[w] ?? w)
    .join(' ');

/** The key two spellings of one community share. */
export const matchKey = (r: { name: string; address: string; zipCode: string }) =>
  `${normaliseName(r.name)}|${normaliseAddress(r.address)}|${r.zipCode.slice(0, 5)}`;
