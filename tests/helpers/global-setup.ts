import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { fromPglite, migrateDatabase, pgliteExtensions } from '#server/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    migratedDumpPath: string;
    /** Where the workers build the compiled server (tests/helpers/server-process.ts). */
    serverBuildDir: string;
  }
}

// Migrating PGlite takes seconds: do it once and let every test file start from the dump.
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'carenest-tests-'));
  const dumpPath = join(dir, 'migrated.tar');
  project.provide('migratedDumpPath', dumpPath);
  // Inside the project, so the compiled server finds node_modules the way dist/server does.
  const serverBuildDir = join('.data-e2e', `test-server-${process.pid}`);
  project.provide('serverBuildDir', serverBuildDir);
  if (!process.env.DATABASE_URL) {
    const client = await PGlite.create('memory://', { extensions: pgliteExtensions });
    const database = fromPglite(client);
    await migrateDatabase(database);
    const dump = await client.dumpDataDir('none');
    writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
    await database.close();
  }
  return () => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(serverBuildDir, { recursive: true, force: true });
  };
}
