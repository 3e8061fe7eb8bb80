import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiServer = 'http://localhost:3000';

// The web app: index.html at the repo root loads /src/web/main.tsx. `#web/*` and `#shared/*`
// resolve through package.json "imports", which Vite supports natively.
export default defineConfig({
  root: '.',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    // The entry chunk holds react-dom, react-router, TanStack Query and zod (~180 kB gzip);
    // every page is a lazy chunk of its own, so only warn if the entry grows past that.
    chunkSizeWarningLimit: 700,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiServer, changeOrigin: false },
      '/media': { target: apiServer, changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
  },
});
