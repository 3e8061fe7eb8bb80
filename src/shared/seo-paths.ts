import { CARE_TYPES, type CareType } from './constants.ts';
import { isUuid } from './listing-id.ts';

// Addresses of the pages search engines index: community pages and city × care-type pages
// (docs/architecture.md §5.8, decision 012). Pure functions, shared by the router, the links and the sitemap.

/**
 * Accented Latin letters and their plain forms. The server computes the same slug in SQL
 * (`translate` with these two strings), so a city's URL can be matched inside the database.
 */
export const SLUG_ACCENTED = 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿ';
export const SLUG_PLAIN = 'AAAAAACEEEEIIIINOOOOOUUUUYaaaaaaceeeeiiiinooooouuuuyy';

const MAX_SLUG_LENGTH = 80;

/**
 * "Rose City Gardens Assisted Living" → "rose-city-gardens-assisted-living": accents dropped, every
 * run of other characters becomes one hyphen. Keep in step with `slugSql` on the server.
 */
export function slugify(text: string): string {
  let plain = '';
  for (const char of text) {
    const at = SLUG_ACCENTED.indexOf(char);
    plain += at === -1 ? char : SLUG_PLAIN[at];
  }
  return plain
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase()
    .replace(/^-+|-+$/g, '');
}

/** A title's slug, cut at a word boundary so community URLs stay readable. */
function titleSlug(title: string): string {
  const slug = slugify(title);
  if (slug.length <= MAX_SLUG_LENGTH) return slug;
  const cut = slug.slice(0, MAX_SLUG_LENGTH);
  const lastHyphen = cut.lastIndexOf('-');
  return lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut;
}

export const COMMUNITY_PATH_PREFIX = '/communities/';

/** /communities/{slug}-{id}: the canonical page of one community (its id may be "1" or a UUID). */
export function communityPath(listing: { id: string; title: string }): string {
  const slug = titleSlug(listing.title);
  return `${COMMUNITY_PATH_PREFIX}${slug ? `${slug}-` : ''}${listing.id}`;
}

const SAMPLE_ID_TAIL = /^(?:(.*)-)?([1-9][0-9]{0,11})$/;

/**
 * The listing id at the end of a community page's last segment, and the slug before it, or null
 * when the segment ends in neither a UUID nor a sample id.
 */
export function parseCommunitySegment(segment: string): { slug: string; id: string } | null {
  const uuid = segment.slice(-36);
  if (isUuid(uuid) && (segment.length === 36 || segment.at(-37) === '-')) {
    return { slug: segment.slice(0, Math.max(0, segment.length - 37)), id: uuid.toLowerCase() };
  }
  const sample = SAMPLE_ID_TAIL.exec(segment);
  return sample ? { slug: sample[1] ?? '', id: sample[2] } : null;
}

/**
 * The first segment of a city page for each care type of docs/product.md §1. It is the care type itself,
 * except adult daycare, which people (and the header's Services menu) write "adult-day-care".
 */
export const CARE_TYPE_SEGMENTS: Record<CareType, string> = {
  'assisted-living': 'assisted-living',
  'independent-living': 'independent-living',
  'memory-care': 'memory-care',
  'respite-care': 'respite-care',
  'adult-daycare': 'adult-day-care',
  'skilled-nursing': 'skilled-nursing',
};

export function careTypeOfSegment(segment: string): CareType | null {
  return CARE_TYPES.find((type) => CARE_TYPE_SEGMENTS[type] === segment) ?? null;
}

/** /{care-type}/{state}/{city}, e.g. /assisted-living/or/portland (decision 012). */
export function cityPath(careType: CareType, state: string, city: string): string {
  return `/${CARE_TYPE_SEGMENTS[careType]}/${slugify(state)}/${slugify(city)}`;
}
