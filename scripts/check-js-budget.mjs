// `npm run check:js-budget`: the JavaScript each page loads before anyone can interact with it
// (the entry, its static imports, the page's route module and its static imports; gzip), from a
// fresh production build's manifest. Prints every page against its target (docs/decisions/015) and fails
// when one is over its ceiling (see CEILING_KB), or when React Router's development build is in it.
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
/**
 * The budget's targets on React 19 (docs/decisions/031): the home page ≤ 160 KB; browse, a
 * community page and a city page ≤ 175 KB; every other page ≤ 190 KB.
 */
const TARGET_KB = {
  'routes/home.tsx': 160,
  'routes/browse.tsx': 175,
  'routes/community.tsx': 175,
  'routes/city.tsx': 175,
};
const DEFAULT_TARGET_KB = 190;
/**
 * Pages not yet down to their target may not grow past a recorded ceiling (what they weighed, plus
 * 3 KB for small changes). Lower an entry whenever a page gets lighter; delete it once the page
 * meets its target. Never raise one to make a change pass. Every page meets its target today, so
 * there is none: a page over its target fails.
 * @type {Record<string, number>}
 */
const CEILING_KB = {};

const outDir = '.data-e2e/web-budget';
const build = spawnSync(
  process.execPath,
  ['scripts/build.mjs', '--web-only', '--quiet', '--outDir', outDir],
  { stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
const gzipped = new Map();
const sizeOf = (file) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(outDir, file))).length);
  return gzipped.get(file);
};
/** A chunk and everything it imports statically (what the browser fetches before running it). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) closure(next, seen);
  return seen;
}
const total = (keys) => [...keys].reduce((sum, key) => sum + sizeOf(manifest[key].file), 0);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
/** The entry imports React and the app's shell in stages on start (src/web/main.tsx): count them. */
const entryClosure = [entryKey, ...(manifest[entryKey].dynamicImports ?? [])].reduce(
  (seen, key) => closure(key, seen),
  new Set(),
);
const pages = Object.keys(manifest)
  .filter((key) => /^src\/web\/routes\/(content\/)?[^/]+\.tsx$/.test(key))
  .sort();

let failed = false;
let overTarget = 0;
console.log(`entry (every page): ${(total(entryClosure) / KB).toFixed(1)} KB gzip`);
for (const page of pages) {
  const name = page.replace(/^src\/web\//, '');
  const size = total(closure(page, new Set(entryClosure))) / KB;
  const target = TARGET_KB[name] ?? DEFAULT_TARGET_KB;
  const limit = CEILING_KB[name] ?? target;
  const status = size > limit ? 'OVER' : size > target ? 'high' : 'ok  ';
  failed ||= size > limit;
  if (size > target) overTarget += 1;
  const ceiling = limit > target ? ` (ceiling ${limit})` : '';
  console.log(`${status} ${size.toFixed(1).padStart(6)} / ${target} KB${ceiling}  ${name}`);
}
if (overTarget > 0) {
  console.log(
    `\n${overTarget} pages are above their target ("high"); they may not pass their ceiling.`,
  );
}
if (failed) {
  console.error(
    '\nSome pages load more JavaScript before the first interaction than allowed (OVER).',
  );
}

// React Router's development build carries this warning; its production build does not
// (docs/decisions/069-react-routers-production-build.md).
const DEVELOPMENT_ONLY_TEXT = 'You should not include both';
const developmentBuilt = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter(
  (file) =>
    file.endsWith('.js') &&
    readFileSync(join(outDir, file), 'utf8').includes(DEVELOPMENT_ONLY_TEXT),
);
if (developmentBuilt.length > 0) {
  console.error(`\nReact Router's development build is in ${developmentBuilt.join(', ')}.`);
  failed = true;
}
if (failed) process.exit(1);
