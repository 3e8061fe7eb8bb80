import { describe, expect, it } from 'vitest';
import { placesMeant } from './places-meant.ts';
import { distanceMiles } from '#shared/geo.ts';
import { resolvePlace } from './places.service.ts';

describe('resolvePlace (offline ZIP dataset)', () => {
  it.each([
    ['Seattle, WA', 'city', 'Seattle, WA'],
    ['Seattle WA', 'city', 'Seattle, WA'],
    ['seattle,wa', 'city', 'Seattle, WA'],
    ['Seattle, Washington', 'city', 'Seattle, WA'],
    ['98052', 'zip', 'Redmond, WA 98052'],
    ['98052-1234', 'zip', 'Redmond, WA 98052'],
    ['Austin, TX', 'city', 'Austin, TX'],
    ['St. Louis', 'city', 'St. Louis, MO'],
    ['Kansas City KS', 'city', 'Kansas City, KS'],
    // "MT" is Montana after a city, though "Mt" in a name is Mount.
    ['Bozeman MT', 'city', 'Bozeman, MT'],
    ['great falls mt', 'city', 'Great Falls, MT'],
    ['Whitefish MT 59937', 'zip', 'Whitefish, MT 59937'],
    ['Mt Vernon WA', 'city', 'Mount Vernon, WA'],
    ['Rocky Mount, NC', 'city', 'Rocky Mount, NC'],
    ['WA', 'state', 'Washington'],
    ['Virginia', 'state', 'Virginia'],
    ['New York', 'city', 'New York, NY'],
    // How addresses are pasted and places written (docs/decisions/063).
    ['Seattle, WA, USA', 'city', 'Seattle, WA'],
    ['Seattle, WA, United States', 'city', 'Seattle, WA'],
    ['Austin TX, U.S.A.', 'city', 'Austin, TX'],
    ['Seattle, WA 98101, USA', 'zip', 'Seattle, WA 98101'],
    ['Seattle WA 98101', 'zip', 'Seattle, WA 98101'],
    ['Seattle 98101', 'zip', 'Seattle, WA 98101'],
    ['98052 Redmond', 'zip', 'Redmond, WA 98052'],
    ['98052, Redmond, WA', 'zip', 'Redmond, WA 98052'],
    ['123 Pike St, Seattle, WA', 'city', 'Seattle, WA'],
    ['1200 5th Ave, Seattle WA', 'city', 'Seattle, WA'],
    ['Seattle, Wash.', 'city', 'Seattle, WA'],
    ['Sioux Falls, S.D.', 'city', 'Sioux Falls, SD'],
    ['Washington, D.C.', 'city', 'Washington, DC'],
    // Initials without their last dot, or without dots.
    ['washington d.c', 'city', 'Washington, DC'],
    ['Washington D C', 'city', 'Washington, DC'],
    ['Sioux Falls, S D', 'city', 'Sioux Falls, SD'],
    ['Port St. Lucie, FL', 'city', 'Port St. Lucie, FL'],
    ['NYC', 'city', 'New York, NY'],
    ['NY, NY', 'city', 'New York, NY'],
    ['City of Seattle', 'city', 'Seattle, WA'],
    ['D.C.', 'state', 'District of Columbia'],
    ['New York City', 'city', 'New York, NY'],
    ['New York City, NY', 'city', 'New York, NY'],
    // An apostrophe, written or not; words around the place; what a city is called.
    ["Lee's Summit MO", 'city', "Lee's Summit, MO"],
    ["O'Fallon, IL", 'city', "O'Fallon, IL"],
    ['OFallon MO', 'city', "O'Fallon, MO"],
    ["Coeur d'Alene, Idaho", 'city', "Coeur d'Alene, ID"],
    ['Coeur dAlene ID', 'city', "Coeur d'Alene, ID"],
    ["Land O' Lakes, FL", 'city', "Land O' Lakes, FL"],
    ['near Seattle', 'city', 'Seattle, WA'],
    ['Seattle area', 'city', 'Seattle, WA'],
    ['in Austin, TX', 'city', 'Austin, TX'],
    ['zip 98052', 'zip', 'Redmond, WA 98052'],
    ['Zip code 98052', 'zip', 'Redmond, WA 98052'],
    ['Philly', 'city', 'Philadelphia, PA'],
    ['Vegas', 'city', 'Las Vegas, NV'],
    // The dataset writes "Mc Lean" and "Mckinney"; people write, and read, McLean and McKinney.
    ['McLean, VA', 'city', 'McLean, VA'],
    ['mclean va', 'city', 'McLean, VA'],
    ['Mc Kinney, TX', 'city', 'McKinney, TX'],
    ['LaPorte, TX', 'city', 'La Porte, TX'],
    ['De Kalb, IL', 'city', 'DeKalb, IL'],
    ['LaCrosse WI', 'city', 'La Crosse, WI'],
    ['De Soto, TX', 'city', 'DeSoto, TX'],
    ['DuBois, PA', 'city', 'Du Bois, PA'],
    ['Dover DE', 'city', 'Dover, DE'],
    ['New Orleans, LA', 'city', 'New Orleans, LA'],
    ['Lafayette LA', 'city', 'Lafayette, LA'],
    // A neighbourhood of Los Angeles the index knows only as towns elsewhere (decision 102).
    ['Brentwood LA', 'city', 'Los Angeles, CA'],
    ['Westwood, LA', 'city', 'Los Angeles, CA'],
    ['Eagle Rock LA', 'city', 'Los Angeles, CA'],
    ['Brentwood', 'city', 'Brentwood, NY'],
    ['Venice LA', 'city', 'Venice, LA'],
    ['Manhattan', 'city', 'New York, NY'],
    ['Manhattan, KS', 'city', 'Manhattan, KS'],
    ['St. Pete', 'city', 'St. Petersburg, FL'],
    ['Boca', 'city', 'Boca Raton, FL'],
    ['Indy', 'city', 'Indianapolis, IN'],
    ['Bay Area', 'city', 'Bay Area, CA'],
    ['IN', 'state', 'Indiana'],
    // Areas the dataset names by their parts; a state said to be one; more names people use.
    ['Queens', 'city', 'Queens, NY'],
    ['Queens, NY', 'city', 'Queens, NY'],
    ['Long Island', 'city', 'Long Island, NY'],
    ['Long Island City', 'city', 'Long Island City, NY'],
    ['Washington State', 'state', 'Washington'],
    ['State of New York', 'state', 'New York'],
    ['New York State', 'state', 'New York'],
    ['State College, PA', 'city', 'State College, PA'],
    ['Silicon Valley', 'city', 'San Jose, CA'],
    ['DFW', 'city', 'Dallas-Fort Worth, TX'],
    ['Villages FL', 'city', 'The Villages, FL'],
    // A municipality's word around its name, unless it is the name.
    ['city of Seattle', 'city', 'Seattle, WA'],
    ['City of Seattle, WA', 'city', 'Seattle, WA'],
    ['Seattle city', 'city', 'Seattle, WA'],
    ['Town of Greenwich, CT', 'city', 'Greenwich, CT'],
    ['City of Industry', 'city', 'City of Industry, CA'],
    ['Kansas City, KS', 'city', 'Kansas City, KS'],
    // A region written with its state's code.
    ['Northern VA', 'city', 'Northern Virginia, VA'],
    ['Central FL', 'city', 'Central Florida, FL'],
    ['SW FL', 'city', 'Southwest Florida, FL'],
    ['Western NY', 'city', 'Western New York, NY'],
    // A direction however written, with a state's code or name: the region of that state.
    ['Eastern TN', 'city', 'East Tennessee, TN'],
    ['East Tennessee', 'city', 'East Tennessee, TN'],
    ['Mid TN', 'city', 'Middle Tennessee, TN'],
    ['Southwestern Florida', 'city', 'Southwest Florida, FL'],
    ['North East Ohio', 'city', 'Northeast Ohio, OH'],
    ['Eastern Texas', 'city', 'East Texas, TX'],
    ['North NJ', 'city', 'North Jersey, NJ'],
    ['Middle Michigan', 'city', 'Mid-Michigan, MI'],
    // Parts of states people name (decision 090), and "the" before a region's name.
    ['Eastern Kentucky', 'city', 'Eastern Kentucky, KY'],
    ['Willamette Valley', 'city', 'Willamette Valley, OR'],
    ['North Georgia', 'city', 'North Georgia, GA'],
    ['the Bay Area', 'city', 'Bay Area, CA'],
    ['The Hudson Valley', 'city', 'Hudson Valley, NY'],
    ['the Villages', 'city', 'The Villages, FL'],
    ['The Woodlands', 'city', 'The Woodlands, TX'],
    ['Northshore', 'city', 'North Shore, LA'],
    ['SWFL', 'city', 'Southwest Florida, FL'],
    ['NWA', 'city', 'Northwest Arkansas, AR'],
    ['NEPA', 'city', 'Northeast Pennsylvania, PA'],
    ['North County San Diego', 'city', 'North County San Diego, CA'],
    // Areas named for what they span: around their largest city or their heart.
    ['Michiana', 'city', 'Michiana, IN'],
    ['Siouxland', 'city', 'Siouxland, IA'],
    ['Delmarva', 'city', 'Eastern Shore, MD'],
    // Words after a place, before its state.
    ['Seattle area WA', 'city', 'Seattle, WA'],
    ['North Metro GA', 'city', 'North Metro, GA'],
    ['Baltimore Washington', 'city', 'Baltimore-Washington, MD'],
    ['Washington Baltimore', 'city', 'Baltimore-Washington, MD'],
    ['Washington/Baltimore', 'city', 'Baltimore-Washington, MD'],
    ['LA', 'state', 'Louisiana'],
    // "LA" after a town Louisiana does not have, near Los Angeles: Los Angeles (decision 093).
    // A state's name mistyped, when what the text names is in that state (decision 094).
    ['Knoxville Tennesee', 'city', 'Knoxville, TN'],
    ['Massachusets', 'state', 'Massachusetts'],
    ['Eastern Tennesee', 'city', 'East Tennessee, TN'],
    ['Pasadena LA', 'city', 'Pasadena, CA'],
    ['Sherman Oaks, LA', 'city', 'Sherman Oaks, CA'],
    ['Lafayette LA', 'city', 'Lafayette, LA'],
    // Counties and parishes, with or without the word when no town of the name is in the state.
    ['King County, WA', 'city', 'King County, WA'],
    ['Knox Cty', 'city', 'Knox County, TN'],
    ['Dade', 'city', 'Miami-Dade County, FL'],
    ['PG County', 'city', "Prince George's County, MD"],
    ['Delco', 'city', 'Delaware County, PA'],
    ['king county wa', 'city', 'King County, WA'],
    ['Orange County', 'city', 'Orange County, CA'],
    ['Orange County, FL', 'city', 'Orange County, FL'],
    ['Westchester County', 'city', 'Westchester County, NY'],
    ['Westchester, NY', 'city', 'Westchester County, NY'],
    ['Bucks County PA', 'city', 'Bucks County, PA'],
    ['Cook County, Illinois', 'city', 'Cook County, IL'],
    ['Jefferson Parish', 'city', 'Jefferson Parish, LA'],
    ['Acadia Parish, LA', 'city', 'Acadia Parish, LA'],
    ['Caddo, LA', 'city', 'Caddo Parish, LA'],
    ["Prince George's County", 'city', "Prince George's County, MD"],
    ['Orange, CA', 'city', 'Orange, CA'],
    ['Miami Dade', 'city', 'Miami-Dade County, FL'],
    ['Dade County, FL', 'city', 'Miami-Dade County, FL'],
    ['LA County', 'city', 'Los Angeles County, CA'],
    // Words around a place that are not part of it (docs/decisions/063).
    ['Atlanta metro', 'city', 'Atlanta, GA'],
    ['Chicago suburbs', 'city', 'Chicago, IL'],
    ['suburbs of Chicago', 'city', 'Chicago, IL'],
    ['western suburbs of Chicago', 'city', 'Chicago, IL'],
    ['Chicago western suburbs', 'city', 'Chicago, IL'],
    ['west of Chicago', 'city', 'Chicago, IL'],
    ['Northwest of Houston', 'city', 'Houston, TX'],
    // A remark in brackets, or a state there (decision 082).
    ['Seattle, WA (King County)', 'city', 'Seattle, WA'],
    ['Portland (ME)', 'city', 'Portland, ME'],
    ['Portland (Oregon)', 'city', 'Portland, OR'],
    ['(Seattle)', 'city', 'Seattle, WA'],
    // Nicknames and short forms.
    ['Big Apple', 'city', 'New York, NY'],
    ['Chi-town', 'city', 'Chicago, IL'],
    ['Motor City', 'city', 'Detroit, MI'],
    ['Cincy', 'city', 'Cincinnati, OH'],
    ['STL', 'city', 'St. Louis, MO'],
    ['OKC', 'city', 'Oklahoma City, OK'],
    ['Tidewater', 'city', 'Hampton Roads, VA'],
    // Neighbourhoods no town of the index is called (decision 081).
    ['Upper West Side', 'city', 'New York, NY'],
    ['Back Bay', 'city', 'Boston, MA'],
    ['Pearl District', 'city', 'Portland, OR'],
    ['Dupont Circle', 'city', 'Washington, DC'],
    ['outside Denver', 'city', 'Denver, CO'],
    ['Seattle and surrounding areas', 'city', 'Seattle, WA'],
    ['Seattle, Washington State', 'city', 'Seattle, WA'],
    ['Kansas City metro', 'city', 'Kansas City, MO'],
    // Regions and the areas across a state line named by the city at their heart.
    ['DMV', 'city', 'Washington, DC'],
    ['D.C. area', 'city', 'Washington, DC'],
    ['Quad Cities', 'city', 'Quad Cities, IA'],
    ['Tri-Cities, WA', 'city', 'Tri-Cities, WA'],
    ['the Triad', 'city', 'Piedmont Triad, NC'],
    ['Capital District', 'city', 'Capital Region, NY'],
    ['Coachella Valley', 'city', 'Coachella Valley, CA'],
    ['the Main Line', 'city', 'Main Line, PA'],
    ['Big Island', 'city', 'Big Island, HI'],
    ['The Bronx', 'city', 'Bronx, NY'],
    // A township by its town's name, "Co." as County; towns named "Township" stay themselves.
    ['Brick Township', 'city', 'Brick, NJ'],
    ['Cherry Hill Twp, NJ', 'city', 'Cherry Hill, NJ'],
    ['Brick Twp NJ', 'city', 'Brick, NJ'],
    ['King Co., WA', 'city', 'King County, WA'],
    ['King Co WA', 'city', 'King County, WA'],
    ['Orange Co', 'city', 'Orange County, CA'],
    ['Denver CO', 'city', 'Denver, CO'],
    ['Clinton Township', 'city', 'Clinton Township, MI'],
    ['Cranberry Township, PA', 'city', 'Cranberry Township, PA'],
    ['Cranberry Twp', 'city', 'Cranberry Township, PA'],
    ["Martha's Vineyard", 'city', "Martha's Vineyard, MA"],
    ['the Keys', 'city', 'Florida Keys, FL'],
    ['Hilton Head', 'city', 'Hilton Head Island, SC'],
    // The inhabited territories; their codes only after a town.
    // An organisation's own ZIP code is named by the town nearest to it (decision 068).
    ['10072', 'zip', 'New York, NY 10072'],
    ['11025', 'zip', 'Great Neck, NY 11025'],
    ['San Juan, PR', 'city', 'San Juan, PR'],
    ['Ponce Puerto Rico', 'city', 'Ponce, PR'],
    ['00680', 'zip', 'Mayagüez, PR 00680'],
    ['Puerto Rico', 'state', 'Puerto Rico'],
    ['St. Thomas, USVI', 'city', 'St. Thomas, VI'],
    ['U.S. Virgin Islands', 'state', 'U.S. Virgin Islands'],
    ['Hagatna, Guam', 'city', 'Hagåtña, GU'],
    ['Saipan, MP', 'city', 'Saipan, MP'],
    // Towns the ZIP dataset names by their post office; GeoNames knows them (decision 077).
    ['Lakewood, CO', 'city', 'Lakewood, CO'],
    ['Sandy Springs, GA', 'city', 'Sandy Springs, GA'],
    ['Highlands Ranch', 'city', 'Highlands Ranch, CO'],
    ['Bloomington, MN', 'city', 'Bloomington, MN'],
    ['The Woodlands, TX', 'city', 'The Woodlands, TX'],
    ['Sammamish, WA', 'city', 'Sammamish, WA'],
    // Parts of a city GeoNames counts.
    ['Park Slope, NY', 'city', 'Park Slope, NY'],
    ['Hollywood, CA', 'city', 'Hollywood, CA'],
  ])('%j → %s %j', (text, kind, label) => {
    expect(resolvePlace(text)).toMatchObject({ kind, label });
  });

  it.each([
    // [typed, label, radius, offered] (docs/decisions/073)
    ['Seattle/Tacoma', 'Puget Sound, WA', 35, ['Seattle, WA', 'Tacoma, WA']],
    ['Raleigh-Durham', 'Research Triangle, NC', 25, ['Raleigh, NC', 'Durham, NC']],
    ['Tampa & St. Pete', 'Tampa Bay, FL', 35, ['Tampa, FL', 'St. Petersburg, FL']],
    ['Miami-Fort Lauderdale', 'South Florida, FL', 45, ['Miami, FL', 'Fort Lauderdale, FL']],
    ['98052 or 98201', 'Puget Sound, WA', 35, ['Redmond, WA 98052', 'Everett, WA 98201']],
    ['Springfield or Branson, MO', 'Ozarks, MO', 40, ['Springfield, MO', 'Branson, MO']],
    // In no region: the first, its circle reaching past the second.
    ['Portland/Salem, OR', 'Portland, OR', 55, ['Salem, OR']],
    // "Between … and …", "… to …": places written together too.
    ['between Tampa and Sarasota', 'Tampa, FL', 55, ['Sarasota, FL', 'Tampa, KS']],
    ['Seattle to Tacoma', 'Puget Sound, WA', 35, ['Seattle, WA', 'Tacoma, WA']],
    // In a region far wider than that circle: the circle (not Southern California's 100 miles).
    ['Sherman Oaks Los Angeles', 'Sherman Oaks, CA', 25, ['Los Angeles, CA']],
    ['Austin/Round Rock', 'Austin, TX', 30, ['Round Rock, TX']],
    // In the first's circle already, or too far to search together.
    ['Minneapolis-St. Paul', 'Minneapolis, MN', 25, ['St. Paul, MN']],
    ['Portland, OR or Vancouver, WA', 'Portland, OR', 25, ['Vancouver, WA']],
    ['Seattle or Portland', 'Seattle, WA', 25, ['Portland, OR']],
    // A name read as it means alone where that is nearer the other place than its namesake in
    // the other's state: the District, not Washington County, MD; Lawrence, KS, not Lawrence
    // County, MO. Too far to search together, the other's state still decides: Troy, NY.
    ['Washington/Annapolis', 'Washington, DC', 40, ['Annapolis, MD']],
    ['Lawrence/Kansas City', 'Lawrence, KS', 50, ['Kansas City, MO']],
    ['Troy/Buffalo', 'Troy, NY', 25, ['Buffalo, NY']],
  ])('places written together: %j → %j within %i miles', (text, label, radius, offered) => {
    const place = resolvePlace(text);
    expect(place).toMatchObject({ kind: expect.any(String), label, radius });
    expect(place?.alternatives.slice(0, offered.length)).toEqual(offered);
  });

  it.each([
    ['N. Las Vegas', 'North Las Vegas, NV'],
    ['N Charleston SC', 'North Charleston, SC'],
    ['W. Palm Beach', 'West Palm Beach, FL'],
    ['So. Pasadena', 'South Pasadena, CA'],
    ['E. Lansing', 'East Lansing, MI'],
  ])('a direction abbreviated before a name: %j → %j', (text, label) => {
    expect(resolvePlace(text)).toMatchObject({ kind: 'city', label });
  });

  it.each([
    ['North Dallas', 'Dallas, TX'],
    ['NW Portland', 'Portland, OR'],
    ['Downtown Seattle', 'Seattle, WA'],
    ['East Austin TX', 'Austin, TX'],
    ['Southwest Houston', 'Houston, TX'],
    ['Downtown LA', 'Los Angeles, CA'],
    ['West LA', 'Los Angeles, CA'],
  ])('a part of a city no place is called: %j → the city, %j', (text, label) => {
    expect(resolvePlace(text)).toMatchObject({ kind: 'city', label, alternatives: [] });
  });

  it('a neighbourhood before a city that has one of that name is that city (decision 092)', () => {
    // The index gives Beacon Hill to Boston; Seattle has one too.
    expect(resolvePlace('Beacon Hill Seattle')).toMatchObject({
      label: 'Seattle, WA',
      alternatives: ['Boston, MA'],
    });
    expect(resolvePlace('Back Bay Boston')).toMatchObject({ label: 'Boston, MA' });
    // A name several cities have: one of them, or no place.
    expect(resolvePlace('Capitol Hill Seattle')).toMatchObject({
      label: 'Seattle, WA',
      alternatives: [],
    });
    expect(resolvePlace('Capitol Hill Denver')?.label).toBe('Denver, CO');
    expect(resolvePlace('South End Charlotte')?.label).toBe('Charlotte, NC');
    expect(resolvePlace('Capitol Hill Boston')).toBeNull();
  });

  it('a direction and a state is their region before a hamlet of that name, offered; not before a town', () => {
    expect(resolvePlace('Southeastern PA')).toMatchObject({
      label: 'Southeastern Pennsylvania, PA',
      alternatives: ['Southeastern, PA'],
    });
    expect(resolvePlace('West TX')).toMatchObject({
      label: 'West Texas, TX',
      alternatives: ['West, TX'],
    });
    // West New York, NJ is a town of 50,000: not the west of the state of New York.
    expect(resolvePlace('West New York')?.label).toBe('West New York, NJ');
  });

  it('a name that starts with a direction stays a town, a state or no place', () => {
    expect(resolvePlace('North Las Vegas')?.label).toBe('North Las Vegas, NV');
    expect(resolvePlace('West Palm Beach')?.label).toBe('West Palm Beach, FL');
    expect(resolvePlace('North Carolina')).toMatchObject({ kind: 'state', state: 'NC' });
    // A state is not a town with parts, nor is a hamlet: "North Park" is not Park, KS. West
    // Tennessee is a region of its own; the west of Virginia is not West Virginia.
    expect(resolvePlace('West Tennessee')?.label).toBe('West Tennessee, TN');
    expect(resolvePlace('Western Virginia')).toBeNull();
    expect(resolvePlace('North Park')).toBeNull();
  });

  it.each([
    ['Near North Side', 'Near North Side, IL'],
    ['Near North Side, Chicago', 'Near North Side, IL'],
    ['Near South Side, Chicago, IL', 'Near South Side, IL'],
    ['Near North Side IL', 'Near North Side, IL'],
    ['Greater Grand Crossing', 'Greater Grand Crossing, IL'],
    ['Greater Northdale, FL', 'Greater Northdale, FL'],
    // The words stay words around a place that no name starts with.
    ['near Seattle WA', 'Seattle, WA'],
    ['in or near Seattle', 'Seattle, WA'],
    ['anywhere near Seattle, WA', 'Seattle, WA'],
    ['just outside of Seattle', 'Seattle, WA'],
    ['Greater Boston', 'Boston, MA'],
  ])('a name that starts with a word around a place: %j → %j', (text, label) => {
    expect(resolvePlace(text)).toMatchObject({ kind: 'city', label });
  });

  it.each([
    ['Lincoln Park, Chicago', 'Lincoln Park, IL'],
    ['Park Slope, Brooklyn', 'Park Slope, NY'],
    ['Harlem, Manhattan', 'Harlem, NY'],
    ['La Jolla, San Diego', 'La Jolla, CA'],
    ['Bellevue, Seattle', 'Bellevue, WA'],
    ['Seattle, King County', 'Seattle, WA'],
    ['Lincoln Park, Chicago, IL', 'Lincoln Park, IL'],
    ['Bellevue, Seattle, WA', 'Bellevue, WA'],
    ['1200 5th Ave, Seattle, WA', 'Seattle, WA'],
    ['Seattle, WA, USA', 'Seattle, WA'],
  ])('a place written with its town: %j → %j', (text, label) => {
    expect(resolvePlace(text)).toMatchObject({ kind: 'city', label, alternatives: [] });
  });

  it('a ZIP code after a name is the ZIP code, not a town to look near', () => {
    expect(resolvePlace('Seattle, WA 98101, United States')).toMatchObject({
      kind: 'zip',
      label: 'Seattle, WA 98101',
    });
  });

  it.each([
    'Seattle, Boston',
    'Boston, Ballard',
    'Ballard, Washington',
    'Guelph, Ontario',
    'Cancun, Mexico',
    'Beirut, Lebanon',
    'Seattle, Narnia',
  ])('%j: a town too far from the town after it, or a town abroad, is no place', (text) => {
    expect(resolvePlace(text)).toBeNull();
  });

  it.each([
    ['Ballard, Seattle', 'Seattle, WA'],
    ['Capitol Hill, Seattle', 'Seattle, WA'],
    ['Upper West Side, New York', 'New York, NY'],
    ['Back Bay, Boston', 'Boston, MA'],
    ['Buckhead, Atlanta', 'Atlanta, GA'],
    ['Main Street, Chicago', 'Chicago, IL'],
  ])('a neighbourhood or street the index lacks, with its town: %j → %j', (text, label) => {
    expect(resolvePlace(text)).toMatchObject({ kind: 'city', label, alternatives: [] });
  });

  it.each(['Georgetown, DC', 'Capitol Hill DC', 'Foggy Bottom, Washington DC', 'Anacostia, D.C.'])(
    '%j, a part of the District the index lacks, is Washington (decision 081)',
    (text) => {
      expect(resolvePlace(text)).toMatchObject({ kind: 'city', label: 'Washington, DC' });
    },
  );

  it('a large city written with the District is a mistaken state, not a part of it', () => {
    expect(resolvePlace('Seattle, DC')).toBeNull();
    expect(placesMeant('Seattle, DC')).toEqual(['Seattle, WA']);
  });

  it.each([
    ['Sarasota Bradenton', 'Sarasota, FL', 'Bradenton, FL'],
    ['Minneapolis St. Paul', 'Minneapolis, MN', 'St. Paul, MN'],
    ['Seattle Tacoma', 'Puget Sound, WA', 'Tacoma, WA'],
    ['Naples Fort Myers', 'Southwest Florida, FL', 'Fort Myers, FL'],
  ])('two cities side by side, %j, are places written together: %j', (text, label, offered) => {
    const place = resolvePlace(text);
    expect(place?.label).toBe(label);
    expect(place?.alternatives).toContain(offered);
  });

  it.each([
    // [typed, searched, offered] (decision 087)
    ['Fremont, Seattle', 'Seattle, WA', ['Fremont, CA']],
    ['Salem, Portland', 'Portland, OR', ['Salem, OR']],
    ['Springfield, Boston', 'Boston, MA', ['Springfield, MA']],
    ['Lakeview, Chicago', 'Chicago, IL', []],
    ['Montrose, Houston', 'Houston, TX', []],
    ['Hyde Park, Austin', 'Austin, TX', []],
  ])(
    'a name that is also a town elsewhere, written with a much larger town: %j → %j',
    (text, label, offered) => {
      const place = resolvePlace(text);
      expect(place).toMatchObject({ kind: 'city', label });
      expect(place?.alternatives.slice(0, offered.length)).toEqual(offered);
      if (offered.length === 0) expect(place?.alternatives).toEqual([]);
    },
  );

  it.each([
    ['Fremont Seattle', 'Seattle, WA', 'Fremont, CA'],
    ['Fremont Seattle WA', 'Seattle, WA', 'Fremont, CA'],
    ['Germantown Philadelphia', 'Philadelphia, PA', 'Germantown, MD'],
    // One of the largest cities names itself: the first is searched, the other offered.
    ['Seattle Chicago', 'Seattle, WA', 'Chicago, IL'],
  ])(
    'two cities side by side, far apart: the first a part of a much larger second, %j → %j',
    (text, label, offered) => {
      expect(resolvePlace(text)).toMatchObject({ kind: 'city', label, alternatives: [offered] });
    },
  );

  it.each([
    ['Capitol Hill Seattle WA', 'Seattle, WA'],
    ['500 Pine Street Seattle WA', 'Seattle, WA'],
    ['Montrose Houston TX', 'Houston, TX'],
    ['Bay Ridge Brooklyn NY', 'Brooklyn, NY'],
    ['Capitol Hill Seattle Washington', 'Seattle, WA'],
    ['Sunny Acres West Hempstead NY', 'West Hempstead, NY'],
  ])('words before a city and its state (decision 088): %j → %j', (text, label) => {
    expect(resolvePlace(text)).toMatchObject({ kind: 'city', label });
  });

  it.each([
    ['Flushing Queens', 'Flushing, NY'],
    ['Flushing Queens NY', 'Flushing, NY'],
    ['Williamsburg Brooklyn NY', 'Williamsburg, NY'],
    ['Riverdale Bronx', 'Riverdale, NY'],
    ['Southampton Long Island', 'Southampton, NY'],
    ['Montauk, Long Island', 'Montauk, NY'],
  ])(
    'a smaller place written before the city or region it lies in (decision 100): %j → %j',
    (text, label) => {
      expect(resolvePlace(text)).toMatchObject({ kind: 'city', label });
    },
  );

  it.each(['Bayview Seattle', 'Sunrise Bellevue', 'Lakeview Manor Queens'])(
    'a name before a city with no place of that name near it is no place: %j',
    (text) => {
      expect(resolvePlace(text)).toBeNull();
    },
  );

  it.each([
    ['Panhandle FL', 'Florida Panhandle, FL'],
    ['Keys, Florida', 'Florida Keys, FL'],
    ['Triad NC', 'Piedmont Triad, NC'],
    ['Panhandle TX', 'Panhandle, TX'],
    ['West Valley AZ', 'West Valley, AZ'],
    ['Delaware Valley', 'Delaware Valley, PA'],
  ])('a part of a state written with the state after it (decision 100): %j → %j', (text, label) => {
    expect(resolvePlace(text)).toMatchObject({ kind: 'city', label });
  });

  it.each([
    // A town of the state mistyped: its last words are no other place to search.
    'Bwling Green OH',
    'Wst Palm Beach FL',
    'Cula Vista CA',
    // A one-word small town at the end is likelier the end of a community's name.
    'Sunset Lake MS',
  ])('%j, no city and its state after other words, is no place', (text) => {
    expect(resolvePlace(text)).toBeNull();
  });

  it.each(['Lakeview Manor', 'Rose City Gardens', 'Golden Oaks Manor'])(
    '%j, not two cities of 20,000 people side by side, is no place',
    (text) => {
      expect(resolvePlace(text)).toBeNull();
    },
  );

  it.each([
    ['Bethany & Hope Gardens', []],
    // Two hamlets 250 miles apart, more likely a community's name: each is offered.
    ['Rose and Crown', ['Rose, NY', 'Crown, PA']],
    ['Oregon or Washington', ['Oregon', 'Washington, DC']],
  ])('%j is no place: the places it joins are offered', (text, offered) => {
    expect(resolvePlace(text)).toBeNull();
    expect(placesMeant(text)).toEqual(offered.length ? offered : expect.any(Array));
  });

  it.each(['PR', 'AS', 'VI', 'GU'])("a territory's code alone is no place: %j", (text) => {
    expect(resolvePlace(text)).toBeNull();
  });

  it.each([
    ['Pittsburg', 'Pittsburg, CA', 'Pittsburgh, PA'],
    ['Scottdale', 'Scottdale, GA', 'Scottsdale, AZ'],
    ['Orland', 'Orland, CA', 'Orlando, FL'],
  ])('%j is %j, with the far larger %j a letter away offered first', (text, label, offered) => {
    const place = resolvePlace(text);
    expect(place?.label).toBe(label);
    expect(place?.alternatives[0]).toBe(offered);
  });

  it.each([
    ['Dalton', 'Dayton, OH'],
    ['Seattle', 'Seattle, WA'],
    ['Pittsburg, KS', 'Pittsburgh, PA'],
  ])('%j offers no larger city a changed letter away, or when its state is typed', (text, not) => {
    expect(resolvePlace(text)?.alternatives).not.toContain(not);
  });

  it('a city alone is its likeliest match, with the others offered', () => {
    const place = resolvePlace('Portland');
    expect(place).toMatchObject({ label: 'Portland, OR', radius: 25 });
    expect(place?.alternatives).toContain('Portland, ME');
  });

  it.each([
    ['Charleston', 'Charleston, SC', 'Charleston, WV'],
    ['Springfield', 'Springfield, MO', 'Springfield, IL'],
    ['Arlington', 'Arlington, TX', 'Arlington, VA'],
    ['Wilmington', 'Wilmington, NC', 'Wilmington, DE'],
    ['Columbus', 'Columbus, OH', 'Columbus, GA'],
    ['Aurora', 'Aurora, CO', 'Aurora, IL'],
    // A part of a city counts a third of its people against a town of its name.
    ['Harlem', 'Harlem, NY', 'Harlem, GA'],
    ['Williamsburg', 'Williamsburg, VA', 'Williamsburg, NY'],
  ])('%j alone is the town of that name with the most people: %j', (text, meant, offered) => {
    // The first four have fewer ZIP codes than the town offered (a state capital's offices, say).
    const place = resolvePlace(text);
    expect(place?.label).toBe(meant);
    expect(place?.alternatives).toContain(offered);
  });

  it('a name people use offers the towns of that name beside the city it means', () => {
    expect(resolvePlace('Manhattan')?.alternatives).toContain('Manhattan, KS');
    expect(resolvePlace('Seattle, WA')?.alternatives).toEqual([]);
  });

  it('an area is centred among its ZIP codes: Queens in Queens, Long Island east of the city', () => {
    const queens = resolvePlace('Queens')?.center;
    expect(queens?.lat).toBeCloseTo(40.72, 1);
    expect(queens?.lng).toBeCloseTo(-73.84, 1);
    const longIsland = resolvePlace('Long Island, NY')?.center;
    expect(longIsland?.lng).toBeGreaterThan(-73.6);
    expect(longIsland?.lng).toBeLessThan(-72.9);
    expect(resolvePlace('Long Island')?.alternatives).toContain('Long Island, VA');
  });

  it.each([
    // [typed, label, centre near (a town of it), radius at least, at most]
    ['South Florida', 'South Florida, FL', 'Fort Lauderdale, FL', 40, 50],
    ['Northern Virginia', 'Northern Virginia, VA', 'Fairfax, VA', 25, 30],
    ['NoVA', 'Northern Virginia, VA', 'Fairfax, VA', 25, 30],
    ['Hampton Roads', 'Hampton Roads, VA', 'Norfolk, VA', 25, 35],
    ['Bay Area', 'Bay Area, CA', 'San Leandro, CA', 35, 45],
    ['Chicagoland', 'Chicagoland, IL', 'Chicago, IL', 30, 40],
    ['Metro Detroit', 'Metro Detroit, MI', 'Southfield, MI', 25, 30],
    ['Tampa Bay, FL', 'Tampa Bay, FL', 'Tampa, FL', 30, 40],
    ['Inland Empire', 'Inland Empire, CA', 'Riverside, CA', 25, 35],
    ['SoCal', 'Southern California, CA', 'Whittier, CA', 100, 100],
    ['Northern California', 'Northern California, CA', 'Concord, CA', 50, 80],
    ['Western New York', 'Western New York, NY', 'Buffalo, NY', 40, 60],
    ['NE Ohio', 'Northeast Ohio, OH', 'Akron, OH', 25, 40],
    ['Central PA', 'Central Pennsylvania, PA', 'Harrisburg, PA', 50, 70],
    ['Upstate SC', 'Upstate, SC', 'Greenville, SC', 25, 45],
  ])(
    'a region is a place, searched as far as its ZIP codes reach: %s',
    (typed, label, near, least, most) => {
      const region = resolvePlace(typed);
      expect(region).toMatchObject({ kind: 'city', label });
      expect(region!.radius).toBeGreaterThanOrEqual(least);
      expect(region!.radius).toBeLessThanOrEqual(most);
      expect(distanceMiles(region!.center!, resolvePlace(near)!.center!)).toBeLessThan(15);
    },
  );

  it('a region whose name ends in its state is the region, and the town of its first word stays a town', () => {
    expect(resolvePlace('West Texas')?.label).toBe('West Texas, TX');
    expect(resolvePlace('West, TX')?.label).toBe('West, TX');
    expect(resolvePlace('West, Texas')?.label).toBe('West, TX');
    expect(resolvePlace('East Texas')).toMatchObject({
      label: 'East Texas, TX',
      alternatives: ['East Texas, PA'],
    });
    expect(resolvePlace('OC')?.label).toBe('Orange County, CA');
    expect(resolvePlace('the UP')?.label).toBe('Upper Peninsula, MI');
    expect(resolvePlace('Texas Hill Country')?.label).toBe('Hill Country, TX');
  });

  it('a town and a county keep the 25 miles a family expects', () => {
    expect(resolvePlace('Seattle, WA')?.radius).toBe(25);
    expect(resolvePlace('King County, WA')?.radius).toBe(25);
    expect(resolvePlace('98052')?.radius).toBe(25);
  });

  it('a state name that means a big city offers the state as "… State", which finds it', () => {
    expect(resolvePlace('Washington')?.alternatives[0]).toBe('Washington State');
    expect(resolvePlace('New York')?.alternatives[0]).toBe('New York State');
  });

  it('a city typed with its state offers no namesakes; a name alone offers counties after towns', () => {
    expect(resolvePlace('Portland, OR')?.alternatives).toEqual([]);
    expect(resolvePlace('Suffolk')).toMatchObject({ label: 'Suffolk, VA' });
    expect(resolvePlace('Suffolk')?.alternatives).toContain('Suffolk County, NY');
    expect(resolvePlace('Orange')?.label).toBe('Orange, CA');
  });

  it('a name alone is its big county when every town of that name is a hamlet (two ZIP codes or fewer)', () => {
    // Westchester, FL (a place GeoNames knows, with no ZIP code of its own) is offered, the larger first.
    expect(resolvePlace('Westchester')).toMatchObject({
      label: 'Westchester County, NY',
      alternatives: ['Westchester, FL', 'Westchester, IL'],
    });
    expect(resolvePlace('Cook')?.label).toBe('Cook County, IL');
    expect(resolvePlace('Nassau')?.label).toBe('Nassau County, NY');
    // A state's name stays the state, whatever counties share it.
    expect(resolvePlace('Delaware')).toMatchObject({ kind: 'state', label: 'Delaware' });
  });

  it.each([
    ['Quad Cities', ['Moline, IL', 'Rock Island, IL', 'Davenport, IA']],
    ['Michiana', ['South Bend, IN', 'Elkhart, IN', 'Niles, MI']],
    ['Siouxland', ['Sioux City, IA', 'South Sioux City, NE']],
  ])('an area across a state line holds its towns on both sides: %j', (area, towns) => {
    const place = resolvePlace(area);
    for (const town of towns) {
      const at = resolvePlace(town)?.center;
      expect(place?.center && at && distanceMiles(place.center, at)).toBeLessThan(
        place?.radius ?? 0,
      );
    }
  });

  it('a county is centred among its ZIP codes', () => {
    const king = resolvePlace('King County, WA')?.center;
    expect(king?.lat).toBeCloseTo(47.5, 0);
    expect(king?.lng).toBeCloseTo(-122.2, 0);
  });

  it('"LA" is Louisiana, with Los Angeles offered', () => {
    expect(resolvePlace('LA')?.alternatives).toEqual(['Los Angeles, CA']);
  });

  it('a city centre is near where the city is', () => {
    const center = resolvePlace('Seattle, WA')?.center;
    expect(center?.lat).toBeCloseTo(47.6, 1);
    expect(center?.lng).toBeCloseTo(-122.33, 1);
  });

  it("a number before a name that is not its ZIP's is a street number, not a ZIP", () => {
    expect(resolvePlace('12345 Main')).toBeNull();
    expect(resolvePlace('98052 Boston')).toBeNull();
  });

  it('a shore named alone is the likeliest, the others of its name offered', () => {
    expect(resolvePlace('North Shore')?.alternatives).toEqual(
      expect.arrayContaining(['North Shore, IL', 'North Shore, NY', 'North Shore, HI']),
    );
    expect(resolvePlace('South Shore, Chicago')?.label).toBe('South Shore, IL');
  });

  it.each([
    ['The Hamptons', 'Hamptons, NY', 'Sag Harbor, NY'],
    ['Hamptons, NY', 'Hamptons, NY', 'East Hampton, NY'],
    ['Lake Tahoe', 'Lake Tahoe, CA', 'South Lake Tahoe, CA'],
    ['Tahoe', 'Lake Tahoe, CA', 'Tahoe City, CA'],
    ['North Shore, IL', 'North Shore, IL', 'Winnetka, IL'],
    ['North Shore, Chicago', 'North Shore, IL', 'Evanston, IL'],
    ['North Shore, Boston', 'North Shore, MA', 'Marblehead, MA'],
    ['North Shore, Long Island', 'North Shore, NY', 'Glen Cove, NY'],
    ['South Shore, MA', 'South Shore, MA', 'Hingham, MA'],
  ])('%j is the region %j, around its towns', (text, label, town) => {
    const place = resolvePlace(text);
    expect(place).toMatchObject({ kind: 'city', label });
    const townCenter = resolvePlace(town)?.center;
    expect(place?.center && townCenter && distanceMiles(place.center, townCenter)).toBeLessThan(
      place?.radius ?? 0,
    );
  });

  it.each(['near me', 'Near Me', 'close to me', 'nearby', 'my location'])(
    '%j is where the visitor is, which text cannot say: no place, not Maine',
    (text) => {
      expect(resolvePlace(text)).toBeNull();
      expect(placesMeant(text)).toEqual([]);
    },
  );

  it.each([
    'Sunrise Gardens',
    '00000',
    'Seattle, Narnia',
    'x'.repeat(100),
    '東京',
    '',
    // A country's city: not Mexico, MO with its "City" dropped.
    'Mexico City',
    'Quebec City',
  ])('%j is no place', (text) => expect(resolvePlace(text)).toBeNull());
});

describe('placesMeant (text that names no place)', () => {
  it.each(['Toronto, Canada', 'Paris, France', 'London, UK', 'Guelph, Ontario', 'Vancouver, BC'])(
    'offers no US namesake of a town written with its country or province: %j',
    (text) => {
      expect(resolvePlace(text)).toBeNull();
      expect(placesMeant(text)).toEqual([]);
    },
  );

  it.each([
    ['Seattle, OR', ['Seattle, WA']],
    ['Seattle, Narnia', ['Seattle, WA']],
    ['Seatle, WA', ['Seattle, WA']],
    ['Portlnad, Oregon', ['Portland, OR']],
    ['Sunrise Gardens', []],
    // Several words alone: a large city a typo away, never a small one (a community's name).
    ['Los Angelas', ['Los Angeles, CA']],
    ['San Deigo', ['San Diego, CA']],
    ['Las Vagas', ['Las Vegas, NV']],
    ['Golden Oaks Manr', []],
    ['', []],
  ])('%j → %j', (text, places) => expect(placesMeant(text)).toEqual(places));

  it('offers the regions of an area no circle holds, each of them a place', () => {
    const regions = ['Capital Region, NY', 'Central New York, NY', 'Western New York, NY'];
    for (const text of ['Upstate NY', 'upstate new york', 'Up-state NY']) {
      expect(resolvePlace(text)).toBeNull();
      expect(placesMeant(text).slice(0, 3)).toEqual(regions);
    }
    for (const label of placesMeant('Upstate NY')) expect(resolvePlace(label)?.label).toBe(label);
  });

  it('offers the valleys "the Valley" may mean, each of them a place', () => {
    expect(resolvePlace('the Valley')).toBeNull();
    expect(placesMeant('The Valley')).toEqual([
      'San Fernando Valley, CA',
      'Valley of the Sun, AZ',
      'Coachella Valley, CA',
      'Rio Grande Valley, TX',
    ]);
    for (const label of placesMeant('the valley')) expect(resolvePlace(label)).not.toBeNull();
  });

  // Decision 081: areas of several states, and names several regions share.
  it.each([
    ['New England', ['Massachusetts', 'Connecticut', 'New Hampshire', 'Maine', 'Rhode Island']],
    ['the Midwest', ['Illinois', 'Ohio', 'Michigan', 'Indiana', 'Wisconsin']],
    ['PNW', ['Washington State', 'Oregon', 'Idaho']],
    ['Pacific Northwest', ['Washington State', 'Oregon', 'Idaho']],
    ['South Bay', ['Torrance, CA', 'San Jose, CA', 'South Bay, FL']],
    ['Gulf Coast', ['Tampa Bay, FL', 'Southwest Florida, FL', 'Emerald Coast, FL']],
    ['Capitol Hill', ['Seattle, WA', 'Washington, DC', 'Denver, CO']],
    ['South End', ['Boston, MA', 'Charlotte, NC']],
    ['the Gold Coast', ['Chicago, IL', 'North Shore, NY']],
    ['Tri-State area', ['New York, NY', 'Cincinnati, OH', 'Memphis, TN']],
  ])('%j is no one place: it offers %j first, each of them a place', (text, offered) => {
    expect(resolvePlace(text)).toBeNull();
    expect(placesMeant(text).slice(0, offered.length)).toEqual(offered);
    for (const label of placesMeant(text)) expect(resolvePlace(label)).not.toBeNull();
  });

  it.each([
    ['New England, ND', 'New England, ND'],
    ['Midwest, WY', 'Midwest, WY'],
    ['South Bay, FL', 'South Bay, FL'],
    ['Front Range', 'Front Range, CO'],
    ['MS Gulf Coast', 'Mississippi Gulf Coast, MS'],
    ['Coastal Bend', 'Coastal Bend, TX'],
  ])('%j, with its state or of one state, is %j', (text, label) => {
    expect(resolvePlace(text)?.label).toBe(label);
  });

  it('offers the cities whose name goes on after the words typed', () => {
    expect(placesMeant('Lake Havasu')).toEqual(['Lake Havasu City, AZ']);
    expect(placesMeant('Lake Havasu, AZ')).toEqual(['Lake Havasu City, AZ']);
    expect(placesMeant('Lake Havasu, NV')).toEqual([]);
  });

  it('offers the city of a neighbourhood or nickname whose first words were typed', () => {
    expect(placesMeant('Upper West')).toEqual(['New York, NY']);
    expect(placesMeant('squirrel h')).toEqual(['Pittsburgh, PA']);
    expect(placesMeant('Back')).not.toContain('Boston, MA');
  });

  it('offers the cities a typo or two from a word typed alone, the nearest first', () => {
    expect(placesMeant('Seatle')[0]).toBe('Seattle, WA');
    expect(placesMeant('Sunrise Gardnes')).toEqual([]);
  });

  it('offers a typo in the state typed before the name in other states', () => {
    const places = placesMeant('Pittsburg, PA');
    expect(places[0]).toBe('Pittsburgh, PA');
    expect(places.slice(1)).toEqual(['Pittsburg, CA', 'Pittsburg, KS', 'Pittsburg, TX']);
  });

  it('offers at most four, the most people first', () => {
    // Springfield, IL has the most ZIP codes (a state capital's offices), Missouri's the most people.
    expect(placesMeant('Springfield, WA')).toEqual([
      'Springfield, MO',
      'Springfield, MA',
      'Springfield, IL',
      'Springfield, OR',
    ]);
  });
});
