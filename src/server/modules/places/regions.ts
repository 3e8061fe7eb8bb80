import { PARTS_OF_STATES } from './parts-of-states.ts';
import { county } from './region-counties.ts';

/**
 * Places people name that the ZIP dataset names only by their parts (docs/decisions/072): Queens'
 * ZIP codes carry their neighbourhoods' names, South Florida is three counties, Hampton Roads a
 * ring of independent cities. Each is a place of the index whose centre is the median of its ZIP
 * codes, and which is searched as far out as most of them lie. One state each: a place of the
 * index has one.
 */
export interface Region {
  name: string;
  state: string;
  /** Its counties, as counties.ts names them ("Miami-Dade County"). */
  counties?: readonly string[];
  /** Its towns, by the ZIP dataset's names, where its cities are in no county. */
  towns?: readonly string[];
  /** The first digits of its ZIP codes, where counties and towns do not fit. */
  zipPrefixes?: readonly string[];
}

/** Cities' parts and surroundings, their shores, valleys and lakes. */
const REGIONS_NEAR_A_CITY: readonly Region[] = [
  { name: 'Queens', state: 'NY', zipPrefixes: ['111', '113', '114', '116'] },
  // Nassau and Suffolk counties; Long Island City is a place of its own, in Queens.
  { name: 'Long Island', state: 'NY', zipPrefixes: ['115', '117', '118', '119'] },
  {
    name: 'Hudson Valley',
    state: 'NY',
    counties: county('Dutchess', 'Ulster', 'Orange', 'Putnam', 'Rockland'),
  },
  { name: 'South Florida', state: 'FL', counties: county('Miami-Dade', 'Broward', 'Palm Beach') },
  {
    name: 'Central Florida',
    state: 'FL',
    counties: county('Orange', 'Seminole', 'Osceola', 'Lake'),
  },
  {
    name: 'Tampa Bay',
    state: 'FL',
    counties: county('Hillsborough', 'Pinellas', 'Pasco', 'Hernando'),
  },
  { name: 'Southwest Florida', state: 'FL', counties: county('Lee', 'Collier', 'Charlotte') },
  { name: 'Treasure Coast', state: 'FL', counties: county('Indian River', 'St. Lucie', 'Martin') },
  { name: 'Space Coast', state: 'FL', counties: county('Brevard') },
  {
    name: 'Northern Virginia',
    state: 'VA',
    counties: county('Fairfax', 'Arlington', 'Loudoun', 'Prince William'),
  },
  // Independent cities, in no county.
  {
    name: 'Hampton Roads',
    state: 'VA',
    towns: [
      'Norfolk',
      'Virginia Beach',
      'Chesapeake',
      'Portsmouth',
      'Suffolk',
      'Newport News',
      'Hampton',
      'Williamsburg',
      'Yorktown',
      'Poquoson',
      'Smithfield',
    ],
  },
  {
    name: 'Bay Area',
    state: 'CA',
    // GeoNames names San Francisco's county "City and County of San Francisco": no county here.
    towns: ['San Francisco'],
    counties: county('San Mateo', 'Santa Clara', 'Alameda', 'Contra Costa', 'Marin'),
  },
  { name: 'East Bay', state: 'CA', counties: county('Alameda', 'Contra Costa') },
  // Riverside and San Bernardino counties reach far into the desert; the region is their cities.
  {
    name: 'Inland Empire',
    state: 'CA',
    towns: [
      'Riverside',
      'San Bernardino',
      'Ontario',
      'Rancho Cucamonga',
      'Fontana',
      'Moreno Valley',
      'Corona',
      'Temecula',
      'Murrieta',
      'Redlands',
      'Rialto',
      'Chino',
      'Chino Hills',
      'Upland',
      'Hemet',
      'Menifee',
      'Perris',
      'Lake Elsinore',
      'Colton',
      'Highland',
      'Loma Linda',
      'Yucaipa',
      'Montclair',
      'Norco',
    ],
  },
  { name: 'San Fernando Valley', state: 'CA', zipPrefixes: ['913', '914'] },
  { name: 'Metro Detroit', state: 'MI', counties: county('Wayne', 'Oakland', 'Macomb') },
  {
    name: 'Chicagoland',
    state: 'IL',
    counties: county('Cook', 'DuPage', 'Lake', 'Will', 'Kane', 'McHenry'),
  },
  {
    name: 'Twin Cities',
    state: 'MN',
    counties: county('Hennepin', 'Ramsey', 'Dakota', 'Anoka', 'Washington'),
  },
  { name: 'Puget Sound', state: 'WA', counties: county('King', 'Pierce', 'Snohomish', 'Kitsap') },
  { name: 'Cape Cod', state: 'MA', counties: county('Barnstable') },
  { name: "Martha's Vineyard", state: 'MA', counties: county('Dukes') },
  { name: 'Florida Keys', state: 'FL', counties: county('Monroe') },
  { name: 'Berkshires', state: 'MA', counties: county('Berkshire') },
  {
    name: 'Western Massachusetts',
    state: 'MA',
    counties: county('Hampden', 'Hampshire', 'Franklin', 'Berkshire'),
  },
  {
    name: 'North Jersey',
    state: 'NJ',
    counties: county('Bergen', 'Essex', 'Hudson', 'Passaic', 'Morris', 'Union'),
  },
  {
    name: 'Central Jersey',
    state: 'NJ',
    counties: county('Middlesex', 'Monmouth', 'Somerset', 'Mercer'),
  },
  {
    name: 'South Jersey',
    state: 'NJ',
    counties: county(
      'Camden',
      'Burlington',
      'Gloucester',
      'Atlantic',
      'Cape May',
      'Cumberland',
      'Salem',
    ),
  },
  { name: 'Jersey Shore', state: 'NJ', counties: county('Monmouth', 'Ocean') },
  { name: 'Research Triangle', state: 'NC', counties: county('Wake', 'Durham', 'Orange') },
  { name: 'Outer Banks', state: 'NC', counties: county('Dare') },
  { name: 'Lehigh Valley', state: 'PA', counties: county('Lehigh', 'Northampton') },
  // Philadelphia and its Pennsylvania suburbs; its New Jersey and Delaware parts are in reach.
  {
    name: 'Delaware Valley',
    state: 'PA',
    counties: county('Philadelphia', 'Bucks', 'Montgomery', 'Delaware', 'Chester'),
  },
  { name: 'Poconos', state: 'PA', counties: county('Monroe', 'Pike', 'Carbon') },
  {
    name: 'Dallas-Fort Worth',
    state: 'TX',
    counties: county('Dallas', 'Tarrant', 'Collin', 'Denton'),
  },
  {
    name: 'Rio Grande Valley',
    state: 'TX',
    counties: county('Hidalgo', 'Cameron', 'Starr', 'Willacy'),
  },
  {
    name: 'Lowcountry',
    state: 'SC',
    counties: county('Charleston', 'Berkeley', 'Dorchester', 'Beaufort'),
  },
  { name: 'Northern Kentucky', state: 'KY', counties: county('Boone', 'Kenton', 'Campbell') },
  // The corridor between the two cities; the District's side is within its radius.
  {
    name: 'Baltimore-Washington',
    state: 'MD',
    counties: county('Baltimore', 'Howard', 'Anne Arundel', 'Montgomery', "Prince George's"),
    towns: ['Baltimore'],
  },
  { name: 'Southern Maryland', state: 'MD', counties: county('Charles', 'Calvert', "St. Mary's") },
  { name: 'Treasure Valley', state: 'ID', counties: county('Ada', 'Canyon') },
  { name: 'Wasatch Front', state: 'UT', counties: county('Salt Lake', 'Davis', 'Utah', 'Weber') },
  { name: 'Tri-Cities', state: 'WA', towns: ['Kennewick', 'Pasco', 'Richland', 'West Richland'] },
  // Johnson City, Kingsport and Bristol; Bristol, VA is across the street, inside the circle.
  { name: 'Tri-Cities', state: 'TN', counties: county('Sullivan', 'Washington', 'Carter') },
  // Areas across a state line, by the state of their largest city; the other side is in the
  // circle: Moline and Rock Island, IL; Niles, MI; South Sioux City, NE.
  { name: 'Quad Cities', state: 'IA', towns: ['Davenport', 'Bettendorf'] },
  { name: 'Michiana', state: 'IN', counties: county('St. Joseph', 'Elkhart') },
  { name: 'Siouxland', state: 'IA', towns: ['Sioux City'] },
  { name: 'Piedmont Triad', state: 'NC', counties: county('Guilford', 'Forsyth', 'Davidson') },
  {
    name: 'Capital Region',
    state: 'NY',
    counties: county('Albany', 'Rensselaer', 'Saratoga', 'Schenectady'),
  },
  { name: 'Emerald Coast', state: 'FL', counties: county('Okaloosa', 'Walton') },
  // The Gulf Coast's shores of one state each (decision 081), offered for "the Gulf Coast".
  {
    name: 'Mississippi Gulf Coast',
    state: 'MS',
    counties: county('Hancock', 'Harrison', 'Jackson'),
  },
  { name: 'Alabama Gulf Coast', state: 'AL', counties: county('Baldwin', 'Mobile') },
  {
    name: 'Coastal Bend',
    state: 'TX',
    counties: county('Nueces', 'San Patricio', 'Aransas', 'Kleberg'),
  },
  // Fort Collins to Pueblo along the mountains: most of Colorado's people.
  {
    name: 'Front Range',
    state: 'CO',
    counties: county(
      'Larimer',
      'Weld',
      'Boulder',
      'Broomfield',
      'Adams',
      'Denver',
      'Arapahoe',
      'Jefferson',
      'Douglas',
      'El Paso',
      'Pueblo',
    ),
  },
  { name: 'Big Island', state: 'HI', counties: county('Hawaii') },
  // Riverside County's desert cities, a place people retire to.
  {
    name: 'Coachella Valley',
    state: 'CA',
    towns: [
      'Palm Springs',
      'Palm Desert',
      'Cathedral City',
      'Rancho Mirage',
      'Indian Wells',
      'La Quinta',
      'Indio',
      'Coachella',
      'Desert Hot Springs',
      'Thousand Palms',
    ],
  },
  // Shores each named by the people of one city: "North Shore" is the likeliest of them, the others
  // offered beside it.
  {
    name: 'North Shore',
    state: 'IL',
    towns: [
      'Evanston',
      'Wilmette',
      'Kenilworth',
      'Winnetka',
      'Glencoe',
      'Highland Park',
      'Highwood',
      'Lake Forest',
      'Lake Bluff',
      'Northbrook',
      'Glenview',
      'Deerfield',
    ],
  },
  {
    name: 'North Shore',
    state: 'MA',
    towns: [
      'Lynn',
      'Swampscott',
      'Marblehead',
      'Salem',
      'Beverly',
      'Danvers',
      'Peabody',
      'Gloucester',
      'Rockport',
      'Manchester',
      'Ipswich',
      'Newburyport',
    ],
  },
  {
    name: 'North Shore',
    state: 'NY',
    towns: [
      'Great Neck',
      'Port Washington',
      'Manhasset',
      'Roslyn',
      'Oyster Bay',
      'Glen Cove',
      'Sea Cliff',
      'Locust Valley',
      'Cold Spring Harbor',
      'Huntington',
      'Northport',
      'Smithtown',
      'Stony Brook',
      'Port Jefferson',
    ],
  },
  { name: 'North Shore', state: 'HI', towns: ['Haleiwa', 'Waialua', 'Kahuku', 'Laie'] },
  {
    name: 'South Shore',
    state: 'MA',
    towns: [
      'Quincy',
      'Braintree',
      'Weymouth',
      'Hingham',
      'Hull',
      'Cohasset',
      'Scituate',
      'Norwell',
      'Hanover',
      'Marshfield',
      'Pembroke',
      'Duxbury',
      'Kingston',
      'Plymouth',
    ],
  },
  // Southampton and East Hampton on Long Island's South Fork.
  {
    name: 'Hamptons',
    state: 'NY',
    towns: [
      'Southampton',
      'East Hampton',
      'Westhampton',
      'Westhampton Beach',
      'Bridgehampton',
      'Sag Harbor',
      'Amagansett',
      'Montauk',
      'Hampton Bays',
      'Water Mill',
      'Sagaponack',
      'Wainscott',
      'Quogue',
    ],
  },
  // The lake's Californian shore; its Nevada towns lie within the circle.
  {
    name: 'Lake Tahoe',
    state: 'CA',
    towns: [
      'South Lake Tahoe',
      'Tahoe City',
      'Kings Beach',
      'Tahoma',
      'Homewood',
      'Carnelian Bay',
      'Tahoe Vista',
    ],
  },
  // The towns along the old railway west of Philadelphia.
  {
    name: 'Main Line',
    state: 'PA',
    towns: [
      'Ardmore',
      'Bala Cynwyd',
      'Merion Station',
      'Wynnewood',
      'Narberth',
      'Haverford',
      'Bryn Mawr',
      'Gladwyne',
      'Villanova',
      'Wayne',
      'Devon',
      'Berwyn',
      'Paoli',
      'Malvern',
    ],
  },
];

export const REGIONS: readonly Region[] = [...REGIONS_NEAR_A_CITY, ...PARTS_OF_STATES];

/**
 * How far a region is searched: as far from its centre as nine in ten of its ZIP codes, in whole
 * five miles, at least a town's 25 and at most the distance filter's 100.
 */
export function regionRadius(distancesMiles: number[], least: number, most: number): number {
  const sorted = [...distancesMiles].sort((a, b) => a - b);
  const far = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.9))] ?? 0;
  return Math.min(most, Math.max(least, Math.ceil(far / 5) * 5));
}
