import { and, eq, not, sql, type SQL } from 'drizzle-orm';
import { LISTING_PAGE_SIZE } from '#shared/constants.ts';
import { toStoredListingId } from '#shared/listing-id.ts';
import type { Db } from '../../db/client.ts';
import { listings } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

/** SAMPLE_LISTINGS: when the six built-in samples take part in search (docs/decisions/010). */
export const SAMPLE_LISTINGS_MODES = ['auto', 'always', 'never'] as const;
export type SampleListingsMode = (typeof SAMPLE_LISTINGS_MODES)[number];

/**
 * In `auto`, samples step aside once the directory holds this many public real listings: one
 * page of results (docs/decisions/010).
 */
export const REAL_LISTINGS_BEFORE_SAMPLES_HIDE = LISTING_PAGE_SIZE.default;

/**
 * A built-in sample whose copy a provider has published is that provider's community now: the
 * copy takes its place and the sample steps aside (one card per community). A sample's stored id
 * ends in its public id zero-padded to 12 digits; copies name it unpadded (`imported_sample_id`),
 * which listings_published_copy_idx serves (its condition is spelled out so the planner reads
 that small index even when it turns the subquery into one hashed lookup).
 */
const sampleNotReplaced = sql`not (${listings.isSample} and exists (
  select 1 from ${listings} published_copy
  where published_copy.imported_sample_id = ltrim(right(${listings.id}::text, 12), '0')
    and published_copy.imported_sample_id is not null and not published_copy.draft))`;

/**
 * The one rule for what families may see in search and on the home page: never a draft (an
 * imported sample copy its provider has not saved yet), and the built-in samples only while shown
 * and not replaced by a published copy.
 */
export function publicListingCondition(includeSamples: boolean): SQL {
  const published = not(listings.draft);
  return includeSamples
    ? and(published, sampleNotReplaced)!
    : and(published, not(listings.isSample))!;
}

/**
 * The listing a visitor acts on (favourite, review, view, contact choice), by its public id. A
 * listing families cannot see answers 404 exactly like one that does not exist, so a draft's
 * existence is not given away. Hidden samples stay public by id (docs/decisions/010).
 */
export async function requirePublicListing(
  db: Db,
  publicId: string,
): Promise<{ storedId: string; providerId: string | null }> {
  const storedId = toStoredListingId(publicId);
  const [row] = storedId
    ? await db
        .select({ providerId: listings.providerId })
        .from(listings)
        .where(and(eq(listings.id, storedId), publicListingCondition(true)))
    : [];
  if (!storedId || !row) throw new AppError('NOT_FOUND', 'Listing not found');
  return { storedId, providerId: row.providerId };
}

/**
 * A grown directory keeps its samples hidden for this long without asking again: a search then
 * costs no extra query. Shown→hidden is seen at once (a "shown" answer is never kept); hidden→shown
 * needs real listings deleted, and a delete through this process forgets the answer.
 */
export const SAMPLES_HIDDEN_TTL_MS = 60_000;
const hiddenUntil = new WeakMap<Db, number>();

/** Call after deleting a listing (or emptying the table): the samples may have to come back. */
export function forgetSampleVisibility(db: Db): void {
  hiddenUntil.delete(db);
}

/** Whether the built-in samples are shown right now; `auto` reads at most a page's rows. */
/** Whether the samples are shown, when that is known without asking the database; else null. */
export function samplesShownFromMemory(db: Db, mode: SampleListingsMode): boolean | null {
  if (mode !== 'auto') return mode === 'always';
  return (hiddenUntil.get(db) ?? 0) > Date.now() ? false : null;
}

export async function samplesShown(db: Db, mode: SampleListingsMode): Promise<boolean> {
  const known = samplesShownFromMemory(db, mode);
  if (known !== null) return known;
  const real = await db
    .select({ one: sql`1` })
    .from(listings)
    .where(and(eq(listings.isSample, false), eq(listings.draft, false)))
    .limit(REAL_LISTINGS_BEFORE_SAMPLES_HIDE);
  const shown = real.length < REAL_LISTINGS_BEFORE_SAMPLES_HIDE;
  if (!shown) hiddenUntil.set(db, Date.now() + SAMPLES_HIDDEN_TTL_MS);
  return shown;
}
