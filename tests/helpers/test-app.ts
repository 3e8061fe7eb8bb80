import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App } from '#server/app.ts';
import type { Database } from '#server/db/client.ts';
import type { MailMessage, Mailer } from '#server/mail/mailer.ts';
import { LocalStorage } from '#server/storage/local-storage.ts';
import { seedSampleListings } from '#server/db/seed.ts';
import { openTestDatabase, resetDatabase } from './test-db.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestContext {
  app: App;
  database: Database;
  storage: LocalStorage;
  sentMail: MailMessage[];
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** One app + database per test file; call reset() in beforeEach and close() in afterAll. */
export async function createTestApp(): Promise<TestContext> {
  const database = await openTestDatabase();
  const uploadsDir = mkdtempSync(join(tmpdir(), 'carenest-uploads-'));
  const storage = new LocalStorage({ rootDir: uploadsDir });
  const sentMail: MailMessage[] = [];
  const mailer: Mailer = { send: async (m) => void sentMail.push(m) };
  const app = await buildApp({
    database,
    storage,
    mailer,
    config: {
      publicUrl: TEST_ORIGIN,
      secret: 'test-secret-that-is-long-enough-for-better-auth-0123456789',
      trustedOrigins: [TEST_ORIGIN],
      social: {},
      webDistDir: null,
      logLevel: 'silent',
      requestTimeoutMs: 30_000,
      trustProxy: false,
      rateLimitPerMinute: 100_000,
      authRateLimitPerMinute: 100_000,
    },
  });
  await app.ready();
  return {
    app,
    database,
    storage,
    sentMail,
    async reset() {
      sentMail.length = 0;
      await resetDatabase(database);
      await seedSampleListings(database.db);
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}
