import { defineConfig, type Rolldown } from 'vite';
import tailwindcss from '@tailwindcss/vite';
import { FRAMEWORK, sharedChunkGroup } from './scripts/chunk-groups.ts';
import { lowScriptPriority } from './scripts/script-priority.ts';

// The web app: index.html at the repo root loads /src/web/main.tsx (the browser entry);
// src/web/entry-server.tsx is the server-side entry (`vite build --ssr`, see scripts/build.mjs).
// `#web/*` and `#shared/*` resolve through package.json "imports", which Vite supports natively.
// `react` and `react-dom` are Preact (package.json installs @preact/compat under those names,
// docs/decisions/017): the source keeps importing from 'react', and so do the libraries.

/**
 * Quiet two warnings that say nothing here: libraries' "use client" directives (meaningless
 * outside React Server Components; @vitejs/plugin-react used to drop them likewise) and React
 * Router's `React.useOptimistic`, which preact/compat lacks and React Router replaces itself.
 */
const onwarn: Rolldown.RolldownOptions['onwarn'] = (warning, warn) => {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"')) return;
  if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('`useOptimistic`')) return;
  warn(warning);
};

const shared = sharedChunkGroup();

/**
 * Prefresh hot-reloads components in `npm run dev` and only transforms while serving. It is a
 * devDependency, so the build `npm start` runs on a first start also works with production
 * dependencies only (`npm ci --omit=dev`), where it is missing. Imported here, at the top: Vite's
 * module runner (`npm run dev`) cannot import anything once the config module has loaded.
 */
// A name in a variable: bundling this config must not look for the package where it is missing.
const PREFRESH = '@prefresh/vite';
const prefresh = await (import(PREFRESH) as Promise<typeof import('@prefresh/vite')>).then(
  (module) => module.default,
  () => null,
);

async function fastRefresh(command: 'build' | 'serve') {
  if (command !== 'serve') return [];
  if (!prefresh) throw new Error('npm run dev needs the devDependencies: run npm install');
  return [await prefresh()];
}

export default defineConfig(async ({ isSsrBuild, command }) => ({
  root: '.',
  publicDir: 'public',
  // JSX compiles to `react/jsx-runtime`, i.e. preact/compat's.
  oxc: { jsx: { runtime: 'automatic' as const, importSource: 'react' } },
  plugins: [...(await fastRefresh(command)), tailwindcss(), shared.plugin, lowScriptPriority()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    // .vite/manifest.json: which chunks each page loads (npm run check:js-budget reads it).
    manifest: !isSsrBuild,
    // Every page is a lazy chunk of its own; `npm run check:js-budget` holds the real budget.
    chunkSizeWarningLimit: 700,
    // Preact, React Router and TanStack Query load with every page anyway: one file for them
    // instead of a dozen small ones saves requests before the first paint.
    rolldownOptions: isSsrBuild
      ? { onwarn }
      : {
          onwarn,
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: FRAMEWORK,
                  priority: 20,
                },
                { name: 'shared', test: shared.test, minShareCount: 3, priority: 10 },
              ],
            },
          },
        },
  },
}));
