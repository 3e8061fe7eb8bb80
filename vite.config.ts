import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The web app: index.html at the repo root loads /src/web/main.tsx (the browser entry);
// src/web/entry-server.tsx is the server-side entry (`vite build --ssr`, see scripts/build.mjs).
// `#web/*` and `#shared/*` resolve through package.json "imports", which Vite supports natively.
export default defineConfig(({ isSsrBuild }) => ({
  root: '.',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
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
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+|cookie|set-cookie-parser)[\\/]/,
                },
              ],
            },
          },
        },
  },
}));
