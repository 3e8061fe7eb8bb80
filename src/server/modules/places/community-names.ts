import { and, sql, type SQL } from 'drizzle-orm';
import { COMMUNITY_SUGGESTIONS_LIMIT } from '#shared/constants.ts';
import { toPublicListingId } from '#shared/listing-id.ts';
import type { CommunitySuggestion } from '#shared/place-schemas.ts';
import type { Db } from '../../db/client.ts';
import { listings } from '../../db/schema/index.ts';
import { publicListingCondition } from '../listings/visibility.ts';

/** Letters typed before names are looked up: "ma" starts a word of thousands of names. */
export const NAME_SUGGEST_AFTER_CHARACTERS = 3;
/** Rows read (in index order, unsorted) before the few shown are chosen among them. */
const CANDIDATES = 20;

/**
 * The typed text as it is matched (lower case, single spaces), or null when it is too little to
 * look up or only digits (a ZIP being typed): texts with one key have one answer.
 */
export function nameKey(text: string): string | null {
  const typed = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const letters = (typed.match(/[\p{L}\p{N}]+/gu) ?? []).join('');
  if (letters.length < NAME_SUGGEST_AFTER_CHARACTERS || /^\d+$/.test(letters)) return null;
  return typed;
}

/**
 * How the typed text is matched, or null when it is too little to look up or only digits (a ZIP
 * being typed). One word may start any word of a name ("gard" finds "Rose City Gardens"), as
 * the search's fallback for text that names no place matches: one prefix is one cheap walk of
 * the title-words GIN index. Several words are a name typed from its start ("rose ci"): a range
 * of the btree of lower(title). Several word prefixes at once would make the GIN index
 * intersect the long lists of common words ("grove", "living"): tens of ms at 100,000 listings.
 */
export function nameMatch(text: string): SQL | null {
  const typed = nameKey(text);
  if (!typed) return null;
  const words = typed.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 1) {
    return sql`to_tsvector('simple', ${listings.title}) @@ to_tsquery('simple', ${`${words[0]}:*`})`;
  }
  const prefix = `${typed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`lower(${listings.title}) like ${prefix}`;
}

/** Names that start with the typed text first ("Rose C" → "Rose City Gardens"), then A to Z. */
export function rankNames<T extends { title: string }>(
  rows: T[],
  text: string,
  limit: number,
): T[] {
  const typed = nameKey(text) ?? '';
  const starts = (row: T) => (row.title.toLowerCase().startsWith(typed) ? 0 : 1);
  return [...rows]
    .sort((a, b) => starts(a) - starts(b) || a.title.localeCompare(b.title))
    .slice(0, limit);
}

/** The statement for the typed text (null when it names too little); EXPLAIN-tested. */
export function communityNamesQuery(db: Db, text: string, includeSamples: boolean) {
  const match = nameMatch(text);
  if (!match) return null;
  return db
    .select({ id: listings.id, title: listings.title, city: listings.city, state: listings.state })
    .from(listings)
    .where(and(publicListingCondition(includeSamples), match))
    .limit(CANDIDATES);
}

/**
 * Published communities whose name the typed text starts (one word: any word of the name), a
 * few at most, from one indexed read that stops after a few rows.
 */
export async function findCommunityNames(
  db: Db,
  text: string,
  includeSamples: boolean,
  limit = COMMUNITY_SUGGESTIONS_LIMIT,
): Promise<CommunitySuggestion[]> {
  const rows = (await communityNamesQuery(db, text, includeSamples)) ?? [];
  return rankNames(rows, text, limit).map((row) => ({
    id: toPublicListingId(row.id),
    title: row.title,
    place: `${row.city}, ${row.state}`,
  }));
}
