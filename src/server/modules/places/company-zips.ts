// The offline ZIP dataset also lists the ZIP codes the Postal Service gives one organisation: a
// bank, a lottery, an air force base, a mail-order firm. Their "city" is the organisation's name
// ("Bank Of America, WA", "Goodwill Games 1990, WA"), not a place anyone lives, so such names are
// neither suggested as places nor given to seeded communities. Matched by the words those names
// use; real towns with like words ("Cut Bank", "Oil City", "Dime Box", "Telephone") stay.

const ORGANISATION_WORDS = new RegExp(
  [
    '\\d',
    '\\b(?:afb|a f b|air force base|naval)\\b',
    '\\b(?:inc|co|corp|dept|svc|assoc|assc|ctr|fac|brm|bkcard|firms?|natl|usa|sbc)\\b',
    '\\b(?:lottery|insurance|ins|mail|service|fund|games|lending|express|airlines|shield|pwr)\\b',
    '\\b(?:citicorp|citibank|parcel|sears roebuck|philip morris|cheeselovers|master charge|nw natural)\\b',
    '\\b(?:card center|return center|house acs|craft ideas|oxmoor house|burlington house)\\b',
    '\\b(?:bank of|national bank|union bank|amsouth bank|west one bank|state dept|correctional)\\b',
    '\\b(?:comp?|gas (?:comp|& electric)|gen electric|internal revenue|state farm|census bureau|bureau business)\\b',
    '\\b(?:university of|univ)\\b',
    '\\b\\w+ telephone\\b',
    '\\b(?:systems|fulfill|army airfield|army medical center|marine corps)\\b',
  ].join('|'),
  'i',
);

/** Whether a ZIP code's city name names a town, not an organisation with its own ZIP code. */
export const namesATown = (city: string): boolean => !ORGANISATION_WORDS.test(city);
