import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp, type App } from '#server/app.ts';
import type { AppDeps } from '#server/app-deps.ts';
import type { Database } from '#server/db/client.ts';
import type { MailMessage, Mailer } from '#server/mail/mailer.ts';
import { LocalStorage } from '#server/storage/local-storage.ts';
import { seedSampleListings } from '#server/db/seed.ts';
import { forgetPriceBounds } from '#server/modules/listings/price-bounds.ts';
import { forgetSampleVisibility } from '#server/modules/listings/visibility.ts';
import { forgetCommunityNames } from '#server/modules/places/names-cache.ts';
import { openTestDatabase, resetDatabase } from './test-db.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestContext {
  app: App;
  database: Database;
  storage: LocalStorage;
  /** Where the local storage keeps uploads (tests compare its files before and after). */
  uploadsDir: string;
  sentMail: MailMessage[];
  reset(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Salted SHA-256 instead of scrypt: the tests sign up and sign in hundreds of times, and the real
 * hash is what makes each of those slow. Wrong passwords are still refused (auth.test.ts).
 */
export const fastTestHasher = {
  hash: async (password: string) => {
    const salt = randomBytes(8).toString('hex');
    return `test-sha256:${salt}:${createHash('sha256')
      .update(salt + password)
      .digest('hex')}`;
  },
  verify: async ({ hash, password }: { hash: string; password: string }) => {
    const [, salt, digest] = hash.split(':');
    return (
      createHash('sha256')
        .update(salt + password)
        .digest('hex') === digest
    );
  },
};

/** The app's settings in the tests, but for the secret (each app's own) and the password hash. */
export const TEST_CONFIG = {
  publicUrl: TEST_ORIGIN,
  trustedOrigins: [TEST_ORIGIN],
  social: {},
  webDistDir: null,
  logLevel: 'silent',
  requestTimeoutMs: 30_000,
  trustProxy: false,
  rateLimitPerMinute: 100_000,
  authRateLimitPerMinute: 100_000,
  sampleListings: 'auto',
  // No polling: a test runs the queue when it reads the mail (seeMailOnAnswer, drain).
  jobPollMs: 0,
} satisfies Omit<AppDeps['config'], 'secret'>;

/**
 * The app mails after it has answered (mail-queue.ts); a person reads it a moment later. Here
 * each inject() also waits for the mail its request handed over, so a test reads sentMail at
 * once.
 */
function seeMailOnAnswer(app: App) {
  const inject = app.inject.bind(app) as (opts: unknown) => Promise<unknown>;
  const injectThenDrain = async (opts: unknown) => {
    const response = await inject(opts);
    // A GET changes nothing (docs/architecture.md §4), so it queues no mail; and running the
    // queue would make it wait for the database (health-under-load.test.ts).
    const method =
      typeof opts === 'string' ? 'GET' : ((opts as { method?: string }).method ?? 'GET');
    if (method.toUpperCase() !== 'GET') await app.deps.mailQueue.drain();
    return response;
  };
  app.inject = injectThenDrain as App['inject'];
}

/** One app + database per test file; call reset() in beforeEach and close() in afterAll. */
export async function createTestApp(
  overrides: Partial<AppDeps['config']> = {},
  opts: {
    /** Send through this mailer instead of collecting into sentMail (an SMTP test server). */
    mailer?: Mailer;
    clock?: () => Date;
    /** false: inject() answers without running the mail jobs its request queued. */
    drainOnAnswer?: boolean;
  } = {},
): Promise<TestContext> {
  const database = await openTestDatabase();
  const uploadsDir = mkdtempSync(join(tmpdir(), 'carenest-uploads-'));
  const storage = new LocalStorage({ rootDir: uploadsDir });
  const sentMail: MailMessage[] = [];
  const mailer: Mailer = opts.mailer ?? { send: async (m) => void sentMail.push(m) };
  const app = await buildApp({
    database,
    storage,
    mailer,
    clock: opts.clock,
    config: {
      ...TEST_CONFIG,
      secret: 'test-secret-that-is-long-enough-for-better-auth-0123456789',
      passwordHasher: fastTestHasher,
      ...overrides,
    },
  });
  await app.ready();
  if (opts.drainOnAnswer !== false) seeMailOnAnswer(app);
  return {
    app,
    database,
    storage,
    uploadsDir,
    sentMail,
    async reset() {
      sentMail.length = 0;
      await resetDatabase(database);
      await seedSampleListings(database.db);
      // The truncation bypassed the app, which would otherwise keep last test's price bounds
      // and sample visibility.
      forgetPriceBounds(database.db);
      forgetSampleVisibility(database.db);
      forgetCommunityNames(database.db);
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

/**
 * The usual test file's setup: one app for the whole file, emptied before each test and closed
 * after the file, handed to `use` (register this before the file's own hooks).
 */
export function testAppPerFile(use: (ctx: TestContext) => void) {
  let ctx: TestContext;
  beforeAll(async () => use((ctx = await createTestApp())));
  afterAll(() => ctx.close());
  beforeEach(() => ctx.reset());
}
