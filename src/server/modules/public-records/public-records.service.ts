import { desc, eq } from 'drizzle-orm';
import {
  officialRecordUrl,
  PUBLIC_RECORD_AGENCIES,
  type PublicRecordSource,
  type PublicRecordView,
} from '#shared/public-record-schemas.ts';
import type { Db } from '../../db/client.ts';
import { publicRecords } from '../../db/schema/index.ts';

type RecordRow = typeof publicRecords.$inferSelect;

/** The safety panel's facts: the record as published, with its agency and official page. */
export function toPublicRecordView(r: RecordRow): PublicRecordView {
  const source = r.source as PublicRecordSource;
  return {
    source,
    agency: PUBLIC_RECORD_AGENCIES[source],
    licenceNumber: r.sourceId,
    facilityType: r.facilityType,
    status: r.status,
    closed: r.closed,
    capacity: r.capacity,
    asOf: r.asOf,
    officialUrl: officialRecordUrl(source, r.sourceId),
    cms:
      source === 'cms-nursing-homes'
        ? {
            overall: r.overallRating,
            healthInspection: r.healthInspectionRating,
            staffing: r.staffingRating,
            quality: r.qualityRating,
            totalFines: r.totalFines === null ? null : Number(r.totalFines),
            abuseIcon: r.abuseIcon,
          }
        : null,
  };
}

/** The public record attached to a listing (the latest, should two be), or null. */
export async function publicRecordOfListing(
  db: Db,
  storedListingId: string,
): Promise<PublicRecordView | null> {
  const [row] = await db
    .select()
    .from(publicRecords)
    .where(eq(publicRecords.listingId, storedListingId))
    .orderBy(desc(publicRecords.asOf), desc(publicRecords.updatedAt))
    .limit(1);
  return row ? toPublicRecordView(row) : null;
}
