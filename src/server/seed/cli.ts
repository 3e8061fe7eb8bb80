// `npm run seed -- --listings 100000 [--seed 1]`: realistic data in the configured database
// (DATABASE_URL, or the embedded one in DATA_DIR). Re-running replaces the earlier seeded data.
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client.ts';
import { seedDatabase } from '../db/seed.ts';
import { EnvError, parseEnv } from '../env.ts';
import { seedRealisticData } from './seed-realistic.ts';
// @ts-expect-error plain JavaScript shared with the backup scripts
import { refuseWhileServerRuns } from '../../../scripts/data-dir.mjs';

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} must be a whole number (got "${raw}").`);
    process.exit(1);
  }
  return n;
}

async function main() {
  const { values } = parseArgs({
    options: { listings: { type: 'string' }, seed: { type: 'string' } },
  });
  const listings = positiveInt('listings', values.listings, 10_000);
  const seed = positiveInt('seed', values.seed, 1);
  const env = parseEnv();
  if (!env.DATABASE_URL) refuseWhileServerRuns(env.DATA_DIR);
  const target = env.DATABASE_URL
    ? 'PostgreSQL (DATABASE_URL)'
    : `the embedded database in ${env.DATA_DIR}`;
  console.log(`Seeding ${listings} listings (seed ${seed}) into ${target}…`);
  const started = Date.now();
  // Bulk inserts of many thousand rows are not requests: no statement timeout.
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    statementTimeoutMs: 0,
  });
  try {
    await seedDatabase(database.db);
    const summary = await seedRealisticData(database, {
      listings,
      seed,
      log: (l) => console.log(`  ${l}`),
    });
    console.log(
      `Done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${summary.listings} listings, ` +
        `${summary.providers} providers, ${summary.seekers} families, ${summary.reviews} reviews, ` +
        `${summary.favorites} favourites.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof EnvError ? err.message : err);
  process.exit(1);
});
