// `npm start`: build everything if it has not been built yet, or was built from other code, then
// run the compiled server (plain JavaScript, in this same process so signals reach it directly).
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { satisfiesEngines } from './node-engines.mjs';
import { FINGERPRINT_FILE, sourceFingerprint } from './source-fingerprint.mjs';

const root = new URL('..', import.meta.url);
// npm only warns about "engines"; an unsupported Node would fail later and less clearly.
const { engines } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
if (!satisfiesEngines(process.version, engines.node)) {
  console.error(`CareNest needs Node.js ${engines.node}; this is ${process.version}.`);
  process.exit(1);
}
const builtFrom = (() => {
  try {
    return readFileSync(new URL(FINGERPRINT_FILE, root), 'utf8').trim();
  } catch {
    return null;
  }
})();
const built = ['dist/server/main.js', 'dist/web/.ssr/entry-server.js'].every((file) =>
  existsSync(new URL(file, root)),
);
const current = built && builtFrom === sourceFingerprint(fileURLToPath(root));
if (!current) {
  console.log(
    built
      ? 'Building CareNest (the code changed since the last build)…'
      : 'Building CareNest (first start)…',
  );
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit', cwd: root });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('../dist/server/main.js');
