import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestContext } from './test-app.ts';

async function publicTables(ctx: TestContext): Promise<string[]> {
  const result = (await ctx.database.db.execute(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  return result.rows.map((r) => r.table_name);
}

function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, `${prefix}${entry.name}/`);
    return [`${prefix}${entry.name} ${statSync(path).size}`];
  });
}

/**
 * A fingerprint of everything a request could change: each table's row count and content hash,
 * and every stored file. Two equal snapshots mean the request between them changed nothing.
 * All tables are read in one statement: the fuzz test takes a snapshot around most of its
 * requests, and one query per table made that most of its time.
 */
export async function snapshotState(ctx: TestContext) {
  const perTable = (await publicTables(ctx)).map(
    (table) =>
      `select '${table}' as name, count(*)::int as n,
              coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as h from "${table}" t`,
  );
  const result = (await ctx.database.db.execute(
    sql.raw(perTable.join('\nunion all\n')),
  )) as unknown as { rows: { name: string; n: number; h: string }[] };
  const tables: Record<string, string> = {};
  for (const row of result.rows) tables[row.name] = `${row.n} rows ${row.h}`;
  return { tables, files: filesUnder(ctx.uploadsDir).sort() };
}
