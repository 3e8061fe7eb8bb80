import { parseArgs } from 'node:util';

export interface Plan {
  quick: boolean;
  seconds: number;
  build: boolean;
  seed: boolean;
  seedNumber: number;
  postgres: { url: string; listings: number; connections: number } | null;
  /** The unfiltered search on 1,000 listings, to check that cost grows slower than the data. */
  scaleCheck: boolean;
  pglite: { dataDir: string; listings: number; connections: number } | null;
  /** Only these mixes (--mix, repeatable); all when undefined. */
  mixes: string[] | undefined;
  /** --profile: the server runs with --cpu-prof under these mixes only, and its profile is summed up. */
  profile: boolean;
}

const USAGE = `npm run bench [-- options]
  --quick          10,000 listings on both databases, 5 s per measurement
  --seconds N      seconds per measurement (default 10, quick 5)
  --only DB        postgres or pglite
  --no-build       reuse the last build in .data-bench/
  --no-seed        reuse the data seeded by the last run (a database without listings is seeded)
  --seed N         seeder's random seed (default 1)
  --mix NAME       only this mix (repeatable); a page brings the API mix it is held to
  --profile        with --mix: no ceilings, the server under load with --cpu-prof, and a
                   summary of where its time went (.data-bench/profiles/)
PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/carenest_bench);
the database is created when missing and its seeded data replaced.`;

export function parsePlan(argv: string[]): Plan {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean', default: false },
      seconds: { type: 'string' },
      only: { type: 'string' },
      'no-build': { type: 'boolean', default: false },
      'no-seed': { type: 'boolean', default: false },
      seed: { type: 'string', default: '1' },
      mix: { type: 'string', multiple: true },
      profile: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (values.only && !['postgres', 'pglite'].includes(values.only)) {
    throw new Error(`--only must be postgres or pglite\n${USAGE}`);
  }
  if (values.profile && !values.mix) throw new Error(`--profile needs --mix\n${USAGE}`);
  return {
    ...databases(values.only, values.quick),
    ...runSettings(values),
    mixes: values.mix,
    profile: values.profile,
  };
}

/** Which databases run, at which size. */
function databases(only: string | undefined, quick: boolean) {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/carenest_bench';
  return {
    postgres:
      only === 'pglite' ? null : { url, listings: quick ? 10_000 : 100_000, connections: 50 },
    scaleCheck: !quick && only !== 'pglite',
    pglite:
      only === 'postgres'
        ? null
        : { dataDir: '.data-bench/pglite', listings: 10_000, connections: 10 },
  };
}

function runSettings(values: {
  quick: boolean;
  seconds?: string;
  'no-build': boolean;
  'no-seed': boolean;
  seed: string;
}) {
  return {
    quick: values.quick,
    seconds: Number(values.seconds ?? (values.quick ? 5 : 10)),
    build: !values['no-build'],
    seed: !values['no-seed'],
    seedNumber: Number(values.seed),
  };
}
