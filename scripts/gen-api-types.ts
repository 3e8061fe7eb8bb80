// npm run gen:api-types: writes src/web/lib/api-types.gen.ts from the OpenAPI document of an app
// built on a throwaway in-memory database (docs/decisions/050).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '#server/app.ts';
import { fromPglite, pgliteExtensions } from '#server/db/client.ts';
import { LocalStorage } from '#server/storage/local-storage.ts';
import { API_TYPES_FILE, apiTypesSource } from './api-types.ts';

async function openApiDocument(): Promise<unknown> {
  // Building the routes reads nothing from the database, so it stays empty (no migrations).
  const database = fromPglite(await PGlite.create('memory://', { extensions: pgliteExtensions }));
  const uploadsDir = mkdtempSync(join(tmpdir(), 'carenest-api-types-'));
  const app = await buildApp({
    database,
    storage: new LocalStorage({ rootDir: uploadsDir }),
    mailer: { send: async () => undefined },
    config: {
      publicUrl: 'http://localhost:3000',
      secret: 'api-types-generation-only-secret-0123456789',
      trustedOrigins: [],
      social: {},
      webDistDir: null,
      logLevel: 'silent',
      requestTimeoutMs: 30_000,
      trustProxy: false,
      rateLimitPerMinute: 1_000,
      authRateLimitPerMinute: 1_000,
      sampleListings: 'auto',
      jobPollMs: 0,
    },
  });
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
    await database.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  }
}

writeFileSync(API_TYPES_FILE, await apiTypesSource(await openApiDocument()));
console.log(`wrote ${API_TYPES_FILE}`);
