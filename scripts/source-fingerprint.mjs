// What a build was made from: a hash of the sources `npm run build` reads. `npm start` builds
// again when it differs from the one the last build wrote (after a pull or an edit), so it never
// serves an older build of the code beside it.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const SOURCES = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
  'scripts/build.mjs',
  'scripts/precompress.mjs',
];

/** The file written beside a full build, holding its sources' fingerprint. */
export const FINGERPRINT_FILE = 'dist/.source-fingerprint';

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) =>
    filesUnder(join(path, entry.name)),
  );
}

/** The fingerprint of the sources under `root` (paths and contents, in a fixed order). */
export function sourceFingerprint(root) {
  const hash = createHash('sha256');
  const files = SOURCES.flatMap((source) => filesUnder(join(root, source)))
    .map((file) => relative(root, file))
    .sort();
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(join(root, file)));
  return hash.digest('hex');
}
