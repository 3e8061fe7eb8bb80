// The other ways people write a place's words (docs/decisions/063-how-people-write-a-place.md):
// pure tables, read by place-text.ts. Keys are placeKey forms (lower case, no punctuation).

/**
 * A table looked up with typed words: without a prototype, so "constructor" or "toString" typed
 * in the search box finds nothing in it.
 */
const wordTable = <T>(entries: Record<string, T>): Readonly<Record<string, T>> =>
  Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));

/**
 * Abbreviations people type for the words the ZIP dataset spells out, anywhere in a name (and
 * the dataset's own: Cranberry Twp, PA is Cranberry Township, and the ZIP codes it files under
 * "Colorado Spgs" or "Apache Jct" are Colorado Springs' and Apache Junction's).
 */
export const ABBREVIATED_WORDS: Readonly<Record<string, string>> = wordTable({
  st: 'saint',
  ste: 'sainte',
  mt: 'mount',
  ft: 'fort',
  twp: 'township',
  spgs: 'springs',
  jct: 'junction',
  bch: 'beach',
  hts: 'heights',
  pk: 'park',
});

/**
 * The older, dotted abbreviations of state names (AP style: "Wash.", "Calif.", "W.Va."), read as
 * a state only after a city: alone, "Miss" or "Wash" is more likely a name than a state.
 */
export const STATE_ABBREVIATIONS: Readonly<Record<string, string>> = wordTable({
  ala: 'AL',
  ariz: 'AZ',
  ark: 'AR',
  cal: 'CA',
  calif: 'CA',
  colo: 'CO',
  conn: 'CT',
  del: 'DE',
  fla: 'FL',
  ill: 'IL',
  ind: 'IN',
  kan: 'KS',
  kans: 'KS',
  mass: 'MA',
  mich: 'MI',
  minn: 'MN',
  miss: 'MS',
  mont: 'MT',
  neb: 'NE',
  nebr: 'NE',
  nev: 'NV',
  'n dak': 'ND',
  'n mex': 'NM',
  okla: 'OK',
  ore: 'OR',
  oreg: 'OR',
  penn: 'PA',
  penna: 'PA',
  's dak': 'SD',
  tenn: 'TN',
  tex: 'TX',
  'w va': 'WV',
  wva: 'WV',
  wash: 'WA',
  wis: 'WI',
  wisc: 'WI',
  wyo: 'WY',
});

/**
 * Neighbourhoods of large cities that no town of the index is called (decision 081). Written
 * before another city, they name that city's part of the same name ("Beacon Hill Seattle").
 */
export const NEIGHBOURHOODS_OF_CITIES: Readonly<Record<string, { city: string; state: string }>> =
  wordTable({
    'upper west side': { city: 'new york', state: 'NY' },
    'upper east side': { city: 'new york', state: 'NY' },
    'lower east side': { city: 'new york', state: 'NY' },
    'west village': { city: 'new york', state: 'NY' },
    'greenwich village': { city: 'new york', state: 'NY' },
    tribeca: { city: 'new york', state: 'NY' },
    soho: { city: 'new york', state: 'NY' },
    'los feliz': { city: 'los angeles', state: 'CA' },
    'wicker park': { city: 'chicago', state: 'IL' },
    bucktown: { city: 'chicago', state: 'IL' },
    'nob hill': { city: 'san francisco', state: 'CA' },
    'pacific heights': { city: 'san francisco', state: 'CA' },
    'haight ashbury': { city: 'san francisco', state: 'CA' },
    'russian hill': { city: 'san francisco', state: 'CA' },
    'marina district': { city: 'san francisco', state: 'CA' },
    'sunset district': { city: 'san francisco', state: 'CA' },
    'richmond district': { city: 'san francisco', state: 'CA' },
    'back bay': { city: 'boston', state: 'MA' },
    'beacon hill': { city: 'boston', state: 'MA' },
    'dupont circle': { city: 'washington', state: 'DC' },
    'foggy bottom': { city: 'washington', state: 'DC' },
    'rittenhouse square': { city: 'philadelphia', state: 'PA' },
    fishtown: { city: 'philadelphia', state: 'PA' },
    'squirrel hill': { city: 'pittsburgh', state: 'PA' },
    'pearl district': { city: 'portland', state: 'OR' },
    lodo: { city: 'denver', state: 'CO' },
    'virginia highland': { city: 'atlanta', state: 'GA' },
    brickell: { city: 'miami', state: 'FL' },
    'little havana': { city: 'miami', state: 'FL' },
    wynwood: { city: 'miami', state: 'FL' },
  });

/** Names a city or its region goes by that the dataset does not use. */
export const CITY_ALIASES: Readonly<Record<string, { city: string; state: string }>> = wordTable({
  nyc: { city: 'new york', state: 'NY' },
  'new york city': { city: 'new york', state: 'NY' },
  // "NY, NY", as New York, NY is often written.
  'ny ny': { city: 'new york', state: 'NY' },
  philly: { city: 'philadelphia', state: 'PA' },
  sf: { city: 'san francisco', state: 'CA' },
  'san fran': { city: 'san francisco', state: 'CA' },
  vegas: { city: 'las vegas', state: 'NV' },
  nola: { city: 'new orleans', state: 'LA' },
  // The dataset names Manhattan's ZIP codes New York; Manhattan, KS is offered beside it.
  manhattan: { city: 'new york', state: 'NY' },
  'saint pete': { city: 'saint petersburg', state: 'FL' },
  boca: { city: 'boca raton', state: 'FL' },
  indy: { city: 'indianapolis', state: 'IN' },
  'silicon valley': { city: 'san jose', state: 'CA' },
  // Regions (regions.ts) by their short names.
  dfw: { city: 'dallas fort worth', state: 'TX' },
  metroplex: { city: 'dallas fort worth', state: 'TX' },
  nova: { city: 'northern virginia', state: 'VA' },
  obx: { city: 'outer banks', state: 'NC' },
  rgv: { city: 'rio grande valley', state: 'TX' },
  'the triangle': { city: 'research triangle', state: 'NC' },
  sfv: { city: 'san fernando valley', state: 'CA' },
  'the poconos': { city: 'poconos', state: 'PA' },
  'pocono mountains': { city: 'poconos', state: 'PA' },
  'the berkshires': { city: 'berkshires', state: 'MA' },
  'western mass': { city: 'western massachusetts', state: 'MA' },
  'low country': { city: 'lowcountry', state: 'SC' },
  nky: { city: 'northern kentucky', state: 'KY' },
  'valley of the sun': { city: 'maricopa county', state: 'AZ' },
  'capital district': { city: 'capital region', state: 'NY' },
  'the triad': { city: 'piedmont triad', state: 'NC' },
  'the main line': { city: 'main line', state: 'PA' },
  'the big island': { city: 'big island', state: 'HI' },
  socal: { city: 'southern california', state: 'CA' },
  'so cal': { city: 'southern california', state: 'CA' },
  norcal: { city: 'northern california', state: 'CA' },
  'nor cal': { city: 'northern california', state: 'CA' },
  oc: { city: 'orange county', state: 'CA' },
  wny: { city: 'western new york', state: 'NY' },
  cny: { city: 'central new york', state: 'NY' },
  'western pa': { city: 'western pennsylvania', state: 'PA' },
  'central pa': { city: 'central pennsylvania', state: 'PA' },
  'ne ohio': { city: 'northeast ohio', state: 'OH' },
  'northeastern ohio': { city: 'northeast ohio', state: 'OH' },
  neo: { city: 'northeast ohio', state: 'OH' },
  'the up': { city: 'upper peninsula', state: 'MI' },
  'the u p': { city: 'upper peninsula', state: 'MI' },
  'the panhandle': { city: 'florida panhandle', state: 'FL' },
  'the ozarks': { city: 'ozarks', state: 'MO' },
  'the hill country': { city: 'hill country', state: 'TX' },
  'texas hill country': { city: 'hill country', state: 'TX' },
  'north texas': { city: 'dallas fort worth', state: 'TX' },
  'the finger lakes': { city: 'finger lakes', state: 'NY' },
  'the southern tier': { city: 'southern tier', state: 'NY' },
  'the central valley': { city: 'central valley', state: 'CA' },
  'the central coast': { city: 'central coast', state: 'CA' },
  'the hamptons': { city: 'hamptons', state: 'NY' },
  tahoe: { city: 'lake tahoe', state: 'CA' },
  'upstate sc': { city: 'upstate', state: 'SC' },
  'upstate south carolina': { city: 'upstate', state: 'SC' },
  'the upstate': { city: 'upstate', state: 'SC' },
  // Parts of states by their initials, as people there write them (decision 090).
  swfl: { city: 'southwest florida', state: 'FL' },
  sofla: { city: 'south florida', state: 'FL' },
  'so fla': { city: 'south florida', state: 'FL' },
  cfl: { city: 'central florida', state: 'FL' },
  nwa: { city: 'northwest arkansas', state: 'AR' },
  noco: { city: 'northern colorado', state: 'CO' },
  wnc: { city: 'western north carolina', state: 'NC' },
  enc: { city: 'eastern north carolina', state: 'NC' },
  nepa: { city: 'northeast pennsylvania', state: 'PA' },
  swva: { city: 'southwest virginia', state: 'VA' },
  // Areas across a state line, searched around the city at their heart: the District's suburbs
  // in Maryland and Virginia (the Quad Cities, Michiana and Siouxland are regions, regions.ts).
  delmarva: { city: 'eastern shore', state: 'MD' },
  northshore: { city: 'north shore', state: 'LA' },
  dmv: { city: 'washington', state: 'DC' },
  'the dmv': { city: 'washington', state: 'DC' },
  'dc area': { city: 'washington', state: 'DC' },
  'dc metro': { city: 'washington', state: 'DC' },
  'dc metro area': { city: 'washington', state: 'DC' },
  'greater washington': { city: 'washington', state: 'DC' },
  'washington metro area': { city: 'washington', state: 'DC' },
  'washington metropolitan area': { city: 'washington', state: 'DC' },
  'national capital region': { city: 'washington', state: 'DC' },
  'washington baltimore': { city: 'baltimore washington', state: 'MD' },
  villages: { city: 'the villages', state: 'FL' },
  'the bronx': { city: 'bronx', state: 'NY' },
  'the keys': { city: 'florida keys', state: 'FL' },
  'the vineyard': { city: 'marthas vineyard', state: 'MA' },
  'hilton head': { city: 'hilton head island', state: 'SC' },
  // Nicknames and short forms of cities.
  'big apple': { city: 'new york', state: 'NY' },
  'the big apple': { city: 'new york', state: 'NY' },
  'nueva york': { city: 'new york', state: 'NY' },
  chitown: { city: 'chicago', state: 'IL' },
  'chi town': { city: 'chicago', state: 'IL' },
  'windy city': { city: 'chicago', state: 'IL' },
  'the windy city': { city: 'chicago', state: 'IL' },
  'motor city': { city: 'detroit', state: 'MI' },
  motown: { city: 'detroit', state: 'MI' },
  cincy: { city: 'cincinnati', state: 'OH' },
  'the big easy': { city: 'new orleans', state: 'LA' },
  beantown: { city: 'boston', state: 'MA' },
  'sin city': { city: 'las vegas', state: 'NV' },
  'mile high city': { city: 'denver', state: 'CO' },
  'the mile high city': { city: 'denver', state: 'CO' },
  'music city': { city: 'nashville', state: 'TN' },
  'steel city': { city: 'pittsburgh', state: 'PA' },
  'h town': { city: 'houston', state: 'TX' },
  htown: { city: 'houston', state: 'TX' },
  jax: { city: 'jacksonville', state: 'FL' },
  okc: { city: 'oklahoma city', state: 'OK' },
  slc: { city: 'salt lake city', state: 'UT' },
  kc: { city: 'kansas city', state: 'MO' },
  stl: { city: 'saint louis', state: 'MO' },
  atl: { city: 'atlanta', state: 'GA' },
  abq: { city: 'albuquerque', state: 'NM' },
  phx: { city: 'phoenix', state: 'AZ' },
  satx: { city: 'san antonio', state: 'TX' },
  cbus: { city: 'columbus', state: 'OH' },
  // Short names a city's own people write, many of them its airport's code (decision 097). Not
  // the codes that are words or names too ("MIA", "SEA", "DEN", "BOS", "LEX").
  atx: { city: 'austin', state: 'TX' },
  htx: { city: 'houston', state: 'TX' },
  pdx: { city: 'portland', state: 'OR' },
  pgh: { city: 'pittsburgh', state: 'PA' },
  'the burgh': { city: 'pittsburgh', state: 'PA' },
  chi: { city: 'chicago', state: 'IL' },
  msp: { city: 'twin cities', state: 'MN' },
  clt: { city: 'charlotte', state: 'NC' },
  rdu: { city: 'research triangle', state: 'NC' },
  cle: { city: 'cleveland', state: 'OH' },
  bmore: { city: 'baltimore', state: 'MD' },
  sacto: { city: 'sacramento', state: 'CA' },
  ict: { city: 'wichita', state: 'KS' },
  psl: { city: 'port saint lucie', state: 'FL' },
  avl: { city: 'asheville', state: 'NC' },
  chs: { city: 'charleston', state: 'SC' },
  cinci: { city: 'cincinnati', state: 'OH' },
  dtla: { city: 'los angeles', state: 'CA' },
  nooga: { city: 'chattanooga', state: 'TN' },
  gso: { city: 'greensboro', state: 'NC' },
  slo: { city: 'san luis obispo', state: 'CA' },
  lbc: { city: 'long beach', state: 'CA' },
  pvd: { city: 'providence', state: 'RI' },
  mke: { city: 'milwaukee', state: 'WI' },
  stpete: { city: 'saint petersburg', state: 'FL' },
  'the lou': { city: 'saint louis', state: 'MO' },
  li: { city: 'long island', state: 'NY' },
  bk: { city: 'brooklyn', state: 'NY' },
  bx: { city: 'bronx', state: 'NY' },
  sgv: { city: 'san gabriel valley', state: 'CA' },
  tidewater: { city: 'hampton roads', state: 'VA' },
  ...NEIGHBOURHOODS_OF_CITIES,
  'ms gulf coast': { city: 'mississippi gulf coast', state: 'MS' },
  'mississippi coast': { city: 'mississippi gulf coast', state: 'MS' },
  // Counties (decision 070) by the names people use: Dade County became Miami-Dade in 1997.
  // "LA County": placeKey joins "La" to the word after it, as in LaPorte.
  lacounty: { city: 'los angeles county', state: 'CA' },
  'dade county': { city: 'miami dade county', state: 'FL' },
  dade: { city: 'miami dade county', state: 'FL' },
  'pg county': { city: 'prince georges county', state: 'MD' },
  'p g county': { city: 'prince georges county', state: 'MD' },
  moco: { city: 'montgomery county', state: 'MD' },
  delco: { city: 'delaware county', state: 'PA' },
});

const UPSTATE_NEW_YORK = [
  'Capital Region, NY',
  'Central New York, NY',
  'Western New York, NY',
  'Hudson Valley, NY',
] as const;

// Areas of several states (decision 081), their states by their people, most first.
const NEW_ENGLAND = [
  'Massachusetts',
  'Connecticut',
  'New Hampshire',
  'Maine',
  'Rhode Island',
  'Vermont',
] as const;
const PACIFIC_NORTHWEST = ['Washington State', 'Oregon', 'Idaho'] as const;
const MIDWEST = [
  'Illinois',
  'Ohio',
  'Michigan',
  'Indiana',
  'Wisconsin',
  'Minnesota',
  'Missouri',
  'Iowa',
  'Kansas',
  'Nebraska',
  'North Dakota',
  'South Dakota',
] as const;
const SOUTHWEST = ['Arizona', 'New Mexico', 'Nevada', 'Utah', 'Southwest Florida, FL'] as const;
const GULF_COAST = [
  'Tampa Bay, FL',
  'Southwest Florida, FL',
  'Emerald Coast, FL',
  'Alabama Gulf Coast, AL',
  'Mississippi Gulf Coast, MS',
  'Houston, TX',
  'Coastal Bend, TX',
  'Golden Triangle, TX',
] as const;

const TRI_STATE = [
  'New York, NY',
  'Cincinnati, OH',
  'Memphis, TN',
  'Evansville, IN',
  'Huntington, WV',
];

/**
 * Names that are no one place, with the places offered instead (docs/decisions/078, 081): an area
 * no circle holds (Upstate New York is 290 miles from Buffalo to Albany, New England six states),
 * or what a name means by who says it ("the Valley" in Los Angeles, Phoenix, Palm Springs or
 * South Texas; "South Bay" in Los Angeles or San Jose). A town of the same name is read only with
 * its state ("New England, ND", "Midwest, WY"), or offered beside the others.
 */
export const REGIONS_A_NAME_MEANS: Readonly<Record<string, readonly string[]>> = wordTable({
  'upstate ny': UPSTATE_NEW_YORK,
  'upstate new york': UPSTATE_NEW_YORK,
  'up state ny': UPSTATE_NEW_YORK,
  // San Antonio, the Valley, Corpus Christi and Laredo: no one circle.
  'south texas': ['San Antonio, TX', 'Rio Grande Valley, TX', 'Coastal Bend, TX', 'Laredo, TX'],
  'the valley': [
    'San Fernando Valley, CA',
    'Valley of the Sun, AZ',
    'Coachella Valley, CA',
    'Rio Grande Valley, TX',
  ],
  'south bay': ['Torrance, CA', 'San Jose, CA', 'South Bay, FL'],
  'the south bay': ['Torrance, CA', 'San Jose, CA'],
  'new england': NEW_ENGLAND,
  'pacific northwest': PACIFIC_NORTHWEST,
  'the pacific northwest': PACIFIC_NORTHWEST,
  pnw: PACIFIC_NORTHWEST,
  midwest: MIDWEST,
  'the midwest': MIDWEST,
  'mid west': MIDWEST,
  southwest: SOUTHWEST,
  'the southwest': SOUTHWEST,
  'gulf coast': GULF_COAST,
  // A neighbourhood of several cities.
  'capitol hill': ['Seattle, WA', 'Washington, DC', 'Denver, CO'],
  'south end': ['Boston, MA', 'Charlotte, NC'],
  // Chicago's lakefront; Long Island's North Shore.
  'gold coast': ['Chicago, IL', 'North Shore, NY'],
  'the gold coast': ['Chicago, IL', 'North Shore, NY'],
  'the gulf coast': GULF_COAST,
  // Where three states meet: New York's, Cincinnati's, Memphis', Evansville's, Huntington's.
  'tri state': TRI_STATE,
  'the tri state': TRI_STATE,
  'tri state area': TRI_STATE,
  'the tri state area': TRI_STATE,
  tristate: TRI_STATE,
});

/**
 * State codes that people also write for a city: the state is read, and the city offered beside
 * it ("LA" is Louisiana, with Los Angeles, CA offered).
 */
export const CITIES_WRITTEN_AS_A_STATE_CODE: Readonly<
  Record<string, { city: string; state: string; parts: readonly string[] }>
> = wordTable({
  la: {
    city: 'los angeles',
    state: 'CA',
    // Its neighbourhoods the index does not know, or knows only as towns elsewhere (decision
    // 102); Louisiana's towns of these names would come first (none today).
    parts: [
      'atwater village',
      'baldwin hills',
      'bel air',
      'beverlywood',
      'brentwood',
      'cheviot hills',
      'chinatown',
      'crenshaw',
      'del rey',
      'eagle rock',
      'el sereno',
      'fairfax',
      'glassell park',
      'hancock park',
      'highland park',
      'lake balboa',
      'larchmont',
      'leimert park',
      'lincoln heights',
      'little tokyo',
      'los feliz',
      'mar vista',
      'mid wilshire',
      'mount washington',
      'palms',
      'pico robertson',
      'pico union',
      'rancho park',
      'sawtelle',
      'university park',
      'watts',
      'westchester',
      'westwood',
    ],
  },
});

/**
 * Words around a place that are not part of it: "near Seattle", "zip 98101", "Greater Boston",
 * "Metro Atlanta", "Seattle metro area", "Atlanta metro", "Chicago suburbs", "suburbs of Chicago",
 * "outside Denver", "in or near Denver", "anywhere near Denver", "between Knoxville and
 * Chattanooga" (then two places written together), "Seattle and surrounding areas". Only with
 * something else left ("IN" alone is Indiana), and never in a name the aliases or the regions know
 * ("Bay Area", "Metro Detroit").
 */
export const BEFORE_A_PLACE =
  /^(?:(?:anywhere|somewhere|right|just)\s+(?:near|around|close to|outside(?: of)?)|in\s+(?:or|and)\s+(?:near|around)|near\s+or\s+in|near|around|close to|in|between|from|greater|metro|(?:the )?(?:(?:north|south|east|west)(?:ern)?\s+)?suburbs of|(?:north|south|east|west|north\s?east|north\s?west|south\s?east|south\s?west)\s+of|outside(?: of)?|zip(?:\s*code)?|postal code)[\s:#.]+(?=\S)/i;
// At the end, or before a state's code ("Seattle area WA").
const AFTER_A_PLACE =
  /(?<=\S)\s+(?:area|metro(?:politan)?(?: area)?|(?:(?:north|south|east|west)(?:ern)?\s+)?suburbs|vicinity|region|(?:and |& )?(?:the )?surrounding(?: areas?)?)\.?(?=(?:,?\s+[a-z]{2}\.?)?$)/i;

/** What is left of "North Metro" (a town in Georgia) or "West Suburbs" is no place. */
const ONLY_A_DIRECTION =
  /^(?:north|south|east|west|central|(?:north|south)?(?:east|west)(?:ern)?|northern|southern)$/i;

export function withoutWordsAround(text: string, isAlias: (text: string) => boolean): string {
  // Before a comma or a state's code: "Near North Side, Chicago", "Greater Northdale FL".
  const name = text.split(',')[0].replace(/\s+[a-z]{2}\.?$/i, '');
  if (isAlias(text) || isAlias(name)) return text;
  const place = text.replace(BEFORE_A_PLACE, '');
  const withoutAfter = place.replace(AFTER_A_PLACE, '');
  const left = withoutAfter.split(',')[0].replace(/\s+[a-z]{2}\.?$/i, '');
  return ONLY_A_DIRECTION.test(left.trim()) ? place : withoutAfter;
}

/** The word a municipality is called by, before or after its name. */
const MUNICIPALITY =
  /^(?:the\s+)?(?:city|town|village|borough)\s+of\s+(?=\S)|(?<=\S)\s+(?:city|town)\.?$/i;

/**
 * "City of Seattle", "Town of Greenwich, CT", "Seattle city": the name without the municipality's
 * word, or null when it has none. Read only when the whole names no place ("City of Industry" and
 * "Kansas City" are towns).
 */
export function withoutMunicipality(text: string): string | null {
  const trimmed = text.trim();
  const name = trimmed.replace(MUNICIPALITY, '');
  return name !== trimmed && name !== '' ? name : null;
}

/**
 * Initials written with dots become one word ("S.D." → "SD", "D. C." → "DC", and without the last
 * dot, "D.C"), as do two lone letters at the end ("Washington D C"), so a state code typed that
 * way reads as the code.
 */
export const joinInitials = (text: string): string =>
  text
    .replace(/(^|[^\p{L}])(\p{L})\.\s?(\p{L})\.?(?=$|[^\p{L}])/gu, '$1$2$3')
    .replace(/(^|\p{L}{2}\s+|,\s*)(\p{L})\s(\p{L})$/u, '$1$2$3');

/** The country at the end of an address ("Seattle, WA, USA"): every place here is in it. */
const COUNTRY_AT_END =
  /(?:,\s*(?:u\.?\s?s\.?(?:\s?a\.?)?|united states(?: of america)?)|\s+(?:u\.?s\.?a\.?|united states(?: of america)?))\s*$/i;

export const withoutCountry = (text: string): string => text.replace(COUNTRY_AT_END, '').trim();

// Before a comma, the end, or a state's code at the end ("Brick Twp NJ").
const TOWNSHIP = /\s+(?:township|twp)\.?(?=\s*(?:,|$|\s[a-z]{2}\.?$))/i;
const CO = /\s+(?:co|cty)\.?(?=\s*(?:,|$|\s[a-z]{2}\.?$))/i;

/**
 * Text read again when it names no place as written: a township by its town's name ("Brick
 * Township, NJ" is Brick; the dataset names few towns "Township"), "Co." as "County" ("King Co.,
 * WA"), "Cty" too ("Knox Cty"). Null when there is nothing to change. Never first: "Clinton Township, MI" is a town, and
 * "Denver CO" is in Colorado.
 */
export function withTownshipOrCoSpelledOut(text: string): string | null {
  const changed = text.replace(TOWNSHIP, '').replace(CO, ' County');
  return changed === text ? null : changed;
}
