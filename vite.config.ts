import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The client is a Vite SPA; public pages are prerendered after the build (scripts/prerender.ts).
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: [{ find: /^#client\//, replacement: `${import.meta.dirname}/src/client/` }] },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // dist/client/.vite/manifest.json: which chunks each entry and page loads, read by the bundle
    // budget (scripts/check-bundle-budget.mjs) and the prerenderer's preload links.
    manifest: true,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        // zod is needed only by pages that validate API answers: keep it out of the first load
        // (without a group the bundler may hoist it into the entry chunk).
        advancedChunks: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]/ }] },
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
});
