import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { Database } from '#server/db/client.ts';
import { importPublicRecords } from '#server/modules/public-records/import-records.ts';

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
