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
    chunkSizeWarningLimit: 400,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000', '/billing/': 'http://localhost:3000' },
  },
});
