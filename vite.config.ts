import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { minifyPublicScripts } from './scripts/minify-public-scripts-plugin';
import { offlinePage } from './scripts/offline-page-plugin';
import { precompress } from './scripts/precompress-plugin';
import { reactRouterTreeShaking } from './scripts/react-router-plugin';

// The SPA lives in src/web and builds to dist/web, which the Fastify server serves.
// In development Vite serves the SPA and forwards /api to the API server (scripts/dev.mjs).
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    reactRouterTreeShaking(),
    react(),
    tailwindcss(),
    minifyPublicScripts(),
    offlinePage(),
    // The installable app (docs/decisions/0034-installable-app.md): the web app manifest, and the
    // service worker src/web/sw.ts built with the list of files it precaches. The page registers
    // it itself (lib/pwa/register-service-worker.ts), in a chunk no page waits for.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      includeManifestIcons: false,
      injectManifest: {
        // The shell of the first visit only; what else a member opens is cached as it is fetched.
        globPatterns: ['assets/index-*.{js,css}', 'boot.js', 'offline.{html,css,js}', 'favicon.svg', 'icons/*.png'],
      },
      manifest: {
        id: '/',
        name: 'Sahel Hearts',
        short_name: 'Sahel Hearts',
        description: 'ID-verified dating and matchmaking for the Sahel and Horn of Africa, at home and in the diaspora.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        lang: 'en',
        theme_color: '#9a3412',
        background_color: '#fafaf9',
        categories: ['social', 'lifestyle'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
    precompress(),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // Locale files stay separate JSON files (fetched under connect-src 'self'), never data: URLs.
    assetsInlineLimit: (file) => (file.endsWith('.json') ? false : undefined),
    // What a public page loads before it is interactive is budgeted (docs/targets.md S1): the
    // entry, the page's chunk and what that imports. The server preloads the page's chunks beside
    // the entry (src/server/plugins/shell-preloads.ts), so a few more small files cost no round
    // trip; code a page does not run costs bytes on every visit. So:
    // - Everything the entry needs is one file.
    // - Icons, UI pieces and small helpers used by several pages are grouped by the set of pages
    //   that use them, none merged into another (a merge threshold put an icon the landing page
    //   shows into a file with a member page's contracts, and zod came with it): a
    //   page fetches the icons it shows, not every icon of the app (one shared file used to bring
    //   3 kB of the member screens' icons to the sign-in page). Form notices and the public
    //   pages' write hook (use-page-mutation) are among them, so that the pricing and payment
    //   pages, which use them, do not bring the form library. The data cache (lib/query/) is not
    //   in that group: it would bring TanStack Query (8 kB) to public pages, which never use it
    //   (docs/decisions/0016-data-loading.md). Nor is the payments library: its route contracts
    //   bring zod (24 kB), which the public pages never load (their contracts' zod-free halves,
    //   docs/decisions/0028-route-contracts.md).
    // - The form library and the hook on it (docs/decisions/0029-forms.md): one chunk, fetched
    //   with the pages that have a form, never with the landing page.
    // - What the sign-in, sign-up and password pages share (their API, field, frame and error
    //   texts): one chunk beside it, which the contact form does not load.
    // The account contracts (zod) and the zod resolver stay downloads of their own, fetched on a
    // form's first check (lib/forms/contract-resolver.ts).
    rolldownOptions: {
      output: {
        // Shared groups are named after the pages that use them: the file is named by its hash.
        chunkFileNames: (chunk) => (chunk.name.startsWith('shared') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js'),
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            // Two one-line helpers that chunks of every kind import (the current language's hook,
            // lazyOnce): one tiny file of their own. Left to rolldown, each shares a file with
            // whatever else its importers share, and the sign-in page fetched zod for the first and
            // TanStack Query (through the form library's chunk) for the second.
            { name: 'helpers', test: /src\/web\/lib\/(use-language|lazy-once)\.ts/ },
            {
              name: 'shared',
              test: /node_modules\/lucide-react|src\/web\/components\/(ui\/|form\/form-notice)|src\/web\/lib\/(?!query\/|payments\/|forms\/)|src\/web\/lib\/forms\/use-page-mutation/,
              minShareCount: 2,
              entriesAware: true,
              entriesAwareMergeThreshold: 0,
            },
            // The route contracts (zod) by the set of pages that use them, never in a file with the
            // icons and helpers above: a public page that shares an icon with a member page must not
            // fetch that page's contracts, and zod with them (docs/decisions/0028-route-contracts.md).
            {
              name: 'contracts',
              test: /src\/shared\/contracts\//,
              minShareCount: 2,
              entriesAware: true,
            },
            {
              name: 'forms',
              test: /node_modules\/react-hook-form|src\/web\/lib\/forms\/(use-contract-form|contract-resolver|refused-fields)|src\/web\/components\/form\/field-error/,
              minShareCount: 2,
            },
            {
              name: 'account',
              test: /src\/web\/lib\/forms\/(auth-errors|account-schema-loaders)|src\/web\/features\/auth\/(api\/|signed-out-only|resend-verification)|src\/shared\/routes\/auth\.ts|src\/web\/components\/(page-frame|form\/auth-field)/,
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
