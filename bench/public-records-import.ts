// The public-records import's target: CMS's whole nursing-home file (some 15,000 rows) imports
// in under a minute on the embedded database (docs/decisions/042). Timed here, never in a unit
// test: the time depends on the machine and its load.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '#server/db/client.ts';
import { importPublicRecords } from '#server/modules/public-records/import-records.ts';

export const IMPORT_ROWS = 15_000;
export const IMPORT_TARGET_SECONDS = 60;

const HEADER =
  'CMS Certification Number (CCN),Provider Name,Provider Address,City/Town,State,ZIP Code,' +
  'Telephone Number,Number of Certified Beds,Provider Type,Abuse Icon,Overall Rating,' +
  'Health Inspection Rating,QM Rating,Staffing Rating,Total Amount of Fines in Dollars,' +
  'Latitude,Longitude,Processing Date';
const PLACES = [
  ['PORTLAND', 'OR', '97201', 45.51, -122.68],
  ['SEATTLE', 'WA', '98101', 47.61, -122.33],
  ['DENVER', 'CO', '80202', 39.74, -104.99],
  ['AUSTIN', 'TX', '78701', 30.27, -97.74],
  ['CHICAGO', 'IL', '60601', 41.88, -87.62],
] as const;

/** Rows in CMS's Provider Information layout: one per made-up nursing home. */
export function cmsRows(count: number): string {
  const rows = [HEADER];
  for (let i = 0; i < count; i += 1) {
    const [city, state, zip, lat, lng] = PLACES[i % PLACES.length];
    const star = (n: number) => String(((i + n) % 5) + 1);
    rows.push(
      [
        String(100000 + i),
        `BENCH NURSING HOME ${i}`,
        `${100 + i} MAIN ST`,
        city,
        state,
        zip,
        '5035550100',
        String(40 + (i % 150)),
        'Medicare and Medicaid',
        i % 10 === 0 ? 'Y' : 'N',
        star(0),
        star(1),
        star(2),
        star(3),
        String((i % 7) * 1250),
        (lat + (i % 100) / 1000).toFixed(4),
        (lng - (i % 100) / 1000).toFixed(4),
        '2025-10-01',
      ].join(','),
    );
  }
  return rows.join('\n') + '\n';
}

export interface ImportTiming {
  seconds: number;
  added: number;
  met: boolean;
}

/** Imports IMPORT_ROWS generated rows into a fresh embedded database and times the import. */
export async function measureImport(): Promise<ImportTiming> {
  const dir = mkdtempSync(join(tmpdir(), 'carenest-import-bench-'));
  const file = join(dir, 'provider-information.csv');
  writeFileSync(file, cmsRows(IMPORT_ROWS));
  const database = await openDatabase({ dataDir: join(dir, 'data'), statementTimeoutMs: 0 });
  try {
    const started = performance.now();
    const summary = await importPublicRecords(database, {
      source: 'cms-nursing-homes',
      input: file,
    });
    const seconds = (performance.now() - started) / 1000;
    return {
      seconds,
      added: summary.added,
      met: seconds < IMPORT_TARGET_SECONDS && summary.added === IMPORT_ROWS,
    };
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function importLine(t: ImportTiming): string {
  return (
    `Public records import (${IMPORT_ROWS.toLocaleString('en-US')} rows in CMS's layout, embedded ` +
    `database): ${t.seconds.toFixed(1)} s, ${t.added.toLocaleString('en-US')} added — target < ` +
    `${IMPORT_TARGET_SECONDS} s: ${t.met ? 'met' : '**not met**'}.`
  );
}
