// The scale targets (docs/decisions/011), the markdown table and bench/results/latest.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { MAP_MIXES, PLACE_MIXES, SUGGESTIONS_MIX, type MixKind } from './mixes.ts';
import type { Measured } from './stats.ts';

export type DatabaseName = 'PostgreSQL' | 'PGlite';

/** One object per mix in latest.json. */
export interface ResultRow extends Measured {
  mix: string;
  database: DatabaseName;
  listings: number;
  connections: number;
  /**
   * API mixes: the lower of the two ceilings (raw SQL, trivial Fastify route). Pages: the req/s
   * of the API mix serving the same data (ceilingMix), in pages' worth. Null where none applies.
   */
  ceilingReqPerSec: number | null;
  ratio: number | null;
  /** A page's ceiling: the API mix measured in the same run; null for API mixes. */
  ceilingMix: string | null;
}

/** A table row: the run it belongs to, the mix's figures and what they are held to. */
export function resultRow(
  run: { name: DatabaseName; listings: number; connections: number },
  mix: string,
  measured: Measured,
  ceiling: { reqPerSec: number | null; mix: string | null },
): ResultRow {
  return {
    mix,
    database: run.name,
    listings: run.listings,
    connections: run.connections,
    ...measured,
    ceilingReqPerSec: ceiling.reqPerSec,
    ratio: ceiling.reqPerSec ? measured.reqPerSec / ceiling.reqPerSec : null,
    ceilingMix: ceiling.mix,
  };
}

export interface Measurement {
  row: ResultRow;
  kind: MixKind | 'health';
  sqlCeiling: number | null;
  httpCeiling: number | null;
  /** The bare Node server sending the same SQL (bare-server.ts), where measured. */
  bareServer?: { reqPerSec: number; p99Ms: number };
}

interface Target {
  applies(m: Measurement): boolean;
  text: string;
  /** Met when this holds and the row had no errors. */
  holds(row: ResultRow): boolean;
}

const atScale = (m: Measurement) => m.row.database === 'PostgreSQL' && m.row.listings >= 100_000;

/** The scale targets (docs/decisions/011); the first that applies to a row is its target. */
const TARGETS: Target[] = [
  {
    // Typed places search a radius and may sort it in memory (docs/decisions/038).
    applies: (m) => atScale(m) && m.kind === 'search' && PLACE_MIXES.includes(m.row.mix),
    text: 'p99 ≤ 150 ms, ≥ 0.7 of ceiling',
    holds: (row) => row.p99Ms <= 150 && (row.ratio ?? 0) >= 0.7,
  },
  {
    // The browse map's area search and markers (docs/decisions/046).
    applies: (m) => atScale(m) && MAP_MIXES.includes(m.row.mix),
    text: 'p99 ≤ 150 ms',
    holds: (row) => row.p99Ms <= 150,
  },
  {
    applies: (m) => atScale(m) && m.row.mix === SUGGESTIONS_MIX,
    text: 'p99 ≤ 20 ms',
    holds: (row) => row.p99Ms <= 20,
  },
  {
    applies: (m) => atScale(m) && m.kind === 'search',
    text: 'p99 ≤ 50 ms, ≥ 0.8 of ceiling',
    holds: (row) => row.p99Ms <= 50 && (row.ratio ?? 0) >= 0.8,
  },
  {
    // Pages as fast as the API behind them is the goal; half of it is the first step.
    applies: (m) => atScale(m) && m.kind === 'page',
    text: '≥ 0.5 of its API ceiling',
    holds: (row) => (row.ratio ?? 0) >= 0.5,
  },
  {
    applies: (m) => atScale(m) && m.kind === 'detail',
    text: 'p99 ≤ 10 ms',
    holds: (row) => row.p99Ms <= 10,
  },
  {
    applies: (m) => m.row.database === 'PGlite' && m.kind === 'search',
    text: 'p99 ≤ 150 ms',
    holds: (row) => row.p99Ms <= 150,
  },
  {
    applies: (m) => m.row.database === 'PGlite' && m.kind === 'health',
    text: 'p99 ≤ 50 ms',
    holds: (row) => row.p99Ms <= 50,
  },
];

/** The scale target for this row, and whether it was met. */
export function target(m: Measurement): { text: string; met: boolean } | null {
  const found = TARGETS.find((t) => t.applies(m));
  if (!found) return null;
  return { text: found.text, met: found.holds(m.row) && m.row.errors === 0 };
}

const num = (v: number | null, digits = 0) =>
  v === null || Number.isNaN(v)
    ? '—'
    : v.toLocaleString('en-US', { maximumFractionDigits: digits });

const metText = (m: Measurement) => {
  const t = target(m);
  return `${t?.text ?? '—'} | ${t ? (t.met ? 'met' : '**not met**') : '—'}`;
};

/** The API mixes (and the health probe): each against the raw-SQL and HTTP ceilings. */
export function markdownTable(measurements: Measurement[]): string {
  const lines = [
    '| database | listings | conns | mix | req/s | p50 ms | p99 ms | errors | SQL ceiling req/s | HTTP ceiling req/s | ratio | target | met |',
    '|---|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---|---|',
  ];
  for (const m of measurements.filter((x) => x.kind !== 'page')) {
    const r = m.row;
    lines.push(
      `| ${r.database} | ${num(r.listings)} | ${r.connections} | ${r.mix} | ${num(r.reqPerSec, 1)} | ` +
        `${num(r.p50Ms, 1)} | ${num(r.p99Ms, 1)} | ${r.errors} | ${num(m.sqlCeiling, 1)} | ` +
        `${num(m.httpCeiling)} | ${num(r.ratio, 2)} | ${metText(m)} |`,
    );
  }
  return lines.join('\n');
}

/**
 * The mixes measured behind the bare Node server too: the app's req/s and the bare server's, each
 * as a share of the SQL ceiling, and the app's as a share of the bare server's; and both p99s, which
 * tell a tail of the app's from one every server has on this machine under this load. Null when none.
 */
export function bareServerTable(measurements: Measurement[]): string | null {
  const measured = measurements.filter((m) => m.bareServer !== undefined && m.sqlCeiling);
  if (measured.length === 0) return null;
  const lines = [
    '| database | listings | mix | app req/s | bare Node server req/s | SQL ceiling req/s | app ÷ ceiling | bare ÷ ceiling | app ÷ bare | app p99 ms | bare p99 ms |',
    '|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const { row: r, bareServer, sqlCeiling } of measured) {
    const ceiling = sqlCeiling ?? NaN;
    const bare = bareServer?.reqPerSec ?? NaN;
    lines.push(
      `| ${r.database} | ${num(r.listings)} | ${r.mix} | ${num(r.reqPerSec, 1)} | ` +
        `${num(bare, 1)} | ${num(ceiling, 1)} | ${num(r.reqPerSec / ceiling, 2)} | ` +
        `${num(bare / ceiling, 2)} | ${num(r.reqPerSec / bare, 2)} | ` +
        `${num(r.p99Ms, 1)} | ${num(bareServer?.p99Ms ?? NaN, 1)} |`,
    );
  }
  return [
    'The same SQL behind a bare Node server (node:http and the database client, nothing else: ' +
      'bench/bare-server.ts), measured right after the app:',
    '',
    ...lines,
  ].join('\n');
}

const kb = (bytes: number | undefined) => (bytes === undefined ? null : bytes / 1024);

/** The pages: each against the API mix serving its data in the same run (null when none ran). */
export function pagesTable(measurements: Measurement[]): string | null {
  const pages = measurements.filter((m) => m.kind === 'page');
  if (pages.length === 0) return null;
  const lines = [
    '| database | listings | conns | page | req/s | p50 ms | p99 ms | errors | KB per answer | API ceiling (mix) | API ceiling pages/s | ratio | target | met |',
    '|---|---:|---:|---|---:|---:|---:|---:|---:|---|---:|---:|---|---|',
  ];
  for (const m of pages) {
    const r = m.row;
    lines.push(
      `| ${r.database} | ${num(r.listings)} | ${r.connections} | ${r.mix} | ${num(r.reqPerSec, 1)} | ` +
        `${num(r.p50Ms, 1)} | ${num(r.p99Ms, 1)} | ${r.errors} | ${num(kb(r.bytesPerAnswer), 1)} | ` +
        `${r.ceilingMix ?? '—'} | ${num(r.ceilingReqPerSec, 1)} | ${num(r.ratio, 2)} | ${metText(m)} |`,
    );
  }
  return lines.join('\n');
}

/** "Cost grows slower than the data": unfiltered req/s at 100k ≥ half of that at 1k. */
export function scaleLine(measurements: Measurement[]): string | null {
  const noFilter = (listings: number) =>
    measurements.find(
      (m) =>
        m.row.database === 'PostgreSQL' && m.row.mix === 'no filter' && m.row.listings === listings,
    )?.row;
  const [small, large] = [noFilter(1_000), noFilter(100_000)];
  if (!small || !large) return null;
  const met = large.reqPerSec >= small.reqPerSec / 2;
  return (
    `Scale (PostgreSQL, no filter): ${num(large.reqPerSec, 1)} req/s at 100,000 listings vs ` +
    `${num(small.reqPerSec, 1)} at 1,000 — target ≥ half: ${met ? 'met' : '**not met**'}.`
  );
}

export function writeResults(dir: string, measurements: Measurement[], markdown: string): void {
  mkdirSync(dir, { recursive: true });
  const rows = measurements.map(({ row }) => ({
    mix: row.mix,
    database: row.database,
    listings: row.listings,
    connections: row.connections,
    reqPerSec: round(row.reqPerSec, 1),
    p50Ms: round(row.p50Ms, 2),
    p99Ms: round(row.p99Ms, 2),
    errors: row.errors,
    ceilingReqPerSec: row.ceilingReqPerSec === null ? null : round(row.ceilingReqPerSec, 1),
    ratio: row.ratio === null ? null : round(row.ratio, 3),
    ceilingMix: row.ceilingMix,
    ...(row.bytesPerAnswer === undefined ? {} : { bytesPerAnswer: Math.round(row.bytesPerAnswer) }),
  }));
  writeFileSync(`${dir}/latest.json`, JSON.stringify(rows, null, 2) + '\n');
  writeFileSync(`${dir}/latest.md`, markdown + '\n');
}

const round = (v: number, digits: number) => Number(v.toFixed(digits));
