import { PROVIDER_MESSAGES } from '#shared/provider-schemas.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { forgetPriceBounds } from '../listings/price-bounds.ts';
import { SAMPLE_LISTINGS, sampleListingColumns } from '../listings/sample-listings.ts';
import { lockRemainingAllowance } from './provider-listings.service.ts';
import * as repo from './provider-listings.repo.ts';

function describeImport(imported: number, alreadyImported: number, skipped: number) {
  const detail = [
    alreadyImported > 0 ? PROVIDER_MESSAGES.migratedAlreadyThere(alreadyImported) : null,
    skipped > 0 ? PROVIDER_MESSAGES.migratedSkipped(skipped) : null,
  ].filter(Boolean);
  return {
    imported,
    skipped,
    alreadyImported,
    message: PROVIDER_MESSAGES.migrated(imported),
    detail: detail.length > 0 ? detail.join(' ') : null,
  };
}

/**
 * Copies the built-in samples the provider does not have yet as their own rows, within the plan
 * limit: a Basic provider who imported two and then upgrades gets the other four, never doubles.
 */
export async function importSampleListings(db: Db, providerId: string) {
  const result = await db.transaction(async (tx) => {
    // The subscription row stays locked until commit, so parallel imports and creates queue here.
    const allowance = await lockRemainingAllowance(tx, providerId);
    const already = await repo.importedSampleIds(tx, providerId);
    const missing = SAMPLE_LISTINGS.filter((s) => !already.has(s.id));
    if (missing.length === 0) {
      throw new AppError('SAMPLES_ALREADY_IMPORTED', PROVIDER_MESSAGES.alreadyMigrated);
    }
    if (allowance < 1) throw new AppError('LISTING_LIMIT_REACHED', PROVIDER_MESSAGES.basicLimit);
    const chosen = missing.slice(0, Math.min(allowance, missing.length));
    await repo.insertListings(
      tx,
      chosen.map((s, index) => ({
        providerId,
        importedSampleId: s.id,
        ...sampleListingColumns(s),
        // Families see a copy only once the provider has made it theirs (docs/architecture.md §5.7).
        draft: true,
        // Keep the samples' order in "newest first" lists.
        createdAt: new Date(Date.now() - index * 1000),
      })),
    );
    return describeImport(chosen.length, already.size, missing.length - chosen.length);
  });
  forgetPriceBounds(db);
  return result;
}
