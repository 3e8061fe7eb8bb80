import { describe, expect, it } from 'vitest';
import {
  bareServerTable,
  markdownTable,
  pagesTable,
  target,
  type Measurement,
  type ResultRow,
} from './report.ts';

const row = (overrides: Partial<ResultRow>): ResultRow => ({
  mix: 'text',
  database: 'PostgreSQL',
  listings: 100_000,
  connections: 50,
  reqPerSec: 1000,
  p50Ms: 5,
  p99Ms: 20,
  errors: 0,
  ceilingReqPerSec: 1100,
  ratio: 0.9,
  ceilingMix: null,
  ...overrides,
});
const measured = (kind: Measurement['kind'], overrides: Partial<ResultRow>): Measurement => ({
  row: row(overrides),
  kind,
  sqlCeiling: null,
  httpCeiling: null,
});

describe('target', () => {
  it('holds a search at 100,000 listings on PostgreSQL to p99 and the ceiling ratio', () => {
    expect(target(measured('search', {}))).toEqual({
      text: 'p99 ≤ 50 ms, ≥ 0.8 of ceiling',
      met: true,
    });
    expect(target(measured('search', { ratio: 0.7 }))?.met).toBe(false);
    expect(target(measured('search', { p99Ms: 51 }))?.met).toBe(false);
  });
  it('sets no target below 100,000 listings on PostgreSQL', () => {
    expect(target(measured('search', { listings: 10_000 }))).toBeNull();
  });
  it('holds a listing page to p99 ≤ 10 ms at scale', () => {
    expect(target(measured('detail', { p99Ms: 9 }))?.met).toBe(true);
    expect(target(measured('detail', { p99Ms: 11 }))?.met).toBe(false);
  });
  it('holds PGlite searches and health checks to their own p99s', () => {
    expect(target(measured('search', { database: 'PGlite', p99Ms: 140 }))?.met).toBe(true);
    expect(target(measured('health', { database: 'PGlite', p99Ms: 60 }))).toEqual({
      text: 'p99 ≤ 50 ms',
      met: false,
    });
  });
  it('holds typed places to p99 ≤ 150 ms and 0.7 of the ceiling, suggestions to 20 ms', () => {
    const place = { mix: 'typed "City, ST"' };
    expect(target(measured('search', { ...place, p99Ms: 120, ratio: 0.75 }))).toEqual({
      text: 'p99 ≤ 150 ms, ≥ 0.7 of ceiling',
      met: true,
    });
    expect(target(measured('search', { ...place, ratio: 0.6 }))?.met).toBe(false);
    const suggestions = { mix: 'place suggestions' };
    expect(target(measured('other', { ...suggestions, p99Ms: 19 }))?.met).toBe(true);
    expect(target(measured('other', { ...suggestions, p99Ms: 21 }))?.met).toBe(false);
  });
  it('never counts a row with errors as met', () => {
    expect(target(measured('search', { errors: 1 }))?.met).toBe(false);
  });
  it('holds a page at scale to half of the API that serves its data', () => {
    const page = { mix: 'community page', ceilingMix: 'listing detail', p99Ms: 400 };
    expect(target(measured('page', { ...page, ratio: 0.55 }))).toEqual({
      text: '≥ 0.5 of its API ceiling',
      met: true,
    });
    expect(target(measured('page', { ...page, ratio: 0.04 }))?.met).toBe(false);
    expect(target(measured('page', { ...page, listings: 10_000 }))).toBeNull();
  });
});

describe('the tables', () => {
  it('keeps pages in their own table, each with its API ceiling mix', () => {
    const api = measured('detail', { mix: 'listing detail', reqPerSec: 900 });
    const page = measured('page', {
      mix: 'community page',
      reqPerSec: 90,
      ceilingReqPerSec: 900,
      ratio: 0.1,
      ceilingMix: 'listing detail',
      bytesPerAnswer: 16_384,
    });
    expect(markdownTable([api, page])).not.toContain('community page');
    expect(pagesTable([api])).toBeNull();
    expect(pagesTable([api, page])).toContain(
      '| community page | 90 | 5 | 20 | 0 | 16 | listing detail | 900 | 0.1 | ≥ 0.5 of its API ceiling | **not met** |',
    );
  });
});

describe('bareServerTable', () => {
  it('sets the app and the bare Node server against the same SQL ceiling', () => {
    const table = bareServerTable([
      {
        ...measured('search', { mix: 'typed ZIP', reqPerSec: 700, p99Ms: 120 }),
        sqlCeiling: 1000,
        bareServer: { reqPerSec: 875, p99Ms: 95.25 },
      },
      measured('search', { mix: 'no filter' }),
    ]);
    expect(table).toContain(
      '| PostgreSQL | 100,000 | typed ZIP | 700 | 875 | 1,000 | 0.7 | 0.88 | 0.8 | 120 | 95.3 |',
    );
    expect(table).not.toContain('no filter');
  });
  it('is left out when no mix was measured behind the bare server', () => {
    expect(bareServerTable([measured('search', {})])).toBeNull();
  });
});
