import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress-plugin';

// The SPA lives in src/web and builds to dist/web, which the Fastify server serves.
// In development Vite serves the SPA and forwards /api to the API server (scripts/dev.mjs).
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // Locale files stay separate JSON files (fetched under connect-src 'self'), never data: URLs.
    assetsInlineLimit: (file) => (file.endsWith('.json') ? false : undefined),
    // Fewer, larger files: on a slow mobile link every extra request costs a round trip, and
    // with tiny chunks (one per icon, one per helper) they queued on the browser's connections
    // before the first page could render (targets.md S3). Everything the entry needs is one
    // file; the small helpers and icons shared by page chunks are one more (about 4 kB). The
    // data cache (lib/query/) stays out of that group: it would bring TanStack Query (8 kB) to
    // every public page, which never uses it (docs/decisions/0016-data-loading.md). Nor does the
    // payments library: its route contracts bring zod (24 kB), which the public pages never load
    // (their contracts' zod-free halves, docs/decisions/0028-route-contracts.md). The form library
    // has a group of its own below.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            { name: 'shared', test: /node_modules\/lucide-react|src\/web\/lib\/(?!query\/|payments\/|forms\/)/, minShareCount: 2 },
            // The form library and the hook on it (docs/decisions/0029-forms.md): one chunk, fetched
            // with the pages that have a form, never with the landing page. The account contracts
            // (zod) and the zod resolver stay downloads of their own, fetched on a form's first
            // check (lib/forms/contract-resolver.ts).
            {
              name: 'forms',
              test: /node_modules\/react-hook-form|src\/web\/lib\/forms\/(?!account-schemas)/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.WEB_DEV_PORT ?? 5173),
    proxy: { '/api': `http://127.0.0.1:${process.env.API_DEV_PORT ?? 3001}` },
  },
});
