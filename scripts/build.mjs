// `npm run build`: everything `npm start` runs, as plain JavaScript in dist/:
//   dist/web               the web app for the browser (hashed assets, each beside its .br and .gz)
//   dist/web/.ssr          its server-side entry, which renders the pages
//   dist/server/main.js    the server (its migrations beside it)
// Options: --outDir <dir> builds the web app into another folder (the e2e runs),
// --web-only / --server-only build one half, --serverOutDir <dir> moves the server.
import { cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { precompressDir } from './precompress.mjs';
import { FINGERPRINT_FILE, sourceFingerprint } from './source-fingerprint.mjs';

const { values } = parseArgs({
  options: {
    outDir: { type: 'string', default: 'dist/web' },
    serverOutDir: { type: 'string', default: 'dist/server' },
    'web-only': { type: 'boolean' },
    'server-only': { type: 'boolean' },
    quiet: { type: 'boolean' },
  },
});
const logLevel = values.quiet ? 'warn' : 'info';
// Taken before building, so an edit made meanwhile makes the next `npm start` build again.
const fingerprint = sourceFingerprint(process.cwd());

if (!values['server-only']) {
  await build({ logLevel, build: { outDir: values.outDir, emptyOutDir: true } });
  await build({
    logLevel,
    build: {
      ssr: 'src/web/entry-server.tsx',
      outDir: join(values.outDir, '.ssr'),
      emptyOutDir: true,
    },
  });
  precompressDir(values.outDir);
}

if (!values['web-only']) {
  // Dependencies stay in node_modules (Vite's default for server builds); our own code, with the
  // #shared/* imports, is bundled. The migrations are read at start, next to the bundle.
  await build({
    configFile: false,
    logLevel,
    publicDir: false,
    build: {
      ssr: 'src/server/main.ts',
      outDir: values.serverOutDir,
      emptyOutDir: true,
      target: 'node20',
      sourcemap: true,
    },
  });
  cpSync('src/server/db/migrations', join(values.serverOutDir, 'migrations'), { recursive: true });
}

// What `npm start` serves is the full build in dist/; it notes what that was built from.
const full = !values['web-only'] && !values['server-only'];
if (full && values.outDir === 'dist/web' && values.serverOutDir === 'dist/server') {
  writeFileSync(FINGERPRINT_FILE, `${fingerprint}\n`);
}
