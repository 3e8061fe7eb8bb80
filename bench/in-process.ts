// The app built in this process on the benchmark's database: it answers each mix's requests once
// while the driver is watched, which yields the SQL for the raw-SQL ceiling, and it checks that
// every request the load test will send succeeds.
import { join } from 'node:path';
import { buildApp, type App } from '../src/server/app.ts';
import { openDatabase, type Database } from '../src/server/db/client.ts';
import { seedDatabase } from '../src/server/db/seed.ts';
import { parseEnv } from '../src/server/env.ts';
import { createMailer } from '../src/server/mail/mailer.ts';
import { openStorage } from '../src/server/storage/open-storage.ts';
import type { ListingSearchResult } from '../src/shared/listing-schemas.ts';
import { BENCH_CREDENTIALS, readLongTail, type BenchRequest, type Mix } from './mixes.ts';
import { installRecorder, recordQueries, type RecordedQuery } from './record-sql.ts';

export interface InProcess {
  app: App;
  database: Database;
  close(): Promise<void>;
}

export async function openInProcess(opts: {
  databaseUrl?: string;
  dataDir: string;
  publicUrl: string;
}): Promise<InProcess> {
  installRecorder();
  // The pool size and statement timeout the server will have, from the same environment.
  const env = parseEnv(process.env);
  const database = await openDatabase({
    databaseUrl: opts.databaseUrl,
    dataDir: opts.dataDir,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    poolMax: env.DATABASE_POOL_MAX,
  });
  await seedDatabase(database.db);
  const app = await buildApp({
    database,
    storage: openStorage({ dataDir: opts.dataDir }),
    mailer: createMailer({ from: 'bench@localhost', outboxDir: join(opts.dataDir, 'mail') }),
    config: {
      publicUrl: opts.publicUrl,
      secret: 'benchmark-secret-that-is-long-enough-0123456789',
      trustedOrigins: [opts.publicUrl],
      social: {},
      webDistDir: null,
      logLevel: 'silent',
      requestTimeoutMs: 60_000,
      trustProxy: false,
      rateLimitPerMinute: 1e9,
      authRateLimitPerMinute: 1e9,
      sampleListings: 'auto',
    },
  });
  await app.ready();
  return { app, database, close: async () => (await app.close(), await database.close()) };
}

async function send(app: App, request: BenchRequest) {
  const response = await app.inject({
    method: request.method,
    url: request.path,
    headers: request.headers,
    payload: request.body,
  });
  if (response.statusCode >= 400) {
    throw new Error(
      `${request.method} ${request.path} answered ${response.statusCode}: ${response.body}`,
    );
  }
  return response;
}

/** Real listings to build the mixes around, and the account the sign-in mix uses. */
export async function prepareInputs(ctx: InProcess, origin: string) {
  await send(ctx.app, {
    method: 'POST',
    path: '/api/auth/sign-up/email',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ ...BENCH_CREDENTIALS, name: 'Bench Family', type: 'seeker' }),
  });
  const pages = await Promise.all(
    ['3', '40'].map(async (page) => {
      const res = await send(ctx.app, {
        method: 'GET',
        path: `/api/listings?page=${page}&pageSize=12`,
      });
      return (res.json() as ListingSearchResult).listings;
    }),
  );
  return pages.flat();
}

/** Many more real listings, for the pages each asked for once (pages.ts, readLongTail). */
export const longTailListings = (ctx: InProcess) =>
  readLongTail(
    async (path) => (await send(ctx.app, { method: 'GET', path })).json() as ListingSearchResult,
  );

/** The statements each request of the mix sends (one list per request). */
export async function recordMix(ctx: InProcess, mix: Mix): Promise<RecordedQuery[][]> {
  const plans: RecordedQuery[][] = [];
  for (const request of mix.requests) {
    plans.push(await recordQueries(async () => void (await send(ctx.app, request))));
  }
  return plans;
}
