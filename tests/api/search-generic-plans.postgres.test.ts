import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import {
  listingDetailStatement,
  listingRowsStatement,
} from '#server/modules/listings/listings.repo.ts';
import { pointsStatement } from '#server/modules/listings/points.repo.ts';
import { preparedName, type Statement } from '#server/modules/listings/view-sql.ts';
import { MAP_POINTS_CAP } from '#shared/constants.ts';
import {
  openSeededSearchDatabase,
  IN_A_BOX,
  SEARCH_MIXES,
  statementsOf,
  typed,
} from '#tests/helpers/search-mixes.ts';

// On PostgreSQL the statements marked `prepared` are named prepared statements (view-sql.ts), and
// after a few runs PostgreSQL may keep one generic plan for each, made without the values
// (docs/decisions/051). Forced to that generic plan, none may read listings sequentially.
let database: Database;
let client: pg.PoolClient;
beforeAll(async () => {
  database = await openSeededSearchDatabase();
  client = await (database.db as unknown as { $client: pg.Pool }).$client.connect();
  await client.query('set plan_cache_mode = force_generic_plan');
}, 120_000);
afterAll(async () => {
  client.release();
  await database.close();
});

/** A value as a literal for EXECUTE, which takes no bound parameters. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) {
    const items = value.map((item) => `"${String(item).replace(/["\\]/g, '\\$&')}"`);
    return client.escapeLiteral(`{${items.join(',')}}`);
  }
  return client.escapeLiteral(String(value));
}

async function genericPlan({ sql, params }: Statement): Promise<string> {
  const name = preparedName(sql);
  await client.query({ name, text: sql, values: params });
  const result = await client.query<{ 'QUERY PLAN': string }>(
    `explain execute ${name}(${params.map(literal).join(', ')})`,
  );
  return result.rows.map((r) => r['QUERY PLAN']).join('\n');
}

async function expectIndexedGenericPlan(statement: Statement) {
  const text = await genericPlan(statement);
  // A generic plan names its parameters ($1) where a planned one shows their values.
  expect(text, text).toMatch(/\$1/);
  expect(text, text).not.toMatch(/Seq Scan on listings/);
}

describe('generic plans of the prepared statements', () => {
  for (const [mix, { filters, page }] of Object.entries(SEARCH_MIXES)) {
    it(`${mix}: prepared only if its generic plan reads through indexes`, async () => {
      for (const includeSamples of [false, true]) {
        const statements = statementsOf({ ...filters, includeSamples }, page);
        const prepared = statements.filter((statement) => statement.prepared);
        // Searches in a box are prepared (the time they save is the point); others need values.
        expect(prepared.length).toBe(IN_A_BOX.has(mix) ? statements.length : 0);
        for (const statement of prepared) await expectIndexedGenericPlan(statement);
      }
    });
  }

  it('a map area’s points are prepared and read through indexes', async () => {
    const statement = pointsStatement(typed('bbox=-122.9,45.3,-122.3,45.7'), MAP_POINTS_CAP + 1);
    expect(statement.prepared).toBe(true);
    await expectIndexedGenericPlan(statement);
  });

  it('a listing and a page of listings by id are prepared key lookups', async () => {
    const { rows } = await database.query<{ id: string }>('select id from listings limit 3');
    const ids = rows.map((row) => row.id);
    for (const statement of [listingDetailStatement(ids[0]), listingRowsStatement(ids)]) {
      expect(statement.prepared).toBe(true);
      await expectIndexedGenericPlan(statement);
    }
  });
});
