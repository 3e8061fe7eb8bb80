import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verifyPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '#server/app.ts';
import { appConfigFromEnv } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { account } from '#server/db/schema/index.ts';
import { parseEnv } from '#server/env.ts';
import { LocalStorage } from '#server/storage/local-storage.ts';
import { signIn, signUp } from '#tests/helpers/auth.ts';
import { openTestDatabase } from '#tests/helpers/test-db.ts';

// The other API tests hash passwords with a cheap stand-in (tests/helpers/test-app.ts). The
// configuration a real server builds from its environment (main.ts) has none, so accounts get
// better-auth's scrypt hash at its full cost.
const uploadsDir = mkdtempSync(join(tmpdir(), 'carenest-uploads-'));
let database: Database;
let app: App;
const config = appConfigFromEnv(
  parseEnv({ LOG_LEVEL: 'silent' }),
  'test-secret-that-is-long-enough-for-better-auth-0123456789',
);
beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    database,
    storage: new LocalStorage({ rootDir: uploadsDir }),
    mailer: { send: async () => {} },
    // No web build in the API tests; everything else is the production configuration.
    config: { ...config, webDistDir: null },
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

describe('password hashing in production', () => {
  it('the configuration built from the environment keeps better-auth’s scrypt hash', async () => {
    expect(config.passwordHasher).toBeUndefined();
    const { response, body } = await signUp(app);
    expect(response.statusCode, response.body).toBe(200);
    const userId = (response.json() as { user: { id: string } }).user.id;
    const [row] = await database.db
      .select({ password: account.password })
      .from(account)
      .where(eq(account.userId, userId));
    // better-auth's scrypt format (N=16384, r=16): a 16-byte hex salt and a 64-byte hex key.
    expect(row.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash: row.password!, password: body.password })).toBe(true);
    expect(await verifyPassword({ hash: row.password!, password: 'wrong-horse-battery' })).toBe(
      false,
    );
    expect((await signIn(app, body.email, body.password)).response.statusCode).toBe(200);
  });
});
