// `npm run backup [-- <directory>]`: a consistent copy of the embedded database, the uploads and
// the session secret in DATA_DIR, taken while the server is stopped. Default directory:
// ./backups/carenest-<timestamp>. Restore it with `npm run restore -- <directory>`.
import { copyFileSync, cpSync, existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { embeddedDataDir, fail, pgliteOptions, refuseWhileServerRuns } from './data-dir.mjs';

const dataDir = embeddedDataDir();
refuseWhileServerRuns(dataDir);
if (!existsSync(join(dataDir, 'db', 'PG_VERSION'))) fail(`No embedded database in ${dataDir}/db.`);

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = resolve(process.argv[2] || join('backups', `carenest-${stamp}`));
if (existsSync(target)) fail(`${target} already exists; choose a new directory.`);
// Written beside the target and renamed at the end, so a directory with the final name is whole.
const partial = `${target}.partial`;
mkdirSync(partial, { recursive: true });

// Opening the database first also completes recovery if the server was killed.
const db = await PGlite.create(join(dataDir, 'db'), pgliteOptions);
const dump = await db.dumpDataDir('gzip');
await db.close();
writeFileSync(join(partial, 'db.tar.gz'), Buffer.from(await dump.arrayBuffer()));

const uploads = join(dataDir, 'uploads');
if (existsSync(uploads)) cpSync(uploads, join(partial, 'uploads'), { recursive: true });
const secret = join(dataDir, 'auth-secret');
if (existsSync(secret)) copyFileSync(secret, join(partial, 'auth-secret'));
writeFileSync(
  join(partial, 'manifest.json'),
  JSON.stringify({ app: 'carenest', createdAt: new Date().toISOString(), dataDir }, null, 2),
);
renameSync(partial, target);
console.log(`Backup written to ${target}`);
