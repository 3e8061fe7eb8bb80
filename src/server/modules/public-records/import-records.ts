import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type { PublicRecordSource } from '#shared/public-record-schemas.ts';
import type { Database } from '../../db/client.ts';
import {
  headerKey,
  parseCaRow,
  parseCmsRow,
  REQUIRED_COLUMNS,
  RowError,
  type ParsedRecord,
  type Row,
} from './record-layouts.ts';
import {
  closeRecordsNotIn,
  insertUnclaimedListings,
  ownedListingsIn,
  refreshUnclaimedListings,
  storedRecords,
  upsertRecords,
  type Writer,
} from './public-records.repo.ts';
import { matchKey } from './record-matching.ts';

export interface ImportOptions {
  source: PublicRecordSource;
  /** A file path or a stream of the CSV. */
  input: string | Readable;
  /** YYYY-MM-DD; required for California's file, which carries no date. */
  asOf?: string;
  batchSize?: number;
}

export interface ImportSummary {
  rows: number;
  added: number;
  /** New records attached to a listing a community already runs (not a new listing). */
  attached: number;
  changed: number;
  unchanged: number;
  closed: number;
  malformed: { line: number; reason: string }[];
}

/** The content compared between imports: everything but the date the file speaks for. */
const contentHash = ({ asOf: _asOf, ...content }: ParsedRecord) =>
  createHash('sha1').update(JSON.stringify(content)).digest('hex');

const ID_COLUMN: Record<PublicRecordSource, string> = {
  'cms-nursing-homes': 'CMS Certification Number (CCN)',
  'ca-rcfe': 'Facility Number',
};

type Parsed = { line: number; record: ParsedRecord };

/**
 * Reads an agency's file as it streams and stores it in batches, one transaction each
 * (docs/decisions/042): new records become unclaimed listings or are attached to the listing that
 * is the same community; changed ones update their unclaimed listing; records the file no longer
 * lists are closed. A row the import cannot read is reported and skipped.
 */
export async function importPublicRecords(
  database: Database,
  options: ImportOptions,
): Promise<ImportSummary> {
  const { source } = options;
  if (source === 'ca-rcfe' && !options.asOf)
    throw new Error("California's file carries no date: give it with --as-of YYYY-MM-DD.");
  const summary: ImportSummary = {
    rows: 0,
    added: 0,
    attached: 0,
    changed: 0,
    unchanged: 0,
    closed: 0,
    malformed: [],
  };
  const seen = new Map<string, number>();
  const parser = csvRows(options.input, summary);
  let batch: Parsed[] = [];
  for await (const { line, row } of parser) {
    summary.rows += 1;
    const parsed = readRow(source, row, options.asOf, line, seen, summary);
    if (parsed) batch.push(parsed);
    if (batch.length >= (options.batchSize ?? 1000)) {
      await storeBatch(database, source, batch, summary);
      batch = [];
    }
  }
  await storeBatch(database, source, batch, summary);
  summary.closed += await closeRecordsNotIn(database.db, source, [...seen.keys()]);
  return summary;
}

async function* csvRows(input: string | Readable, summary: ImportSummary) {
  const stream = typeof input === 'string' ? createReadStream(input) : input;
  const parser = stream.pipe(
    parse({
      bom: true,
      columns: (headers: string[]) => headers.map(headerKey),
      info: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      trim: true,
    }),
  );
  // A row csv-parse itself cannot read (wrong number of fields, a broken quote) is skipped.
  parser.on('skip', (err: { lines?: number; message: string }) => {
    summary.rows += 1;
    summary.malformed.push({ line: err.lines ?? 0, reason: err.message });
  });
  for await (const { record, info } of parser as AsyncIterable<{
    record: Row;
    info: { lines: number };
  }>) {
    yield { line: info.lines, row: record };
  }
}

function readRow(
  source: PublicRecordSource,
  row: Row,
  asOf: string | undefined,
  line: number,
  seen: Map<string, number>,
  summary: ImportSummary,
): Parsed | null {
  const missing = REQUIRED_COLUMNS[source].filter((c) => !(headerKey(c) in row));
  if (missing.length)
    throw new Error(
      `This is not the ${source} layout: no column ${missing.map((c) => `"${c}"`).join(', ')}.`,
    );
  // A row we cannot read still keeps its facility from being closed as "not in the file".
  const rawId = (row[headerKey(ID_COLUMN[source])] ?? '').trim();
  try {
    const record = source === 'cms-nursing-homes' ? parseCmsRow(row) : parseCaRow(row, asOf!);
    const earlier = seen.get(record.sourceId);
    if (earlier !== undefined)
      throw new RowError(`repeats facility ${record.sourceId} of line ${earlier}`);
    seen.set(record.sourceId, line);
    return { line, record };
  } catch (err) {
    if (!(err instanceof RowError)) throw err;
    if (rawId && !seen.has(rawId))
      seen.set(source === 'ca-rcfe' ? rawId.padStart(9, '0') : rawId.toUpperCase(), line);
    summary.malformed.push({ line, reason: err.message });
    return null;
  }
}

async function storeBatch(
  database: Database,
  source: PublicRecordSource,
  batch: Parsed[],
  summary: ImportSummary,
) {
  if (batch.length === 0) return;
  await database.db.transaction(async (tx) => {
    const stored = new Map(
      (
        await storedRecords(
          tx,
          source,
          batch.map((b) => b.record.sourceId),
        )
      ).map((r) => [r.sourceId, r]),
    );
    const fresh = batch.filter((b) => !stored.has(b.record.sourceId)).map((b) => b.record);
    const listingOf = await listingsForNewRecords(tx, fresh, summary);
    const upserts = batch.map(({ record }) => {
      const hash = contentHash(record);
      const before = stored.get(record.sourceId);
      return {
        record,
        hash,
        before,
        listingId: before ? before.listingId : listingOf.get(record.sourceId)!,
      };
    });
    for (const u of upserts) {
      if (!u.before) continue;
      if (u.before.contentHash === u.hash) summary.unchanged += 1;
      else if (u.record.closed && !u.before.closed) summary.closed += 1;
      else summary.changed += 1;
    }
    await upsertRecords(tx, upserts);
    // A record closed as "not in the file" and listed again is open again: refresh it too.
    const refresh = upserts.filter(
      (u) => u.before && u.listingId && (u.before.contentHash !== u.hash || u.before.closed),
    );
    await refreshUnclaimedListings(
      tx,
      refresh.map((u) => ({ listingId: u.listingId!, record: u.record })),
    );
  });
}

/** Attaches each new record to the listing that is the same community, or makes it one. */
async function listingsForNewRecords(tx: Writer, fresh: ParsedRecord[], summary: ImportSummary) {
  const listingOf = new Map<string, string>();
  if (fresh.length === 0) return listingOf;
  const zips = [...new Set(fresh.map((r) => r.zipCode))];
  const owned = new Map((await ownedListingsIn(tx, zips)).map((l) => [matchKey(l), l.id]));
  const unmatched: ParsedRecord[] = [];
  for (const record of fresh) {
    const match = owned.get(matchKey(record));
    if (match) {
      listingOf.set(record.sourceId, match);
      summary.attached += 1;
    } else unmatched.push(record);
  }
  const ids = await insertUnclaimedListings(tx, unmatched);
  unmatched.forEach((r, i) => listingOf.set(r.sourceId, ids[i]));
  summary.added += fresh.length;
  return listingOf;
}
