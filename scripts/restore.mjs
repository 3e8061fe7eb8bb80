// `npm run restore -- <backup directory>`: puts a backup made by `npm run backup` into DATA_DIR
// while the server is stopped. What DATA_DIR held before is kept in DATA_DIR/before-restore-<time>.
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { embeddedDataDir, fail, pgliteOptions, refuseWhileServerRuns } from './data-dir.mjs';

if (!process.argv[2]) fail('Usage: npm run restore -- <backup directory>');
const source = resolve(process.argv[2]);
if (!existsSync(join(source, 'manifest.json')) || !existsSync(join(source, 'db.tar.gz'))) {
  fail(`${source} is not a CareNest backup (no manifest.json and db.tar.gz).`);
}
const dataDir = embeddedDataDir();
refuseWhileServerRuns(dataDir);
mkdirSync(dataDir, { recursive: true });

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const aside = join(dataDir, `before-restore-${stamp}`);
for (const name of ['db', 'uploads', 'auth-secret']) {
  if (!existsSync(join(dataDir, name))) continue;
  mkdirSync(aside, { recursive: true });
  renameSync(join(dataDir, name), join(aside, name));
}

const db = await PGlite.create(join(dataDir, 'db'), {
  ...pgliteOptions,
  loadDataDir: new Blob([readFileSync(join(source, 'db.tar.gz'))]),
});
await db.query('select 1');
await db.close();
if (existsSync(join(source, 'uploads'))) {
  cpSync(join(source, 'uploads'), join(dataDir, 'uploads'), { recursive: true });
}
if (existsSync(join(source, 'auth-secret'))) {
  copyFileSync(join(source, 'auth-secret'), join(dataDir, 'auth-secret'));
}
console.log(`Restored ${source} into ${dataDir}.`);
if (existsSync(aside)) console.log(`The previous data is kept in ${aside}.`);
