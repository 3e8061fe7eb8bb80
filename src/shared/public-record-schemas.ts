import { z } from 'zod';

/** The public files CareNest imports (docs/decisions/042). */
export const PUBLIC_RECORD_SOURCES = ['cms-nursing-homes', 'ca-rcfe'] as const;
export type PublicRecordSource = (typeof PUBLIC_RECORD_SOURCES)[number];

/** The agency that publishes each source, as the safety panel names it. */
export const PUBLIC_RECORD_AGENCIES: Record<PublicRecordSource, string> = {
  'cms-nursing-homes': 'Centers for Medicare & Medicaid Services (CMS)',
  'ca-rcfe': 'California Department of Social Services, Community Care Licensing Division',
};

/** The agency's own page for one facility. */
export function officialRecordUrl(source: PublicRecordSource, sourceId: string): string {
  return source === 'cms-nursing-homes'
    ? `https://www.medicare.gov/care-compare/details/nursing-home/${encodeURIComponent(sourceId)}`
    : `https://www.ccld.dss.ca.gov/carefacilitysearch/FacDetail/${encodeURIComponent(sourceId)}`;
}

const stars = z.number().int().min(1).max(5).nullable();

/** CMS's five-star ratings, fines and abuse icon for a nursing home, as published. */
export const cmsRatingsSchema = z.object({
  overall: stars,
  healthInspection: stars,
  staffing: stars,
  quality: stars,
  totalFines: z.number().nullable(),
  abuseIcon: z.boolean().nullable(),
});
export type CmsRatings = z.infer<typeof cmsRatingsSchema>;

/** A listing's public record, shown in its safety panel (GET /api/listings/:id). */
export const publicRecordViewSchema = z.object({
  source: z.enum(PUBLIC_RECORD_SOURCES),
  agency: z.string(),
  /** The CMS Certification Number, or the California facility (licence) number. */
  licenceNumber: z.string(),
  facilityType: z.string().nullable(),
  status: z.string(),
  closed: z.boolean(),
  capacity: z.number().nullable(),
  /** YYYY-MM-DD: the date the agency's file speaks for. */
  asOf: z.string(),
  officialUrl: z.string(),
  cms: cmsRatingsSchema.nullable(),
});
export type PublicRecordView = z.infer<typeof publicRecordViewSchema>;
