import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { Database, Db } from '#server/db/client.ts';
import { listings, publicRecords } from '#server/db/schema/index.ts';
import { newUnclaimedListing } from '#server/modules/public-records/record-listing.ts';
import { importPublicRecords } from '#server/modules/public-records/import-records.ts';
import type { ParsedRecord } from '#server/modules/public-records/record-layouts.ts';

export const CMS_FIXTURE = fileURLToPath(
  new URL('../fixtures/public-records/cms-provider-information.csv', import.meta.url),
);
export const CA_FIXTURE = fileURLToPath(
  new URL('../fixtures/public-records/ca-rcfe.csv', import.meta.url),
);
/** The date the California fixture is imported as (its file carries none). */
export const CA_FIXTURE_AS_OF = '2025-05-25';

export const importCmsFixture = (database: Database) =>
  importPublicRecords(database, { source: 'cms-nursing-homes', input: CMS_FIXTURE });
export const importCaFixture = (database: Database) =>
  importPublicRecords(database, { source: 'ca-rcfe', input: CA_FIXTURE, asOf: CA_FIXTURE_AS_OF });

/** The CMS fixture as text with its lines changed, for a later month's file. */
export function editedCmsFixture(edit: (lines: string[]) => string[]): Readable {
  const lines = readFileSync(CMS_FIXTURE, 'utf8').trimEnd().split('\n');
  return Readable.from([edit(lines).join('\n') + '\n']);
}

/** One California record, for tests that need an unclaimed listing without importing a file. */
export const RECORD_FIXTURE: ParsedRecord = {
  source: 'ca-rcfe',
  sourceId: '347009999',
  name: 'CAPITOL OAKS HOME',
  address: '1000 CAPITOL MALL',
  city: 'SACRAMENTO',
  state: 'CA',
  zipCode: '95814',
  phone: '(916) 555-0299',
  email: 'office@capitoloaks.example',
  lat: null,
  lng: null,
  facilityType: 'RESIDENTIAL CARE ELDERLY',
  status: 'LICENSED',
  closed: false,
  capacity: 6,
  overallRating: null,
  healthInspectionRating: null,
  staffingRating: null,
  qualityRating: null,
  totalFines: null,
  abuseIcon: null,
  asOf: '2025-05-25',
};

/** RECORD_FIXTURE stored as the import stores it: an unclaimed listing and its record. */
export async function insertRecordFixture(db: Db) {
  const [listing] = await db
    .insert(listings)
    .values(newUnclaimedListing(RECORD_FIXTURE))
    .returning();
  const { source, sourceId, ...fields } = RECORD_FIXTURE;
  await db
    .insert(publicRecords)
    .values({ source, sourceId, listingId: listing.id, ...fields, contentHash: 'fixture' });
  return listing;
}
