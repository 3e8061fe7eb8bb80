import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  officialRecordUrl,
  PUBLIC_RECORD_AGENCIES,
  type PublicRecordSource,
  type PublicRecordView,
} from '#shared/public-record-schemas.ts';
import { publicRecords } from '../../db/schema/index.ts';

export type PublicRecordRow = Pick<
  typeof publicRecords.$inferSelect,
  | 'source'
  | 'sourceId'
  | 'facilityType'
  | 'status'
  | 'closed'
  | 'capacity'
  | 'asOf'
  | 'overallRating'
  | 'healthInspectionRating'
  | 'staffingRating'
  | 'qualityRating'
  | 'totalFines'
  | 'abuseIcon'
>;

/**
 * The listing's latest record as one JSON value (the fields of PublicRecordRow), for the listing
 * detail's single statement: the detail is a hot read (docs/decisions/042).
 */
export function publicRecordJson(listingId: AnyPgColumn): SQL<PublicRecordRow | null> {
  return sql<PublicRecordRow | null>`(select json_build_object(
      'source', pr.source, 'sourceId', pr.source_id, 'facilityType', pr.facility_type,
      'status', pr.status, 'closed', pr.closed, 'capacity', pr.capacity,
      'asOf', to_char(pr.as_of, 'YYYY-MM-DD'), 'overallRating', pr.overall_rating,
      'healthInspectionRating', pr.health_inspection_rating, 'staffingRating', pr.staffing_rating,
      'qualityRating', pr.quality_rating, 'totalFines', pr.total_fines, 'abuseIcon', pr.abuse_icon)
    from ${publicRecords} pr where pr.listing_id = ${listingId}
    order by pr.as_of desc, pr.updated_at desc limit 1)`;
}

/** The safety panel's facts: the record as published, with its agency and official page. */
export function toPublicRecordView(r: PublicRecordRow): PublicRecordView {
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
