import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { SLUG_ACCENTED, SLUG_PLAIN } from '#shared/seo-paths.ts';
import { listings } from '../../db/schema/index.ts';

// Literals rather than parameters: GROUP BY and ORDER BY must see the very same expression.
const ACCENTED = sql.raw(`'${SLUG_ACCENTED}'`);
const PLAIN = sql.raw(`'${SLUG_PLAIN}'`);

/** `slugify` of src/shared/seo-paths.ts, in SQL, so city URLs are matched and grouped in the database. */
export const slugSql = (column: SQLWrapper): SQL<string> =>
  sql<string>`trim(both '-' from lower(regexp_replace(translate(${column}, ${ACCENTED}, ${PLAIN}), '[^A-Za-z0-9]+', '-', 'g')))`;

/**
 * Communities search engines should index: real, published ones. The built-in samples and a
 * provider's imported copies not yet saved (drafts) are sample content (docs/architecture.md §5.5, §5.7).
 */
export const realListing = and(eq(listings.isSample, false), eq(listings.draft, false));
