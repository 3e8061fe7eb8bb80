import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig, type Rolldown } from 'vite';
import tailwindcss from '@tailwindcss/vite';
import { FRAMEWORK, REACT, sharedChunkGroup } from './scripts/chunk-groups.ts';
import { scriptsAfterPaint } from './scripts/scripts-after-paint.ts';

// The web app: index.html at the repo root loads /src/web/main.tsx (the browser entry);
// src/web/entry-server.tsx is the server-side entry (`vite build --ssr`, see scripts/build.mjs).
// `#web/*` and `#shared/*` resolve through package.json "imports", which Vite supports natively.

/**
 * Quiet a warning that says nothing here: libraries' "use client" directives (meaningless
 * outside React Server Components).
 */
const onwarn: Rolldown.RolldownOptions['onwarn'] = (warning, warn) => {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"')) return;
  warn(warning);
};

const shared = sharedChunkGroup();

/**
 * React Fast Refresh in `npm run dev`; it only transforms while serving. @vitejs/plugin-react is
 * a devDependency, so the build `npm start` runs on a first start also works with production
 * dependencies only (`npm ci --omit=dev`), where it is missing. Imported here, at the top: Vite's
 * module runner (`npm run dev`) cannot import anything once the config module has loaded.
 */
// A name in a variable: bundling this config must not look for the package where it is missing.
const REACT_PLUGIN = '@vitejs/plugin-react';
const reactPlugin = await (
  import(REACT_PLUGIN) as Promise<typeof import('@vitejs/plugin-react')>
).then(
  (module) => module.default,
  () => null,
);

function fastRefresh(command: 'build' | 'serve') {
  if (command !== 'serve') return [];
  if (!reactPlugin) throw new Error('npm run dev needs the devDependencies: run npm install');
  return reactPlugin();
}

/**
 * React Router 7 names only its development build in package.json, for every condition, so a
 * production build ran its developer warnings and carried their text. Its production build sits
 * beside it (docs/decisions/069-react-routers-production-build.md); version 8 names it itself.
 */
const reactRouterDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: join(reactRouterDir, 'dist/production/index.mjs') },
  {
    find: /^react-router\/dom$/,
    replacement: join(reactRouterDir, 'dist/production/dom-export.mjs'),
  },
];

export default defineConfig(({ isSsrBuild, command }) => ({
  root: '.',
  resolve: { alias: command === 'build' ? REACT_ROUTER_PRODUCTION : [] },
  publicDir: 'public',
  oxc: { jsx: { runtime: 'automatic' as const, importSource: 'react' } },
  plugins: [...fastRefresh(command), tailwindcss(), shared.plugin, scriptsAfterPaint()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    // .vite/manifest.json: which chunks each page loads (npm run check:js-budget reads it).
    manifest: !isSsrBuild,
    // Every page is a lazy chunk of its own; `npm run check:js-budget` holds the real budget.
    chunkSizeWarningLimit: 700,
    // React, React Router and TanStack Query load with every page anyway: one file for them
    // instead of a dozen small ones saves requests before the first paint.
    rolldownOptions: isSsrBuild
      ? { onwarn }
      : {
          onwarn,
          output: {
            codeSplitting: {
              groups: [
                // React evaluates in a task of its own before the rest (src/web/main.tsx).
                { name: 'react', test: REACT, priority: 30 },
                { name: 'framework', test: FRAMEWORK, priority: 20 },
                { name: 'shared', test: shared.test, minShareCount: 3, priority: 10 },
              ],
            },
          },
        },
  },
}));
