import { PROVIDER_MESSAGES } from '#shared/provider-schemas.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { forgetPriceBounds } from '../listings/price-bounds.ts';
import { SAMPLE_LISTINGS, sampleListingColumns } from '../listings/sample-listings.ts';
import { lockRemainingAllowance } from './provider-listings.service.ts';
import * as repo from './provider-listings.repo.ts';

/** One-time import of the six built-in samples as the provider's own rows, within the plan limit. */
export async function importSampleListings(db: Db, providerId: string) {
  const result = await db.transaction(async (tx) => {
    const allowance = await lockRemainingAllowance(tx, providerId);
    if (await repo.hasImportedSamples(tx, providerId)) {
      throw new AppError('SAMPLES_ALREADY_IMPORTED', PROVIDER_MESSAGES.alreadyMigrated);
    }
    if (allowance < 1) throw new AppError('LISTING_LIMIT_REACHED', PROVIDER_MESSAGES.basicLimit);
    const chosen = SAMPLE_LISTINGS.slice(0, Math.min(allowance, SAMPLE_LISTINGS.length));
    await repo.insertListings(
      tx,
      chosen.map((s, index) => ({
        providerId,
        importedSampleId: s.id,
        ...sampleListingColumns(s),
        // Families see a copy only once the provider has made it theirs (DESIGN.md §5.7).
        draft: true,
        // Keep the samples' order in "newest first" lists.
        createdAt: new Date(Date.now() - index * 1000),
      })),
    );
    const skipped = SAMPLE_LISTINGS.length - chosen.length;
    return {
      imported: chosen.length,
      skipped,
      message: PROVIDER_MESSAGES.migrated(chosen.length),
      detail: skipped > 0 ? PROVIDER_MESSAGES.migratedSkipped(skipped) : null,
    };
  });
  forgetPriceBounds(db);
  return result;
}
