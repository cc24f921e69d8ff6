import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { formReadyAsTransition } from './scripts/vite/form-ready-as-transition';
import { lazyContractSchemas } from './scripts/vite/lazy-contract-schemas';

// The client is a Vite SPA; public pages are prerendered after the build (scripts/prerender.ts),
// whose server-rendering build (isSsrBuild) uses this config too.
export default defineConfig(({ isSsrBuild }) => ({
  // Contract schemas are built on first use in the browser, not when a page's modules load, and
  // react-hook-form's readiness update is a transition, not a synchronous re-render (ADR 137).
  plugins: [react(), tailwindcss(), lazyContractSchemas(), formReadyAsTransition()],
  resolve: { alias: [{ find: /^#client\//, replacement: `${import.meta.dirname}/src/client/` }] },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // dist/client/.vite/manifest.json: which chunks the entry and each page load, read by the
    // bundle budget (scripts/check-bundle-budget.mjs).
    manifest: true,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      // The browser entry exports nothing, so its signature need not be kept; the inlining below
      // requires this. The server-rendering build must keep its exports (render, APP_ROUTES).
      ...(isSsrBuild ? {} : { preserveEntrySignatures: false as const }),
      output: {
        codeSplitting: {
          // zod is needed only by pages that validate API answers: keep it out of the first load
          // (without a group the bundler may hoist it into the entry chunk).
          groups: [
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // The entry with everything it imports, in one file. Left to the bundler, the modules
            // the entry shares with pages (React, the router, the query library, the API client)
            // came as ten chunks that every page loads at once anyway: ten requests, each costing
            // about 1.3 KB of response headers, and each compressed without the others' context.
            // (The bundler adds a group's static dependencies to it by default.)
            ...(isSsrBuild ? [] : [{ name: 'main', test: /src[\\/]client[\\/]main\.tsx$/ }]),
          ],
          // Shared modules under 2 KB (an icon, a small helper) are copied into each chunk that
          // uses them rather than split into chunks of their own: the landing page loaded 15
          // chunks of 200-400 bytes, each a request costing more in headers than in content.
          ...(isSsrBuild ? {} : { experimentalInlineCommonChunks: { maxSize: 2048 } }),
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/dev': 'http://localhost:3000',
      '/billing/': 'http://localhost:3000',
    },
  },
}));
