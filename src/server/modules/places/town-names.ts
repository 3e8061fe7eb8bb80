/**
 * How a town's name is written on the page, from the ZIP dataset's spelling. The dataset writes
 * names as the Postal Service files them: "Mcallen", "Mc Lean", "O Fallon", "Coeur D Alene",
 * "Winston Salem", "Croton On Hudson", "N Little Rock". A family reads "Communities near McAllen,
 * TX". Every change keeps the name's placeKey but a direction's initial written out, so what is
 * typed finds the same town as before (docs/decisions/071-town-names-as-written.md).
 */

/** Names whose punctuation no rule can tell: apostrophes and hyphens the dataset dropped. */
const WRITTEN_AS: Record<string, string> = {
  'Winston Salem': 'Winston-Salem',
  'Wilkes Barre': 'Wilkes-Barre',
  'Sedro Woolley': 'Sedro-Woolley',
  'Milton Freewater': 'Milton-Freewater',
  'Dover Foxcroft': 'Dover-Foxcroft',
  'Lees Summit': "Lee's Summit",
  'Lincolns New Salem': "Lincoln's New Salem",
  'Land O Lakes': "Land O' Lakes",
  'Carmel By The Sea': 'Carmel-by-the-Sea',
  'Cardiff By The Sea': 'Cardiff-by-the-Sea',
  'Avon By The Sea': 'Avon-by-the-Sea',
  'Howey In The Hills': 'Howey-in-the-Hills',
  'Put In Bay': 'Put-in-Bay',
  'Bird In Hand': 'Bird-in-Hand',
};

/**
 * Names a town writes with a capital inside, where the same dataset spelling is written otherwise
 * in other states (La Grange, IL; De Pere, WI), or with accents (Mayagüez, PR).
 */
const WRITTEN_IN_STATE: Record<string, string> = {
  'Dekalb|IL': 'DeKalb',
  'Deland|FL': 'DeLand',
  'Desoto|TX': 'DeSoto',
  'Defuniak Springs|FL': 'DeFuniak Springs',
  'Dewitt|MI': 'DeWitt',
  'Lagrange|GA': 'LaGrange',
  'Lagrange|IN': 'LaGrange',
  'Lagrange|OH': 'LaGrange',
  'La Place|LA': 'LaPlace',
  'La Follette|TN': 'LaFollette',
  'La Salle|IL': 'LaSalle',
  // Towns with the accents the dataset leaves out: the Southwest's few, Puerto Rico's and Guam's.
  'Canon City|CO': 'Cañon City',
  'Espanola|NM': 'Española',
  'Dona Ana|NM': 'Doña Ana',
  'Pena Blanca|NM': 'Peña Blanca',
  'Penasco|NM': 'Peñasco',
  'La Canada Flintridge|CA': 'La Cañada Flintridge',
  'Anasco|PR': 'Añasco',
  'Bayamon|PR': 'Bayamón',
  'Boqueron|PR': 'Boquerón',
  'Canovanas|PR': 'Canóvanas',
  'Castaner|PR': 'Castañer',
  'Catano|PR': 'Cataño',
  'Comerio|PR': 'Comerío',
  'Guanica|PR': 'Guánica',
  'Juana Diaz|PR': 'Juana Díaz',
  'Las Marias|PR': 'Las Marías',
  'Loiza|PR': 'Loíza',
  'Manati|PR': 'Manatí',
  'Mayaguez|PR': 'Mayagüez',
  'Penuelas|PR': 'Peñuelas',
  'Rincon|PR': 'Rincón',
  'Rio Grande|PR': 'Río Grande',
  'Rio Blanco|PR': 'Río Blanco',
  'San German|PR': 'San Germán',
  'San Sebastian|PR': 'San Sebastián',
  'Hagatna|GU': 'Hagåtña',
};

/**
 * Words as towns write them: "Fort" and "Mount" in full ("Ft Mitchell" is Fort Mitchell), "Saint"
 * short ("St. Louis", "Port St. Lucie", "Ste. Genevieve"), as the counties' names already are.
 */
const WORDS: Record<string, string> = {
  Ft: 'Fort',
  Mt: 'Mount',
  St: 'St.',
  Saint: 'St.',
  Sainte: 'Ste.',
  Twp: 'Township',
  // The Postal Service's abbreviations in a few towns' names ("Colorado Spgs", "Apache Jct").
  Spgs: 'Springs',
  Jct: 'Junction',
  Bch: 'Beach',
  Hts: 'Heights',
  Pk: 'Park',
};

/** A direction by its initial, as the dataset and people abbreviate it ("N Little Rock"). */
const DIRECTIONS: Record<string, string> = { N: 'North', S: 'South', E: 'East', W: 'West' };

/**
 * "N Little Rock", "w. palm" → "North Little Rock", "West palm": a direction's initial before a
 * name, written out; null for text that starts otherwise.
 */
export function directionWrittenOut(text: string): string | null {
  const initial = /^\s*([nsew])\.?\s+(?=\S)/i.exec(text);
  return initial && `${DIRECTIONS[initial[1].toUpperCase()]} ${text.slice(initial[0].length)}`;
}

/** Small words inside a name are lower-case: "King of Prussia", "Lake in the Hills". */
const SMALL_WORDS = new Set(['On', 'Of', 'In', 'By', 'The', 'At']);

function byRule(name: string): string {
  return (
    // "N Little Rock", "S Coffeyville" → "North Little Rock", "South Coffeyville": the same
    // town's other ZIP codes are filed under its name in full. The key changes, and the name
    // typed with its initial ("N. Little Rock") still finds the town (town-names.test.ts).
    (directionWrittenOut(name) ?? name)
      // "Mcallen", "Mc Lean" → "McAllen", "McLean".
      .replace(/\bMc ?([a-z])/gi, (_, letter: string) => `Mc${letter.toUpperCase()}`)
      // "O Fallon", "Port O Connor" → "O'Fallon", "Port O'Connor".
      .replace(/\bO (?=[A-Z][a-z])/g, "O'")
      // "Coeur D Alene", "Bois D Arc" → "Coeur d'Alene", "Bois d'Arc".
      .replace(/ D (?=[A-Z][a-z])/g, " d'")
      // "Melcher-dallas" → "Melcher-Dallas".
      .replace(/-([a-z])/g, (_, letter: string) => `-${letter.toUpperCase()}`)
      .split(' ')
      .map((word, i) => {
        if (i > 0 && SMALL_WORDS.has(word)) return word.toLowerCase();
        return WORDS[word] ?? word;
      })
      .join(' ')
      // "Croton on Hudson" → "Croton-on-Hudson": the Hudson's towns write it so.
      .replace(/ on Hudson$/, '-on-Hudson')
  );
}

/** What any rule changes; most names have none of it (the index reads some 20,000 names). */
const CHANGED_BY_A_RULE =
  /^[NSEW] |Mc|\bO |\bD |-[a-z]| (?:On|Of|In|By|The|At)\b|\b(?:Ft|Mt|St|Saint|Sainte|Twp|Spgs|Jct|Bch|Hts|Pk)\b/;

/**
 * The town's name as it is written: "Mcallen" → "McAllen", "Winston Salem" → "Winston-Salem",
 * "Dekalb" in Illinois → "DeKalb".
 */
export function townName(datasetName: string, state: string): string {
  const written = WRITTEN_IN_STATE[`${datasetName}|${state}`] ?? WRITTEN_AS[datasetName];
  if (written) return written;
  return CHANGED_BY_A_RULE.test(datasetName) ? byRule(datasetName) : datasetName;
}

/**
 * A GeoNames town's name ("Saint Pete Beach") with "Saint" as the dataset's towns write it ("St.
 * Pete Beach", as "St. Peter, MN"); GeoNames writes the rest as the towns do. The key is the same.
 */
export const saintsAsWritten = (name: string): string =>
  /\bSainte?\b/.test(name)
    ? name.replace(/\bSaint\b/g, 'St.').replace(/\bSainte\b/g, 'Ste.')
    : name;
