import { PROVIDER_MESSAGES } from '#shared/provider-schemas.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { SAMPLE_LISTINGS, sampleListingColumns } from '../listings/sample-listings.ts';
import { lockRemainingAllowance } from './provider-listings.service.ts';
import * as repo from './provider-listings.repo.ts';

/** One-time import of the six built-in samples as the provider's own rows, within the plan limit. */
export async function importSampleListings(db: Db, providerId: string) {
  return db.transaction(async (tx) => {
    const allowance = await lockRemainingAllowance(tx, providerId);
    if (await repo.hasImportedSamples(tx, providerId)) {
      throw new AppError('CONFLICT', PROVIDER_MESSAGES.alreadyMigrated);
    }
    if (allowance < 1) throw new AppError('FORBIDDEN', PROVIDER_MESSAGES.basicLimit);
    const chosen = SAMPLE_LISTINGS.slice(0, Math.min(allowance, SAMPLE_LISTINGS.length));
    await repo.insertListings(
      tx,
      chosen.map((s, index) => ({
        providerId,
        importedSampleId: s.id,
        ...sampleListingColumns(s),
        // Keep the samples' order in "newest first" lists.
        createdAt: new Date(Date.now() - index * 1000),
      })),
    );
    const skipped = SAMPLE_LISTINGS.length - chosen.length;
    const message =
      `Successfully migrated ${chosen.length} sample listings` +
      (skipped > 0 ? ` (${skipped} not imported: the Basic plan allows up to 3 listings)` : '');
    return { imported: chosen.length, skipped, message };
  });
}
